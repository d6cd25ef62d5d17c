"""Sanitising text from the internet before a model reads it (SPEC 4.2).

``sanitise`` strips markup, scripts and invisible characters, and removes or
neutralises what reads as instructions to the model rather than content:
"ignore previous instructions" and its variants in several languages, role and
system impersonation, fake chat turns, chat-template tokens, tool calls written
as JSON, YAML, TOML or XML, secret placeholders, and the same hidden behind
zero-width characters, Unicode tag characters, look-alike letters or simple
encodings (base64, hex, escapes, ROT13, backwards, leetspeak: ``core.guardrails.decode``).
Passages in a language the page is otherwise not written in that name a tool, a
link or a code, and encoded runs labelled for the AI reader, go too. Ordinary
text passes through unchanged apart from markup. What was removed is reported
as findings so the caller can log it.
"""

from __future__ import annotations

import json
import plistlib
import re
from collections import Counter
from collections.abc import Callable, Collection, Iterable
from dataclasses import dataclass, field
from typing import Any
from xml.parsers.expat import ExpatError

from bs4 import BeautifulSoup, Comment
from bs4.element import NavigableString, Tag

from core.guardrails.address_headings import outside_address_headings
from core.guardrails.ai_users import outside_ai_use_rules
from core.guardrails.attributes import TEXT_ATTRIBUTES, attribute_spans, prose_value
from core.guardrails.basic import basic_text
from core.guardrails.calls import tool_call_spans, xml_call_spans
from core.guardrails.changelogs import outside_changelogs
from core.guardrails.classifier import (
    CODE_PATTERN,
    classifier_spans,
    names_reader,
    names_target,
)
from core.guardrails.configured_prompts import outside_configured_prompts
from core.guardrails.decode import decodings
from core.guardrails.dif import dif_text
from core.guardrails.directive import gives_orders, reads_as_english
from core.guardrails.examples import outside_examples, quoted_example_spans
from core.guardrails.filter_tests import outside_test_cases
from core.guardrails.foreign import foreign_operand_spans
from core.guardrails.games import outside_game_rules
from core.guardrails.headings import outside_titles
from core.guardrails.hidden_messages import hidden_message_spans
from core.guardrails.iges import iges_text
from core.guardrails.instructions import (
    THRESHOLD,
    chat_blocks,
    instruction_spans,
    role_blocks,
    score,
    tool_frames,
)
from core.guardrails.json_turns import scripted_answer_spans
from core.guardrails.midicsv import midicsv_text
from core.guardrails.number_fields import without_number_fields
from core.guardrails.operands import operand_spans
from core.guardrails.patterns import CHAT_TOKENS, ROLE_LABEL
from core.guardrails.prose_calls import prose_call_spans
from core.guardrails.puredata import puredata_records
from core.guardrails.reader_norms import reader_norm_spans
from core.guardrails.reply_fields import reply_field_spans
from core.guardrails.safety_notices import outside_safety_notices
from core.guardrails.screenplays import in_a_scene, outside_speeches
from core.guardrails.sylk import sylk_rows
from core.guardrails.template_docs import documented_chat_tokens
from core.guardrails.terms import outside_terms
from core.guardrails.transcripts import claims_role, transcripts, without_speaker_labels
from core.guardrails.ultrastar import ultrastar_lyrics
from core.guardrails.zpl import zpl_text

__all__ = [
    "DEFAULT_MAX_CHARS",
    "INJECTION_KINDS",
    "Finding",
    "Sanitised",
    "code_in_backticks",
    "is_hidden",
    "looks_injected",
    "marker",
    "sanitise",
]

DEFAULT_MAX_CHARS = 12_000
# Findings that mean "taken out as an injection attempt" (markup, scripts, hidden
# elements and length caps are routine clean-up, not a verdict).
INJECTION_KINDS = frozenset(
    {
        "instruction",
        "role_impersonation",
        "tool_call_json",
        "encoded_instruction",
        "chat_template",
        "secret_placeholder",
        "untrusted_marker",
        "injection_operand",
    }
)
_SAMPLE_CHARS = 160
_TEXT_CHARS = 600


_LABELS = {
    "injection_operand": "link, name or code next to an injection",
    "untrusted_marker": "untrusted-block marker",
    "chat_template": "chat template token",
    "chat_token_named": "name of a chat template token",
    "secret_placeholder": "secret placeholder",
    "encoded_instruction": "encoded instructions",
    "tool_call_json": "tool-call-like data",
    "role_impersonation": "role label",
    "instruction": "instruction-like text",
}


