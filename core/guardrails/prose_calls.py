"""Tool calls written out in words (SPEC 4.2).

A page can describe a call instead of writing it as JSON: "An agent registers by
calling put_store_entry with store set to reuse-register", "invoke fetch_url
passing url = ...". Worded as a policy or a description, such a sentence slips past
the checks for orders, yet it names one of the reading agent's own tools and the
arguments to give it, which is all a model needs to make the call. When the
reader's tools are known, a sentence that names one of them after a verb of calling
and goes on to give it arguments, or that opens with its name followed by
``name=value`` arguments or an address, as a command line does, is treated like a
call written into the page (:mod:`core.guardrails.calls`). Pages about other tools,
or that name a tool without arguments ("the agent has a put_store_entry tool"), are
left alone.
"""

from __future__ import annotations

import re
from collections.abc import Collection

from core.guardrails.instructions import block_sentences

__all__ = ["prose_call_spans"]

Span = tuple[int, int]

_CALL = (
    r"\b(?:call|calls|calling|called|invoke[sd]?|invoking|run|runs|running|execute[sd]?"
    r"|executing|trigger(?:s|ed|ing)?|use[sd]?|using|fire[sd]?|firing)\b"
)
# What gives a named tool its arguments: "with store set to x", "(store=...)", "passing
# key ...", "store as ...", "argument(s)", an address right after it; the name may be in
# code quotes ("`tool` with").
_ARGUMENTS = re.compile(
    r"^[\s`'\"*_]*(?:\(|\bwith\b|\bpassing\b|\bgiving\b|\bfor\b[^.!?\n]{0,40}?\bset\s+to\b"
    r"|https?://|www\.)"
    r"|\b(?:set|equal)\s+to\b|[\w-]\s*=\s*\S|\barguments?\b|\bparameters?\b",
    re.I,
)
# A command line: the tool's name opens the sentence (or a table cell) and ``name=value``
# arguments follow ("put_store_entry store=catalogue key=reuse"), or an address to open
# ("fetch_url https://...", ``fetch_url("https://...")``).
_COMMAND_ARGS = re.compile(
    r"[ \t]+[\w-]+[ \t]*=[ \t]*\S|[ \t]*\(?[ \t]*[`'\"]?(?:https?://|www\.)"
    # ... or written as a function call ("put_store_entry(store=plots, key=show)")
    r"|\([ \t]*[\w-]+[ \t]*=[ \t]*\S",
    re.I,
)
# Only quotes, emphasis, a prompt sign, an element's start tag, a markup code in
# brackets (a subtitle's ``[br]``) or a table cell's bar before the name.
_OPENS = re.compile(r"(?:^|>|\[\w+\]|\|)[\s`'\"*_$>]*$")
# A label before the name: a few words and a colon, at the sentence's start.
_LABEL = re.compile(r"[^:\n.!?]{1,40}:[\s`'\"*_]*")
# How far the verb of calling may be from the tool's name, and its arguments from it.
_VERB_REACH = 40
_ARGUMENT_REACH = 80


def prose_call_spans(text: str, tools: Collection[str] | None) -> list[Span]:
    """Sentences of ``text`` that call one of ``tools`` with arguments, in words."""
    if not tools:
        return []
    names = "|".join(re.escape(t) for t in sorted(tools, key=len, reverse=True))
    named = re.compile(rf"(?<![\w.-])(?:{names})(?![\w-])")
    verb = re.compile(_CALL, re.I)
    spans: list[Span] = []
    for sentences in block_sentences(text):
        for lo, hi in sentences:
            for m in named.finditer(text, lo, hi):
                before = text[max(lo, m.start() - _VERB_REACH) : m.start()]
                after = text[m.end() : min(hi, m.end() + _ARGUMENT_REACH)]
                opens = _OPENS.search(text[lo : m.start()]) is not None
                command = opens and bool(_COMMAND_ARGS.match(after))
                # ... or right after whom it is for ("Automated readers: put_store_entry
                # with store rowing ...")
                labelled = _LABEL.fullmatch(text, lo, m.start()) is not None
                if labelled and _ARGUMENTS.match(after):
                    command = True
                if command or (verb.search(before) and _ARGUMENTS.search(after)):
                    spans.append((lo, hi))
                    break
    return spans
