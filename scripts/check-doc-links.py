#!/usr/bin/env python3
"""Checks every link between the repository's Markdown files: the file it names exists, and the
heading its #anchor names is there, as GitHub makes anchors from headings.

    scripts/check-doc-links.py [FILE.md ...]

Without arguments it checks README.md, README.ja.md and every docs/*.md. Links to the web
(http:, https:, mailto:) are not followed. Prints one line per broken link and exits 1 if
there is any; .ci/run runs it.
"""

import glob
import os
import re
import sys
import unicodedata

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# [text](target) and ![alt](target), the target up to its closing parenthesis or a title.
LINK = re.compile(r"!?\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
FENCE = re.compile(r"^\s*(```|~~~)")
INLINE_CODE = re.compile(r"(`+).*?\1")


def prose_lines(path):
    """The file's lines with their numbers, without fenced code blocks and inline code, where
    a bracket is no link."""
    fenced = False
    with open(path, encoding="utf-8") as file:
        for number, line in enumerate(file, 1):
            if FENCE.match(line):
                fenced = not fenced
                continue
            if not fenced:
                yield number, INLINE_CODE.sub("", line)


def slug(heading):
    """GitHub's anchor for a heading: lowercased, inline markup and punctuation dropped (letters
    and digits of every script, `_` and `-` kept), spaces made hyphens."""
    text = re.sub(r"`([^`]*)`", r"\1", heading.strip())
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
    text = text.lower()
    kept = []
    for character in text:
        category = unicodedata.category(character)
        if character in "-_ " or category[0] in "LN" or category == "Mn":
            kept.append(character)
    return "".join(kept).replace(" ", "-")


def anchors(path, cache={}):
    """Every anchor the file's headings give, numbered as GitHub numbers repeated ones."""
    if path not in cache:
        seen = {}
        found = set()
        for _, line in prose_lines(path):
            match = re.match(r"^(#{1,6})\s+(.*?)\s*#*\s*$", line)
            if not match:
                continue
            base = slug(match.group(2))
            count = seen.get(base, 0)
            seen[base] = count + 1
            found.add(base if count == 0 else f"{base}-{count}")
        cache[path] = found
    return cache[path]


def check(path):
    """The broken links of one file, as messages."""
    problems = []
    directory = os.path.dirname(path)
    for number, line in prose_lines(path):
        for target in LINK.findall(line):
            if re.match(r"^[a-z][a-z0-9+.-]*:", target):
                continue
            file_part, _, anchor = target.partition("#")
            linked = os.path.normpath(os.path.join(directory, file_part)) if file_part else path
            where = f"{os.path.relpath(path, ROOT)}:{number}: {target}"
            if not os.path.exists(linked):
                problems.append(f"{where}: no such file")
            elif anchor and linked.endswith(".md") and anchor not in anchors(linked):
                problems.append(f"{where}: no heading makes #{anchor}")
    return problems


def main():
    files = sys.argv[1:] or (
        [os.path.join(ROOT, name) for name in ("README.md", "README.ja.md")]
        + sorted(glob.glob(os.path.join(ROOT, "docs", "*.md"))))
    problems = [problem for path in files for problem in check(os.path.abspath(path))]
    for problem in problems:
        print(problem)
    if problems:
        sys.exit(1)
    print(f"{len(files)} files: every link resolves")


if __name__ == "__main__":
    main()
