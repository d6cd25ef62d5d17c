"""The link that adds strop's bot to a Discord server (``strop bots discord-invite``)."""

from __future__ import annotations

import discord

__all__ = ["BOT_PERMISSIONS", "invite_url"]

# What the bot does in a channel: read it and its history, answer in a thread under
# the question, show links as embeds, and react. Nothing administrative.
BOT_PERMISSIONS = discord.Permissions(
    view_channel=True,
    send_messages=True,
    create_public_threads=True,
    send_messages_in_threads=True,
    read_message_history=True,
    add_reactions=True,
    embed_links=True,
)

AUTHORIZE_URL = "https://discord.com/oauth2/authorize"


def invite_url(
    application_id: int | str, permissions: discord.Permissions | int = BOT_PERMISSIONS
) -> str:
    """The OAuth2 URL a server administrator opens to add the bot and its slash commands."""
    app = str(application_id).strip()
    if not app.isdigit():
        raise ValueError(f"a Discord application id is a number, not {app!r}")
    value = permissions.value if isinstance(permissions, discord.Permissions) else permissions
    return f"{AUTHORIZE_URL}?client_id={app}&scope=bot+applications.commands&permissions={value}"
