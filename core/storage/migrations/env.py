"""Alembic environment: runs on the connection ``Database.migrate`` hands over."""

from __future__ import annotations

from alembic import context
from sqlalchemy import create_engine

from core.storage import Base

config = context.config
connection = config.attributes.get("connection")

if connection is not None:
    context.configure(connection=connection, target_metadata=Base.metadata, render_as_batch=True)
    with context.begin_transaction():
        context.run_migrations()
else:  # `alembic` CLI use: the URL comes from the ini file or -x url=...
    url = context.get_x_argument(as_dictionary=True).get("url") or config.get_main_option(
        "sqlalchemy.url"
    )
    engine = create_engine(url or "sqlite:///data/strop.db")
    with engine.begin() as conn:
        context.configure(connection=conn, target_metadata=Base.metadata, render_as_batch=True)
        with context.begin_transaction():
            context.run_migrations()
