"""loop: architecture proposals and loop-health findings

Revision ID: 0013
Revises: 0012
Create Date: 2026-12-02 12:00:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0013"
down_revision = "0012"
branch_labels = None
depends_on = None

_TS = sa.DateTime(timezone=True)


def upgrade() -> None:
    op.create_table(
        "architecture_proposals",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("agent", sa.String(length=64), nullable=False),
        sa.Column("scope", sa.JSON(), nullable=False),
        sa.Column("spec", sa.JSON(), nullable=False),
        sa.Column("source", sa.String(length=32), nullable=False),
        sa.Column("cycle_id", sa.Integer(), nullable=True),
        sa.Column("run_id", sa.Integer(), nullable=True),
        sa.Column("status", sa.String(length=32), nullable=False),
        sa.Column("estimate", sa.JSON(), nullable=False),
        sa.Column("result", sa.JSON(), nullable=False),
        sa.Column("error", sa.Text(), nullable=False),
        sa.Column("decided_by", sa.String(length=200), nullable=False),
        sa.Column("created_at", _TS, nullable=False),
        sa.Column("finished_at", _TS, nullable=True),
        sa.ForeignKeyConstraint(
            ["cycle_id"],
            ["improvement_cycles.id"],
            name=op.f("fk_architecture_proposals_cycle_id_improvement_cycles"),
            ondelete="SET NULL",
        ),
        sa.ForeignKeyConstraint(
            ["run_id"],
            ["runs.id"],
            name=op.f("fk_architecture_proposals_run_id_runs"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_architecture_proposals")),
    )
    with op.batch_alter_table("architecture_proposals", schema=None) as batch_op:
        for column in ("agent", "run_id", "status", "created_at"):
            batch_op.create_index(
                batch_op.f(f"ix_architecture_proposals_{column}"), [column], unique=False
            )
    op.create_table(
        "loop_health_events",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("job_id", sa.Integer(), nullable=True),
        sa.Column("agent", sa.String(length=64), nullable=False),
        sa.Column("kind", sa.String(length=32), nullable=False),
        sa.Column("severity", sa.String(length=16), nullable=False),
        sa.Column("summary", sa.Text(), nullable=False),
        sa.Column("evidence", sa.JSON(), nullable=False),
        sa.Column("action", sa.String(length=32), nullable=False),
        sa.Column("status", sa.String(length=32), nullable=False),
        sa.Column("run_id", sa.Integer(), nullable=True),
        sa.Column("resolved_by", sa.String(length=200), nullable=False),
        sa.Column("created_at", _TS, nullable=False),
        sa.Column("resolved_at", _TS, nullable=True),
        sa.ForeignKeyConstraint(
            ["job_id"],
            ["improvement_jobs.id"],
            name=op.f("fk_loop_health_events_job_id_improvement_jobs"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["run_id"],
            ["runs.id"],
            name=op.f("fk_loop_health_events_run_id_runs"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_loop_health_events")),
    )
    with op.batch_alter_table("loop_health_events", schema=None) as batch_op:
        for column in ("job_id", "agent", "kind", "status", "created_at"):
            batch_op.create_index(
                batch_op.f(f"ix_loop_health_events_{column}"), [column], unique=False
            )


def downgrade() -> None:
    op.drop_table("loop_health_events")
    op.drop_table("architecture_proposals")
