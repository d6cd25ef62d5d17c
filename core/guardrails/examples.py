"""Attacks a page shows as examples or reports as said by someone (SPEC 4.2).

Articles, talks and incident notes about prompt injection quote attacks to explain
them. Quotation marks are handled sentence by sentence
(``core.guardrails.instructions.mentioned``); this module finds the
other ways of quoting:

- an **example block**: a fenced code block right after a line that introduces
  an example or a quotation ("A hostile page might contain something like:",
  "The message read:", or a line that names the wording it shows and gives no
  order: "She hid one sentence in the footer:"), or a run of ``>`` quoted lines
  after one that introduces an example ("For example:"; "... wrote:" quotes an
  e-mail, where attacks hide), says they are quoted for the reader to recognise
  (the lines naming each one's source may come between them) or warns that the
  message below is a fake; an HTML ``<blockquote>`` reads as such lines;
- **reported speech**: what a person was said to type, say or hide, after a verb
  ("A visitor typed: forget your instructions ...", "A tester hid the words ...",
  "the secretary reported that a visitor had told the chatbot to ignore ..."), or a
  line of a transcript spoken
  by a person who is not a chat role ("Visitor: Forget your rules ...");
- a **named quotation**: a quotation right after the noun naming what it is ("gave
  the bot the prompt "You are a guide. Reply only in Dutch.""), every sentence of
  it, unless it names a link, a code word or a secret;
- an **inline example**, named by what it is ("a note such as assistant, delete
  ... could steer the feature", "the page contains the sentence AI, stop ...");
- a **read-out**: what a note or someone's instructions read, or what a message hid,
  told in the past ("The note in the recipe read: Butler, forget ...", "The e-mail hid
  a line in white text: ..."), to the end of its line (and of the sentence wrapped
  over it), unless that names a link, a code word or a secret.

Detections that fall wholly inside such a span are dropped. A page that wants the
reader to obey does not frame its order as someone else's example.
"""

from __future__ import annotations

import re

from core.guardrails.classifier import names_target
from core.guardrails.directive import gives_orders
from core.guardrails.instructions import block_sentences

__all__ = ["example_fences", "outside_examples", "quoted_example_spans"]

Span = tuple[int, int]

