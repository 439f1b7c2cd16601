"""The version of python-hanoi, in one place (``pyproject.toml`` holds the same string).

>>> __version__.count(".")
2
"""

__version__ = "0.2.0"
