"""A small lexer for Rust source, shared by the scripts in this folder (Python 3, no
dependencies): it yields identifiers, punctuation and `::` with their line numbers, and
skips comments, strings and character literals, so that braces and paths inside them do
not count."""

import re

_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_RAW = re.compile(r'b?r(#*)"')


def tokens(src):
    """Yield (line, token) for identifiers, `::` and single punctuation characters."""
    i, line, n = 0, 1, len(src)
    while i < n:
        c = src[i]
        if c == "\n":
            line += 1
            i += 1
        elif c.isspace():
            i += 1
        elif src.startswith("//", i):
            j = src.find("\n", i)
            i = n if j < 0 else j
        elif src.startswith("/*", i):
            i, line = _block_comment(src, i, line)
        elif _RAW.match(src, i) and (i == 0 or not _is_ident_char(src[i - 1])):
            m = _RAW.match(src, i)
            end = src.find('"' + m.group(1), m.end())
            end = n if end < 0 else end + 1 + len(m.group(1))
            line += src.count("\n", i, end)
            i = end
        elif c == '"' or (c == "b" and src.startswith('b"', i)):
            i, line = _string(src, i + (2 if c == "b" else 1), line)
        elif c == "'":
            i = _quote(src, i)
        elif _is_ident_char(c):
            m = _IDENT.match(src, i)
            if m is None:  # a number
                j = i
                while j < n and _is_ident_char(src[j]):
                    j += 1
                i = j
                continue
            yield line, m.group(0)
            i = m.end()
        elif src.startswith("::", i):
            yield line, "::"
            i += 2
        else:
            yield line, c
            i += 1


def _is_ident_char(c):
    return c.isalnum() or c == "_"


def _block_comment(src, i, line):
    depth, i = 1, i + 2
    while i < len(src) and depth:
        if src.startswith("/*", i):
            depth, i = depth + 1, i + 2
        elif src.startswith("*/", i):
            depth, i = depth - 1, i + 2
        else:
            line += src[i] == "\n"
            i += 1
    return i, line


def _string(src, i, line):
    while i < len(src) and src[i] != '"':
        if src[i] == "\\":
            i += 1
        line += src[i] == "\n" if i < len(src) else 0
        i += 1
    return i + 1, line


def _quote(src, i):
    """A character literal (`'x'`, `'\\n'`, `'\\u{1F600}'`) or a lifetime (`'a`)."""
    if src.startswith("\\", i + 1):
        j = src.find("'", i + 2)
        return len(src) if j < 0 else j + 1
    if i + 2 < len(src) and src[i + 2] == "'":
        return i + 3
    return i + 1  # a lifetime: the name that follows is lexed as an identifier