def marker(kind: str) -> str:
    """What replaces removed content, so the model sees that something was taken out."""
    return f"[guardrail: removed {_LABELS.get(kind, kind)}]"


@dataclass(frozen=True, slots=True)
class Finding:
    """One thing removed or neutralised; ``sample`` is (the start of) what it was."""

    kind: str
    sample: str = ""
    # What was removed, longer than ``sample`` (capped): the injected text itself.
    text: str = ""


@dataclass(frozen=True, slots=True)
class Sanitised:
    text: str
    findings: tuple[Finding, ...] = ()
    chars_in: int = 0
    truncated: bool = False

    def summary(self, samples: int = 5) -> dict[str, Any]:
        """Counts per kind and the first few samples, for a span."""
        counts = Counter(f.kind for f in self.findings)
        shown = [{"kind": f.kind, "text": f.sample} for f in self.findings if f.sample and f.kind][
            :samples
        ]
        return {
            "removed": dict(counts),
            "samples": shown,
            "chars_in": self.chars_in,
            "chars_out": len(self.text),
            "truncated": self.truncated,
        }


@dataclass(slots=True)
class _Work:
    text: str
    findings: list[Finding] = field(default_factory=list)

    def add(self, kind: str, sample: str = "") -> None:
        full = " ".join(sample.split())[:_TEXT_CHARS]
        sample = full
        if len(sample) > _SAMPLE_CHARS:
            sample = sample[:_SAMPLE_CHARS] + "…"
        self.findings.append(Finding(kind, sample, full))


# --- invisible characters -------------------------------------------------------------

_TAG_CHARS = re.compile("[\U000e0000-\U000e007f]+")
_ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b[@-_]")
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")
# Zero-width and bidirectional-control characters, and the supplementary variation
# selectors (which can carry a byte each behind one visible letter); U+200D (zero-width
# joiner) is kept between emoji, where it builds one glyph out of several.
_INVISIBLE = re.compile(
    "[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180e\u200b\u200c\u200e\u200f"
    "\u202a-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U000e0100-\U000e01ef]"
    "|(?<![\U0001f000-\U0001faff\u2600-\u27bf\ufe0f])\u200d"
)


def _strip_invisible(work: _Work) -> None:
    def tags(match: re.Match[str]) -> str:
        decoded = "".join(chr(ord(c) - 0xE0000) for c in match.group())
        printable = "".join(c for c in decoded if c.isprintable())
        work.add("hidden_characters", f"tag characters: {printable}")
        return ""

    text = _TAG_CHARS.sub(tags, work.text)
    if _ANSI.search(text) or _CONTROL.search(text):
        work.add("control_characters")
        text = _CONTROL.sub("", _ANSI.sub("", text))
    hidden = len(_INVISIBLE.findall(text))
    if hidden:
        work.add("hidden_characters", f"{hidden} zero-width or direction characters")
        text = _INVISIBLE.sub("", text)
    work.text = text


# --- markup ---------------------------------------------------------------------------

# Only real HTML element names count as markup: "ssh <user>@<host>" in a page's
# text is content.
_ELEMENTS = (
    "a|abbr|address|area|article|aside|audio|b|base|bdi|bdo|blockquote|body|br|button|canvas"
    "|caption|center|cite|code|col|colgroup|data|datalist|dd|del|details|dfn|dialog|div|dl|dt"
    "|em|embed|fieldset|figcaption|figure|font|footer|form|frame|frameset|h[1-6]|head|header"
    "|hgroup|hr|html|i|iframe|img|input|ins|kbd|label|legend|li|link|main|map|mark|marquee|menu"
    "|meta|meter|nav|noscript|object|ol|optgroup|option|output|p|param|picture|pre|progress|q"
    "|rp|rt|ruby|s|samp|script|section|select|slot|small|source|span|strike|strong|style|sub"
    "|summary|sup|svg|table|tbody|td|template|textarea|tfoot|th|thead|time|title|tr|track|tt|u"
    "|ul|var|video|wbr"
)
_TAG = re.compile(rf"</?(?:{_ELEMENTS})(?:\s[^<>]*)?/?>|<!--|<!\[CDATA\[|<!doctype", re.I)
_SCRIPT_TAGS = ("script", "style", "template", "noscript", "iframe", "object", "embed")
_EMBEDS = ("object", "embed")
_OTHER_XML = re.compile(r"\s*<\?xml[^>]*>\s*(?:<!--.*?-->\s*)*<(?!html\b|svg\b)[A-Za-z]", re.S)
_HIDDEN_STYLE = re.compile(
    r"display\s*:\s*none|visibility\s*:\s*hidden|font-size\s*:\s*0(?:\.0*)?(?![.\d])"
    r"|opacity\s*:\s*0(?:\.0*)?(?![.\d])|(?<![-\w])(?:width|height)\s*:\s*0(?:px)?\s*(?:;|$)"
    r"|clip\s*:\s*rect\(\s*0|(?:left|top|text-indent)\s*:\s*-\d{3,}",
    re.I,
)


