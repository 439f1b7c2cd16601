"""A JATOS study archive (``.jzip``) of a folder that holds a jsPsych experiment.

JATOS (Lange, Kühn and Filevich 2015, "Just Another Tool for Online Studies") imports a
study from a zip file holding the study's properties as JSON in ``<uuid>.jas`` and its
files in one folder (the study assets, ``dirName``).  The properties follow JATOS's export
(version ``3``: ``uuid``, ``title``, ``description``, ``dirName``, ``componentList``, each
component with its ``htmlFilePath``), as JATOS's own example study and lab.js's exporter
write them.
"""

from __future__ import annotations

import json
import re
import uuid
import zipfile
from pathlib import Path
from typing import Any, cast

from hanoi._files import atomic_output
from hanoi.errors import InvalidArgumentError

__all__ = ["MAX_ARCHIVE_FILES", "jatos_properties", "write_jatos_archive"]

MAX_ARCHIVE_FILES = 2_000
"""The most files a study folder may hold (a folder of the whole disk given by mistake stops here)."""

_NAMESPACE = uuid.UUID("6c0a4f4e-8c1e-4a55-9a55-7079686e6f69")  # python-hanoi's: the same title, the same uuid


def jatos_properties(title: str, *, description: str = "", html: str = "index.html",
                     end_redirect_url: str | None = None) -> dict[str, object]:
    """The study properties of a one-component study (the ``.jas`` file), with uuids derived from the title.

    >>> properties = jatos_properties("Tower of London (Shallice)")
    >>> properties["version"], properties["data"]["dirName"], properties["data"]["componentList"][0]["htmlFilePath"]
    ('3', 'tower_of_london_shallice', 'index.html')
    """
    if not isinstance(title, str) or not title.strip():
        raise InvalidArgumentError(f"a JATOS study needs a title, got {str(title)[:40]!r}")
    directory = re.sub(r"[^a-z0-9]+", "_", title.lower()).strip("_")[:60] or "study"
    study = uuid.uuid5(_NAMESPACE, title)
    component = uuid.uuid5(study, html)
    return {"version": "3", "data": {
        "uuid": str(study), "title": title.strip(), "description": description, "groupStudy": False,
        "linearStudy": True, "dirName": directory, "comments": "Made by python-hanoi (hanoi jspsych jatos).",
        "jsonData": None, "endRedirectUrl": end_redirect_url,
        "componentList": [{"uuid": str(component), "title": title.strip(), "htmlFilePath": html,
                           "reloadable": False, "active": True, "comments": "", "jsonData": None}],
        "batchList": [{"uuid": str(uuid.uuid5(study, "batch")), "title": "Default", "active": True,
                       "maxActiveMembers": None, "maxTotalMembers": None, "maxTotalWorkers": None,
                       "allowedWorkerTypes": ["PersonalSingle", "GeneralSingle", "GeneralMultiple",
                                              "PersonalMultiple"], "comments": None, "jsonData": None}],
    }}


def write_jatos_archive(folder: str | Path, out: str | Path, *, title: str, description: str = "",
                        html: str = "index.html", end_redirect_url: str | None = None) -> Path:
    """Pack ``folder`` (its ``html`` page and every file beside it) as a JATOS study archive ``out``.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as tmp:
    ...     _ = (Path(tmp) / "study").mkdir(), (Path(tmp) / "study" / "index.html").write_text("<html></html>")
    ...     archive = write_jatos_archive(Path(tmp) / "study", Path(tmp) / "study.jzip", title="Demo")
    ...     sorted(zipfile.ZipFile(archive).namelist())[1]
    'demo/index.html'
    """
    root = Path(folder)
    if not (root / html).is_file():
        raise InvalidArgumentError(f"{str(root)[:100]!r} has no {html}: give the folder of the experiment")
    files = sorted(path for path in root.rglob("*") if path.is_file() and not path.name.startswith("."))
    if len(files) > MAX_ARCHIVE_FILES:
        raise InvalidArgumentError(f"{str(root)[:100]!r} holds more than {MAX_ARCHIVE_FILES} files")
    properties = jatos_properties(title, description=description, html=html, end_redirect_url=end_redirect_url)
    data = cast(dict[str, Any], properties["data"])
    target = Path(out)
    with atomic_output(target) as handle, zipfile.ZipFile(handle, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr(f"{data['uuid']}.jas", json.dumps(properties, indent=2))
        for path in files:
            archive.write(path, f"{data['dirName']}/{path.relative_to(root).as_posix()}")
    return target
