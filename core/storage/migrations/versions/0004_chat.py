"""chat: vault secrets, channel settings, guardrail rules, security insights

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-23 02:20:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None

_TS = sa.DateTime(timezone=True)


def _indexes(table: str, *columns: str) -> None:
    with op.batch_alter_table(table, schema=None) as batch_op:
        for column in columns:
            batch_op.create_index(batch_op.f(f"ix_{table}_{column}"), [column], unique=False)


def upgrade() -> None:
    op.create_table(
        "vault_secrets",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("agent", sa.String(length=64), nullable=False),
        sa.Column("name", sa.String(length=64), nullable=False),
        sa.Column("nonce", sa.LargeBinary(length=32), nullable=False),
        sa.Column("ciphertext", sa.LargeBinary(), nullable=False),
        sa.Column("key_id", sa.String(length=16), nullable=False),
        sa.Column("shared_with", sa.JSON(), nullable=False),
        sa.Column("created_by", sa.String(length=200), nullable=False),
        sa.Column("created_at", _TS, nullable=False),
        sa.Column("updated_at", _TS, nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_vault_secrets")),
        sa.UniqueConstraint("agent", "name", name=op.f("uq_vault_secrets_agent")),
    )
    _indexes("vault_secrets", "agent", "key_id", "created_at", "updated_at")

    op.create_table(
        "channel_settings",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("platform", sa.String(length=32), nullable=False),
        sa.Column("workspace", sa.String(length=200), nullable=False),
        sa.Column("channel", sa.String(length=200), nullable=False),
        sa.Column("agent", sa.String(length=64), nullable=False),
        sa.Column("updated_by", sa.String(length=200), nullable=False),
        sa.Column("created_at", _TS, nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_channel_settings")),
        sa.UniqueConstraint(
            "platform", "workspace", "channel", name=op.f("uq_channel_settings_platform")
        ),
    )
    _indexes("channel_settings", "created_at")

    op.create_table(
        "guardrail_rules",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("workspace", sa.String(length=200), nullable=False),
        sa.Column("agent", sa.String(length=64), nullable=False),
        sa.Column("kind", sa.String(length=32), nullable=False),
        sa.Column("value", sa.String(length=255), nullable=False),
        sa.Column("created_by", sa.String(length=200), nullable=False),
        sa.Column("created_at", _TS, nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_guardrail_rules")),
    )
    _indexes("guardrail_rules", "workspace", "created_at")

    op.create_table(
        "security_insights",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("agent", sa.String(length=64), nullable=False),
        sa.Column("run_id", sa.Integer(), nullable=True),
        sa.Column("severity", sa.String(length=16), nullable=False),
        sa.Column("insight", sa.Text(), nullable=False),
        sa.Column("created_at", _TS, nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_security_insights")),
    )
    _indexes("security_insights", "agent", "created_at")


def downgrade() -> None:
    op.drop_table("security_insights")
    op.drop_table("guardrail_rules")
    op.drop_table("channel_settings")
    op.drop_table("vault_secrets")
