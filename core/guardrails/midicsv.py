"""MIDI files written out as CSV (midicsv) read as their words (SPEC 4.2).

``midicsv`` prints a MIDI file a record per line (``track, time, Type, ...``);
the words of a song (its title, copyright, text, lyric, marker and cue events)
sit in quoted fields among thousands of note records, one line of prose per
event. A sentence carried over two ``Text_t`` events never stands whole for the
detectors, and a quoted field reads as a quotation. :func:`midicsv_text` gives
the file back as its text events' strings, a line each, to be sanitised like any
other text; the notes, tempi and controller changes are left out.
"""

from __future__ import annotations

import csv
import re

__all__ = ["midicsv_text"]

_HEADER = re.compile(r"\s*0\s*,\s*0\s*,\s*Header\s*,")
_TEXT_EVENTS = frozenset(
    {"title_t", "copyright_t", "text_t", "lyric_t", "marker_t", "cue_point_t"}
    | {"instrument_name_t", "program_name_t", "device_name_t"}
)


def midicsv_text(text: str) -> str | None:
    """The strings of the text events of the midicsv file ``text``, a line each; None
    when ``text`` is no midicsv file or has no text events."""
    if not _HEADER.match(text):
        return None
    lines = []
    for row in csv.reader(text.splitlines(), skipinitialspace=True):
        if len(row) >= 4 and row[2].strip().lower() in _TEXT_EVENTS:
            lines.append(",".join(row[3:]).strip())
    return "\n".join(lines) + "\n" if lines else None
