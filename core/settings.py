"""The one settings object of strop, read from ``STROP_*`` environment variables.

Read it once at the edges (CLI, service start-up) and pass values down as
keyword arguments; nothing below the edges reads the environment.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import Field, SecretStr, ValidationError, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from core.errors import ConfigurationError

__all__ = ["Settings", "load_settings"]


class Settings(BaseSettings):
    """Every setting strop reads. ``.env.example`` documents each one."""

    model_config = SettingsConfigDict(
        env_prefix="STROP_",
        env_file=".env",
        env_file_encoding="utf-8",
        env_ignore_empty=True,
        extra="ignore",
    )

    data_dir: Path = Field(default=Path("./data"))
    database_url: str | None = None
    qdrant_url: str | None = None
    qdrant_api_key: SecretStr | None = None

    model: str = "embedded"
    model_api_base: str | None = None
    model_api_key: SecretStr | None = None
    lora_path: Path | None = None
    # With no lora_path, the embedded model serves the bundled warm-start adapter
    # (``strop warmstart``; core/models/adapters/): the committed adapter passes the
    # promotion gate against the bare base model (README, "Warm-start adapter").
    warmstart: bool = True
    n_ctx: int = Field(default=4096, ge=512, le=32768)
    n_threads: int | None = Field(default=None, ge=1)

    run_code_timeout_s: float = Field(default=10.0, gt=0, le=300)
    run_code_memory_mb: int = Field(default=512, ge=64, le=16384)
    run_code_output_bytes: int = Field(default=16_000, ge=256, le=10_000_000)
    fetch_max_bytes: int = Field(default=2_000_000, ge=1024)
    fetch_timeout_s: float = Field(default=15.0, gt=0, le=300)
    fetch_max_redirects: int = Field(default=5, ge=0, le=20)
    tool_output_chars: int = Field(default=2000, ge=200, le=200_000)
    max_message_chars: int = Field(default=8000, ge=100, le=1_000_000)

    # Service (``strop serve`` / ``strop worker``). No Redis URL: jobs run inline in-process.
    redis_url: str | None = None
    # Signs dashboard sessions and the expiring links bots send; required by ``strop serve``.
    secret_key: SecretStr | None = None
    api_max_body_bytes: int = Field(default=1_000_000, ge=1024, le=100_000_000)
    dashboard_link_ttl_s: int = Field(default=3600, ge=60, le=30 * 86400)
    # Where people reach ``strop serve``; the links bots send on /dashboard start with it.
    public_url: str = "http://127.0.0.1:8000"

    # Trainer service (``strop trainer``) for LoRA training; empty: train in this process.
    trainer_url: str | None = None

    # Chat platforms (``strop serve`` / ``strop bots`` start each one whose token is set).
    # ``*_api_url``: another endpoint than the platform's own (a proxy, or a test server).
    slack_bot_token: SecretStr | None = None
    slack_signing_secret: SecretStr | None = None
    # Set: Socket Mode (no public URL needed). Unset: HTTP events at /slack/events.
    slack_app_token: SecretStr | None = None
    slack_api_url: str | None = None
    discord_token: SecretStr | None = None
    # Set: HTTP interactions at /discord/interactions are verified with this Ed25519 key.
    discord_public_key: str | None = None
    discord_api_url: str | None = None
    discord_gateway_url: str | None = None
    telegram_token: SecretStr | None = None
    # Set: webhook mode (Telegram posts to {public_url}/telegram/webhook); unset: polling.
    telegram_webhook: bool = False
    telegram_webhook_secret: SecretStr | None = None
    telegram_api_url: str | None = None
    # Who may create or change agents and guardrails: "platform" (workspace, guild or
    # chat administrators, plus chat_admins) or "anyone".
    chat_admin_policy: Literal["platform", "anyone"] = "platform"
    # Extra administrators, comma-separated "platform:user_id" (e.g. "slack:U024BE7LH").
    chat_admins: str = ""
    # Extra reaction ratings, comma-separated "emoji=good|bad" (e.g. "heart=good,x=bad").
    reaction_emoji: str = ""
    # Vault: a urlsafe-base64 32-byte AES key, or a file holding one (created on first use).
    vault_key: SecretStr | None = None
    vault_key_file: Path | None = None
    help_request_ttl_s: int = Field(default=86400, ge=60, le=30 * 86400)
    # Where alerts and admin-only approval cards go: "PLATFORM:CHANNEL" or
    # "PLATFORM:WORKSPACE:CHANNEL" (e.g. "slack:T024BE7LD:C0ADMINS"); empty: nowhere.
    admin_channel: str = ""

    # Model hub (``strop hub``): publish adapters and datasets, pull adapters (SPEC 6.12).
    hub_endpoint: str = "https://huggingface.co"
    hub_token: SecretStr | None = None
    # Fallback chain per agent: current instance -> previous version -> base -> hosted model.
    # A litellm model name (e.g. "openai/gpt-4o-mini") as the last resort; empty: none.
    fallback_model: str = ""
    fallback_api_base: str | None = None
    fallback_api_key: SecretStr | None = None
    # A model call slower than this fails over to the next model in the chain.
    fallback_timeout_s: float = Field(default=300.0, gt=0, le=3600)
    # This many fallbacks within the window post one alert to the admin channel.
    fallback_alert_count: int = Field(default=3, ge=1, le=10_000)
    fallback_alert_window_s: int = Field(default=900, ge=10, le=7 * 86400)
    # Prompt evolution (issue 7): a periodic round checks open hypotheses and aggregates the
    # playbook; on, it also evolves every agent whose ratings complain about something no
    # evolution acted on yet, and posts each hypothesis and outcome to the admin channel.
    auto_evolve: bool = False
    # Architecture changes (SPEC 6.7): the kinds of change a proposal may make, comma-separated
    # from drop_layers, drop_heads, shrink_mlp, trim_vocab, scratch_tool; and the CPU minutes one
    # build may use.
    arch_allow: str = "drop_layers,drop_heads,shrink_mlp,trim_vocab,scratch_tool"
    arch_cpu_minutes: float = Field(default=30.0, gt=0, le=7 * 24 * 60)

    # Training data from chat (SPEC 7.7): "opt_in" uses no conversation until an admin runs
    # /strop privacy on there; "opt_out" uses every conversation until one runs /strop privacy off.
    training_data_consent: Literal["opt_in", "opt_out"] = "opt_in"
    # Days runs (conversations), workflow runs and drafts are kept; unset: forever.
    retention_days: int | None = Field(default=None, ge=1, le=36500)
    # Days ratings are kept; unset: as long as the run they rate.
    rating_retention_days: int | None = Field(default=None, ge=1, le=36500)

    # Self-critique after each finished run (issue 7): "rules" scores it from its trajectory,
    # "full" also asks the run's own model for a judgement, "off" keeps no critique log and
    # injects no lessons. An agent with the parameter quick=true is never critiqued.
    critique: Literal["full", "rules", "off"] = "rules"

    default_agent: str = "assistant"
    log_level: str = "WARNING"

    @field_validator("log_level")
    @classmethod
    def _known_level(cls, value: str) -> str:
        level = value.upper()
        if level not in {"DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"}:
            raise ValueError("must be one of DEBUG, INFO, WARNING, ERROR, CRITICAL")
        return level

    @field_validator("admin_channel")
    @classmethod
    def _channel_form(cls, value: str) -> str:
        parts = value.split(":")
        if value and (len(parts) not in (2, 3) or not all(p.strip() for p in parts)):
            raise ValueError("must be PLATFORM:CHANNEL or PLATFORM:WORKSPACE:CHANNEL")
        return value

    @property
    def resolved_database_url(self) -> str:
        if self.database_url:
            return self.database_url
        return f"sqlite:///{(self.data_dir / 'strop.db').resolve()}"

    @property
    def resolved_vault_key_file(self) -> Path:
        return self.vault_key_file or self.data_dir / "vault.key"

    @property
    def qdrant_path(self) -> Path:
        return self.data_dir / "qdrant"


@lru_cache(maxsize=1)
def load_settings() -> Settings:
    """Load settings once; an invalid value raises an error naming its variable."""
    try:
        return Settings()
    except ValidationError as exc:
        problems = []
        for err in exc.errors():
            field = ".".join(str(part) for part in err["loc"]) or "?"
            problems.append(f"STROP_{field.upper()}: {err['msg']}")
        raise ConfigurationError("invalid configuration: " + "; ".join(problems)) from None
