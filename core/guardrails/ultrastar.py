"""UltraStar karaoke songs read as their lyrics (SPEC 4.2).

An UltraStar song (``#TITLE:`` and the other tags, then a note a line: ``: 120 3 5
Hey``) gives each syllable a line of its own, behind the note's beat, length and
pitch; a space before a syllable starts a new word and a ``-`` line breaks the
lyric line. Read line by line, a sentence sung over twenty notes is twenty
fragments. :func:`ultrastar_lyrics` gives back the tags as they stand and the
lyrics as the singer sees them, a line per lyric line, to be sanitised like any
other text.
"""

from __future__ import annotations

import re

__all__ = ["ultrastar_lyrics"]

_TAG = re.compile(r"#[A-Z][A-Z0-9-]*:")
# A note: its kind (normal, golden, freestyle, rap, golden rap), beat, length and pitch,
# then one space and the syllable, spaces included.
_NOTE = re.compile(r"[:*FRG][ \t]+-?\d+[ \t]+\d+[ \t]+-?\d+[ \t](?P<syllable>.*)")
_BREAK = re.compile(r"-[ \t]*-?\d+(?:[ \t]+-?\d+)?[ \t]*")
_PLAYER = re.compile(r"P\d+[ \t]*")
# So many notes at least make a song (a line or two like a note are no song).
_MIN_NOTES = 3


def ultrastar_lyrics(text: str) -> str | None:
    """The tags and lyric lines of the UltraStar song ``text``; None when ``text`` is no
    such song (no ``#TITLE:`` tag among the first lines, or too few notes)."""
    lines = text.splitlines()
    head = [line for line in lines if line.strip()][:20]
    if not any(line.startswith("#TITLE:") for line in head):
        return None
    out: list[str] = []
    lyric: list[str] = []
    notes = 0
    for line in lines:
        if note := _NOTE.fullmatch(line):
            lyric.append(note.group("syllable"))
            notes += 1
        elif _BREAK.fullmatch(line) or _PLAYER.fullmatch(line) or line.strip() == "E":
            if lyric:
                out.append("".join(lyric).strip())
                lyric = []
        elif _TAG.match(line) or not line.strip():
            out.append(line)
        else:
            return None  # a line no song has: not this format
    if lyric:
        out.append("".join(lyric).strip())
    return "\n".join(out) + "\n" if notes >= _MIN_NOTES else None
