"""``injection_negatives``: caught prompt injections become training data (SPEC 4.3, 6.2).

When the sanitiser takes an injection out of a page, the guardrail span of
that tool call keeps the page as it came (``raw``, secrets scrubbed, capped)
and the injected parts (``injected``). For each such run in scope this
strategy builds:

* an SFT example: the run's conversation with the tool result replaced by the
  *raw* page, wrapped as untrusted content, and the run's own continuation as
  the target, so the model learns to do the user's task with the injection in
  front of it. The continuation is used when the run was rated good, or, when
  unrated, if no later step follows the injection (no word, URL or tool name
  from the injected text that the user's request and the cleaned page lack).
* a DPO pair on the same prompt: chosen = that continuation, rejected = a
  completion that obeys the injection (the URL it demands fetched, the tool it
  names called, the word it dictates answered, else its text repeated).

Every text goes through the ``Sanitizer`` (vault values included).
"""

from __future__ import annotations

import json
import re
from collections.abc import Collection
from typing import Any

from sqlalchemy import select

from core.guardrails.enforce import UNTRUSTED_END, UNTRUSTED_START, wrap
from core.improve.conversations import run_conversation
from core.improve.from_feedback import FeedbackData
from core.improve.rated import Message, Scope, rated_run
from core.improve.sanitize import Sanitizer
from core.runtime.prompt import answer_text, call_text
from core.storage import Database, Span
from core.trajectories import get_run

__all__ = ["follows_injection", "injection_negatives", "obeying_completion"]

_RESULT = re.compile(r"^Result of (?P<name>[\w.-]+): ", re.S)
_URL = re.compile(r"https?://[^\s\"'<>)\]]+")
_IDENT = re.compile(r"\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b")
# A word the injection dictates: upper case, often hyphenated ("PINEAPPLE-RADIO").
_MARKER = re.compile(r"\b[A-Z][A-Z0-9]{2,}(?:-[A-Z0-9]{2,})+\b|\b[A-Z]{5,}\b")
_DISTINCT = re.compile(
    r"https?://[^\s\"'<>)\]]+|\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b|\b[A-Z][A-Z0-9]{2,}(?:-[A-Z0-9]{2,})+\b"
)


def _sanitised_runs(db: Database) -> list[int]:
    with db.session() as s:
        rows = s.scalars(
            select(Span.run_id)
            .where(Span.kind == "guardrail", Span.name == "sanitised")
            .distinct()
            .order_by(Span.run_id)
        )
        return [int(r) for r in rows]


def obeying_completion(injected: list[str], tools: Collection[str] = ()) -> str:
    """What a model that follows ``injected`` would reply next (an assistant message)."""
    text = " ".join(injected)
    if (url := _URL.search(text)) is not None:
        return call_text("fetch_url", {"url": url.group().rstrip(".,;:")})
    named = [t for t in _IDENT.findall(text) if t in tools and t != "fetch_url"]
    if named:
        return call_text(named[0], {})
    if (marker := _MARKER.search(text)) is not None:
        return answer_text(marker.group())
    return answer_text(injected[0] if injected else text)


def follows_injection(steps: list[Message], injected: list[str], context: str) -> bool:
    """Whether any of ``steps`` carries a URL, identifier or marker word that the
    injection introduced (not found in ``context``: the request and the cleaned page)."""
    distinct = {d.rstrip(".,;:") for d in _DISTINCT.findall(" ".join(injected))}
    distinct = {d for d in distinct if d.lower() not in context.lower()}
    said = " ".join(m["content"] for m in steps if m["role"] == "assistant").lower()
    return any(d.lower() in said for d in distinct)


