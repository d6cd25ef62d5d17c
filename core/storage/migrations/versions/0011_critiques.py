"""critiques: the self-critique log of finished runs

Revision ID: 0011
Revises: 0010
Create Date: 2026-11-30 12:00:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0011"
down_revision = "0010"
branch_labels = None
depends_on = None

_TS = sa.DateTime(timezone=True)


def upgrade() -> None:
    op.create_table(
        "critiques",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("run_id", sa.Integer(), nullable=False),
        sa.Column("agent", sa.String(length=64), nullable=False),
        sa.Column("domain", sa.String(length=200), nullable=False),
        sa.Column("model", sa.String(length=200), nullable=False),
        sa.Column("critic", sa.String(length=200), nullable=False),
        sa.Column("scores", sa.JSON(), nullable=False),
        sa.Column("overall", sa.Double(), nullable=False),
        sa.Column("passed", sa.Boolean(), nullable=False),
        sa.Column("weaknesses", sa.JSON(), nullable=False),
        sa.Column("suggestions", sa.JSON(), nullable=False),
        sa.Column("note", sa.String(length=500), nullable=False),
        sa.Column("lessons", sa.JSON(), nullable=False),
        sa.Column("held_out", sa.Boolean(), nullable=False),
        sa.Column("created_at", _TS, nullable=False),
        sa.ForeignKeyConstraint(
            ["run_id"], ["runs.id"], name=op.f("fk_critiques_run_id_runs"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_critiques")),
    )
    with op.batch_alter_table("critiques", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_critiques_run_id"), ["run_id"], unique=True)
        for column in ("agent", "domain", "passed", "created_at"):
            batch_op.create_index(batch_op.f(f"ix_critiques_{column}"), [column], unique=False)


def downgrade() -> None:
    op.drop_table("critiques")
