"""The layout of docs/architecture.md is the layout of the code: layers, and no import cycles.

Every ``hanoi`` import of every module is read from its source (module-level and inside
functions, and ``importlib.import_module("hanoi....")``), each module gets the layer its
top-level entry has in the tree of ``docs/architecture.md``, and:

- no module imports from a higher layer (one exception below, with its reason);
- the import graph has no cycle;
- every module and package on disk appears in the tree, and every entry of the tree exists.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "src" / "hanoi"
DOC = ROOT / "docs" / "architecture.md"

ALLOWED_UPWARD = {
    # python-chess's rule: the value draws itself in a notebook, importing the picture module lazily
    **{(module, "hanoi.draw.notebook"): "the value's _repr_svg_/_repr_html_ (Jupyter) imports the display lazily"
       for module in ("hanoi.state", "hanoi.game", "hanoi.balls", "hanoi.variants.rings", "hanoi.variants.panex",
                      "hanoi.tower", "hanoi.paths.bidirectional")},
    ("hanoi._commands", "hanoi.cli"): "the console script starts the command line after choosing its one module",
    ("hanoi._commands", "hanoi._fastpath"): "the console script answers plain solve/move/state/count before typer",
    ("hanoi.tower", "hanoi.draw.svg"): "Solution._repr_html_ (Jupyter) animates the solution lazily",
}


def tree_layers() -> dict[str, int]:
    """Top-level entries of the tree (``three``, ``errors``, ...) and their layers."""
    text = DOC.read_text(encoding="utf-8")
    layers = {}
    for match in re.finditer(r"^[├└]── ([\w.]+?)(?:\.py|/)\s+layer (\d+)", text, re.MULTILINE):
        layers[match.group(1)] = int(match.group(2))
    return layers


def module_name(path: Path) -> str:
    parts = list(path.relative_to(SOURCE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports_of(path: Path) -> set[str]:
    """Every ``hanoi`` module that ``path`` imports, at any depth of its code."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names if alias.name.startswith("hanoi"))
        elif isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("hanoi") and node.level == 0:
            for alias in node.names:
                candidate = f"{node.module}.{alias.name}"
                found.add(candidate if module_path(candidate) is not None else node.module)
        elif (
            isinstance(node, ast.Call)
            and getattr(node.func, "attr", getattr(node.func, "id", "")) == "import_module"
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and str(node.args[0].value).startswith("hanoi.")
        ):
            found.add(str(node.args[0].value))
    return {name for name in found if module_path(name) is not None}


def module_path(name: str) -> Path | None:
    base = SOURCE.parent.joinpath(*name.split("."))
    for candidate in (base.with_suffix(".py"), base / "__init__.py"):
        if candidate.is_file():
            return candidate
    return None


def entry_of(name: str) -> str:
    parts = name.split(".")
    return "__init__" if len(parts) == 1 else parts[1]


def graph() -> dict[str, set[str]]:
    modules = {module_name(path): path for path in SOURCE.rglob("*.py")}
    return {name: imports_of(path) - {name} for name, path in modules.items()}


def test_every_module_is_on_the_map_and_every_entry_exists() -> None:
    layers = tree_layers()
    on_disk = {path.stem if path.is_file() else path.name for path in SOURCE.iterdir()
               if (path.suffix == ".py" or (path.is_dir() and (path / "__init__.py").exists()))}
    assert on_disk - set(layers) == set(), "modules missing from docs/architecture.md"
    assert set(layers) - on_disk == set(), "entries of docs/architecture.md with no module"


def test_no_module_imports_from_a_higher_layer() -> None:
    layers = tree_layers()
    wrong = []
    for name, targets in graph().items():
        for target in targets:
            if layers[entry_of(target)] > layers[entry_of(name)] and (name, target) not in ALLOWED_UPWARD:
                wrong.append(f"{name} (layer {layers[entry_of(name)]}) imports {target} "
                             f"(layer {layers[entry_of(target)]})")
    assert not wrong, "\n".join(sorted(wrong))


def test_the_import_graph_has_no_cycle() -> None:
    edges = {name: {t for t in targets if (name, t) not in ALLOWED_UPWARD} for name, targets in graph().items()}
    state: dict[str, int] = {}
    stack: list[str] = []
    cycles: list[list[str]] = []

    def visit(node: str) -> None:
        state[node] = 1
        stack.append(node)
        for target in sorted(edges.get(node, ())):
            if state.get(target) == 1:
                cycles.append([*stack[stack.index(target):], target])
            elif target not in state:
                visit(target)
        stack.pop()
        state[node] = 2

    for node in sorted(edges):
        if node not in state:
            visit(node)
    assert not cycles, "\n".join(" -> ".join(cycle) for cycle in cycles)


def test_the_map_finds_a_real_cycle_and_a_real_upward_import() -> None:
    """The checks above can fail: they see the lazy imports that a plain import check would miss."""
    found = imports_of(SOURCE / "state.py")
    assert "hanoi.draw.notebook" in found  # imported inside State._repr_svg_
    assert tree_layers()["draw"] > tree_layers()["state"]
