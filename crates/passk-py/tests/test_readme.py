"""README's "Command line" and "Python" examples run as written, from the project's root,
with the wheel's ``passk`` command first on PATH."""

import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]


def blocks(section: str, language: str):
    text = (ROOT / "README.md").read_text()
    body = text.split(f"## {section}\n", 1)[1].split("\n## ", 1)[0]
    return re.findall(rf"```{language}\n(.*?)```", body, re.S)


def test_the_command_line_examples_run(tmp_path):
    env = dict(os.environ, PATH=f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}")
    examples = blocks("Command line", "sh")
    assert examples, "no sh example in README's Command line section"
    for example in examples:
        for line in example.strip().splitlines():
            line = line.replace("> summary.json", f"> {tmp_path / 'summary.json'}")
            done = subprocess.run(["bash", "-c", line], cwd=ROOT, env=env, capture_output=True, text=True)
            assert done.returncode == 0, f"{line}\n{done.stderr}"
            assert done.stdout or "summary.json" in line, line


def test_the_python_examples_run():
    examples = blocks("Python", "python")
    assert examples, "no python example in README's Python section"
    cwd = os.getcwd()
    os.chdir(ROOT)
    try:
        for example in examples:
            exec(compile(example, "README.md", "exec"), {})
    finally:
        os.chdir(cwd)
