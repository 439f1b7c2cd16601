"""Timelines for the jsPsych plugin, the plugin's build, JATOS archives and the import of the plugin's data.

Every minimum that ships or is exported is recomputed by a second solver: hanoi.paths.distance
(Hinz's exact three-peg method) for discs, hanoi.variants.london.london_solve (which lists every
optimal path) for balls; the timeline counts paths layer by layer, the check lists them.
"""

from __future__ import annotations

import copy
import json
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from hanoi.balls import BallState
from hanoi.cli import app
from hanoi.errors import HanoiError, InvalidStateError
from hanoi.paths import distance
from hanoi.results.jatos import write_jatos_archive
from hanoi.results.jspsych import import_jspsych, read_jspsych
from hanoi.results.store import Records
from hanoi.results.timeline import (
    PUBLISHED_SETS,
    contrib_timeline,
    read_timeline_text,
    set_timeline,
    study_timeline,
)
from hanoi.rules import Rules
from hanoi.state import State
from hanoi.variants.graph import all_shortest_paths
from hanoi.variants.london import london_solve

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "js" / "jspsych-hanoi"
SHIPPED = [*sorted((PACKAGE / "timelines").glob("*.json")), PACKAGE / "example" / "practice.js",
           PACKAGE / "example" / "shallice.js"]
DATA = ROOT / "docs" / "examples" / "jspsych-data.json"
runner = CliRunner()


def _check(trial: dict[str, Any]) -> None:
    """The trial's minimum and optimal paths, recomputed by the second solver."""
    if trial["puzzle"] == "london":
        rules = Rules.london(trial["capacities"])
        start, goal = (BallState.parse(trial[key], rules=rules) for key in ("start", "goal"))
        solution = london_solve(start, goal)
        assert (trial["minimum"], trial["optimal_paths"]) == (solution.min_moves, len(solution.paths)), trial
        if "demonstration" in trial:
            assert [tuple(move) for move in trial["demonstration"]] in [
                [(m.source, m.target) for m in path] for path in solution.paths]
    else:
        start, goal = State.parse(trial["start"], pegs=trial["pegs"]), State.parse(trial["goal"], pegs=trial["pegs"])
        assert trial["minimum"] == distance(start, goal), trial
        assert trial["optimal_paths"] == len(all_shortest_paths(start, goal)), trial


@pytest.mark.parametrize("path", SHIPPED, ids=lambda path: path.name)
def test_every_shipped_minimum_is_the_solvers(path: Path) -> None:
    timeline = read_timeline_text(path.read_text(encoding="utf-8"))
    assert timeline["trials"]
    for trial in timeline["trials"]:
        _check(trial)


def test_every_published_set_ships_with_its_citation() -> None:
    assert sorted(p.stem for p in (PACKAGE / "timelines").glob("*.json")) == sorted(PUBLISHED_SETS)
    for name in PUBLISHED_SETS:
        timeline = read_timeline_text((PACKAGE / "timelines" / f"{name}.json").read_text())
        assert timeline["citation"] and timeline["title"], name


def test_the_shipped_files_are_what_the_script_writes(tmp_path: Path) -> None:
    sys.path.insert(0, str(ROOT / "scripts"))
    try:
        import jspsych_files
    finally:
        sys.path.remove(str(ROOT / "scripts"))
    for written in jspsych_files.write_all(tmp_path):
        shipped = PACKAGE / written.relative_to(tmp_path)
        assert shipped.read_text() == written.read_text(), f"{shipped} is stale: run scripts/jspsych_files.py"


def test_the_published_minimums_that_differ_are_kept_beside_the_solvers() -> None:
    differing = [(name, t["problem"], t["published_minimum"], t["minimum"])
                 for name in PUBLISHED_SETS if name != "bishop2001"
                 for t in set_timeline(name)["trials"] if t["published_minimum"] != t["minimum"]]
    assert differing == [("phillips-b", "phillips-b-4", 7, 6), ("phillips-c", "phillips-c-2", 5, 8),
                         ("phillips-c", "phillips-c-4", 7, 6)]


