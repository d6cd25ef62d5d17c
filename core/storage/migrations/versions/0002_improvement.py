"""improvement jobs, training runs, model instances

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-22 20:22:44.973168
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:

    op.create_table(
        "improvement_jobs",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=64), nullable=False),
        sa.Column("student", sa.String(length=64), nullable=False),
        sa.Column("teacher", sa.String(length=200), nullable=False),
        sa.Column("scope", sa.JSON(), nullable=False),
        sa.Column("instances", sa.JSON(), nullable=False),
        sa.Column("strategies", sa.JSON(), nullable=False),
        sa.Column("schedule", sa.JSON(), nullable=False),
        sa.Column("last_feedback_id", sa.Integer(), nullable=False),
        sa.Column("status", sa.String(length=32), nullable=False),
        sa.Column("notes", sa.Text(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_improvement_jobs")),
        sa.UniqueConstraint("name", name=op.f("uq_improvement_jobs_name")),
    )
    with op.batch_alter_table("improvement_jobs", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_improvement_jobs_created_at"), ["created_at"], unique=False
        )

    op.create_table(
        "model_instances",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=64), nullable=False),
        sa.Column("base", sa.String(length=500), nullable=False),
        sa.Column("target", sa.String(length=32), nullable=False),
        sa.Column("endpoint", sa.String(length=500), nullable=False),
        sa.Column("tags", sa.JSON(), nullable=False),
        sa.Column("current_version", sa.Integer(), nullable=False),
        sa.Column("status", sa.String(length=32), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_model_instances")),
        sa.UniqueConstraint("name", name=op.f("uq_model_instances_name")),
    )
    with op.batch_alter_table("model_instances", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_model_instances_created_at"), ["created_at"], unique=False
        )

    op.create_table(
        "improvement_cycles",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("job_id", sa.Integer(), nullable=True),
        sa.Column("status", sa.String(length=32), nullable=False),
        sa.Column("trigger", sa.String(length=32), nullable=False),
        sa.Column("dataset", sa.String(length=500), nullable=False),
        sa.Column("summary", sa.JSON(), nullable=False),
        sa.Column("error", sa.Text(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("finished_at", sa.DateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(
            ["job_id"],
            ["improvement_jobs.id"],
            name=op.f("fk_improvement_cycles_job_id_improvement_jobs"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_improvement_cycles")),
    )
    with op.batch_alter_table("improvement_cycles", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_improvement_cycles_created_at"), ["created_at"], unique=False
        )
        batch_op.create_index(batch_op.f("ix_improvement_cycles_job_id"), ["job_id"], unique=False)

    op.create_table(
        "training_runs",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("job_id", sa.Integer(), nullable=True),
        sa.Column("backend", sa.String(length=32), nullable=False),
        sa.Column("remote_id", sa.String(length=64), nullable=False),
        sa.Column("method", sa.String(length=16), nullable=False),
        sa.Column("status", sa.String(length=32), nullable=False),
        sa.Column("config", sa.JSON(), nullable=False),
        sa.Column("dataset", sa.String(length=500), nullable=False),
        sa.Column("examples", sa.Integer(), nullable=False),
        sa.Column("step", sa.Integer(), nullable=False),
        sa.Column("total_steps", sa.Integer(), nullable=False),
        sa.Column("losses", sa.JSON(), nullable=False),
        sa.Column("adapter_path", sa.String(length=500), nullable=False),
        sa.Column("error", sa.Text(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("started_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("finished_at", sa.DateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(
            ["job_id"],
            ["improvement_jobs.id"],
            name=op.f("fk_training_runs_job_id_improvement_jobs"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_training_runs")),
    )
    with op.batch_alter_table("training_runs", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_training_runs_created_at"), ["created_at"], unique=False
        )
        batch_op.create_index(batch_op.f("ix_training_runs_job_id"), ["job_id"], unique=False)
        batch_op.create_index(batch_op.f("ix_training_runs_status"), ["status"], unique=False)

    op.create_table(
        "model_versions",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("instance_id", sa.Integer(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("adapter_path", sa.String(length=500), nullable=False),
        sa.Column("training_run_id", sa.Integer(), nullable=True),
        sa.Column("deployed_name", sa.String(length=200), nullable=False),
        sa.Column("metrics", sa.JSON(), nullable=False),
        sa.Column("status", sa.String(length=32), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["instance_id"],
            ["model_instances.id"],
            name=op.f("fk_model_versions_instance_id_model_instances"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["training_run_id"],
            ["training_runs.id"],
            name=op.f("fk_model_versions_training_run_id_training_runs"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_model_versions")),
        sa.UniqueConstraint("instance_id", "version", name=op.f("uq_model_versions_instance_id")),
    )
    with op.batch_alter_table("model_versions", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_model_versions_created_at"), ["created_at"], unique=False
        )
        batch_op.create_index(
            batch_op.f("ix_model_versions_instance_id"), ["instance_id"], unique=False
        )


def downgrade() -> None:

    with op.batch_alter_table("model_versions", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_model_versions_instance_id"))
        batch_op.drop_index(batch_op.f("ix_model_versions_created_at"))

    op.drop_table("model_versions")
    with op.batch_alter_table("training_runs", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_training_runs_status"))
        batch_op.drop_index(batch_op.f("ix_training_runs_job_id"))
        batch_op.drop_index(batch_op.f("ix_training_runs_created_at"))

    op.drop_table("training_runs")
    with op.batch_alter_table("improvement_cycles", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_improvement_cycles_job_id"))
        batch_op.drop_index(batch_op.f("ix_improvement_cycles_created_at"))

    op.drop_table("improvement_cycles")
    with op.batch_alter_table("model_instances", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_model_instances_created_at"))

    op.drop_table("model_instances")
    with op.batch_alter_table("improvement_jobs", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_improvement_jobs_created_at"))

    op.drop_table("improvement_jobs")
