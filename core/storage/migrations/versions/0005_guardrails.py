"""guardrails: channel scope, enabled flag and note on rules; domain scope of secrets

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-24 10:00:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("guardrail_rules", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column("channel", sa.String(length=200), nullable=False, server_default="")
        )
        batch_op.add_column(
            sa.Column("enabled", sa.Boolean(), nullable=False, server_default=sa.true())
        )
        batch_op.add_column(sa.Column("note", sa.Text(), nullable=False, server_default=""))
    with op.batch_alter_table("vault_secrets", schema=None) as batch_op:
        batch_op.add_column(sa.Column("domains", sa.JSON(), nullable=False, server_default="[]"))


def downgrade() -> None:
    with op.batch_alter_table("vault_secrets", schema=None) as batch_op:
        batch_op.drop_column("domains")
    with op.batch_alter_table("guardrail_rules", schema=None) as batch_op:
        batch_op.drop_column("note")
        batch_op.drop_column("enabled")
        batch_op.drop_column("channel")