# The documented examples of jsPsych's contributed Tower of London plugin (jspsych-contrib,
# packages/plugin-tower-of-london: docs/plugin-tower-of-london.md and examples/index.html), as written there.
CONTRIB = {
    "docs: Basic Tower of London Trial": ({"start_state": [["red", "green", "blue"], [], []],
                                           "goal_state": [["blue"], ["green"], ["red"]], "optimal_moves": 3}, 5),
    "docs: Classic Tower of London with Peg Capacities": ({"start_state": [["red", "green", "blue"], [], []],
                                                           "goal_state": [[], ["blue"], ["green", "red"]],
                                                           "peg_capacities": [3, 2, 1], "optimal_moves": 4}, None),
    "docs: With Time and Move Limits": ({"start_state": [["red", "green", "blue"], [], []],
                                         "goal_state": [["green"], ["red"], ["blue"]], "optimal_moves": 5,
                                         "max_moves": 15, "time_limit": 60000}, 4),
    "examples: trial1": ({"start_state": [["red", "green", "blue"], [], []],
                          "goal_state": [["red"], ["green"], ["blue"]], "peg_capacities": [3, 2, 1],
                          "optimal_moves": 3}, 2),
    "examples: trial2": ({"start_state": [["red"], ["green"], ["blue"]], "goal_state": [[], ["red"], ["green", "blue"]],
                          "peg_capacities": [1, 2, 3], "optimal_moves": 3}, 6),
}


@pytest.mark.parametrize("name", CONTRIB)
def test_the_contrib_plugins_examples_carry_their_true_minimums(name: str) -> None:
    raw, true = CONTRIB[name]
    if true is None:
        with pytest.raises(InvalidStateError, match=r"unsolvable: .*capacity is 1"):
            contrib_timeline([raw])
        return
    (trial,) = contrib_timeline([raw])["trials"]
    assert trial["claimed_minimum"] == raw["optimal_moves"] != trial["minimum"] == true
    _check(trial)
    if "max_moves" in raw:
        assert (trial["move_limit"], trial["time_limit"]) == (raw["max_moves"], raw["time_limit"])
    assert trial["colors"] == ["#e74c3c", "#27ae60", "#3498db"]


def test_contrib_trials_that_are_not_positions_are_refused() -> None:
    for bad in ([], [{}], [{"start_state": "red"}],
                [{"start_state": [["red"], [], []], "goal_state": [["blue"], [], []]}],
                [{"start_state": [["red"], [], []], "goal_state": [["red"], [], []], "peg_capacities": [10**100]}]):
        with pytest.raises(HanoiError):
            contrib_timeline(bad)


def test_a_study_file_keeps_its_kinds_limits_and_instructions() -> None:
    timeline = study_timeline('name = "Pilot"\ninstructions = "Copy the goal."\ntime_limit_s = 60\n'
                              'move_limit = 30\n[[items]]\nkind = "practice"\nstart = "AA"\ngoal = "CC"\n'
                              '[[items]]\nset = "bishop2001"\n')
    first, second = timeline["trials"][:2]
    assert (first["kind"], first["time_limit"], first["move_limit"], first["instructions"]) == (
        "practice", 60000, 30, "<p>Copy the goal.</p>")
    assert (second["kind"], second["start"], second["minimum"]) == ("test", "AA", 3)
    for trial in timeline["trials"]:
        _check(trial)


