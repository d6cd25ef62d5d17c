"""Evolution plans: surgical edits of an agent, derived from analysed ratings and credit.

Deterministic rules map a complaint (aspect and direction), what credit says
about it (a blamed prompt segment, an instruction that was not followed, a
missing instruction, or blamed spans of a multi-step run) and simple run
statistics to a few small changes, each with its reason and confidence. The
sentences added to a prompt come from a fixed table of remedies (a model may
rephrase them later, see ``core.evolution.phrase``): the raters' comments never
reach a prompt, so nothing written in a comment can become an instruction.
A plan states one hypothesis about its main complaint with a measurable metric.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from core.agents.spec import AgentSpec
from core.evolution.changes import (
    CHARS_METRIC,
    OPS,
    TARGETS,
    Change,
    EvolutionPlan,
    Hypothesis,
    RunStats,
    rate_metric,
)
from core.evolution.credit import RatingCredit
from core.evolution.prompt_credit import BLAMED, MISSING, NOT_FOLLOWED
from core.evolution.ratings import StoredAnalysis

__all__ = [
    "CHARS_METRIC",
    "OPS",
    "REMEDIES",
    "TARGETS",
    "Change",
    "EvolutionPlan",
    "Hypothesis",
    "RunStats",
    "build_plan",
    "rate_metric",
]

# At most this many distinct complaints are acted on per plan (the most frequent).
_MAX_COMPLAINTS = 2
_MIN_MAX_TOKENS = 64
_MAX_STEPS_CEILING = 8

# One short sentence per complaint that asks for the opposite of what was complained about.
REMEDIES: Mapping[tuple[str, str], str] = {
    # Chosen on the bundled 135M model over 8 questions (none of the tests'): "Answer
    # briefly, in one or two sentences." made its answers longer (354 vs 242 characters
    # on average), this sentence shorter (167).
    ("length", "too_long"): "Answer in one short sentence.",
    ("length", "too_short"): "Give a complete answer that explains the key details.",
    ("format", "wrong_format"): "Lay the answer out the way the user asks for it.",
    ("accuracy", "wrong"): "If you are not sure of a fact, say so.",
    ("tone", "too_formal"): "Use a friendly, conversational tone.",
    ("tone", "too_casual"): "Use a professional, polite tone.",
    ("tone", "rude"): "Be polite and respectful.",
    ("tool_use", "wrong_tool"): "Pick the tool whose description fits the request.",
    ("tool_use", "missing_tool"): "Use your tools to look things up before answering.",
    ("tool_use", "unnecessary_tool"): "Only use a tool when needed; otherwise answer directly.",
    ("tool_use", "tool_failed"): "If a tool fails, check its arguments and try once more.",
    ("completeness", "incomplete"): "Address every part of the question.",
    ("speed", "too_slow"): "Answer quickly, without unnecessary steps.",
    ("safety", "unsafe"): "Never reveal secrets, passwords or private data.",
    ("safety", "over_cautious"): "Help with ordinary, harmless requests in full.",
    ("relevance", "off_topic"): "Stay on topic: answer only what was asked.",
}
_NO_INVENTED_TOOLS = "Call only the tools you were given; never invent tool names."


def _complaints(analyses: Sequence[StoredAnalysis]) -> Counter[tuple[str, str]]:
    counts: Counter[tuple[str, str]] = Counter()
    for stored in analyses:
        for key in {(a.aspect, a.direction) for a in stored.analysis.complaints}:
            counts[key] += 1
    return counts


def _confidence(analyses: Sequence[StoredAnalysis], key: tuple[str, str]) -> float:
    """Mean confidence of the complaint, times the share of ratings that make it."""
    values = [
        a.confidence
        for s in analyses
        for a in s.analysis.complaints
        if (a.aspect, a.direction) == key
    ]
    if not values or not analyses:
        return 0.0
    return round(sum(values) / len(values) * len(values) / len(analyses), 3)


def _prompt_verdicts(
    credits: Sequence[RatingCredit], key: tuple[str, str]
) -> tuple[Counter[str], Counter[str]]:
    """Verdict counts, and how often each segment was blamed, for one complaint."""
    verdicts: Counter[str] = Counter()
    blamed: Counter[str] = Counter()
    for credit in credits:
        for pc in credit.prompt:
            if (pc.aspect, pc.direction) != key:
                continue
            verdicts[pc.verdict] += 1
            for segment in pc.blamed:
                blamed[segment.text] += 1
    return verdicts, blamed


def _invented_tools(credits: Sequence[RatingCredit]) -> bool:
    return any(
        "invented tool name" in span.reasons
        for credit in credits
        if credit.trajectory is not None
        for span in credit.trajectory.spans
    )


def _prompt_changes(
    spec: AgentSpec,
    key: tuple[str, str],
    credits: Sequence[RatingCredit],
    confidence: float,
) -> list[Change]:
    aspect, direction = key
    remedy = REMEDIES.get(key)
    if remedy is None:
        return []
    verdicts, blamed = _prompt_verdicts(credits, key)
    prompt = spec.system_prompt
    changes: list[Change] = []
    segments = [text for text, _ in blamed.most_common() if text in prompt]
    if segments and remedy not in prompt:
        first, *rest = segments
        changes.append(
            Change(
                "system_prompt",
                "modify",
                first,
                remedy,
                f"{aspect} {direction}: the instruction {first!r} pushes the wrong way "
                f"(blamed in {blamed[first]} rating(s))",
                confidence,
                aspect,
                direction,
            )
        )
        changes.extend(
            Change(
                "system_prompt",
                "remove",
                text,
                None,
                f"{aspect} {direction}: {text!r} also pushes the wrong way",
                confidence,
                aspect,
                direction,
            )
            for text in rest
        )
        return changes
    if remedy in prompt:
        return []
    if verdicts[NOT_FOLLOWED] > verdicts[MISSING]:
        reason = (
            f"{aspect} {direction}: the prompt asks for it but replies ignored it; repeat it last"
        )
    elif verdicts[MISSING]:
        reason = f"{aspect} {direction}: no instruction covers it"
    else:
        reason = f"{aspect} {direction}: raters complained about multi-step runs"
    changes.append(
        Change("system_prompt", "add", None, remedy, reason, confidence, aspect, direction)
    )
    invented = key == ("tool_use", "wrong_tool") and _invented_tools(credits)
    if invented and _NO_INVENTED_TOOLS not in prompt:
        changes.append(
            Change(
                "system_prompt",
                "add",
                None,
                _NO_INVENTED_TOOLS,
                "tool_use wrong_tool: runs called tools that do not exist",
                confidence,
                aspect,
                direction,
            )
        )
    return changes


def _parameter_changes(
    spec: AgentSpec, key: tuple[str, str], stats: RunStats, confidence: float
) -> list[Change]:
    aspect, direction = key

    def param(name: str, before: Any, after: Any, reason: str) -> Change:
        return Change(
            "parameters", "modify", before, after, reason, confidence, aspect, direction, name
        )

    limit = spec.max_tokens
    cut_off = stats.runs > 0 and stats.at_cap * 2 >= stats.runs
    if key == ("length", "too_long") and cut_off and limit > _MIN_MAX_TOKENS:
        after = max(_MIN_MAX_TOKENS, limit // 2)
        return [
            param(
                "max_tokens",
                limit,
                after,
                f"{stats.at_cap} of {stats.runs} rated answers ran into max_tokens={limit}",
            )
        ]
    cap = spec.constraints.get("max_tokens")
    if key == ("length", "too_short") and cut_off and (not cap or limit * 2 <= int(cap)):
        return [
            param(
                "max_tokens",
                limit,
                limit * 2,
                f"{stats.at_cap} of {stats.runs} short answers were cut off",
            )
        ]
    steps = int(spec.param("max_steps"))
    if key == ("speed", "too_slow") and spec.tools and steps > 1:
        return [param("max_steps", steps, steps - 1, "fewer steps answer sooner")]
    if key == ("tool_use", "tool_failed") and steps < _MAX_STEPS_CEILING:
        return [param("max_steps", steps, steps + 1, "room to retry a failed tool once")]
    return []


def _hypothesis(agent: str, key: tuple[str, str], stats: RunStats) -> Hypothesis:
    aspect, direction = key
    expected = {aspect: f"fewer {direction} complaints"}
    if aspect == "length":
        expect = "decrease" if direction == "too_long" else "increase"
        word = "shorter" if expect == "decrease" else "longer"
        expected["answer_length"] = f"{word} answers ({CHARS_METRIC} {expect}s)"
        text = (
            f"{agent}: answers get {word} (mean answer length {expect}s; the rated answers "
            f"averaged {stats.mean_chars:.0f} characters) and {direction} complaints drop"
        )
        metric = CHARS_METRIC
    else:
        expect = "decrease"
        metric = rate_metric(aspect, direction)
        text = f"{agent}: fewer {aspect} {direction} complaints per rated run"
    return Hypothesis(text, expected, metric, expect, aspect, direction)


def _credit_summary(credits: Sequence[RatingCredit]) -> dict[str, Any]:
    out: dict[str, Any] = {"prompt": {}, "trajectory_blamed": {}}
    for credit in credits:
        for pc in credit.prompt:
            verdicts = out["prompt"].setdefault(f"{pc.aspect}:{pc.direction}", {})
            verdicts[pc.verdict] = verdicts.get(pc.verdict, 0) + 1
            if pc.verdict == BLAMED:
                for segment in pc.blamed:
                    blamed = verdicts.setdefault("segments", [])
                    if segment.text not in blamed:
                        blamed.append(segment.text)
        if credit.trajectory is not None:
            for span in credit.trajectory.blamed:
                name = f"{span.kind}:{span.name}" if span.name else span.kind
                out["trajectory_blamed"][name] = out["trajectory_blamed"].get(name, 0) + 1
    return out


def build_plan(
    spec: AgentSpec,
    analyses: Sequence[StoredAnalysis],
    credits: Sequence[RatingCredit],
    stats: RunStats | None = None,
) -> EvolutionPlan | None:
    """A plan for ``spec`` from its analysed ratings; ``None`` when nothing calls for a change."""
    stats = stats or RunStats()
    counts = _complaints(analyses)
    ranked = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
    changes: list[Change] = []
    primary: tuple[str, str] | None = None
    for key, _ in ranked:
        if len({(c.aspect, c.direction) for c in changes}) >= _MAX_COMPLAINTS:
            break
        confidence = _confidence(analyses, key)
        found = _prompt_changes(spec, key, credits, confidence)
        found += _parameter_changes(spec, key, stats, confidence)
        # A segment or parameter another complaint already edits is left to that edit.
        taken = {(c.target, c.key, str(c.before)) for c in changes if c.op != "add"}
        found = [c for c in found if c.op == "add" or (c.target, c.key, str(c.before)) not in taken]
        if found:
            primary = primary or key
            changes.extend(found)
    if primary is None:
        return None
    summary = {
        "ratings": len(analyses),
        "negative": sum(1 for s in analyses if s.analysis.sentiment == "negative"),
        "mean_rating": round(sum(s.analysis.value for s in analyses) / len(analyses), 3),
        "complaints": {f"{a}:{d}": n for (a, d), n in ranked},
        "runs": stats.runs,
        "mean_answer_chars": round(stats.mean_chars, 1),
        "answers_at_max_tokens": stats.at_cap,
    }
    return EvolutionPlan(
        agent=spec.name,
        from_version=spec.version,
        changes=tuple(changes),
        hypothesis=_hypothesis(spec.name, primary, stats),
        trigger=tuple(s.feedback_id for s in analyses),
        analysis=summary,
        credit=_credit_summary(credits),
    )
