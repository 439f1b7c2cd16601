"""``python -m hanoi`` runs the command line, as the ``hanoi`` script does."""

from hanoi._commands import main

main()
