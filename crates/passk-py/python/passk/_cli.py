"""The ``passk`` command installed by the wheel: the same command as
``cargo install --path crates/passk-cli``, run in this process."""

import sys

from . import _passk


def main() -> None:
    """Runs ``passk`` with this process's arguments and exits with its code."""
    sys.stdout.flush()
    sys.exit(_passk.cli_main(["passk", *sys.argv[1:]]))


if __name__ == "__main__":
    main()