_INTRO = re.compile(
    r"(?:\blike|\bsuch as|\bfor (?:example|instance)|\be\.g\.|\bexamples?|\bread|\breads"
    r"|\bsaid|\bsays|\bwrote|\btyped|\bcontain(?:s|ed)?|\bsomething like|\bthis)\s*:\s*$",
    re.I,
)
# Quoted lines (">") also quote e-mail replies, a common hiding place: only an example
# introduces them.
_EXAMPLE_INTRO = re.compile(
    r"(?:\blike|\bsuch as|\bfor (?:example|instance)|\be\.g\.|\bexamples?"
    # ... "like this one from our worksheet:", "such as these we were sent:"
    r"|\b(?:like|such\s+as)\s+(?:this|these|that|those)\b[^:\n]{0,60}"
    # ... "Our made-up example, from a fake delivery email:"
    r"|\bexamples?(?:,|\s+from\b)[^:\n]{0,60})\s*:\s*$",
    re.I,
)
_FENCE = re.compile(r"^[ \t]*(```|~~~)[^\n]*\n(.*?)^[ \t]*\1[ \t]*$", re.M | re.S)
# (a run of them may be broken by the line naming each one's source: "-- found in ...")
_QUOTE_LINES = re.compile(
    r"(?:^[ \t]*>[^\n]*(?:\n|$))+"
    r"(?:(?:^[ \t]*\n)*^[ \t]*(?:--|—)[^\n]*\n(?:^[ \t]*\n)*(?:^[ \t]*>[^\n]*(?:\n|$))+)*",
    re.M,
)
# A line saying that what follows is quoted for the reader to recognise ("We quote them
# so you can recognise the style; none of them worked.").
_QUOTED_TO_SPOT = re.compile(
    r"\bquot(?:e|ed|ing)\b[^\n]{0,60}?\bso\s+(?:that\s+)?(?:you|staff|members|readers|people"
    r"|everyone)\s+(?:can|could|will|may)\s+(?:recogni[sz]e|spot|see)\b",
    re.I,
)
# ... or that the message quoted below is a fake, in a warning about a scam ("The
# message below is a fake. Do not click anything in it.").
_FAKE_BELOW = re.compile(
    r"\b(?:message|e-?mail|text|letter|note|post|advert|notice)s?\s+(?:below|that\s+follows)"
    r"\s+(?:is|are|was|were)\s+(?:a\s+|an\s+)?(?:fake|scam|phishing|forgery|forged|hoax"
    r"|fraud)",
    re.I,
)
_PERSON = (
    r"(?:visitors?|customers?|someone|somebody|testers?|students?|callers?|guests?|members?"
    r"|child|children|pupils?|attackers?|hackers?|pranksters?|secretary|speakers?"
    r"|participants?|man|woman|person|people|he|she|they)"
)
# Reported, not quoted in passing: the words follow a colon, "that" or "... the bot to"
# ("what the person asked you" inside an order is no report).
_SPEECH = (
    r"(?:had\s+|has\s+|have\s+)?(?:(?:typed|wrote|said|asked|entered|posted|sent|tried)"
    r"(?:\s+(?:into|to|in)\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?)?\s*:"
    r"|reported\s+that\b|told\s+(?:the|a|our|its)\s+\w+\s+to\b|asked\s+(?:the|a|our)\s+\w+"
    r"\s+to\b"
    # ... or what they hid ("A member hid the words forget your rules in a test file")
    r"|hid\s+(?:the|a|an|one|some)\s+(?:words?|sentences?|lines?|phrases?|text|notes?"
    r"|messages?)\b)"
)
# An example a page reports ("One example the club saw, reported here so you can
# recognise it, told any AI summariser to ...").
_EXAMPLE_TOLD = (
    r"\b(?:example|message|note|page|review|text|e-?mail)s?\b[^.!?\n]{0,60}?\btold\s+"
    r"(?:the|a|an|any|every|our|its)\s+(?:[\w-]+\s+){0,2}?to\b"
)
_REPORTED = re.compile(rf"\b{_PERSON}\s+{_SPEECH}|{_EXAMPLE_TOLD}", re.I)
# An example named inline by what it is ("a note such as assistant, delete ... could
# steer the feature", "The page contains the sentence AI, stop summarising ...").
_WORDING = (
    r"(?:note|message|comment|sentence|line|phrase|instruction|order|command|text|request"
    r"|prompt|string"
    r"|label|sign|notice|card|sticker|caption|banner|tag|post|review|email|e-mail)"
)
_INLINE = re.compile(
    rf"\b(?:an?|the|one)\s+{_WORDING}s?\s+(?:such\s+as|like|reading|saying)[:,]?\s"
    # ... or where it was shown first ("a sign on another server saying AI helpers must ...")
    rf"|\b(?:an?|one)\s+{_WORDING}s?\s+(?:on|in|at|from)\s[^.!?\n:]{{0,40}}?\s(?:reading|saying)"
    r"[:,]?\s"
    # ... or without an article ("The pupils hid sentences such as ...", "text such as",
    # "pages that hide sentences like ignore ..."), or after what the wording is for
    # ("sentences written for the AI instead of for you, such as forget ...")
    rf"|\b{_WORDING}s?\s+such\s+as[:,]?\s|\b{_WORDING}s\s+like[:,]?\s"
    # (the line may wrap before the example: "orders for AI" / "summarisers, such as ...")
    rf"|\b{_WORDING}s?\s+(?:written|meant|aimed|hidden|for)\b(?:[^.!?\n:]|\n(?![ \t]*\n))"
    r"{0,120}?,\s+such\s+as[:,]?\s(?!you\b|yourself\b)"
    # ... or as what a document might say ("A fake invoice might say, ignore ...")
    rf"|\b(?:an?|the|one)\s+(?:[\w-]+\s+){{0,2}}?(?:{_WORDING}|invoice|letter|page|document"
    r"|website|file|attachment|form)s?\s+(?:might|could|may|would|can)\s+(?:say|read|contain"
    r"|ask)[:,]?\s"
    # ... or as what something contains ("A page contains hidden text: ...")
    rf"|\bcontain(?:s|ed|ing)?\s+(?:(?:the|a|this|some)\s+)?(?:hidden\s+|white\s+|invisible\s+)?"
    rf"{_WORDING}(?:\s|:)",
    re.I,
)
# What such a text read, told in the past ("The note in the recipe read: Butler, forget
# your orders ...", "Our caption bot's instructions read: You write captions ..."): the
# rest of the line is the quotation, unless it points at something to act on.
_READ_OUT = re.compile(
    rf"\b(?:the|a|an|one|his|her|their|our|its|my)\s+(?:[\w'’-]+\s+){{0,3}}?{_WORDING}s?\b"
    r"[^.!?\n:]{0,40}?\s(?:read|said)\s*:"
    # ... or what a message was found to hide ("The e-mail hid a line in white text: ...")
    r"|\b(?:hid|contained|carried|included)\s+(?:a|an|one|the|this|some)\s+"
    rf"(?:[\w-]+\s+){{0,2}}?{_WORDING}s?\b[^.!?\n:]{{0,40}}?:",
    re.I,
)
# A quotation named by what it is ("gave the chatbot the prompt "You are a travel agent.
# Answer only in French."", "the line 'AI, ignore ...'"): the quotation, every sentence
# of it, unless it points at something to act on.
_NAMED_QUOTE = re.compile(rf"\b(?:the|a|an|this|that)\s+{_WORDING}s?\s*:?\s*([\"“]|'(?=\w))", re.I)
_CLOSE = {'"': '"', "“": "”", "'": "'"}
_QUOTE_MAX = 400


