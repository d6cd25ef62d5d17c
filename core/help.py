"""Help requests in chat: cards, answers, secret entry and expiry (SPEC 1.4, 3.1).

A run that called ``request_user_help`` waits in ``waiting_for_user``. This
module shows each pending request as a card in the run's conversation (and in
the requester's private chat), turns a click, a form or a Telegram reply into
an answer, and says when a run can resume. Secret answers go straight into the
vault: the request row, the card and the resumed run see only the placeholder.
Everything lives in the database, so answering works after any restart.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import select

from core.admin import admin_conversation, is_chat_admin
from core.chat import (
    Button,
    ButtonAction,
    Card,
    ChatSurface,
    Conversation,
    Form,
    FormField,
    FormSubmit,
    Message,
    MessageRef,
)
from core.services import Services
from core.storage import HelpRequest, Run
from core.storage.base import utcnow
from core.tools.help import SECRET_KINDS

__all__ = ["HelpDesk", "Outcome", "run_conversation"]

logger = logging.getLogger(__name__)

_ACTION = re.compile(r"^help:(\d+):(provide|approve|deny|choice)$")
_FORM = re.compile(r"^help:(\d+)$")
_LABELS = {
    "credentials": "a credential",
    "two_fa": "a two-factor code",
    "confirmation": "your approval",
    "choice": "a choice",
    "other": "an answer",
}


def run_conversation(run: Run) -> Conversation:
    """Where ``run`` was asked, so its cards and answer go back there."""
    return Conversation(
        platform=run.platform,
        workspace=run.workspace,
        channel=run.channel,
        thread=run.thread or None,
        is_direct=bool(run.payload.get("conversation", {}).get("is_direct", False)),
    )


@dataclass(frozen=True, slots=True)
class Outcome:
    """What handling an event did: ``resume`` names a run now ready to continue."""

    handled: bool
    resume: int | None = None


def _card(row: HelpRequest) -> Card:
    rid = row.id
    secret = row.extra.get("secret_name", "")
    if row.kind in SECRET_KINDS:
        body = f"{row.message}\nIt will be saved in the vault as `{secret}` and never shown."
        buttons = [Button(f"help:{rid}:provide", "Provide", style="primary")]
    elif row.kind == "confirmation":
        body = row.message
        buttons = [Button(f"help:{rid}:approve", "Approve", style="primary")]
    elif row.kind == "choice":
        body = row.message
        buttons = [
            Button(f"help:{rid}:choice", option[:60], value=str(i))
            for i, option in enumerate(row.options)
        ]
    else:
        body = row.message
        buttons = [Button(f"help:{rid}:provide", "Answer", style="primary")]
    buttons.append(Button(f"help:{rid}:deny", "Deny", style="danger"))
    needs = "an administrator's approval" if row.extra.get("admin_only") else _LABELS.get(row.kind)
    title = f"Run {row.run_id} needs {needs or 'help'} (request {rid})"
    return Card(title=title, body=body, buttons=buttons)


def _expired(row: HelpRequest, now: datetime) -> bool:
    expires = row.extra.get("expires_at")
    return bool(expires) and datetime.fromisoformat(str(expires)) <= now


class HelpDesk:
    """Presents and answers help requests through chat surfaces."""

    def __init__(self, services: Services) -> None:
        self.services = services

    def pending(self, run_id: int) -> list[HelpRequest]:
        with self.services.db.session() as s:
            rows = list(
                s.scalars(
                    select(HelpRequest)
                    .where(HelpRequest.run_id == run_id, HelpRequest.status == "pending")
                    .order_by(HelpRequest.id)
                )
            )
            s.expunge_all()
        return rows

    async def present(self, run_id: int, surface: ChatSurface, conversation: Conversation) -> int:
        """Post a card for each pending request of ``run_id`` not shown yet; DM the requester.

        Returns how many requests were presented.
        """
        shown = 0
        for row in self.pending(run_id):
            if row.extra.get("cards"):
                continue
            card = _card(row)
            refs = [await surface.post(conversation, card.title, card=card)]
            admins = admin_conversation(self.services.settings)
            if (
                row.extra.get("admin_only")
                and admins
                and admins.platform == conversation.platform
                and admins.channel != conversation.channel  # a system run's card is there already
            ):
                try:
                    refs.append(await surface.post(admins, card.title, card=card))
                except Exception:  # the card in the run's conversation still stands
                    logger.warning("could not post help request %s to the admin channel", row.id)
            requester = str(row.extra.get("requester", ""))
            if requester and not conversation.is_direct:
                try:
                    dm = await surface.direct(requester, conversation.workspace)
                    refs.append(await surface.post(dm, card.title, card=card))
                except Exception:  # a closed DM must not lose the card in the channel
                    logger.warning("could not notify %s of help request %s", requester, row.id)
            self._update(
                row.id,
                cards=[
                    {
                        "platform": r.conversation.platform,
                        "channel": r.conversation.channel,
                        "thread": r.conversation.thread or "",
                        "workspace": r.conversation.workspace,
                        "message_id": r.message_id,
                        "direct": r.conversation.is_direct,
                    }
                    for r in refs
                ],
            )
            shown += 1
        return shown

    def _update(self, request_id: int, **extra: object) -> None:
        with self.services.db.session() as s:
            row = s.get(HelpRequest, request_id)
            if row is not None:
                row.extra = {**row.extra, **extra}

    def _load(self, request_id: int) -> tuple[HelpRequest, Run] | None:
        with self.services.db.session() as s:
            row = s.get(HelpRequest, request_id)
            run = s.get(Run, row.run_id) if row is not None else None
            s.expunge_all()
        return (row, run) if row is not None and run is not None else None

    async def _refuse(self, surface: ChatSurface, conv: Conversation, text: str) -> Outcome:
        await surface.post(conv, text)
        return Outcome(True)

    async def on_button(self, event: ButtonAction, surface: ChatSurface) -> Outcome:
        match = _ACTION.match(event.action_id)
        if match is None:
            return Outcome(False)
        loaded = self._load(int(match.group(1)))
        conv = event.conversation
        if loaded is None:
            return await self._refuse(surface, conv, "That help request no longer exists.")
        row, _run = loaded
        verb = match.group(2)
        if row.status != "pending":
            return await self._refuse(
                surface, conv, f"Help request {row.id} is already {row.status}."
            )
        requester = str(row.extra.get("requester", ""))
        if row.extra.get("admin_only") and not is_chat_admin(
            self.services.settings, conv.platform, event.user
        ):
            return await self._refuse(
                surface,
                conv,
                f"Only an administrator (listed in STROP_CHAT_ADMINS) can answer request {row.id}.",
            )
        if requester and event.user != requester:
            return await self._refuse(
                surface,
                conv,
                f"Only the person who asked ({surface.capabilities.mention.format(user=requester)})"
                f" can answer request {row.id}.",
            )
        if verb == "deny":
            return await self._answer(row, event.user, "The person declined.", surface, denied=True)
        if verb == "approve":
            return await self._answer(row, event.user, "Approved.", surface)
        if verb == "choice":
            index = int(event.value) if event.value.isdigit() else -1
            if not 0 <= index < len(row.options):
                return await self._refuse(surface, conv, "That option is not one of the choices.")
            return await self._answer(row, event.user, str(row.options[index]), surface)
        # provide: a form, or on platforms without forms a reply prompt in private.
        secret = row.kind in SECRET_KINDS
        field = FormField(
            name="value",
            label=str(row.extra.get("secret_name")) if secret else "Your answer",
            secret=secret,
            multiline=not secret,
        )
        if surface.capabilities.modals:
            form = Form(form_id=f"help:{row.id}", title=f"Request {row.id}"[:24], fields=[field])
            await surface.open_form(conv, event.user, form, trigger=event.trigger)
            return Outcome(True)
        dm = conv if conv.is_direct else await surface.direct(event.user, conv.workspace)
        note = (
            " Your message is deleted as soon as it is read and saved only in the vault."
            if secret
            else ""
        )
        ref = await surface.post(
            dm,
            f"Reply to this message with {_LABELS[row.kind]} for request {row.id}.{note}",
            prompt=True,
        )
        self._update(
            row.id,
            prompt={
                "platform": dm.platform,
                "channel": dm.channel,
                "message_id": ref.message_id,
                "user": event.user,
            },
        )
        return Outcome(True)

    async def on_form(self, event: FormSubmit, surface: ChatSurface) -> Outcome:
        match = _FORM.match(event.form_id)
        if match is None:
            return Outcome(False)
        loaded = self._load(int(match.group(1)))
        if loaded is None or loaded[0].status != "pending":
            return Outcome(True)
        row, _run = loaded
        requester = str(row.extra.get("requester", ""))
        if requester and event.user != requester:
            return Outcome(True)
        value = str(event.values.get("value", "")).strip()
        if not value:
            return await self._refuse(
                surface, event.conversation, "The answer was empty; nothing was saved."
            )
        return await self._answer(row, event.user, value, surface)

    async def on_prompt_reply(self, event: Message, surface: ChatSurface) -> Outcome:
        """A reply to a secret-entry prompt (platforms without forms): answer, then delete it."""
        if not event.reply_to or not event.conversation.is_direct:
            return Outcome(False)
        with self.services.db.session() as s:
            rows = list(s.scalars(select(HelpRequest).where(HelpRequest.status == "pending")))
            s.expunge_all()
        for row in rows:
            prompt = row.extra.get("prompt") or {}
            if (
                prompt.get("message_id") == event.reply_to
                and prompt.get("channel") == event.conversation.channel
                and prompt.get("platform") == event.conversation.platform
                and prompt.get("user") == event.user
            ):
                if row.kind in SECRET_KINDS and event.message_id:
                    try:
                        await surface.delete(MessageRef(event.conversation, event.message_id))
                    except Exception:
                        logger.warning("could not delete the secret reply to request %s", row.id)
                if not event.text.strip():
                    return await self._refuse(surface, event.conversation, "The answer was empty.")
                return await self._answer(row, event.user, event.text.strip(), surface)
        return Outcome(False)

    async def _answer(
        self, row: HelpRequest, user: str, value: str, surface: ChatSurface, *, denied: bool = False
    ) -> Outcome:
        shown = value
        if row.kind in SECRET_KINDS and not denied:
            name = str(row.extra.get("secret_name") or "CREDENTIAL")
            agent = str(row.extra.get("agent", ""))
            # A vault error is raised: the chat service reports it where the answer came from.
            shown = self.services.vault.put(agent, name, value, created_by=user)
        with self.services.db.session() as s:
            fresh = s.get(HelpRequest, row.id, with_for_update=True)
            if fresh is None or fresh.status != "pending":
                return Outcome(True)  # answered twice at once: the first answer stands
            fresh.status, fresh.answer = "answered", shown
            fresh.answered_by, fresh.answered_at = user, utcnow()
            fresh.extra = {**fresh.extra, "denied": denied}
            still_pending = s.scalar(
                select(HelpRequest.id).where(
                    HelpRequest.run_id == row.run_id,
                    HelpRequest.status == "pending",
                    HelpRequest.id != row.id,
                )
            )
        verdict = "declined" if denied else f"answered: {shown}"
        who = surface.capabilities.mention.format(user=user)
        await self._close_cards(row, surface, f"Request {row.id} {verdict} (by {who}).")
        return Outcome(True, resume=None if still_pending else row.run_id)

    async def _close_cards(self, row: HelpRequest, surface: ChatSurface, text: str) -> None:
        for card in row.extra.get("cards", []):
            conv = Conversation(
                platform=card.get("platform", ""),
                workspace=card.get("workspace", ""),
                channel=card["channel"],
                thread=card.get("thread") or None,
                is_direct=bool(card.get("direct")),
            )
            try:
                await surface.edit(MessageRef(conv, card["message_id"]), text)
            except Exception:
                logger.warning("could not update the card of help request %s", row.id)

    def expire_due(self, now: datetime | None = None) -> list[tuple[HelpRequest, Run]]:
        """Expire unanswered requests past their deadline and fail their runs."""
        now = now or utcnow()
        expired: list[tuple[HelpRequest, Run]] = []
        with self.services.db.session() as s:
            for row in s.scalars(select(HelpRequest).where(HelpRequest.status == "pending")):
                if not _expired(row, now):
                    continue
                row.status, row.answered_at = "expired", now
                run = s.get(Run, row.run_id)
                if run is not None and run.status == "waiting_for_user":
                    run.status, run.finished_at = "failed", now
                    run.error = f"help request {row.id} expired unanswered"
                if run is not None:
                    expired.append((row, run))
            s.flush()
            s.expunge_all()
        return expired
