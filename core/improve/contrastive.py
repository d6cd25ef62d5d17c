"""``contrastive``: good vs bad runs of *similar* requests become DPO pairs.

``from_feedback`` pairs runs only when the request is the same text; people
rarely ask the same thing twice word for word, so here a bad run is paired
with a good run of the same agent whose request is close in meaning (cosine
similarity of sentence embeddings at or above ``threshold``). The pair's
prompt is the good run's; ``rejected`` is the bad run's continuation shown
after that prompt, i.e. what the model did wrong on a request like this one.
Good runs also become SFT examples.
"""

from __future__ import annotations

import hashlib
import json
import math
from collections.abc import Callable, Sequence

from core.improve.from_feedback import FeedbackData
from core.improve.rated import RatedRun, Scope, prompt_of, rated_runs
from core.improve.sanitize import Sanitizer
from core.storage import Database

__all__ = ["EmbedFn", "contrastive", "cosine"]

EmbedFn = Callable[[Sequence[str]], list[list[float]]]


def cosine(a: Sequence[float], b: Sequence[float]) -> float:
    dot = sum(x * y for x, y in zip(a, b, strict=True))
    norm = math.sqrt(sum(x * x for x in a)) * math.sqrt(sum(y * y for y in b))
    return dot / norm if norm else 0.0


def _default_embed(texts: Sequence[str]) -> list[list[float]]:
    from core.rag.embeddings import embed

    return embed(texts)


def contrastive(
    db: Database,
    *,
    sanitizer: Sanitizer,
    since_feedback_id: int = 0,
    scope: Scope | dict[str, str] | None = None,
    embed: EmbedFn | None = None,
    threshold: float = 0.8,
    max_pairs_per_run: int = 3,
) -> FeedbackData:
    """DPO pairs across similar requests and SFT from the good runs, rated after the snapshot.

    ``embed`` defaults to the bundled all-MiniLM-L6-v2; each good run is paired
    with at most ``max_pairs_per_run`` bad runs, the most similar first.
    """
    rated = rated_runs(db, sanitizer=sanitizer, since_feedback_id=since_feedback_id, scope=scope)
    data = FeedbackData(last_feedback_id=rated.last_feedback_id)
    data.skipped.update(rated.skipped)
    good = [r for r in rated.runs if r.verdict == "good" and r.run["status"] == "done"]
    bad = [r for r in rated.runs if r.verdict == "bad"]
    data.skipped["good but failed"] += sum(
        r.verdict == "good" and r.run["status"] != "done" for r in rated.runs
    )
    seen: set[str] = set()
    for run in good:
        key = hashlib.sha256(json.dumps(run.conversation, sort_keys=True).encode()).hexdigest()
        if key in seen:
            data.skipped["duplicate"] += 1
            continue
        seen.add(key)
        data.sft.append({"messages": run.conversation, "provenance": _provenance(run)})
    if not good or not bad:
        return data
    # The sanitised request, so that an ``embed`` calling a remote service sees no secret.
    vectors = (embed or _default_embed)([_request(r) for r in good + bad])
    good_vecs, bad_vecs = vectors[: len(good)], vectors[len(good) :]
    for g, g_vec in zip(good, good_vecs, strict=True):
        scored = sorted(
            (
                (cosine(g_vec, b_vec), b)
                for b, b_vec in zip(bad, bad_vecs, strict=True)
                if b.run["agent"] == g.run["agent"]
            ),
            key=lambda item: -item[0],
        )
        for score, b in [item for item in scored if item[0] >= threshold][:max_pairs_per_run]:
            prompt = prompt_of(g.conversation)
            rejected = b.conversation[len(prompt_of(b.conversation)) :]
            if not rejected:
                data.skipped["bad run without reply"] += 1
                continue
            data.dpo.append(
                {
                    "prompt": prompt,
                    "chosen": g.conversation[len(prompt) :],
                    "rejected": rejected,
                    "provenance": {
                        **_provenance(g, b),
                        "similarity": round(score, 4),
                    },
                }
            )
    return data


def _request(run: RatedRun) -> str:
    return str(prompt_of(run.conversation)[-1]["content"])


def _provenance(*runs: RatedRun) -> dict[str, object]:
    return {
        "strategy": "contrastive",
        "run_ids": [r.id for r in runs],
        "feedback_ids": [f for r in runs for f in r.feedback_ids],
    }
