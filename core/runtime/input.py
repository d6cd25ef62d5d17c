"""Checks on inbound message text before it reaches the model."""

from __future__ import annotations

__all__ = ["check_message"]


def check_message(message: str | bytes, *, max_chars: int) -> tuple[str, str]:
    """Return ``(text, problem)``; ``problem`` is empty when the message is usable."""
    if isinstance(message, bytes):
        try:
            message = message.decode("utf-8")
        except UnicodeDecodeError:
            return "", "the message is binary data, not text"
    if "\x00" in message:
        return message.replace("\x00", ""), "the message contains binary data (NUL bytes)"
    controls = sum(1 for ch in message if ord(ch) < 32 and ch not in "\n\r\t")
    if controls > max(8, len(message) // 10):
        return message, "the message looks like binary data, not text"
    if not message.strip():
        return message, "the message is empty"
    if len(message) > max_chars:
        return message, (
            f"the message is too long ({len(message)} characters; the limit is {max_chars})"
        )
    return message.strip(), ""
