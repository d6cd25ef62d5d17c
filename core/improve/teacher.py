"""``teacher``: distillation from a stronger model that runs the same agent with tools.

The teacher (a litellm model, e.g. ``openai/gpt-4o-mini`` or a bigger local
model behind Ollama) answers real requests through the ordinary agent loop,
with the agent's own prompt, tools and reply format, so its trajectories are
exactly the shape the small model must produce. Only clean runs are kept:
finished with an answer, no malformed turn, no invalid tool call, within the
step limit, and accepted by the optional checker. Teacher runs are recorded
like any other run, on the platform ``"teacher"``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from sqlalchemy import exists, select

from core.agents.spec import AgentSpec
from core.improve.conversations import run_conversation
from core.improve.from_feedback import FeedbackData
from core.improve.rated import Scope
from core.improve.sanitize import Sanitizer
from core.privacy.policy import ConsentPolicy
from core.runtime.loop import AgentRunner, TurnResult
from core.storage import Database, Run, Span
from core.trajectories import get_run

__all__ = ["TEACHER_PLATFORM", "Checker", "requests_in_scope", "teacher"]

TEACHER_PLATFORM = "teacher"
Checker = Callable[[str, TurnResult], bool]


def requests_in_scope(
    db: Database,
    scope: Scope | dict[str, str] | None = None,
    *,
    limit: int = 100,
    policy: ConsentPolicy | None = None,
) -> list[str]:
    """Distinct requests of recorded runs in ``scope``, newest first (teacher runs left out).

    Only requests the consent ``policy`` allows are taken; ``None`` means the
    stored choices under the strict default (collection off where nobody chose).
    """
    want = Scope.of(scope)
    policy = policy or ConsentPolicy.load(db, default="opt_in")
    query = select(
        Run.input, Run.platform, Run.workspace, Run.channel, Run.user, Run.created_at
    ).where(Run.platform != TEACHER_PLATFORM, Run.input != "")
    if want.agent:
        query = query.where(Run.agent_name == want.agent)
    if want.channel:
        query = query.where(Run.channel == want.channel)
    if want.workflow_step:
        from core.workflows.runs import step_run_ids

        query = query.where(Run.id.in_(step_run_ids(db, want.workflow_step)))
    if want.tool:
        query = query.where(
            exists().where(Span.run_id == Run.id, Span.kind == "tool_call", Span.name == want.tool)
        )
    seen: set[str] = set()
    out: list[str] = []
    with db.session() as s:
        for text, platform, workspace, channel, user, created_at in s.execute(
            query.order_by(Run.id.desc())
        ):
            if policy.refusal(
                platform=platform,
                workspace=workspace,
                channel=channel,
                user=user,
                created_at=created_at,
            ):
                continue
            key = " ".join(text.lower().split())
            if key not in seen:
                seen.add(key)
                out.append(text)
                if len(out) == limit:
                    break
    return out


def _problem(result: TurnResult) -> str | None:
    if result.status != "done":
        return "teacher run failed"
    if result.invalid_turns:
        return "malformed turn"
    if result.invalid_calls:
        return "invalid tool call"
    if result.error:  # e.g. "step limit reached": the answer was forced
        return "step limit"
    return None


async def teacher(
    runner: AgentRunner,
    agent: AgentSpec,
    requests: Sequence[str],
    *,
    sanitizer: Sanitizer,
    checker: Checker | None = None,
    channel: str = "",
) -> FeedbackData:
    """SFT examples from the teacher's clean runs of ``requests``.

    ``runner`` must run the teacher (``services.runner(LiteLLMModel(model=...))``);
    ``checker(request, result)`` may refuse an answer, e.g. an evaluation check.
    """
    data = FeedbackData()
    for request in requests:
        result = await runner.run(agent, request, platform=TEACHER_PLATFORM, channel=channel)
        problem = _problem(result)
        if problem is None and checker is not None and not checker(request, result):
            problem = "checker refused"
        if problem is not None:
            data.skipped[problem] += 1
            continue
        convo = run_conversation(get_run(runner.db, result.run_id))
        if convo is None:
            data.skipped["no model call"] += 1
            continue
        data.sft.append(
            {
                "messages": sanitizer.value(convo),
                "provenance": {
                    "strategy": "teacher",
                    "run_ids": [result.run_id],
                    "feedback_ids": [],
                    "teacher": runner.model.model_id,
                },
            }
        )
    return data
