"""The ``strop chat`` loop: one line in, one answer out (interactive or piped)."""

from __future__ import annotations

import getpass
import itertools
import sys
from typing import TextIO

from bots.console.surface import ConsoleSurface
from core.chat import Command, Conversation, Message
from core.conversation import ChatService

__all__ = ["run_console"]


async def run_console(
    chat: ChatService,
    *,
    agent: str | None = None,
    stdin: TextIO = sys.stdin,
    stdout: TextIO = sys.stdout,
    interactive: bool | None = None,
) -> int:
    """Chat until end of input or ``/quit``; returns a process exit code."""
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
        event_id = f"terminal-{next(counter)}"
        if text.startswith("/"):
            name, _, args = text[1:].partition(" ")
            if name in ("quit", "exit"):
                break
            await chat.handle(Command(event_id, conv, user, name, args), surface)
        else:
            await chat.handle(
                Message(event_id="", conversation=conv, user=user, text=text), surface
            )
        surface.end_line()
    return 0