def test_export_command(tmp_path: Path) -> None:
    result = runner.invoke(app, ["jspsych", "export", "--set", "bishop2001"])
    assert result.exit_code == 0, result.output
    assert [t["minimum"] for t in json.loads(result.output)["trials"]] == [3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9]
    out = tmp_path / "t.js"
    result = runner.invoke(app, ["jspsych", "export", "--set", "tol-r", "--out", str(out)])
    assert result.exit_code == 0 and "30 problems" in result.output
    assert read_timeline_text(out.read_text())["name"] == "tol-r"
    contrib = tmp_path / "contrib.json"
    contrib.write_text(json.dumps([CONTRIB["docs: Classic Tower of London with Peg Capacities"][0]]))
    result = runner.invoke(app, ["jspsych", "export", "--contrib", str(contrib)])
    assert result.exit_code == 1 and "unsolvable" in result.output
    contrib.write_text("[{")
    assert runner.invoke(app, ["jspsych", "export", "--contrib", str(contrib)]).exit_code == 2
    assert runner.invoke(app, ["jspsych", "export"]).exit_code == 2
    assert runner.invoke(app, ["jspsych", "export", "--set", "shallice", "--study", "x.toml"]).exit_code == 2
    assert runner.invoke(app, ["jspsych", "export", "--set", "1" * 200]).exit_code == 2


def test_the_jatos_archive_of_the_example(tmp_path: Path) -> None:
    result = runner.invoke(app, ["jspsych", "jatos", str(PACKAGE / "example"), "--out", str(tmp_path / "s.jzip"),
                                 "--title", "Tower of London", "--redirect", "https://app.prolific.com/x"])
    assert result.exit_code == 0, result.output
    with zipfile.ZipFile(tmp_path / "s.jzip") as archive:
        names = archive.namelist()
        (jas,) = [name for name in names if name.endswith(".jas")]
        properties = json.loads(archive.read(jas))
    data = properties["data"]
    assert jas == f"{data['uuid']}.jas" and properties["version"] == "3"
    assert data["endRedirectUrl"] == "https://app.prolific.com/x"
    example = sorted(p.relative_to(PACKAGE / "example").as_posix() for p in (PACKAGE / "example").rglob("*")
                     if p.is_file())
    assert sorted(name.split("/", 1)[1] for name in names if name != jas) == example
    assert f"{data['dirName']}/{data['componentList'][0]['htmlFilePath']}" in names
    with pytest.raises(HanoiError, match=r"no index\.html"):
        write_jatos_archive(tmp_path, tmp_path / "x.jzip", title="x")


def _rows() -> list[dict[str, Any]]:
    return read_jspsych(DATA.read_text())


def test_import_refuses_data_the_rules_contradict() -> None:
    for damage, message in (
        (lambda rows: rows[4]["attempts"][1].update(legal=True), "the page says legal=True"),
        (lambda rows: rows[4].update(minimum=1), "not the solver's"),
        (lambda rows: rows[4]["attempts"][0].update(state_after="|||123|"), "the page reached"),
        (lambda rows: rows[4].update(solved=False), "solved=False"),
        (lambda rows: rows[4].update(pegs=10**100), "pegs must be"),
        (lambda rows: rows[4].update(hidden=[[5, 1]]), "hidden spans"),
    ):
        rows = copy.deepcopy(_rows())
        damage(rows)
        records = Records(":memory:")
        with pytest.raises(HanoiError, match=message):
            import_jspsych(records, rows)


def test_import_is_all_or_nothing(tmp_path: Path) -> None:
    rows = copy.deepcopy(_rows())
    rows[-1]["attempts"][0]["legal"] = False
    db = tmp_path / "r.sqlite3"
    with Records(db) as records:
        with pytest.raises(HanoiError):
            import_jspsych(records, rows)
        assert records.trials() == []


def test_import_needs_a_participant() -> None:
    rows = [{k: v for k, v in row.items() if k != "subject"} for row in _rows()]
    with pytest.raises(HanoiError, match="--participant"):
        import_jspsych(Records(":memory:"), rows)
    summary = import_jspsych(Records(":memory:"), rows, participant="P9")
    assert summary.participants == ("P9",) and summary.trials == 15