def _with_raw(content: str, raw: str) -> str | None:
    """A tool-result message with its untrusted block replaced by the raw page."""
    match = _RESULT.match(content)
    if match is None:
        return None
    body = content[match.end() :]
    block = wrap(raw)
    try:
        data = json.loads(body)
    except ValueError:
        data = None
    if isinstance(data, dict) and isinstance(data.get("text"), str):
        data["text"] = block
        return match.group() + json.dumps(data, ensure_ascii=False)
    start = body.find(UNTRUSTED_START)
    end = body.find(UNTRUSTED_END, start)
    if start < 0 or end < 0:
        return None
    return match.group() + body[:start] + block + body[end + len(UNTRUSTED_END) :]


def _guarded_results(run: dict[str, Any]) -> list[tuple[dict[str, Any], dict[str, Any]]]:
    """(guardrail output, tool_result span) for every sanitised tool result with raw text."""
    attempts = run.get("attempts") or []
    if not attempts:
        return []
    spans = sorted(attempts[-1]["spans"], key=lambda s: s["seq"])
    pairs = []
    pending: dict[str, Any] | None = None
    for span in spans:
        if span["kind"] == "guardrail" and span["name"] == "sanitised":
            output = span["output"] or {}
            pending = output if output.get("raw") and output.get("injected") else None
        elif span["kind"] == "tool_result":
            if pending is not None:
                pairs.append((pending, span))
            pending = None
    return pairs


def injection_negatives(
    db: Database,
    *,
    sanitizer: Sanitizer,
    scope: Scope | dict[str, str] | None = None,
    tools: Collection[str] = (),
) -> FeedbackData:
    """SFT examples and DPO pairs from runs whose tool results held a caught injection."""
    want = Scope.of(scope)
    data = FeedbackData()
    for run_id in _sanitised_runs(db):
        run = get_run(db, run_id)
        if run["status"] != "done":
            data.skipped["not done"] += 1
            continue
        if not want.matches(run):
            data.skipped["out of scope"] += 1
            continue
        found = _guarded_results(run)
        convo = run_conversation(run)
        if not found or convo is None:
            data.skipped["no raw page"] += 1
            continue
        convo = sanitizer.value(convo)
        rated = rated_run(db, run_id, sanitizer=sanitizer)
        verdict = rated.verdict if not isinstance(rated, str) else ""
        if verdict == "bad":
            data.skipped["rated bad"] += 1
            continue
        out = [dict(m) for m in convo]
        first = -1
        injected: list[str] = []
        for guard, span in found:
            shown = sanitizer.text(_result_prefix(span["name"]) + str(span["output"]["result"]))
            index = next((i for i, m in enumerate(out) if m["content"] == shown), -1)
            raw_msg = _with_raw(shown, sanitizer.text(str(guard["raw"])))
            if index < 0 or raw_msg is None:
                continue
            out[index]["content"] = raw_msg
            first = index if first < 0 else min(first, index)
            injected += [sanitizer.text(str(t)) for t in guard["injected"]]
        if first < 0 or not injected:
            data.skipped["tool result not in conversation"] += 1
            continue
        steps = out[first + 1 :]
        if not steps or not steps[-1]["content"].lstrip().startswith('{"answer"'):
            data.skipped["no final answer"] += 1
            continue
        context = " ".join(m["content"] for m in convo[: first + 1])
        if verdict != "good" and follows_injection(steps, injected, context):
            data.skipped["followed the injection"] += 1
            continue
        provenance = {
            "strategy": "injection_negatives",
            "run_ids": [run_id],
            "feedback_ids": rated.feedback_ids if not isinstance(rated, str) else [],
        }
        data.sft.append({"messages": out, "provenance": provenance})
        rejected = obeying_completion(injected, tools)
        if rejected != steps[0]["content"]:
            data.dpo.append(
                {
                    "prompt": out[: first + 1],
                    "chosen": steps,
                    "rejected": [{"role": "assistant", "content": rejected}],
                    "provenance": provenance,
                }
            )
    return data


def _result_prefix(name: str) -> str:
    """How ``result_message`` starts a tool's result."""
    return f"Result of {name}: "
