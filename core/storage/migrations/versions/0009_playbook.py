"""playbook: technique entries and technique insights

Revision ID: 0009
Revises: 0008
Create Date: 2026-11-28 12:00:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0009"
down_revision = "0008"
branch_labels = None
depends_on = None

_TS = sa.DateTime(timezone=True)


def upgrade() -> None:
    op.create_table(
        "technique_entries",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=64), nullable=False),
        sa.Column("title", sa.String(length=200), nullable=False),
        sa.Column("what", sa.Text(), nullable=False),
        sa.Column("when_to_use", sa.Text(), nullable=False),
        sa.Column("downsides", sa.Text(), nullable=False),
        sa.Column("interactions", sa.JSON(), nullable=False),
        sa.Column("maps_to", sa.JSON(), nullable=False),
        sa.Column("observed", sa.JSON(), nullable=False),
        sa.Column("updated_at", _TS, nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_technique_entries")),
        sa.UniqueConstraint("name", name=op.f("uq_technique_entries_name")),
    )
    op.create_table(
        "technique_insights",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("job_id", sa.Integer(), nullable=True),
        sa.Column("technique", sa.String(length=64), nullable=False),
        sa.Column("scope", sa.String(length=1000), nullable=False),
        sa.Column("outcome", sa.String(length=16), nullable=False),
        sa.Column("summary", sa.Text(), nullable=False),
        sa.Column("config", sa.JSON(), nullable=False),
        sa.Column("metrics", sa.JSON(), nullable=False),
        sa.Column("created_at", _TS, nullable=False),
        sa.ForeignKeyConstraint(
            ["job_id"],
            ["improvement_jobs.id"],
            name=op.f("fk_technique_insights_job_id_improvement_jobs"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_technique_insights")),
    )
    with op.batch_alter_table("technique_insights", schema=None) as batch_op:
        for column in ("job_id", "technique", "scope", "created_at"):
            batch_op.create_index(
                batch_op.f(f"ix_technique_insights_{column}"), [column], unique=False
            )


def downgrade() -> None:
    op.drop_table("technique_insights")
    op.drop_table("technique_entries")
