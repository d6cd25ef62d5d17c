"""evolution: rating analyses (sentiment and aspects per rating)

Revision ID: 0008
Revises: 0007
Create Date: 2026-11-28 10:00:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None

_TS = sa.DateTime(timezone=True)


def upgrade() -> None:
    op.create_table(
        "rating_analyses",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("feedback_id", sa.Integer(), nullable=False),
        sa.Column("agent", sa.String(length=64), nullable=False),
        sa.Column("run_id", sa.Integer(), nullable=True),
        sa.Column("sentiment", sa.String(length=16), nullable=False),
        sa.Column("confidence", sa.Double(), nullable=False),
        sa.Column("aspects", sa.JSON(), nullable=False),
        sa.Column("analyser", sa.String(length=200), nullable=False),
        sa.Column("digest", sa.String(length=64), nullable=False),
        sa.Column("created_at", _TS, nullable=False),
        sa.ForeignKeyConstraint(
            ["feedback_id"],
            ["feedback.id"],
            name=op.f("fk_rating_analyses_feedback_id_feedback"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["run_id"],
            ["runs.id"],
            name=op.f("fk_rating_analyses_run_id_runs"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_rating_analyses")),
        sa.UniqueConstraint("feedback_id", name=op.f("uq_rating_analyses_feedback_id")),
    )
    with op.batch_alter_table("rating_analyses", schema=None) as batch_op:
        for column in ("agent", "run_id", "created_at"):
            batch_op.create_index(
                batch_op.f(f"ix_rating_analyses_{column}"), [column], unique=False
            )


def downgrade() -> None:
    op.drop_table("rating_analyses")
