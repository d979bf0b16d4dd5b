#!/usr/bin/env python3
"""Rewrites the output of each marked example in docs/cli.md from what solspot prints now.

The marks are the ones Tests/solspotTests/DocExampleTests.swift runs (an HTML comment
`<!-- example-files: NAME=FIXTURE ...; before: solspot ... -->` followed by a code block whose
first line is `$ solspot ...`). Run after a change that moves documented figures, then read the
diff: the test, not this script, is what keeps the examples true.

usage: Tools/regen-doc-examples.py [path/to/solspot]   (default .build/debug/solspot)
"""
import os, shlex, shutil, subprocess, sys, tempfile

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
binary = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, ".build/debug/solspot"))
fixtures = os.path.join(root, "Tests/SolspotKitTests/Metadata/Fixtures")
document = os.path.join(root, "docs/cli.md")
marker = "<!-- example-files: "

lines = open(document, encoding="utf-8").read().split("\n")
out, i, changed = [], 0, 0
while i < len(lines):
    line = lines[i]
    out.append(line)
    if not (line.startswith(marker) and line.endswith(" -->") and i + 2 < len(lines)
            and lines[i + 1] == "```" and lines[i + 2].startswith("$ solspot ")):
        i += 1
        continue
    spec = line[len(marker):-4].split("; before: ")
    with tempfile.TemporaryDirectory() as folder:
        for pair in spec[0].split():
            name, _, fixture = pair.partition("=")
            if fixture:
                shutil.copy(os.path.join(fixtures, fixture), os.path.join(folder, name))
        env = dict(os.environ, XDG_DATA_HOME=os.path.join(folder, "data"), TZ="UTC")
        for command in spec[1:]:
            subprocess.run([binary] + shlex.split(command)[1:], env=env, cwd=folder,
                           check=True, capture_output=True)
        arguments = shlex.split(lines[i + 2][len("$ solspot "):])
        result = subprocess.run([binary] + arguments, env=env, cwd=folder,
                                capture_output=True, text=True)
    end = i + 3
    while lines[end] != "```":
        end += 1
    new = result.stdout.split("\n")[:-1]
    if new != lines[i + 3:end]:
        changed += 1
    out += [lines[i + 1], lines[i + 2]] + new
    i = end
open(document, "w", encoding="utf-8").write("\n".join(out))
print(f"{changed} example(s) rewritten", file=sys.stderr)
