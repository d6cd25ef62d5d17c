"""ZPL label files read as the text they print and their comments (SPEC 4.2).

A ZPL II label (``^XA`` ... ``^XZ``) puts each printed field behind its
position, font and box commands (``^FO30,122^A0N,22,22^FB752,4,2,L,0^FDThe
beam engine ...^FS``) and its comments behind ``^FX``. Read as lines, those
commands stand in the middle of the words, where they look like code names.
:func:`zpl_text` gives back each comment and each field's data (``^FD``) as a
line of its own, to be sanitised like any other text: a field placed off the
label, where no one sees it, is read all the same.
"""

from __future__ import annotations

import re

__all__ = ["zpl_text"]

_START = re.compile(r"\s*\^XA\b")
# A command: caret (or tilde), then two letters or a letter and a digit, then its
# parameters up to the next command.
_COMMAND = re.compile(r"[\^~](?P<name>[A-Z@][A-Z0-9@])(?P<rest>[^\^~]*)")


def zpl_text(text: str) -> str | None:
    """The comments and field data of the ZPL label ``text``, a line each; None when
    ``text`` is no ZPL label (no ``^XA`` at its start or no ``^XZ`` in it)."""
    if not _START.match(text) or "^XZ" not in text:
        return None
    lines: list[str] = []
    for m in _COMMAND.finditer(text):
        name, rest = m.group("name"), m.group("rest").strip()
        if name in ("FX", "FD") and rest:
            lines.append(rest)
        elif name == "XZ" and lines and lines[-1]:
            lines.append("")  # one label ends: a paragraph break
    return "\n".join(lines).rstrip("\n") + "\n" if lines else None