def is_hidden(tag: Tag) -> bool:
    """Whether an HTML element is invisible to a reader (and so only there for machines)."""
    attrs = tag.attrs or {}
    if "hidden" in attrs or str(attrs.get("aria-hidden", "")).lower() == "true":
        return True
    return bool(_HIDDEN_STYLE.search(str(attrs.get("style", ""))))


# Elements that sit inside a line of text; every other element (HTML blocks, and the
# elements of XML feeds and documents: <entry>, <summary>, <note>) is a block of its own.
_INLINE = frozenset(
    (
        *("a", "abbr", "b", "bdi", "bdo", "cite", "code", "data", "del", "dfn", "em", "font"),
        *("i", "img", "ins", "kbd", "mark", "q", "rp", "rt", "ruby", "s", "samp"),
        *("small", "span", "strike", "strong", "sub", "sup", "time", "tt", "u", "var", "wbr"),
    )
)
# A character that cannot be in the text any more (control characters are stripped first).
_BREAK = "\x00"
_BREAKS = re.compile(r"[ \t]*\x00[\x00\s]*")
_EDGE_BREAKS = re.compile(r"^\s*\x00[\x00\s]*|[\x00\s]*\x00\s*$")


_PLIST = re.compile(r"<plist[\s>]")


def _plist_as_json(work: _Work) -> bool:
    """An Apple property list becomes the JSON of what it holds (its keys and values
    as the format pairs them, not lines that read apart), to be sanitised as JSON is:
    a call in it is a call. False when the text is no property list plistlib reads."""
    if not _PLIST.search(work.text[:2000]):
        return False
    try:
        value = plistlib.loads(work.text.encode("utf-8"))
    except (plistlib.InvalidFileException, ValueError, TypeError, ExpatError):
        return False
    work.add("markup", "property list as JSON")
    work.text = json.dumps(value, indent=1, ensure_ascii=False, default=str)
    return True


def code_in_backticks(root: Tag) -> None:
    """Put the text of each inline ``<code>`` element under ``root`` in backticks, as
    Markdown writes it (code inside ``<pre>`` is a block, fenced instead)."""
    for code in root.find_all("code"):
        if code.find_parent("pre") is None and code.get_text(strip=True):
            code.insert(0, "`")
            code.append("`")


def blockquotes_as_quote_lines(root: Tag, text_of: Callable[[Tag], str], edge: str) -> None:
    """Replace each outermost ``<blockquote>`` under ``root`` with its text
    (``text_of``) as Markdown's quote lines ("> ..."), between two ``edge`` strings: a
    page that quotes a message or an example reads the same in HTML as in Markdown."""
    for quote in root.find_all("blockquote"):
        if quote.decomposed or quote.find_parent("blockquote") is not None:
            continue
        lines = text_of(quote).splitlines()
        quoted = "\n".join(f"> {line}" if line.strip() else ">" for line in lines)
        quote.replace_with(NavigableString(f"{edge}{quoted}{edge}") if quoted else "")


# Formats whose words a line-by-line reading splits up, each with the reader that gives
# them back as text (a spreadsheet's cells as rows, a song's notes as lyrics, ...), and
# what the finding says was done.
_FORMAT_READERS: tuple[tuple[Callable[[str], str | None], str], ...] = (
    (sylk_rows, "spreadsheet (SYLK) as rows"),  # core.guardrails.sylk
    (ultrastar_lyrics, "karaoke song (UltraStar) as lyrics"),  # core.guardrails.ultrastar
    (zpl_text, "label (ZPL) as its text"),  # core.guardrails.zpl
    (puredata_records, "patch (Pure Data) as records"),  # core.guardrails.puredata
    (iges_text, "CAD file (IGES) as its text"),  # core.guardrails.iges
    (dif_text, "spreadsheet (DIF) as rows"),  # core.guardrails.dif
    (midicsv_text, "MIDI file (midicsv) as its text events"),  # core.guardrails.midicsv
    (basic_text, "BASIC listing as its statements"),  # core.guardrails.basic
)


