"""Words kept in markup attributes: prose, as opposed to settings (SPEC 4.2).

Some formats keep a page's words in attributes rather than between tags: an
image's ``alt``, OPML's ``<outline text="...">``, OpenStreetMap's ``<tag
k="description" v="...">``. An injection placed there is still read by a model
that is shown the raw document, so such values are judged like the rest of the
text. A value is prose when its attribute is one of the names that hold words,
or when it has several words and most of them are words of letters (a style, a
path's drawing commands or a list of classes is not).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

__all__ = ["TEXT_ATTRIBUTES", "attribute_spans", "prose_value", "without_markup"]

Span = tuple[int, int]

# Attributes that hold an element's words rather than its settings.
TEXT_ATTRIBUTES = ("text", "title", "alt", "label", "summary", "description")
# Attributes that hold settings even when their value has spaces in it.
_SETTINGS = frozenset(("class", "style", "d", "points", "transform", "viewbox", "srcset", "sizes"))
# A value of any other attribute needs this many words, three in four of them words of
# letters (a trailing punctuation mark allowed), to count as prose.
_MIN_WORDS = 4
_WORD = re.compile(r"[^\W\d_]+[,.;:!?]?")
# A whole start, end or empty tag of XML left in the text ("<mxCell id="a" value="...">",
# "</row>", ADIF's "<CALL:6>"), possibly over several lines.
_TAG = re.compile(r"""</?[A-Za-z_][\w:.-]*(?:\s+[\w:.-]+\s*=\s*(?:"[^"<>]*"|'[^'<>]*'))*\s*/?>""")
# Attributes whose link names a vocabulary, not a place to go ("xmlns", "xsi:schemaLocation").
_DECLARATIONS = ("xmlns", "xsi:", "schemalocation")
_LINK = re.compile(r"\s*(?:https?://|mailto:|//)", re.I)
# An attribute in a start tag, quoted either way.
_ATTRIBUTE = re.compile(r"""<[\w:.-]+|\s([\w:.-]+)\s*=\s*(?:"([^"<>]*)"|'([^'<>]*)')""")


def prose_value(name: str, value: object) -> bool:
    """Whether the attribute ``name="value"`` holds words for a reader."""
    if not isinstance(value, str) or not value.strip():
        return False
    if name.lower() in TEXT_ATTRIBUTES:
        return True
    words = value.split()
    if name.lower() in _SETTINGS or len(words) < _MIN_WORDS:
        return False
    return sum(bool(_WORD.fullmatch(w)) for w in words) * 4 >= len(words) * 3


def _values(text: str, *, links: bool = False) -> Iterator[Span]:
    """The spans of the prose values in the start tags of ``text`` (with ``links``, also
    of the values that are links: where a link points is what a page would send to)."""
    inside = False
    for match in _ATTRIBUTE.finditer(text):
        if match.group().startswith("<"):
            inside = True
            continue
        if not inside:
            continue
        group = 2 if match.group(2) is not None else 3
        value = match.group(group)
        name = match.group(1).lower()
        link = links and bool(_LINK.match(value)) and not name.startswith(_DECLARATIONS)
        if prose_value(name, value) or link:
            yield match.span(group)


def attribute_spans(text: str, judge: Callable[[str], list[Span]]) -> list[Span]:
    """Prose attribute values of markup left in ``text`` (XML the markup stage does not
    strip) that ``judge`` finds injections in: each value is judged on its own, as the
    sentence it is, not as the tail of a line of tags."""
    return [(lo, hi) for lo, hi in _values(text) if judge(text[lo:hi])]


def without_markup(text: str) -> str:
    """``text`` with the tags of markup left in it blanked (same offsets), their prose
    values kept: element names, attribute names and settings ("mxCell", "whiteSpace=wrap",
    "id="q1"") are the file's structure, not words said to a reader, and would otherwise
    make a paragraph of a diagram or a log read as one that names code to act on."""
    if "<" not in text:
        return text
    chars = list(text)
    for tag in _TAG.finditer(text):
        keep = list(_values(tag.group(), links=True))
        for i in range(tag.start(), tag.end()):
            if not any(lo <= i - tag.start() < hi for lo, hi in keep) and chars[i] != "\n":
                chars[i] = " "
    return "".join(chars)
