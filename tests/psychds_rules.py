"""The Psych-DS rules that a dataset must follow, as the specification's own schema states them.

Transcribed from the schema of the Psych-DS repository (``psych-ds/psych-DS``, commit
84c80a0c658239b8975e04dda92f5ae0aa8a8d21, ``schema_model/versions/jsons/latest/schema.json``):
``rules.files.common.core`` (dataset_description.json and data/ required at the top),
``rules.files.tabular_data.data.Datafile`` (its ``fileRegex``, the ``_data`` suffix, the ``.csv``
extension, any depth under data/), ``objects.common_principles.keywords`` (the official keys),
``rules.compiled_metadata.CompiledMetadata`` (required and recommended fields, JSON-LD in the
schema.org namespace, ``containsAllColumns``) and ``rules.errors`` (the codes below).  The
registries have no Psych-DS validator, so :func:`check_psychds` applies these rules; each
finding is ``(code, detail)`` with the schema's error code.
"""

from __future__ import annotations

import csv
import json
import re
from pathlib import Path

FILE_REGEX = re.compile(r"([a-z]+-[a-zA-Z0-9]+)(_[a-z]+-[a-zA-Z0-9]+)*_data\.csv")
"""``rules.files.tabular_data.data.Datafile.fileRegex``."""

KEYWORDS = {"study", "site", "subject", "session", "task", "condition", "trial", "stimulus", "description"}
"""``objects.common_principles.keywords``: the official keys."""

REQUIRED = ("name", "description", "variableMeasured")
RECOMMENDED = ("author", "citation", "license", "funder", "url", "identifier", "privacyPolicy", "keywords")
"""``rules.compiled_metadata.CompiledMetadata.fields``."""

SCHEMA_ORG = ("http://schema.org", "https://schema.org")
"""``CompiledMetadata.namespace`` is ``http://schema.org/``; schema.org serves both schemes."""


def _names(variables: object) -> set[str]:
    names = set()
    for variable in variables if isinstance(variables, list) else []:
        if isinstance(variable, str):
            names.add(variable)
        elif isinstance(variable, dict) and isinstance(variable.get("name"), str):
            names.add(variable["name"])
    return names


def _untyped(value: object, where: str) -> list[str]:
    """Objects below the top without ``@type`` (``rules.errors.ObjectTypeMissing``)."""
    found = []
    if isinstance(value, dict):
        if where and "@type" not in value:
            found.append(where)
        for key, inner in value.items():
            found += _untyped(inner, f"{where}/{key}")
    elif isinstance(value, list):
        for index, inner in enumerate(value):
            found += _untyped(inner, f"{where}[{index}]")
    return found


def check_psychds(root: Path, *, warnings: bool = False) -> list[tuple[str, str]]:
    """Every error (and, with ``warnings``, warning) of the dataset at ``root``, by the schema's codes."""
    found: list[tuple[str, str]] = []
    description = root / "dataset_description.json"
    meta: dict[str, object] = {}
    if not description.is_file():
        found.append(("MISSING_DATASET_DESCRIPTION", str(description)))
    else:
        try:
            loaded = json.loads(description.read_bytes().decode("utf-8"))
        except UnicodeDecodeError:
            found.append(("JSON_ENCODING_ERROR", description.name))
            loaded = {}
        except ValueError as error:
            found.append(("JSON_INVALID", str(error)))
            loaded = {}
        meta = loaded if isinstance(loaded, dict) else {}
        for field in REQUIRED:
            if field not in meta:
                found.append(("JSON_KEY_REQUIRED", field))
        if warnings:
            found += [("JSON_KEY_RECOMMENDED", field) for field in RECOMMENDED if field not in meta]
        context = meta.get("@context")
        contexts = context if isinstance(context, list) else [context]
        if not any(isinstance(c, str) and c.rstrip("/") in SCHEMA_ORG for c in contexts):
            found.append(("INVALID_JSONLD_FORMATTING", f"@context {context!r} is not schema.org"))
        found += [("OBJECT_TYPE_MISSING", where) for where in _untyped(meta, "")]
        kind = meta.get("@type", meta.get("type"))
        if kind is None:
            found.append(("MISSING_DATASET_TYPE", "no @type"))
        elif kind != "Dataset":
            found.append(("INCORRECT_DATASET_TYPE", f"@type {kind!r}"))
    data = root / "data"
    if not data.is_dir():
        found.append(("MISSING_DATA_DIRECTORY", str(data)))
        return found
    columns_seen: set[str] = set()
    variables = _names(meta.get("variableMeasured"))
    datafiles = 0
    for path in sorted(data.rglob("*")):
        if not path.is_file() or path.suffix == ".json":
            continue
        if not FILE_REGEX.fullmatch(path.name):
            found.append(("FILENAME_KEYWORD_FORMATTING_ERROR" if path.name.endswith("_data.csv")
                          else "FILE_NOT_CHECKED", path.name))
            continue
        keys = [part.split("-", 1)[0] for part in path.name[: -len("_data.csv")].split("_")]
        unofficial = [key for key in keys if key not in KEYWORDS]
        if unofficial:
            found.append(("FILENAME_UNOFFICIAL_KEYWORD_WARNING", f"{path.name}: {unofficial}"))
        if path.stat().st_size == 0:
            found.append(("FILE_EMPTY", path.name))
            continue
        try:
            rows = list(csv.reader(path.read_text(encoding="utf-8").splitlines()))
        except (UnicodeDecodeError, csv.Error) as error:
            found.append(("CSV_FORMATTING_ERROR", f"{path.name}: {error}"))
            continue
        if not rows or not rows[0] or not any(rows[0]):
            found.append(("CSV_HEADER_MISSING", path.name))
            continue
        header = rows[0]
        if len(set(header)) != len(header):
            found.append(("CSV_HEADER_REPEATED", path.name))
        for number, row in enumerate(rows[1:], 2):
            if len(row) != len(header):
                found.append(("CSV_HEADER_LENGTH_MISMATCH", f"{path.name} row {number}"))
        if "row_id" in header:
            ids = [row[header.index("row_id")] for row in rows[1:] if len(row) == len(header)]
            if len(set(ids)) != len(ids):
                found.append(("ROWID_VALUES_NOT_UNIQUE", path.name))
        missing = [column for column in header if column not in variables]
        if missing:
            found.append(("CSV_COLUMN_MISSING_FROM_METADATA", f"{path.name}: {missing}"))
        columns_seen.update(header)
        datafiles += 1
    if datafiles == 0:
        found.append(("MISSING_DATAFILE", str(data)))
    unused = sorted(variables - columns_seen)
    if datafiles and unused:
        found.append(("VARIABLE_MISSING_FROM_CSV_COLUMNS", str(unused)))
    if warnings:
        for stem, code in (("README", "MISSING_README_DOC"), ("CHANGES", "MISSING_CHANGES_DOC")):
            if not any((root / f"{stem}{ext}").is_file() for ext in (".md", ".txt")):
                found.append((code, stem))
    return found
