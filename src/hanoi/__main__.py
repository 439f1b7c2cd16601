"""``python -m hanoi`` runs the command line, as the ``hanoi`` script does."""

from hanoi.cli import main

main()