def test_import_command_refuses_a_file_without_plugin_rows(tmp_path: Path) -> None:
    data = tmp_path / "other.json"
    data.write_text('[{"trial_type": "html-button-response", "rt": 5}]')
    result = runner.invoke(app, ["results", "import", str(data), "--db", str(tmp_path / "r.sqlite3")])
    assert result.exit_code == 1 and "no trial of the hanoi plugin" in result.output


def test_several_json_lists_in_one_file_are_read_as_jatos_exports_them() -> None:
    text = DATA.read_text()
    assert len(read_jspsych(text + "\n" + text)) == 2 * len(read_jspsych(text))


NPM = shutil.which("npm")
MODULES = PACKAGE / "node_modules"


def test_the_plugins_translations_are_the_games() -> None:
    """src/i18n.generated.ts must hold the game's current strings (checked without npm, so a fresh clone sees it)."""
    build = (PACKAGE / "build.mjs").read_text(encoding="utf-8")
    languages = json.loads(build.split("const LANGUAGES = ", 1)[1].split(";", 1)[0])
    keys = json.loads(build.split("const KEYS = ", 1)[1].split(";", 1)[0])
    generated = (PACKAGE / "src" / "i18n.generated.ts").read_text(encoding="utf-8")
    shipped = json.loads(generated.split(" = ", 1)[1].rsplit(";", 1)[0])
    for language in languages:
        game = json.loads((ROOT / "src/hanoi/web/static/i18n" / f"{language}.json").read_text(encoding="utf-8"))
        for key in keys:
            assert shipped[language][key] == game[key], f"{language} {key} is stale in the plugin: run npm run build"


@pytest.mark.skipif(NPM is None or not MODULES.is_dir(), reason="npm and js/jspsych-hanoi/node_modules (npm ci)")
def test_the_committed_build_is_up_to_date(tmp_path: Path) -> None:
    """Build the plugin from its source in a copy; dist/, example/lib/ and the translations must equal the committed."""
    copy_root = tmp_path / "js" / "jspsych-hanoi"
    shutil.copytree(PACKAGE, copy_root, ignore=shutil.ignore_patterns("node_modules"))
    (copy_root / "node_modules").symlink_to(MODULES)
    (tmp_path / "src").symlink_to(ROOT / "src")
    subprocess.run(["node", "build.mjs"], cwd=copy_root, check=True, env={**os.environ, "NO_COLOR": "1"})
    built = [p for folder in ("dist", "example/lib") for p in (copy_root / folder).iterdir()]
    built.append(copy_root / "src" / "i18n.generated.ts")
    for path in built:
        committed = PACKAGE / path.relative_to(copy_root)
        assert committed.read_bytes() == path.read_bytes(), f"{committed} is stale: run npm run build"
    tests = subprocess.run([NPM or "npm", "test"], cwd=PACKAGE, capture_output=True, text=True)
    assert tests.returncode == 0, tests.stdout[-2000:]


def test_a_jatos_results_zip_imports_and_a_second_import_adds_nothing(tmp_path: Path) -> None:
    archive = tmp_path / "jatos_results.zip"
    with zipfile.ZipFile(archive, "w") as out:  # JATOS's results archive: one folder per study and component result
        out.writestr("study_result_1/comp-result_1/data.txt", DATA.read_text())
        out.writestr("study_result_1/comp-result_1/files/", "")
    db = tmp_path / "r.sqlite3"
    first = runner.invoke(app, ["results", "import", str(archive), "--db", str(db)])
    assert first.exit_code == 0 and "15 problems, 56 attempts of P42ONLINE (1 session)" in first.output
    again = runner.invoke(app, ["results", "import", str(DATA), "--db", str(db)])
    assert again.exit_code == 0 and "0 problems" in again.output and "1 already imported" in again.output
    with Records(db, create=False) as records:
        assert len(records.trials()) == 15
