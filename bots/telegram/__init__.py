"""The Telegram adapter (python-telegram-bot; long polling or a webhook)."""

from __future__ import annotations

from bots.telegram.adapter import TelegramAdapter
from bots.telegram.surface import TelegramSurface

__all__ = ["TelegramAdapter", "TelegramSurface"]