def _format_as_text(work: _Work) -> bool:
    """A file in one of :data:`_FORMAT_READERS` becomes the text its reader gives."""
    for read, note in _FORMAT_READERS:
        text = read(work.text)
        if text is not None:
            work.add("markup", note)
            work.text = text
            return True
    return False


def _block_text(tag: Tag) -> str:
    text = _EDGE_BREAKS.sub("", tag.get_text())
    return _BREAKS.sub(lambda m: "\n\n" if m.group().count("\n") > 1 else "\n", text)


def _strip_markup(work: _Work) -> None:
    if _plist_as_json(work) or _format_as_text(work) or not _TAG.search(work.text):
        return
    soup = BeautifulSoup(work.text, "html.parser")
    tags = len(soup.find_all(True))
    # In an XML document that is no XHTML (a GTK Builder file's <object class=...>), an
    # "object" or "embed" element is that format's own, and holds its text.
    other_xml = _OTHER_XML.match(work.text) is not None
    dropped = [t for t in _SCRIPT_TAGS if not (other_xml and t in _EMBEDS)]
    for tag in soup(dropped):
        work.add("script", tag.get_text())
        tag.decompose()
    for comment in soup.find_all(string=lambda s: isinstance(s, Comment)):
        work.add("hidden_text", f"comment: {comment}")
        comment.extract()
    for tag in soup.find_all(is_hidden):
        if tag.decomposed:
            continue
        text = tag.get_text()
        if text.strip():
            work.add("hidden_text", text)
        tag.decompose()
    if tags:
        work.add("markup", f"{tags} HTML tags")
    # Preformatted text is fenced as in Markdown (as ``core.tools.web`` extracts it), so a
    # page of code samples reads as documentation whichever way it arrived.
    for pre in soup.find_all("pre"):
        inside = pre.get_text()
        if pre.find_parent("pre") is None and inside.strip():
            pre.insert(0, "```" if inside.startswith("\n") else "```\n")
            pre.append("```" if inside.endswith("\n") else "\n```")
    code_in_backticks(soup)
    # An empty element whose words live in an attribute (OPML's <outline text="...">, an
    # image's alt text) keeps them as text, to be read and sanitised like the rest.
    for tag in soup.find_all(lambda t: not t.get_text(strip=True)):
        named = [a for a in TEXT_ATTRIBUTES if a in tag.attrs]
        others = [a for a in tag.attrs if a not in TEXT_ATTRIBUTES]
        words = [str(tag[a]) for a in (*named, *others) if prose_value(a, tag.attrs[a])]
        if words:
            tag.append(" ".join(words))
    # Blocks are paragraphs: joined without a break, the end of one would run into the
    # start of the next (a base64 blob into a word, a payload into the page's text).
    for tag in soup.find_all(lambda t: t.name not in _INLINE):
        tag.insert_before(_BREAK)
        tag.insert_after(_BREAK)
    blockquotes_as_quote_lines(soup, _block_text, _BREAK)
    work.text = _block_text(soup)


# --- instruction-like text (core.guardrails.instructions) ----------------------------

_WRAPPER_MARK = re.compile(
    r"<<<\s*(?:end[\s_-]*)?untrusted[\s_-]*(?:content)?[^>\n]{0,200}>{0,3}"
    r"|\[\s*(?:end\s+of\s+(?:the\s+)?)?web\s+page\b[^\]\n]{0,120}\]",
    re.I,
)
_SECRET_PLACEHOLDER = re.compile(r"\{\{\s*secret\s*:[^}\n]{0,80}\}?\}?", re.I)


def _merge(text: str, spans: Iterable[tuple[int, int]]) -> list[tuple[int, int]]:
    """Sorted, overlapping spans and spans with only spaces between them joined."""
    merged: list[tuple[int, int]] = []
    for lo, hi in sorted(spans):
        if merged and (lo <= merged[-1][1] or not text[merged[-1][1] : lo].strip(" \t")):
            merged[-1] = (merged[-1][0], max(hi, merged[-1][1]))
        else:
            merged.append((lo, hi))
    return merged


