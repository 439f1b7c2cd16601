"""The variants in closed form or by search: linear, cyclic, star, any move digraph, the Tower of London.

Each module holds one variant's exact algorithms, with its source; :mod:`hanoi.variant` is the
one place that chooses between them by the rules.
"""
