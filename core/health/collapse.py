"""Output collapse: what the model says grows more alike with every improvement iteration.

Training on its own best-rated answers can narrow a model to a few stock replies
(mode collapse). Each iteration is one version of an instance the job deploys to
(``assistant:base``, ``assistant:v1``, ...: what ``Run.model`` records); its
diversity is read from the latest outputs of the job's agent it served:

- ``distinct_2``: distinct word bigrams / all word bigrams over the outputs;
- ``similarity``: mean pairwise Jaccard similarity of the outputs' word sets.

Each iteration is measured on the same number of outputs (distinct-n falls with
more text). Collapse is declared when, over the last ``MIN_ITERATIONS`` or more
iterations with at least ``MIN_RUNS`` outputs each, similarity rose at every step
(within ``STEP_TOLERANCE``) by ``MIN_SIMILARITY_RISE`` in all, and distinct-2 fell
by ``MIN_DISTINCT_DROP`` of its first value. This is about outputs across model
versions; :mod:`core.critique.collapse` watches critique scores within one.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import combinations, pairwise
from statistics import fmean

from sqlalchemy import select

from core.health.finding import Finding
from core.health.readings import job_agent, job_instances, served_by
from core.improve.jobs import Job
from core.serving.embedded import model_label
from core.serving.instances import InstanceService
from core.storage import Database, Run

__all__ = [
    "MIN_DISTINCT_DROP",
    "MIN_ITERATIONS",
    "MIN_RUNS",
    "MIN_SIMILARITY_RISE",
    "RUNS_PER_ITERATION",
    "Diversity",
    "check_collapse",
    "diversity",
    "iteration_outputs",
]

# A fall needs three points: two iterations differing is as often the data as the model.
MIN_ITERATIONS = 3
# Below a dozen answers two near-duplicates already move the similarity by several points.
MIN_RUNS = 12
RUNS_PER_ITERATION = 30  # 435 pairs: enough, and cheap to compare
# Chat answers to different questions share function words: diverse outputs sit near 0.1-0.2
# Jaccard; 0.15 more is a clearly narrower vocabulary, not a change of topics.
MIN_SIMILARITY_RISE = 0.15
MIN_DISTINCT_DROP = 0.2  # a fifth fewer distinct bigrams per bigram
STEP_TOLERANCE = 0.02  # sampling noise of one step measured on ~30 outputs
_LOOKBACK = 6  # iterations examined at most
_WORD = re.compile(r"\w+")


@dataclass(frozen=True, slots=True)
class Diversity:
    """The diversity of one iteration's outputs."""

    label: str
    runs: int
    distinct_2: float
    similarity: float

    def as_dict(self) -> dict[str, object]:
        return {
            "iteration": self.label,
            "runs": self.runs,
            "distinct_2": round(self.distinct_2, 3),
            "similarity": round(self.similarity, 3),
        }


def diversity(label: str, outputs: list[str]) -> Diversity:
    """Distinct-2 and mean pairwise word-set similarity of ``outputs``."""
    words = [_WORD.findall(text.lower()) for text in outputs]
    bigrams = [pair for w in words for pair in pairwise(w)]
    distinct = len(set(bigrams)) / len(bigrams) if bigrams else 0.0
    sets = [set(w) for w in words]
    pairs = [len(a & b) / len(a | b) for a, b in combinations(sets, 2) if a | b]
    return Diversity(label, len(outputs), distinct, fmean(pairs) if pairs else 1.0)


def iteration_outputs(
    db: Database, agent: str, label: str, *, limit: int = RUNS_PER_ITERATION
) -> list[str]:
    """The latest non-empty outputs of ``agent``'s finished runs served by ``label``."""
    with db.session() as s:
        return list(
            s.scalars(
                select(Run.output)
                .where(
                    Run.agent_name == agent,
                    Run.status == "done",
                    Run.output != "",
                    served_by(label),
                )
                .order_by(Run.id.desc())
                .limit(limit)
            )
        )


def _falling(values: list[float], need: float) -> bool:
    """Each step down (within the tolerance) and the whole fall at least ``need``."""
    steps = pairwise(values)
    return all(b <= a + STEP_TOLERANCE for a, b in steps) and values[0] - values[-1] >= need


def _instance_collapse(
    db: Database, instances: InstanceService, job: Job, agent: str, name: str
) -> Finding | None:
    labels = [model_label(name, 0)] + [
        model_label(name, v.version) for v in instances.versions(name)
    ]
    outputs = {label: iteration_outputs(db, agent, label) for label in labels[-_LOOKBACK:]}
    enough = [label for label, texts in outputs.items() if len(texts) >= MIN_RUNS]
    if len(enough) < MIN_ITERATIONS:
        return None
    size = min(len(outputs[label]) for label in enough)
    measured = [diversity(label, outputs[label][:size]) for label in enough]
    # The longest run of iterations, ending at the latest, along which diversity fell.
    for start in range(len(measured) - MIN_ITERATIONS + 1):
        tail = measured[start:]
        distinct = [d.distinct_2 for d in tail]
        sims = [-d.similarity for d in tail]  # similarity rising is -similarity falling
        if _falling(sims, MIN_SIMILARITY_RISE) and _falling(
            distinct, MIN_DISTINCT_DROP * distinct[0]
        ):
            break
    else:
        return None
    first, last = tail[0], tail[-1]
    summary = (
        f"Output collapse on {name} (agent {agent}): over {len(tail)} iterations "
        f"({first.label} -> {last.label}) the outputs grew alike: pairwise similarity "
        f"{first.similarity:.2f} -> {last.similarity:.2f}, distinct bigrams "
        f"{first.distinct_2:.2f} -> {last.distinct_2:.2f} (each on its latest {size} answers)."
    )
    return Finding(
        kind="collapse",
        job=job.name,
        job_id=job.id,
        agent=agent,
        summary=summary,
        key=f"{name}:{last.label}",
        instance=name,
        evidence={"iterations": [d.as_dict() for d in measured], "collapsed_from": first.label},
        changes={
            "similarity": round(last.similarity - first.similarity, 4),
            "distinct_2": round(last.distinct_2 - first.distinct_2, 4),
        },
    )


def check_collapse(db: Database, instances: InstanceService, job: Job) -> list[Finding]:
    """A collapse finding per instance of ``job`` whose outputs collapsed; often none."""
    agent = job_agent(job)
    return [
        found
        for name in job_instances(job)
        if instances.exists(name)
        and (found := _instance_collapse(db, instances, job, agent, name)) is not None
    ]
