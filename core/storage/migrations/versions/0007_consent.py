"""consent: training-data collection per workspace/channel, personal opt-outs

Revision ID: 0007
Revises: 0006
Create Date: 2026-11-27 10:00:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None

_TS = sa.DateTime(timezone=True)


def _index(table: str, *columns: str) -> None:
    with op.batch_alter_table(table, schema=None) as batch_op:
        for column in columns:
            batch_op.create_index(batch_op.f(f"ix_{table}_{column}"), [column], unique=False)


def upgrade() -> None:
    op.create_table(
        "consent_settings",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("platform", sa.String(length=32), nullable=False),
        sa.Column("workspace", sa.String(length=200), nullable=False),
        sa.Column("channel", sa.String(length=200), nullable=False),
        sa.Column("collect", sa.Boolean(), nullable=False),
        sa.Column("since", _TS, nullable=True),
        sa.Column("updated_by", sa.String(length=200), nullable=False),
        sa.Column("created_at", _TS, nullable=False),
        sa.Column("updated_at", _TS, nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_consent_settings")),
        sa.UniqueConstraint(
            "platform", "workspace", "channel", name=op.f("uq_consent_settings_platform")
        ),
    )
    _index("consent_settings", "created_at")

    op.create_table(
        "consent_optouts",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("platform", sa.String(length=32), nullable=False),
        sa.Column("user", sa.String(length=200), nullable=False),
        sa.Column("created_at", _TS, nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_consent_optouts")),
        sa.UniqueConstraint("platform", "user", name=op.f("uq_consent_optouts_platform")),
    )
    _index("consent_optouts", "created_at")


def downgrade() -> None:
    op.drop_table("consent_optouts")
    op.drop_table("consent_settings")
