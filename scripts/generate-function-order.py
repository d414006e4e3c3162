#!/usr/bin/env python3
"""Writes Sources/kakeibo/StaticLink/function-order.txt: the functions everyday commands run,
in the order the release build lays them out.

kakeibo's release binary is 11 MB of code, and a command such as `kakeibo add` runs about
800 KB of it. The kernel maps a program's code into the process page by page as it is first
touched, each fault mapping a block of neighbouring pages with it; code laid out in the order
the compiler happened to emit it scatters those 800 KB over a hundred such blocks, and every
start pays for faulting and mapping them, then for unmapping them at exit
(docs/performance.md, "Issue 26: the code a command runs, laid out together"). The release
build compiles every Swift function into a section of its own (`-function-sections`) and gold
places the sections this file names first, in its order (`--section-ordering-file`; both in
Package.swift), so that the code of a day's commands lies together.

The list comes from what the commands run, not from a guess: each command below is run once
under valgrind's callgrind on small generated ledgers, and every function it executed is
listed in the order of the commands (the most frequent first: the version, `add`, the
monthly summary, …), each command's new ones by name. Only functions that have a section of their
own in the link's inputs are kept (kakeibo's modules, the static Swift runtime's and
libstdc++'s): SQLite's code comes from Debian's libsqlite3.a as one section and cannot be
reordered.

    swift build -c release --static-swift-stdlib --disable-local-rpath
    python3 scripts/generate-function-order.py
    rm .build/release/kakeibo && swift build -c release --static-swift-stdlib --disable-local-rpath

Run it again when the commands' code has changed much (a function not listed is laid out
after the listed ones, as it would be without the file, and a listed one that no longer exists
is ignored: a stale list costs speed, never correctness). The list depends on the commands
and the build, not on the machine; running it twice on the same build writes the same file.
"""

import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
BINARY = ROOT / ".build/release/kakeibo"
STATIC_LINK = ROOT / "Sources/kakeibo/StaticLink"
OUTPUT = STATIC_LINK / "function-order.txt"
BUILD_COMMAND = "swift build -c release --static-swift-stdlib --disable-local-rpath"

# The commands profiled, the most frequent first; `{db}` is a ledger of the generated entries,
# `{small}` one of a few hundred (list prints them all), `{empty}` an empty ledger, `{csv}`
# and `{statement}` the generated files.
COMMANDS = [
    ["--version"],
    ["--db", "{db}", "add", "1200", "-c", "生活費", "-m", "スーパー", "-d", "2026-11-30"],
    ["--db", "{db}", "report", "2026-11", "--format", "csv"],
    ["--db", "{db}", "report", "2026-11"],
    ["--db", "{db}", "report", "--year", "2026", "--format", "csv"],
    ["--db", "{db}", "report", "--year", "2026"],
    ["--db", "{small}", "list"],
    ["--db", "{db}", "list", "--search", "スーパー"],
    ["--db", "{db}", "categories"],
    ["--db", "{empty}", "import", "{csv}", "--from", "kakeibo"],
    ["--db", "{empty}", "import", "{statement}"],
]
ENTRIES = 2000
SMALL = 300


def run(command, **kwargs):
    return subprocess.run(command, check=True, capture_output=True, **kwargs)


def executed_functions(profile):
    """The functions a callgrind profile names (as `fn=` or `cfn=`)."""
    names = []
    pattern = re.compile(r"^c?fn=\(\d+\) (.+)$")
    with open(profile, encoding="utf-8", errors="replace") as lines:
        for line in lines:
            match = pattern.match(line.rstrip("\n"))
            if match:
                names.append(match.group(1))
    return names


def linker_script_input(name):
    """The archive a StaticLink linker script stands for (its `INPUT(...)`)."""
    text = (STATIC_LINK / name).read_text()
    return re.search(r"INPUT\(([^)]+)\)", text).group(1).strip()


def own_sections():
    """Every `.text.` section name in the objects and archives whose functions can be ordered."""
    info = run(["swiftc", "-print-target-info"], text=True).stdout
    resources = pathlib.Path(re.search(r'"runtimeResourcePath": "([^"]+)"', info).group(1))
    inputs = sorted(str(path) for path in (ROOT / ".build/release").glob("*.build/*.o"))
    inputs += sorted(str(path) for path in (resources.parent / "swift_static/linux").glob("*.a"))
    inputs.append(linker_script_input("libstdc++.a"))
    sections = set()
    for start in range(0, len(inputs), 200):
        listing = run(["objdump", "-h", *inputs[start:start + 200]], text=True).stdout
        for line in listing.splitlines():
            fields = line.split()
            if len(fields) > 2 and fields[0].isdigit() and fields[1].startswith(".text."):
                sections.add(fields[1])
    return sections


def main():
    if not BINARY.exists():
        sys.exit(f"no release build at {BINARY}: run `{BUILD_COMMAND}` first")
    if shutil.which("valgrind") is None:
        sys.exit("valgrind is needed (on Debian: apt install valgrind)")
    with tempfile.TemporaryDirectory() as folder:
        work = pathlib.Path(folder)
        run([sys.executable, str(ROOT / "bench/generate.py"), str(ENTRIES), str(work / "data")])
        csv, statement = work / "data/entries.csv", work / "data/statement.csv"
        small_csv = work / "small.csv"
        small_csv.write_text("".join(csv.read_text().splitlines(keepends=True)[:SMALL + 1]))
        paths = {"db": work / "ledger.db", "small": work / "small.db", "csv": csv,
                 "statement": statement}
        run([str(BINARY), "--db", str(paths["db"]), "import", str(csv), "--from", "kakeibo"])
        run([str(BINARY), "--db", str(paths["small"]), "import", str(small_csv),
             "--from", "kakeibo"])
        environment = dict(os.environ, KAKEIBO_TODAY="2026-11-30", KAKEIBO_LANG="en")
        order, seen = [], set()
        for number, arguments in enumerate(COMMANDS):
            empty = work / f"empty-{number}.db"
            paths["empty"] = empty
            command = [str(paths[a[1:-1]]) if a.startswith("{") else a for a in arguments]
            profile = work / f"profile-{number}"
            run(["valgrind", "--tool=callgrind", "--demangle=no", f"--callgrind-out-file={profile}",
                 str(BINARY), *command], env=environment)
            # A command's new functions by name: every one of them is touched at each run of
            # the command, so their order among themselves does not matter, and callgrind's
            # order follows the layout of the binary it profiled, which this file changes.
            new = sorted(set(executed_functions(profile)) - seen)
            seen.update(new)
            order += new
    sections = own_sections()
    listed = [f".text.{name}" for name in order if f".text.{name}" in sections]
    header = [
        "# The functions everyday commands run, in the order the release build lays them out",
        "# (gold's --section-ordering-file, Package.swift): written by",
        "# scripts/generate-function-order.py from callgrind profiles of those commands, which",
        "# says when to run it again. Do not edit by hand.",
    ]
    OUTPUT.write_text("\n".join(header + listed) + "\n")
    print(f"{OUTPUT.relative_to(ROOT)}: {len(listed)} functions of the {len(order)} executed")
    print(f"the build does not know the file as an input; relink with: rm {BINARY.relative_to(ROOT)}"
          f" && {BUILD_COMMAND}")


if __name__ == "__main__":
    main()
