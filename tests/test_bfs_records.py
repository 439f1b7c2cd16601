"""The published records of docs/records/ against brute force, OEIS and PuzzleSearch's tables.

The five-peg table (docs/records/five-pegs.json, its CSV and b-file) is checked against a plain
BFS (tests/reference.py, the rules written out) for small n, every witness path is replayed move by move, and the
Frame-Stewart column against OEIS A007665.  The four-peg layers of our documented runs
(docs/records/four-pegs-N.json, docs/records/four-pegs-20.log) are compared layer by layer with
the per-level counts lightln2/PuzzleSearch hard-codes in its tests (tests/fixtures/puzzlesearch).
"""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest

from hanoi import Move, State
from hanoi.space.bfs import bfs_layers
from reference import depths, layers_of

ROOT = Path(__file__).resolve().parent.parent
RECORDS = ROOT / "docs" / "records"
FIXTURE = Path(__file__).parent / "fixtures" / "puzzlesearch" / "hanoi-search-tests.json"
# OEIS A007665 (Frame-Stewart numbers, 5 pegs), n = 1, 2, ...
A007665 = [1, 3, 5, 7, 11, 15, 19, 23, 27, 31, 39, 47, 55, 63, 71, 79, 87, 95, 103, 111]


def _five() -> list[dict]:
    return json.loads((RECORDS / "five-pegs.json").read_text())["rows"]


def _puzzlesearch() -> dict[str, list[int]]:
    data = json.loads(FIXTURE.read_text())
    assert data["source"]["repo"] == "lightln2/PuzzleSearch" and len(data["source"]["commit"]) == 40
    return {name: [int(x) for x in entry["expected"].split()] for name, entry in data["expected"].items()}


@pytest.mark.parametrize("n", range(1, 8))
def test_five_pegs_in_memory_equal_a_plain_bfs_over_states(n: int) -> None:
    plain = layers_of(depths(State.perfect(n, pegs=5)))
    engine = bfs_layers(n, pegs=5, threads=1)
    assert engine.layers == plain
    assert engine.stored_states < 5**n / 12 or n < 4  # one state stored per orbit of the 4 free pegs (nearly)


def test_the_published_five_peg_table_is_complete_and_consistent() -> None:
    rows = _five()
    assert [row["n"] for row in rows] == list(range(1, len(rows) + 1)) and len(rows) >= 14
    bfile = [tuple(map(int, line.split())) for line in (RECORDS / "b-five-pegs-eccentricity.txt").read_text()
             .splitlines()]
    assert bfile == [(row["n"], row["eccentricity"]) for row in rows]
    with open(RECORDS / "five-pegs-layers.csv") as handle:
        table = list(csv.DictReader(handle))
    for row in rows:
        n = row["n"]
        assert sum(row["layers"]) == row["states"] == 5**n
        assert row["eccentricity"] == len(row["layers"]) - 1 and row["at_eccentricity"] == row["layers"][-1]
        assert row["frame_stewart"] == A007665[n - 1]
        assert row["perfect_distances"] == {"A": 0, **{peg: A007665[n - 1] for peg in "BCDE"}}
        assert [int(r["states"]) for r in table if int(r["n"]) == n] == row["layers"]
    for row in rows[:7]:  # small n: the published layers are a plain BFS's
        assert tuple(row["layers"]) == layers_of(depths(State.perfect(row["n"], pegs=5)))


def test_every_witness_path_reaches_its_farthest_state_in_eccentricity_moves() -> None:
    for row in _five():
        assert row["farthest"], row["n"]
        for witness in row["farthest"]:
            goal = State.parse(witness["state"], pegs=5)
            state = State.perfect(row["n"], pegs=5)
            lines = (RECORDS / witness["file"]).read_text().split()
            for text in lines:
                move = Move(int(text[:-2]), "ABCDE".index(text[-2]), "ABCDE".index(text[-1]))
                state = state.apply(move)  # raises on an illegal move
            assert state == goal and len(lines) == witness["moves"] == row["eccentricity"]
            assert witness["verified"] and witness["optimal"]


