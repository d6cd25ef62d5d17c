"""service: run queue state, teams, API tokens, help requests

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-22 23:20:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("runs", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column("workspace", sa.String(length=200), nullable=False, server_default="")
        )
        batch_op.add_column(sa.Column("payload", sa.JSON(), nullable=False, server_default="{}"))
        batch_op.add_column(
            sa.Column("worker", sa.String(length=200), nullable=False, server_default="")
        )
        batch_op.add_column(sa.Column("started_at", sa.DateTime(timezone=True), nullable=True))
        batch_op.create_index(batch_op.f("ix_runs_workspace"), ["workspace"], unique=False)

    op.create_table(
        "api_tokens",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=64), nullable=False),
        sa.Column("prefix", sa.String(length=16), nullable=False),
        sa.Column("token_hash", sa.String(length=128), nullable=False),
        sa.Column("team", sa.String(length=200), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("last_used_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("revoked_at", sa.DateTime(timezone=True), nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_api_tokens")),
        sa.UniqueConstraint("token_hash", name=op.f("uq_api_tokens_token_hash")),
    )
    with op.batch_alter_table("api_tokens", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_api_tokens_prefix"), ["prefix"], unique=False)
        batch_op.create_index(batch_op.f("ix_api_tokens_team"), ["team"], unique=False)
        batch_op.create_index(batch_op.f("ix_api_tokens_created_at"), ["created_at"], unique=False)

    op.create_table(
        "help_requests",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("run_id", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(length=32), nullable=False),
        sa.Column("message", sa.Text(), nullable=False),
        sa.Column("options", sa.JSON(), nullable=False),
        sa.Column("status", sa.String(length=32), nullable=False),
        sa.Column("answer", sa.Text(), nullable=False),
        sa.Column("answered_by", sa.String(length=200), nullable=False),
        sa.Column("extra", sa.JSON(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("answered_at", sa.DateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(
            ["run_id"], ["runs.id"], name=op.f("fk_help_requests_run_id_runs"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_help_requests")),
    )
    with op.batch_alter_table("help_requests", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_help_requests_run_id"), ["run_id"], unique=False)
        batch_op.create_index(batch_op.f("ix_help_requests_status"), ["status"], unique=False)
        batch_op.create_index(
            batch_op.f("ix_help_requests_created_at"), ["created_at"], unique=False
        )


def downgrade() -> None:
    op.drop_table("help_requests")
    op.drop_table("api_tokens")
    with op.batch_alter_table("runs", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_runs_workspace"))
        batch_op.drop_column("started_at")
        batch_op.drop_column("worker")
        batch_op.drop_column("payload")
        batch_op.drop_column("workspace")
