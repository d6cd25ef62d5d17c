"""evolution announce: whether an evolution's hypothesis and outcome still go to the admin channel

Revision ID: 0012
Revises: 0011
Create Date: 2026-12-01 12:00:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0012"
down_revision = "0011"
branch_labels = None
depends_on = None

_COLUMNS = ("hypothesis_post", "outcome_post")


def upgrade() -> None:
    # Records made before this revision were either said in chat or never meant to be:
    # "none" keeps them from all being posted at once.
    with op.batch_alter_table("evolution_records", schema=None) as batch_op:
        for column in _COLUMNS:
            batch_op.add_column(
                sa.Column(column, sa.String(length=16), nullable=False, server_default="none")
            )
            batch_op.create_index(
                batch_op.f(f"ix_evolution_records_{column}"), [column], unique=False
            )


def downgrade() -> None:
    with op.batch_alter_table("evolution_records", schema=None) as batch_op:
        for column in _COLUMNS:
            batch_op.drop_index(batch_op.f(f"ix_evolution_records_{column}"))
            batch_op.drop_column(column)