def test_puzzlesearch_counts_are_one_table_for_every_n_from_17() -> None:
    tables = _puzzlesearch()
    first = tables["Search17"]
    assert len(first) == 101 and first[:4] == [1, 1, 1, 3]
    assert all(tables[f"Search{n}"] == first for n in range(17, 25))
    assert tables["Search22_Large"][:101] == first and len(tables["Search22_Large"]) == 141


def test_our_orbit_layers_match_puzzlesearch_as_far_as_n_14_reaches() -> None:
    # The first layers do not depend on n once n is large enough: n = 14 agrees with their
    # n >= 17 table up to depth 64 and differs at 65, where disc 14's moves start to count.
    theirs = _puzzlesearch()["Search17"]
    ours = bfs_layers(14, pegs=4).orbit_layers
    assert ours[:65] == tuple(theirs[:65]) and ours[65] != theirs[65]


@pytest.mark.parametrize("n", [17, 18])
def test_our_documented_four_peg_runs_match_puzzlesearch_layer_by_layer(n: int) -> None:
    path = RECORDS / f"four-pegs-{n}.json"
    if not path.exists():
        pytest.skip(f"{path.name} is not published yet (scripts/records.py four-pegs --n {n})")
    ours = json.loads(path.read_text())
    assert sum(ours["layers"]) == 4**n and ours["eccentricity"] == len(ours["layers"]) - 1
    for name, theirs in _puzzlesearch().items():
        if name != "Search22_Large":
            assert ours["orbit_layers"][: len(theirs)] == theirs, name


@pytest.mark.parametrize(("n", "test"), [(19, "Search19"), (20, "Search22_Large")])
def test_the_disk_runs_match_puzzlesearch_on_every_layer_they_finished(n: int, test: str) -> None:
    # n = 19: `hanoi bfs 19 -p 4 --disk DIR --max-depth 100` (their 101 levels of n = 19);
    # n = 20: the long run, against their 141 levels of n = 22 (n = 20 and 22 share at least
    # those: n = 17 and 18 first differ from n = 22 at depth 113 and 129, 16 a disc).
    orbits = {}
    for line in (RECORDS / f"four-pegs-{n}.log").read_text().splitlines():
        fields = dict(item.split("=", 1) for item in line.split()[1:])
        assert fields["n"] == str(n) and fields["pegs"] == "4"
        orbits[int(fields["depth"])] = int(fields["orbits"])
    assert sorted(orbits) == list(range(len(orbits))) and len(orbits) >= 101
    theirs = _puzzlesearch()[test]
    reached = min(len(orbits), len(theirs))
    assert [orbits[d] for d in range(reached)] == theirs[:reached]


def test_n_17_and_18_first_differ_from_n_22_where_their_largest_disc_starts_to_count() -> None:
    theirs = _puzzlesearch()["Search22_Large"]
    for n, depth in ((17, 113), (18, 129)):
        path = RECORDS / f"four-pegs-{n}.json"
        if not path.exists():
            pytest.skip(f"{path.name} is not published yet")
        ours = json.loads(path.read_text())["orbit_layers"]
        assert ours[:depth] == theirs[:depth] and ours[depth] != theirs[depth]


def test_five_pegs_store_one_slot_per_orbit_of_the_four_empty_pegs_nearly() -> None:
    from hanoi.space.bfs import bfs_memory
    from hanoi.space.kernel import make_plan, orbit_count

    for n in (14, 17):
        plan = make_plan(State.perfect(n, pegs=5), True, 8)
        orbits = orbit_count(n, 5, 4)  # Burnside: about 5**n / 4!
        assert plan.k == 9 and 1 < plan.stored / orbits < 1.07 and 5**n / orbits > 23.5
    assert bfs_memory(17, pegs=5) < 8 * 2**30 < bfs_memory(17, pegs=5, symmetry=False) / 20
    assert make_plan(State.perfect(12, pegs=5), True, 8).k == 6  # small searches keep the small table
