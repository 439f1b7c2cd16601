"""Shared test settings: hypothesis runs without per-example deadlines (the suite runs on two busy cores)."""

from __future__ import annotations

from hypothesis import settings

settings.register_profile("hanoi", deadline=None, print_blob=True)
settings.load_profile("hanoi")
