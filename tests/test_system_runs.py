"""System runs: strop's own questions to an administrator, as cards in the admin channel."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from chat_support.memory import MemorySurface
from sqlalchemy import select

from core import system_runs
from core.chat import ButtonAction, Conversation
from core.conversation import ChatService
from core.models.scripted import ScriptedModel
from core.services import Services
from core.settings import Settings
from core.storage import Base, HelpRequest
from core.system_runs import open_system_run, post_system_cards, system_purpose
from core.trajectories import get_run

ADMINS = Conversation(platform="memory", channel="ADMINS", workspace="T1")


@pytest.fixture
def services(tmp_path: Path) -> Iterator[Services]:
    settings = Settings(  # type: ignore[call-arg]
        _env_file=None,
        data_dir=tmp_path / "data",
        chat_admins="memory:ADMIN",
        admin_channel="memory:T1:ADMINS",
    )
    # The model must never be asked: a system run resumes through its handler.
    services = Services(settings, model=ScriptedModel([]))
    yield services
    services.close()


@pytest.fixture
def answers(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, list[HelpRequest]]]:
    seen: list[tuple[int, list[HelpRequest]]] = []

    async def handler(services: Services, ref: int, rows: Sequence[HelpRequest]) -> str:
        seen.append((ref, list(rows)))
        if rows and rows[0].extra.get("denied"):
            return f"Proposal {ref} declined; nothing was trained."
        if ref == 13:
            raise RuntimeError("the build broke")
        return f"Proposal {ref} approved by {rows[0].answered_by}."

    monkeypatch.setattr(system_runs, "_handler", lambda purpose: handler)
    return seen


def _click(message_id: str, action: str, user: str) -> ButtonAction:
    return ButtonAction(f"click-{action}-{user}", ADMINS, user, action, "", message_id, None)


def _request(services: Services, run_id: int) -> HelpRequest:
    with services.db.session() as s:
        row = s.scalars(select(HelpRequest).where(HelpRequest.run_id == run_id)).one()
        s.expunge(row)
    return row


async def test_the_card_shows_once_in_the_admin_channel_and_an_approval_runs_the_handler(
    services: Services, answers: list[tuple[int, list[HelpRequest]]]
) -> None:
    run_id, request_id = open_system_run(
        services.db,
        services.settings,
        purpose="architecture",
        ref=7,
        agent="assistant",
        message="Prune assistant to 20 layers? An administrator must approve.",
    )
    assert system_purpose(services.db, run_id) == ("architecture", 7)
    assert get_run(services.db, run_id)["status"] == "waiting_for_user"
    chat, surface = ChatService(services), MemorySurface()
    assert await post_system_cards(services, {"memory": surface}) == 1
    assert await post_system_cards(services, {"memory": surface}) == 0  # shown once
    cards = surface.cards()
    assert [c.conversation.channel for c in cards] == ["ADMINS"]  # not twice in one channel
    assert cards[0].card is not None and "Prune assistant" in cards[0].card.body
    approve = f"help:{request_id}:approve"
    await chat.handle(_click(cards[0].message_id, approve, "U1"), surface)
    assert "Only an administrator" in surface.posted[-1].text
    assert answers == []  # nobody but an administrator may answer
    await chat.handle(_click(cards[0].message_id, approve, "ADMIN"), surface)
    assert [ref for ref, _ in answers] == [7]
    run = get_run(services.db, run_id)
    assert run["status"] == "done" and run["output"] == "Proposal 7 approved by ADMIN."
    assert "Proposal 7 approved by ADMIN." in surface.posted[-1].text
    assert _request(services, run_id).answered_by == "ADMIN"


async def test_a_denial_reaches_the_handler_and_a_failing_handler_fails_the_run(
    services: Services, answers: list[tuple[int, list[HelpRequest]]]
) -> None:
    chat, surface = ChatService(services), MemorySurface()
    denied_run, denied_request = open_system_run(
        services.db, services.settings, purpose="loop_health", ref=5, agent="a", message="Review?"
    )
    broken_run, broken_request = open_system_run(
        services.db, services.settings, purpose="architecture", ref=13, agent="a", message="Go?"
    )
    assert await post_system_cards(services, {"memory": surface}) == 2
    by_text = {c.card.body: c for c in surface.cards() if c.card is not None}
    deny = _click(by_text["Review?"].message_id, f"help:{denied_request}:deny", "ADMIN")
    await chat.handle(deny, surface)
    assert answers[0][1][0].extra["denied"] is True
    assert get_run(services.db, denied_run)["output"] == "Proposal 5 declined; nothing was trained."
    go = _click(by_text["Go?"].message_id, f"help:{broken_request}:approve", "ADMIN")
    await chat.handle(go, surface)
    run = get_run(services.db, broken_run)
    assert run["status"] == "failed" and "the build broke" in run["error"]


def test_without_a_chat_connection_the_card_waits_and_purposes_are_checked(
    tmp_path: Path,
) -> None:
    settings = Settings(_env_file=None, data_dir=tmp_path / "d")  # type: ignore[call-arg]
    services = Services(settings, model=ScriptedModel([]))
    try:
        run_id, _ = open_system_run(
            services.db, settings, purpose="architecture", ref=1, agent="a", message="m"
        )
        assert get_run(services.db, run_id)["platform"] == "terminal"  # no admin channel
        with pytest.raises(ValueError, match="unknown system-run purpose"):
            open_system_run(services.db, settings, purpose="chat", ref=1, agent="a", message="m")
        with services.db.engine.connect() as conn:
            diff = compare_metadata(MigrationContext.configure(conn), Base.metadata)
        assert [d for d in diff if "architecture_" in repr(d) or "loop_health" in repr(d)] == []
    finally:
        services.close()
