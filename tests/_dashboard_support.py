"""Services with a few recorded runs, for the dashboard tests."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from core.agents.spec import AgentSpec
from core.models.scripted import ScriptedModel
from core.services import Services
from core.settings import Settings


def services_with_runs(
    data_dir: Path,
    *,
    secret_key: str,
    agent: tuple[str, str],
    replies: list[str],
    turns: list[tuple[str, dict[str, Any]]],
) -> tuple[Services, list[int]]:
    """Services on scripted ``replies`` after the agent ``(name, system prompt)``, which may
    use ``put_store_entry``, ran each ``(text, where)`` turn; the run ids, in order."""
    settings = Settings(_env_file=None, data_dir=data_dir, secret_key=secret_key)  # type: ignore[call-arg]
    services = Services(settings, model=ScriptedModel(replies))
    spec = AgentSpec(
        name=agent[0],
        system_prompt=agent[1],
        tools=("put_store_entry",),
        parameters={"max_steps": 3, "tool_choice_k": 0},
    )

    async def run_all() -> list[int]:
        runner = services.runner()
        ids = []
        for text, where in turns:
            result = await runner.run(spec, text, **where)
            assert result.status == "done", result.error
            ids.append(result.run_id)
        return ids

    return services, asyncio.run(run_all())
