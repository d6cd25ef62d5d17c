"""Slack: slack-bolt in Socket Mode or behind ``POST /slack/events``."""

from bots.slack.adapter import SlackAdapter
from bots.slack.surface import SlackSurface

__all__ = ["SlackAdapter", "SlackSurface"]
