"""The variants in closed form or by search: linear, cyclic, star, any move digraph, the Tower of London.

Each module holds one variant's exact algorithms, with its source; :mod:`hanoi.variant` is the
one place that chooses between them by the rules.  Beside them sit the tower's relatives that
are not towers of discs under other rules, each with its own values: the Chinese rings
(:mod:`hanoi.variants.rings`), Panex (:mod:`hanoi.variants.panex`) and the generalized
Sierpiński graphs (:mod:`hanoi.variants.sierpinski`).
"""