def _replace(work: _Work, spans: Iterable[tuple[int, int]], kind: str) -> None:
    text = work.text
    pieces: list[str] = []
    last = 0
    for lo, hi in _merge(text, spans):
        work.add(kind, text[lo:hi])
        pieces += [text[last:lo], marker(kind)]
        last = hi
    if pieces:
        work.text = "".join(pieces) + text[last:]


def looks_injected(text: str) -> bool:
    """Whether ``text`` holds instruction-like content (used on decoded blobs, too)."""
    return bool(
        instruction_spans(text)
        or classifier_spans(text)
        or CHAT_TOKENS.search(text)
        or ROLE_LABEL.search(text)
        or tool_call_spans(text)
        or _SECRET_PLACEHOLDER.search(text)
    )


# Word games that puzzle pages and code trails set for people ("find the blue door" in
# Ubbi Dubbi): what they hide must look injected, an order alone is the puzzle.
_PUZZLES = frozenset({"ubbi-dubbi", "boustrophedon", "pig-latin", "acrostic"})


def _encoded(text: str) -> list[tuple[int, int]]:
    """Runs that decode (``core.guardrails.decode``) to something that looks injected, or
    to English that gives orders: pages hide data in base64 or hex, not requests to a reader."""
    return [
        (d.lo, d.hi)
        for d in decodings(text)
        if looks_injected(d.text)
        or (d.encoding not in _PUZZLES and reads_as_english(d.text) and gives_orders(d.text))
    ]


def _stage(work: _Work, kind: str, find: Callable[[str], list[tuple[int, int]]]) -> None:
    _replace(work, find(work.text), kind)


# A chat token written as a string in code or data ("<|im_start|>": 100264, a tokenizer's
# table of special tokens): a name for the token, with no turn after it.
_QUOTED_CHAT_TOKEN = re.compile(rf"([\"'`])(?:{CHAT_TOKENS.pattern})\1", re.I)
_LETTER = re.compile(r"[^\W\d_]")


def _named_chat_tokens(text: str) -> list[tuple[int, int]]:
    """Chat tokens in quotes where the rest of the line says nothing but other such
    tokens: they are still taken out (a model must never read one as a token), but as
    names in a table or list, not as an injection."""
    spans: list[tuple[int, int]] = []
    for m in _QUOTED_CHAT_TOKEN.finditer(text):
        end = text.find("\n", m.end())
        rest = _QUOTED_CHAT_TOKEN.sub(" ", text[m.end() : len(text) if end < 0 else end])
        if not _LETTER.search(rest):
            spans.append((m.start() + 1, m.end() - 1))
    return spans


def _chat(text: str) -> list[tuple[int, int]]:
    """Fake chat turns (opening token and the turn's text) and any stray template token."""
    return chat_blocks(text) + _regex(CHAT_TOKENS)(text)


def _instructions(text: str) -> list[tuple[int, int]]:
    """Sentences the rules read as instructions to the model, those the trained
    classifier does (``core.guardrails.classifier``; a heading that only titles a
    subject is none, ``core.guardrails.headings``), rules stated for an AI reader
    (``core.guardrails.reader_norms``), passages in another language that name an
    operand (``core.guardrails.foreign``), encoded messages labelled for an AI reader
    (``core.guardrails.hidden_messages``), fields that fix its answer
    (``core.guardrails.reply_fields``) and such text in a markup attribute
    (``core.guardrails.attributes``): any one is enough, unless it is an example
    or a report of what someone else said (``core.guardrails.examples``), a safety
    instruction for people (``core.guardrails.safety_notices``), a clause of terms of
    use (``core.guardrails.terms``), a release note of
    what an assistant now does (``core.guardrails.changelogs``), a rule for a person
    about the AI they use (``core.guardrails.ai_users``), a rule for players, quiz
    teams or exam candidates (``core.guardrails.games``), a character's speech in a
    play script (``core.guardrails.screenplays``) or a test case of a filter, listed with
    the verdict expected (``core.guardrails.filter_tests``), a heading that
    addresses automated readers over a paragraph with no order
    (``core.guardrails.address_headings``), or a prompt or greeting a program sets for
    its own bot (``core.guardrails.configured_prompts``)."""
    # A transcript's speaker labels ("Assistant: Sorry to hear that.") say who spoke; each
    # turn is judged by its own words (``core.guardrails.transcripts``).
    text = without_speaker_labels(text)
    # A data line's numbers before its prose are no words (``core.guardrails.number_fields``).
    text = without_number_fields(text)
    rules = instruction_spans(text)
    others = (
        outside_titles(text, classifier_spans(text, examples=quoted_example_spans(text)))
        + reader_norm_spans(text)
        + foreign_operand_spans(text)
        + hidden_message_spans(text)
        + reply_field_spans(text)
    )
    others += attribute_spans(text, _judged_alone) if "=" in text else []
    found = rules + others
    found = outside_test_cases(text, outside_speeches(text, outside_examples(text, found)))
    found = outside_changelogs(text, outside_terms(text, outside_safety_notices(text, found)))
    found = outside_game_rules(text, outside_ai_use_rules(text, found))
    found = outside_configured_prompts(text, outside_address_headings(text, found))
    # A sentence the rules took in only as the neighbour of an instruction ("He opened it
    # at once.") stays when that instruction turned out to be none (a story's quoted note).
    grown = {span for span in rules if score(text[span[0] : span[1]]) < THRESHOLD} - set(others)
    return _anchored(text, found, grown)


