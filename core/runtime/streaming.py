"""Stream the text of ``{"answer": "..."}`` while the model is still writing it.

The model's raw output is JSON; people should see only the answer's text.
``AnswerStream`` consumes raw tokens and emits decoded answer characters as
soon as they are certain, so chat surfaces can show output as it is produced.
Tool-call turns emit nothing.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable

__all__ = ["AnswerStream"]

_PREFIX = re.compile(r'^\s*\{\s*"answer"\s*:\s*"')


class AnswerStream:
    """Feed raw model tokens with ``feed``; answer text goes to ``emit``."""

    def __init__(self, emit: Callable[[str], None]) -> None:
        self._emit = emit
        self._raw = ""
        self._body_start: int | None = None
        self._done = False
        self._decoded_upto = 0
        self.emitted = ""

    def feed(self, piece: str) -> None:
        if self._done:
            return
        self._raw += piece
        if self._body_start is None:
            match = _PREFIX.match(self._raw)
            if match is None:
                stripped = self._raw.lstrip()
                if len(stripped) > 12 and not stripped.startswith('{"answer'):
                    self._done = True  # a tool call: nothing to show
                return
            self._body_start = match.end()
        self._drain()

    def _drain(self) -> None:
        assert self._body_start is not None
        body = self._raw[self._body_start :]
        i = self._decoded_upto
        out: list[str] = []
        while i < len(body):
            ch = body[i]
            if ch == '"':
                self._done = True
                break
            if ch == "\\":
                # Decode an escape only once it is complete (\uXXXX needs 6 chars).
                need = 6 if body[i + 1 : i + 2] == "u" else 2
                if i + need > len(body):
                    break
                try:
                    out.append(json.loads('"' + body[i : i + need] + '"'))
                except json.JSONDecodeError:
                    out.append(body[i : i + need])
                i += need
                continue
            out.append(ch)
            i += 1
        self._decoded_upto = i
        if out:
            text = "".join(out)
            self.emitted += text
            self._emit(text)
