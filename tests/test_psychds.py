"""The Psych-DS writer against the specification's rules (tests/psychds_rules.py, from its schema files)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from hanoi.errors import InvalidArgumentError
from hanoi.results.problems import Problem
from hanoi.results.psychds import COLUMN_DESCRIPTIONS, KEYWORDS, datafile_name, write_psychds
from hanoi.results.store import Records
from hanoi.state import State
from psychds_rules import FILE_REGEX, check_psychds


def _records() -> Records:
    records = Records(":memory:")
    for participant in ("P-01", "P 02"):
        session = records.start_session(participant, {}, t_ms=0)
        trial = records.start_trial(session, 1, Problem(State.parse("AA"), State.parse("CC"), 3), t_ms=100)
        for t_ms, source, target, legal, after in ((300, 0, 1, True, "AB"), (500, 0, 1, False, "AB"),
                                                   (700, 0, 2, True, "CB"), (900, 1, 2, True, "CC")):
            records.record_attempt(trial, t_ms=t_ms, source=source, target=target, disc=1, legal=legal,
                                   state_after=State.parse(after), reason=None if legal else "larger")
        records.finish_trial(trial, t_ms=900, success=True, steps=3, outcome="solved")
    return records


@pytest.fixture
def dataset(tmp_path: Path) -> Path:
    write_psychds(_records(), tmp_path / "ds", name="Pilot 2026", description="Two participants, one problem.",
                  author="A. Researcher", license_url="https://creativecommons.org/licenses/by/4.0/")
    return tmp_path / "ds"


def test_the_written_dataset_has_no_error_and_no_warning_but_recommended_fields(dataset: Path) -> None:
    assert check_psychds(dataset) == []
    missing = {detail for code, detail in check_psychds(dataset, warnings=True) if code == "JSON_KEY_RECOMMENDED"}
    assert missing == {"citation", "funder", "url", "identifier", "privacyPolicy"}
    names = sorted(path.name for path in (dataset / "data").iterdir())
    assert names == ["study-Pilot2026_subject-P01_description-attempts_data.csv",
                     "study-Pilot2026_subject-P01_description-trials_data.csv",
                     "study-Pilot2026_subject-P02_description-attempts_data.csv",
                     "study-Pilot2026_subject-P02_description-trials_data.csv"]
    meta = json.loads((dataset / "dataset_description.json").read_text())
    assert (meta["@context"], meta["@type"]) == ("https://schema.org/", "Dataset")
    from hanoi.results.dictionary import COLUMNS

    assert {v["name"] for v in meta["variableMeasured"]} <= set(COLUMN_DESCRIPTIONS) | set(COLUMNS)
    assert all(v["description"] for v in meta["variableMeasured"])


@pytest.mark.parametrize(("damage", "code"), [
    (lambda root: (root / "dataset_description.json").unlink(), "MISSING_DATASET_DESCRIPTION"),
    (lambda root: (root / "dataset_description.json").write_text("{"), "JSON_INVALID"),
    (lambda root: shutil.rmtree(root / "data"), "MISSING_DATA_DIRECTORY"),
    (lambda root: _edit(root, lambda meta: meta.pop("variableMeasured")), "JSON_KEY_REQUIRED"),
    (lambda root: _edit(root, lambda meta: meta.pop("@type")), "MISSING_DATASET_TYPE"),
    (lambda root: _edit(root, lambda meta: meta.update({"@type": "Thing"})), "INCORRECT_DATASET_TYPE"),
    (lambda root: _edit(root, lambda meta: meta.update({"@context": "https://example.org"})),
     "INVALID_JSONLD_FORMATTING"),
    (lambda root: _edit(root, lambda meta: meta["variableMeasured"].pop()), "CSV_COLUMN_MISSING_FROM_METADATA"),
    (lambda root: _edit(root, lambda meta: meta["variableMeasured"][0].pop("@type")), "OBJECT_TYPE_MISSING"),
    (lambda root: _edit(root, lambda meta: meta["variableMeasured"].append("colour")),
     "VARIABLE_MISSING_FROM_CSV_COLUMNS"),
    (lambda root: _first_csv(root).rename(_first_csv(root).with_name("subject-1_data2.csv")), "FILE_NOT_CHECKED"),
    (lambda root: _first_csv(root).rename(_first_csv(root).with_name("Subject1-x_data.csv")),
     "FILENAME_KEYWORD_FORMATTING_ERROR"),
    (lambda root: _first_csv(root).write_text("sub,sub\n1,2\n"), "CSV_HEADER_REPEATED"),
    (lambda root: _first_csv(root).write_text("sub,trial\n1\n"), "CSV_HEADER_LENGTH_MISMATCH"),
    (lambda root: [path.unlink() for path in (root / "data").iterdir()], "MISSING_DATAFILE"),
])
def test_the_rules_catch_each_kind_of_damage(dataset: Path, damage: object, code: str) -> None:
    damage(dataset)  # type: ignore[operator]
    assert code in [found for found, _ in check_psychds(dataset)]


def _edit(root: Path, change: object) -> None:
    path = root / "dataset_description.json"
    meta = json.loads(path.read_text())
    change(meta)  # type: ignore[operator]
    path.write_text(json.dumps(meta))


def _first_csv(root: Path) -> Path:
    return sorted((root / "data").iterdir())[0]


def test_file_names_follow_the_schema_regex_and_keys() -> None:
    for participant in ("P-01", "ünïcode 7", "a_b-c"):
        name = datafile_name(study="Pilot", subject=participant, description="trials")
        assert FILE_REGEX.fullmatch(name), name
    assert set(KEYWORDS) == {"study", "site", "subject", "session", "task", "condition", "trial", "stimulus",
                             "description"}
    with pytest.raises(InvalidArgumentError):
        datafile_name(colour="red")


def test_a_dataset_needs_participants_and_a_name(tmp_path: Path) -> None:
    with pytest.raises(InvalidArgumentError, match="no participant"):
        write_psychds(Records(":memory:"), tmp_path, name="x", description="y")
    with pytest.raises(InvalidArgumentError, match="name"):
        write_psychds(_records(), tmp_path, name=" ", description="y")
