"""``python -m passk``: the passk command."""

from ._cli import main

main()