def _anchored(
    text: str, found: list[tuple[int, int]], grown: set[tuple[int, int]]
) -> list[tuple[int, int]]:
    """``found`` less the ``grown`` spans that no other kept span reaches through
    neighbours (only white space between one and the next)."""
    kept = [span for span in found if span not in grown]
    pending = sorted(set(found) & grown)
    while reached := [g for g in pending if any(_touch(text, g, k) for k in kept)]:
        kept += reached
        pending = [span for span in pending if span not in reached]
    return kept


def _touch(text: str, a: tuple[int, int], b: tuple[int, int]) -> bool:
    (_, first_end), (second_start, _) = sorted((a, b))
    return first_end <= second_start and not text[first_end:second_start].strip()


def _judged_alone(value: str) -> list[tuple[int, int]]:
    return instruction_spans(value) + classifier_spans(value) + reader_norm_spans(value)


_REMOVED = re.compile(
    "|".join(re.escape(marker(k)) for k in sorted(INJECTION_KINDS - {"injection_operand"}))
)


def _operands(text: str) -> list[tuple[int, int]]:
    """Links, code names and code words in the units around removed injections
    (``core.guardrails.operands``)."""
    return operand_spans(text, (m.span() for m in _REMOVED.finditer(text)))


# "System notice:" and "System update:" head IT notices for people ("System notice: file
# server maintenance on Sunday"). Such a label only counts as a fake role when what it
# opens speaks to a reader or a model, or names something to act on.
_NOTICE_LABEL = re.compile(r"^\W*system[ \t]+(?:notice|update)[ \t]*:", re.I)
_NOTICE_CUES = re.compile(
    r"\b(?:you|your|ai|assistants?|models?|bots?|agents?|llms?|instructions?|prompts?)\b",
    re.I,
)


def _people_notice(block: str) -> bool:
    return bool(_NOTICE_LABEL.match(block)) and _for_people(block)


def _for_people(block: str) -> bool:
    """Whether ``block`` speaks to no reader or model and names nothing to act on."""
    return not _NOTICE_CUES.search(block) and not names_target(block)


# A turn that is only a code word ("Assistant: BRINEFLY-OCARINA") is no line of a real
# conversation but the answer a few-shot pattern teaches.
_CANNED_WORDS = 3


def _canned(turn: str) -> bool:
    said = turn.split(":", 1)[-1].strip(" \t*_\"'.!")
    return len(said.split()) <= _CANNED_WORDS and bool(CODE_PATTERN.fullmatch(said))


def _roles(text: str) -> list[tuple[int, int]]:
    """Fake role labels and the blocks they open, less notices for people and the turns
    of a transcript the page shows (``core.guardrails.transcripts``): a system line of a
    support log ("System: Chat started at 14:02.") is one when it says nothing to a reader,
    and so is a character's cue in a line of dialogue ("SYSTEM: Boot complete. ROBOT: ...
    GIRL: ...", ``core.guardrails.screenplays``)."""
    shown = transcripts(text)

    def said(lo: int, hi: int) -> bool:
        if not any(a <= lo and hi <= b for a, b in shown) or _canned(text[lo:hi]):
            return False
        return not claims_role(text, lo) or _for_people(text[lo:hi])

    return [
        (lo, hi)
        for lo, hi in role_blocks(text)
        if not _people_notice(text[lo:hi])
        and not said(lo, hi)
        and not in_a_scene(text[lo:hi])
        and not _inert_element(text[lo:hi])
        and not _status_line(text[lo:hi])
    ]


