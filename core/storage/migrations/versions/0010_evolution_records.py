"""evolution records: agent changes with a hypothesis checked on the next cycle

Revision ID: 0010
Revises: 0009
Create Date: 2026-11-29 12:00:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0010"
down_revision = "0009"
branch_labels = None
depends_on = None

_TS = sa.DateTime(timezone=True)


def upgrade() -> None:
    op.create_table(
        "evolution_records",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("agent", sa.String(length=64), nullable=False),
        sa.Column("from_version", sa.Integer(), nullable=False),
        sa.Column("to_version", sa.Integer(), nullable=True),
        sa.Column("trigger", sa.JSON(), nullable=False),
        sa.Column("analysis", sa.JSON(), nullable=False),
        sa.Column("credit", sa.JSON(), nullable=False),
        sa.Column("plan", sa.JSON(), nullable=False),
        sa.Column("hypothesis", sa.Text(), nullable=False),
        sa.Column("metric", sa.String(length=200), nullable=False),
        sa.Column("baseline", sa.Double(), nullable=True),
        sa.Column("outcome", sa.Double(), nullable=True),
        sa.Column("score_delta", sa.Double(), nullable=True),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("reason", sa.Text(), nullable=False),
        sa.Column("created_at", _TS, nullable=False),
        sa.Column("checked_at", _TS, nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_evolution_records")),
    )
    with op.batch_alter_table("evolution_records", schema=None) as batch_op:
        for column in ("agent", "status", "created_at"):
            batch_op.create_index(
                batch_op.f(f"ix_evolution_records_{column}"), [column], unique=False
            )


def downgrade() -> None:
    op.drop_table("evolution_records")