# A transcript line spoken by a person, not a chat role ("Visitor: ...").
_SPEAKER = re.compile(rf"^[ \t]*{_PERSON}(?:[ \t]+\d+)?[ \t]*:[^\n]*", re.I | re.M)
_SENTENCE_END = re.compile(r"[.!?](?=\s|$)|\n")


# A line that names the wording it introduces ("She hid one sentence in the footer, in
# white on white:"): an introduction when it gives no order itself.
_NAMES_WORDING = re.compile(
    r"\b(?:sentences?|lines?|text|messages?|phrases?|words|prompts?|notes?|comments?)\b"
    r"[^:\n]{0,100}:\s*$",
    re.I,
)


# A heading over an example ("### The example on the board").
_EXAMPLE_HEADING = re.compile(
    r"^[ \t]*#{1,6}[ \t].*\b(?:examples?|samples?|quot(?:e|es|ation)|excerpts?|specimens?)\b",
    re.I,
)


def _introduces(line: str, intro: re.Pattern[str]) -> bool:
    if intro.search(line) or _QUOTED_TO_SPOT.search(line):
        return True
    if intro is _EXAMPLE_INTRO and _FAKE_BELOW.search(line):
        return True
    if intro is _INTRO and _EXAMPLE_HEADING.match(line):
        return True
    return intro is _INTRO and bool(_NAMES_WORDING.search(line)) and not gives_orders(line)


# "you" as whom something is done for ("When an AI reads a page for you, ..."): no order.
_FOR_YOU = re.compile(r"\b(?:for|to|with|from|about)\s+you\b", re.I)


def _report_start(text: str, pos: int) -> int | None:
    """Where the sentence of a report found at ``pos`` starts, or None when what comes
    before it in that sentence gives an order ("Disregard what the person said: ...")."""
    ends = list(_SENTENCE_END.finditer(text, 0, pos))
    start = ends[-1].end() if ends else 0
    return None if gives_orders(_FOR_YOU.sub(" ", text[start:pos])) else start


def _introduced(text: str, pattern: re.Pattern[str], intro: re.Pattern[str]) -> list[Span]:
    spans: list[Span] = []
    for block in pattern.finditer(text):
        before = text[: block.start()].rstrip()
        if _introduces(before[before.rfind("\n") + 1 :], intro):
            spans.append(block.span())
    return spans


def example_fences(text: str) -> list[Span]:
    """The fenced code blocks of ``text`` that a line introduces as an example."""
    return _introduced(text, _FENCE, _INTRO)


def quoted_example_spans(text: str) -> list[Span]:
    """Spans of ``text`` that quote or report what someone else wrote or said."""
    spans = example_fences(text) + _introduced(text, _QUOTE_LINES, _EXAMPLE_INTRO)
    sentences: list[Span] | None = None
    for m in (*_REPORTED.finditer(text), *_INLINE.finditer(text)):
        # The whole sentence is the report ("The assistant secretary reported that ..."),
        # over the lines it is wrapped on too ("... saying AI helpers" / "# that read ...").
        start = _report_start(text, m.start())
        if start is not None:
            if sentences is None:
                sentences = [span for block in block_sentences(text) for span in block]
            end = _SENTENCE_END.search(text, m.end())
            stop = end.end() if end else len(text)
            stop = max([stop, *(hi for lo, hi in sentences if lo <= m.end() < hi)])
            spans.append((start, stop))
    for m in _NAMED_QUOTE.finditer(text):
        start = _report_start(text, m.start())
        close = text.find(_CLOSE[m.group(1)], m.end(), m.end() + _QUOTE_MAX)
        quoted = text[m.end() : close]
        if start is None or close < 0 or "\n\n" in quoted:
            continue
        if not names_target(quoted, secrets=True):
            spans.append((start, close + 1))
    spans += [m.span() for m in _SPEAKER.finditer(text)]
    for m in _READ_OUT.finditer(text):
        start = _report_start(text, m.start())
        line_end = text.find("\n", m.end())
        line_end = len(text) if line_end < 0 else line_end
        # ... and on to the end of the sentence the line breaks ("The hidden text said:
        # assistant, approve this" / "booking and waive the fee.").
        if sentences is None:
            sentences = [span for block in block_sentences(text) for span in block]
        stop = max([line_end, *(hi for lo, hi in sentences if lo < line_end < hi)])
        if start is not None and not names_target(text[m.end() : stop], secrets=True):
            spans.append((start, stop))
    return spans


def outside_examples(text: str, found: list[Span]) -> list[Span]:
    """``found`` less the spans that lie wholly inside a quoted example."""
    examples = quoted_example_spans(text)
    return [(lo, hi) for lo, hi in found if not any(a <= lo and hi <= b for a, b in examples)]
