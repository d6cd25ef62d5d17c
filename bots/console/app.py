"""The ``strop chat`` loop: one line in, one answer out (interactive or piped)."""

from __future__ import annotations

import getpass
import itertools
import sys
import uuid
from typing import TYPE_CHECKING, TextIO

from bots.console.surface import ConsoleSurface
from core.chat import Command, Conversation, Message
from core.conversation import ChatService

if TYPE_CHECKING:
    from jobs.queue import JobQueue

__all__ = ["run_console"]


async def run_console(
    chat: ChatService,
    *,
    agent: str | None = None,
    stdin: TextIO = sys.stdin,
    stdout: TextIO = sys.stdout,
    interactive: bool | None = None,
    queue: JobQueue | None = None,
) -> int:
    """Chat until end of input or ``/quit``; returns a process exit code.

    With a ``queue`` on Redis, messages are answered by ``strop worker`` processes
    and streamed from their progress; otherwise by ``chat`` in this process.
    """
    if interactive is None:
        interactive = stdin.isatty()
    user = getpass.getuser()
    conv = Conversation(platform="terminal", channel="console", is_direct=True)
    surface = ConsoleSurface(stdout, prefix="assistant> " if interactive else "")
    # Piped output stays one clean answer per message; a person sees tokens as they come.
    chat.stream = interactive
    if agent:
        chat.use_agent(conv, agent)
    if interactive:
        name = chat.state(conv).agent
        stdout.write(f"strop chat with {name}. /help for commands, Ctrl-D to quit.\n")
    counter = itertools.count(1)
    # Event ids must be unique across sessions: the queue treats a repeated id as a redelivery.
    session = uuid.uuid4().hex[:12]
    while True:
        if interactive:
            stdout.write("you> ")
            stdout.flush()
        line = stdin.readline()
        if not line:
            break
        text = line.rstrip("\n")
        if not text.strip():
            continue
        event_id = f"terminal-{session}-{next(counter)}"
        if text.startswith("/"):
            name, _, args = text[1:].partition(" ")
            if name in ("quit", "exit"):
                break
            await chat.handle(Command(event_id, conv, user, name, args), surface)
        elif queue is not None and queue.redis is not None:
            from jobs.relay import relay_message

            message = Message(event_id=event_id, conversation=conv, user=user, text=text)
            await relay_message(chat, queue, message, surface)
        else:
            await chat.handle(
                Message(event_id="", conversation=conv, user=user, text=text), surface
            )
        surface.end_line()
    await chat.services.critiques.drain()  # critiques of the last answers, before exiting
    return 0
