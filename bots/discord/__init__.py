"""The Discord adapter: discord.py gateway, application commands, HTTP interactions.

Inside this package ``import discord`` is the discord.py library: imports are
absolute, and only the repository root (never ``bots/``) is on ``sys.path``.
"""

from __future__ import annotations

import warnings

with warnings.catch_warnings():
    # discord.py imports audioop for voice, deprecated since Python 3.11 (and an error
    # under the test suite's warning filter); strop uses no voice.
    warnings.filterwarnings("ignore", "'audioop' is deprecated", DeprecationWarning)
    import discord  # noqa: F401

from bots.discord.adapter import DiscordAdapter
from bots.discord.invite import invite_url
from bots.discord.surface import DiscordSurface

__all__ = ["DiscordAdapter", "DiscordSurface", "invite_url"]