# A log's own lines in lower case ("# system: watchdog armed for 30 seconds. system: serial
# port open at 115200." in a test run's diagnostics): a source's name, not a chat turn.
_LOG_SOURCE = re.compile(r"(?<![\w-])system:[ \t]")
_LOG_START = re.compile(r"[ \t]*(?:#+|//|;+|--)?[ \t]*system:[ \t]")


def _status_line(block: str) -> bool:
    """Whether ``block`` is one line of lower-case ``system:`` messages, each of which
    gives no order and names no reader and nothing to act on."""
    if "\n" in block.strip() or not _LOG_START.match(block):
        return False
    parts = [p for p in _LOG_SOURCE.split(block)[1:] if p.strip()]
    return bool(parts) and all(
        score(p) == 0
        and not gives_orders(p)
        and not names_reader(p)
        and not names_target(p, secrets=True)
        for p in parts
    )


# An XML element named like a role and closed on its line ("<Developer>Carnegie library
# volunteers</Developer>" in a search engine's description): a field of the document.
_ELEMENT = re.compile(r"[ \t]*<(?P<name>[A-Za-z][\w.-]*)[^<>]*>(?P<inner>[^<>\n]*)</(?P=name)\s*>")


def _inert_element(block: str) -> bool:
    """Whether ``block`` is a role-named XML element whose text gives no order and names
    no reader and nothing to act on."""
    m = _ELEMENT.match(block)
    if m is None:
        return False
    inner = m.group("inner")
    return score(inner) == 0 and not names_reader(inner) and not names_target(inner, secrets=True)


def _regex(pattern: re.Pattern[str]) -> Callable[[str], list[tuple[int, int]]]:
    return lambda text: [m.span() for m in pattern.finditer(text) if m.end() > m.start()]


def sanitise(
    text: str, *, max_chars: int = DEFAULT_MAX_CHARS, tools: Collection[str] | None = None
) -> Sanitised:
    """Clean ``text`` from the internet; at most ``max_chars`` characters come back.

    ``tools`` are the reading agent's tools, when known: a tool call written into the
    page is then only removed when it names one of them (``core.guardrails.calls``).
    """
    # Markup and look-alike checks are not free; what the cap cuts anyway (markup
    # shrinks to a fraction of itself) is not parsed.
    work = _Work(text[: max_chars * 4])
    cut = len(text) - len(work.text)
    _strip_invisible(work)
    _stage(work, "untrusted_marker", _regex(_WRAPPER_MARK))
    _stage(work, "chat_token_named", _named_chat_tokens)
    _stage(work, "chat_token_named", documented_chat_tokens)
    _stage(work, "chat_template", _chat)
    # A call written as XML elements ("<tool_use><name>...") would lose its tags to the
    # markup stripper (some are HTML's: <input>) and read as loose words after it.
    _stage(work, "tool_call_json", lambda text: xml_call_spans(text, tools))
    _strip_markup(work)
    _stage(work, "secret_placeholder", _regex(_SECRET_PLACEHOLDER))
    # Patterns are cheap but not free: what the cap will cut is not searched.
    truncated = cut > 0 or len(work.text) > max_chars
    if truncated:
        work.text = work.text[:max_chars]
        work.add("length_cap", f"over the limit of {max_chars} characters")
    _stage(work, "encoded_instruction", _encoded)
    _stage(
        work,
        "tool_call_json",
        lambda text: tool_call_spans(text, tools) + prose_call_spans(text, tools),
    )
    _stage(
        work,
        "role_impersonation",
        lambda text: _roles(text) + tool_frames(text) + scripted_answer_spans(text),
    )
    _stage(work, "instruction", _instructions)
    _stage(work, "injection_operand", _operands)
    if truncated:
        work.text += f"\n[guardrail: truncated at {max_chars} characters]"
    return Sanitised(
        text=work.text, findings=tuple(work.findings), chars_in=len(text), truncated=truncated
    )
