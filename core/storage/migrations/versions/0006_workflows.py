"""workflows: versioned graphs, runs, the per-step trail, feedback links, drafts

Revision ID: 0006
Revises: 0005
Create Date: 2026-11-25 10:00:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None

_TS = sa.DateTime(timezone=True)


def _fk(table: str, column: str, target: str, ondelete: str) -> sa.ForeignKeyConstraint:
    return sa.ForeignKeyConstraint(
        [column],
        [f"{target}.id"],
        name=op.f(f"fk_{table}_{column}_{target}"),
        ondelete=ondelete,
    )


def _index(table: str, *columns: str, unique: bool = False) -> None:
    with op.batch_alter_table(table, schema=None) as batch_op:
        for column in columns:
            batch_op.create_index(batch_op.f(f"ix_{table}_{column}"), [column], unique=unique)


def upgrade() -> None:
    op.create_table(
        "workflows",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=64), nullable=False),
        sa.Column("description", sa.Text(), nullable=False),
        sa.Column("current_version", sa.Integer(), nullable=False),
        sa.Column("created_by", sa.String(length=200), nullable=False),
        sa.Column("created_at", _TS, nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_workflows")),
        sa.UniqueConstraint("name", name=op.f("uq_workflows_name")),
    )
    _index("workflows", "created_at")

    op.create_table(
        "workflow_versions",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("workflow_id", sa.Integer(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("graph", sa.JSON(), nullable=False),
        sa.Column("content_hash", sa.String(length=64), nullable=False),
        sa.Column("note", sa.Text(), nullable=False),
        sa.Column("created_at", _TS, nullable=False),
        _fk("workflow_versions", "workflow_id", "workflows", "CASCADE"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_workflow_versions")),
        sa.UniqueConstraint(
            "workflow_id", "version", name=op.f("uq_workflow_versions_workflow_id")
        ),
    )
    _index("workflow_versions", "workflow_id", "created_at")

    op.create_table(
        "workflow_runs",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("workflow_id", sa.Integer(), nullable=True),
        sa.Column("workflow_name", sa.String(length=64), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("version_id", sa.Integer(), nullable=True),
        sa.Column("status", sa.String(length=32), nullable=False),
        sa.Column("input", sa.Text(), nullable=False),
        sa.Column("output", sa.Text(), nullable=False),
        sa.Column("error", sa.Text(), nullable=False),
        sa.Column("state", sa.JSON(), nullable=False),
        sa.Column("platform", sa.String(length=32), nullable=False),
        sa.Column("workspace", sa.String(length=200), nullable=False),
        sa.Column("channel", sa.String(length=200), nullable=False),
        sa.Column("thread", sa.String(length=200), nullable=False),
        sa.Column("user", sa.String(length=200), nullable=False),
        sa.Column("message_id", sa.String(length=200), nullable=False),
        sa.Column("created_at", _TS, nullable=False),
        sa.Column("started_at", _TS, nullable=True),
        sa.Column("finished_at", _TS, nullable=True),
        _fk("workflow_runs", "workflow_id", "workflows", "SET NULL"),
        _fk("workflow_runs", "version_id", "workflow_versions", "SET NULL"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_workflow_runs")),
    )
    _index(
        "workflow_runs",
        "workflow_id",
        "workflow_name",
        "status",
        "workspace",
        "message_id",
        "created_at",
    )

    op.create_table(
        "workflow_steps",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("workflow_run_id", sa.Integer(), nullable=False),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("token", sa.String(length=32), nullable=False),
        sa.Column("step_id", sa.String(length=64), nullable=False),
        sa.Column("kind", sa.String(length=16), nullable=False),
        sa.Column("iteration", sa.Integer(), nullable=False),
        sa.Column("status", sa.String(length=32), nullable=False),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("input", sa.JSON(), nullable=False),
        sa.Column("output", sa.Text(), nullable=False),
        sa.Column("error", sa.Text(), nullable=False),
        sa.Column("run_id", sa.Integer(), nullable=True),
        sa.Column("duration_ms", sa.Double(), nullable=False),
        sa.Column("message_id", sa.String(length=200), nullable=False),
        sa.Column("started_at", _TS, nullable=False),
        sa.Column("finished_at", _TS, nullable=True),
        _fk("workflow_steps", "workflow_run_id", "workflow_runs", "CASCADE"),
        _fk("workflow_steps", "run_id", "runs", "SET NULL"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_workflow_steps")),
        sa.UniqueConstraint(
            "workflow_run_id", "token", name=op.f("uq_workflow_steps_workflow_run_id")
        ),
    )
    _index("workflow_steps", "workflow_run_id", "run_id", "message_id", "started_at")

    op.create_table(
        "workflow_feedback",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("feedback_id", sa.Integer(), nullable=False),
        sa.Column("workflow_run_id", sa.Integer(), nullable=False),
        sa.Column("step_record_id", sa.Integer(), nullable=True),
        sa.Column("step_id", sa.String(length=64), nullable=False),
        _fk("workflow_feedback", "feedback_id", "feedback", "CASCADE"),
        _fk("workflow_feedback", "workflow_run_id", "workflow_runs", "CASCADE"),
        _fk("workflow_feedback", "step_record_id", "workflow_steps", "CASCADE"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_workflow_feedback")),
        sa.UniqueConstraint("feedback_id", name=op.f("uq_workflow_feedback_feedback_id")),
    )
    _index("workflow_feedback", "workflow_run_id", "step_record_id")

    op.create_table(
        "workflow_drafts",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("platform", sa.String(length=32), nullable=False),
        sa.Column("workspace", sa.String(length=200), nullable=False),
        sa.Column("channel", sa.String(length=200), nullable=False),
        sa.Column("user", sa.String(length=200), nullable=False),
        sa.Column("name", sa.String(length=64), nullable=False),
        sa.Column("description", sa.Text(), nullable=False),
        sa.Column("graph", sa.JSON(), nullable=False),
        sa.Column("run_id", sa.Integer(), nullable=True),
        sa.Column("created_at", _TS, nullable=False),
        _fk("workflow_drafts", "run_id", "runs", "SET NULL"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_workflow_drafts")),
    )
    _index("workflow_drafts", "created_at")


def downgrade() -> None:
    for table in (
        "workflow_drafts",
        "workflow_feedback",
        "workflow_steps",
        "workflow_runs",
        "workflow_versions",
        "workflows",
    ):
        op.drop_table(table)
