"""Agent stores: small named key/value stores an agent keeps between runs.

Every store belongs to the calling agent's namespace (``ctx.store_scope``:
the agent's name unless the caller set another); one agent never sees another's
stores. Values are any JSON, kept as ``{"v": value}`` so that strings, numbers
and lists fit the JSON object column.
"""

from __future__ import annotations

import json
import re
from typing import Any

from sqlalchemy import delete, func, select
from sqlalchemy.orm import Session

from core.errors import ToolError
from core.storage import Database, Store, StoreEntry
from core.tools.context import ToolContext
from core.tools.registry import ToolRegistry

__all__ = [
    "MAX_VALUE_BYTES",
    "check_name",
    "create_store",
    "delete_store",
    "delete_store_entry",
    "get_store_entry",
    "list_stores",
    "put_store_entry",
    "query_store",
    "register_store_tools",
    "stored_keys",
]

MAX_VALUE_BYTES = 64 * 1024
MAX_QUERY_LIMIT = 100
_NAME = re.compile(r"^[A-Za-z0-9_.-]{1,64}$")
_MAX_KEY_CHARS = 256
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")


def check_name(name: str, what: str) -> str:
    """The normalised store or collection name (spaces become ``_``), or ``ToolError``.

    Small models write names like "deploy day"; folding whitespace keeps those
    usable while anything else outside the allowed characters is refused.
    """
    name = re.sub(r"\s+", "_", name.strip())
    if not _NAME.match(name):
        raise ToolError(f"invalid {what} name {name!r}: use 1-64 letters, digits, '_', '.' or '-'")
    return name


def _check_key(key: str) -> str:
    if not key or len(key) > _MAX_KEY_CHARS or _CONTROL.search(key):
        raise ToolError(
            f"invalid key {key[:40]!r}: use 1-{_MAX_KEY_CHARS} characters, no control characters"
        )
    return key


def _find_store(session: Session, ctx: ToolContext, name: str) -> Store | None:
    namespace = ctx.store_scope
    return session.scalar(select(Store).where(Store.namespace == namespace, Store.name == name))


def _require_store(session: Session, ctx: ToolContext, name: str) -> Store:
    store = _find_store(session, ctx, check_name(name, "store"))
    if store is None:
        known = session.scalars(
            select(Store.name).where(Store.namespace == ctx.store_scope).order_by(Store.name)
        ).all()
        hint = ", ".join(known) if known else "none yet"
        raise ToolError(f"no store named {name!r}; your stores: {hint}")
    return store


def _find_entry(session: Session, store: Store, key: str) -> StoreEntry | None:
    return session.scalar(
        select(StoreEntry).where(StoreEntry.store_id == store.id, StoreEntry.key == key)
    )


def _json_equal(a: Any, b: Any) -> bool:
    # Python treats True == 1; JSON does not.
    if isinstance(a, bool) or isinstance(b, bool):
        return type(a) is type(b) and a == b
    return bool(a == b)


def create_store(ctx: ToolContext, name: str, description: str = "") -> dict[str, Any]:
    """Create an empty key/value store, kept between conversations (saving creates one too).

    Args:
        name: Store name: letters, digits, '_', '.' or '-'.
        description: What the store holds.
    """
    name = check_name(name, "store")
    with ctx.db.session() as s:
        existing = _find_store(s, ctx, name)
        if existing is not None:
            return {"store": name, "created": False, "description": existing.description}
        s.add(Store(namespace=ctx.store_scope, name=name, description=description))
    return {"store": name, "created": True, "description": description}


def list_stores(ctx: ToolContext) -> list[dict[str, Any]]:
    """List your key/value stores with their number of entries."""
    counts = (
        select(StoreEntry.store_id, func.count().label("n"))
        .group_by(StoreEntry.store_id)
        .subquery()
    )
    with ctx.db.session() as s:
        rows = s.execute(
            select(Store.name, Store.description, func.coalesce(counts.c.n, 0))
            .outerjoin(counts, counts.c.store_id == Store.id)
            .where(Store.namespace == ctx.store_scope)
            .order_by(Store.name)
        ).all()
    return [{"name": n, "description": d, "entries": int(c)} for n, d, c in rows]


def delete_store(ctx: ToolContext, name: str) -> dict[str, Any]:
    """Delete a store and every entry in it.

    Args:
        name: The store to delete.
    """
    with ctx.db.session() as s:
        store = _require_store(s, ctx, name)
        # Explicit rather than relying on ON DELETE CASCADE, which SQLite only
        # honours when the foreign_keys pragma is on for that connection.
        removed = s.scalar(select(func.count()).where(StoreEntry.store_id == store.id)) or 0
        s.execute(delete(StoreEntry).where(StoreEntry.store_id == store.id))
        s.delete(store)
    return {"deleted": name, "entries_removed": removed}


def put_store_entry(ctx: ToolContext, store: str, key: str, value: Any) -> dict[str, Any]:
    """Remember or note a fact: save a value under a key in a store (created if missing).

    Args:
        store: Store name.
        key: Key to save under; an existing value is replaced.
        value: Any JSON value: text, number, list or object.
    """
    store = check_name(store, "store")
    _check_key(key)
    size = len(json.dumps(value, ensure_ascii=False).encode())
    if size > MAX_VALUE_BYTES:
        raise ToolError(
            f"value is {size} bytes as JSON; the limit is {MAX_VALUE_BYTES} bytes per entry"
        )
    with ctx.db.session() as s:
        target = _find_store(s, ctx, store)
        store_created = target is None
        if target is None:
            target = Store(namespace=ctx.store_scope, name=store, description="")
            s.add(target)
            s.flush()
        entry = _find_entry(s, target, key)
        if entry is None:
            s.add(StoreEntry(store_id=target.id, key=key, value={"v": value}))
        else:
            entry.value = {"v": value}
    return {
        "store": store,
        "key": key,
        "replaced": entry is not None,
        "store_created": store_created,
    }


def get_store_entry(ctx: ToolContext, store: str, key: str) -> dict[str, Any]:
    """Read the value saved under a key in a store.

    Args:
        store: Store name.
        key: Key to read.
    """
    with ctx.db.session() as s:
        target = _require_store(s, ctx, store)
        entry = _find_entry(s, target, key) or _closest_entry(s, target, key)
        if entry is None:
            raise ToolError(f"no key {key!r} in store {store!r}; use query_store to list keys")
        found: dict[str, Any] = {"key": entry.key, "value": entry.value.get("v")}
        if entry.key != key:
            found["requested_key"] = key  # a near miss, said plainly so nobody is misled
        return found


_KEY_WORD = re.compile(r"[a-z0-9]+")
_CLOSEST_SCAN = 1000


def _key_words(key: str) -> set[str]:
    return set(_KEY_WORD.findall(key.lower()))


def _closest_entry(session: Session, store: Store, key: str) -> StoreEntry | None:
    """The entry whose key shares the most words with ``key`` ("wifi network" finds
    "guest_wifi_network"), when exactly one key shares the most; else ``None``.

    Models, and people, rarely recall a key exactly as it was saved; a unique
    best word match is what they meant far more often than not.
    """
    wanted = _key_words(key)
    if not wanted:
        return None
    rows = session.scalars(
        select(StoreEntry).where(StoreEntry.store_id == store.id).limit(_CLOSEST_SCAN)
    ).all()
    scored = sorted(
        ((len(wanted & _key_words(row.key)), row) for row in rows),
        key=lambda pair: pair[0],
        reverse=True,
    )
    if not scored or scored[0][0] == 0:
        return None
    if len(scored) > 1 and scored[1][0] == scored[0][0]:
        return None  # a tie: guessing could return the wrong fact
    return scored[0][1]


def query_store(
    ctx: ToolContext,
    store: str,
    prefix: str = "",
    filter: dict[str, Any] | None = None,
    limit: int = 20,
) -> dict[str, Any]:
    """Find entries in a store by key prefix and/or by fields of their values.

    Args:
        store: Store name.
        prefix: Only keys starting with this text.
        filter: Only object values whose fields equal these, e.g. {"status": "open"}.
        limit: Most entries to return (1-100).
    """
    if not 1 <= limit <= MAX_QUERY_LIMIT:
        raise ToolError(f"limit must be between 1 and {MAX_QUERY_LIMIT}")
    wanted = filter or {}
    with ctx.db.session() as s:
        target = _require_store(s, ctx, store)
        stmt = select(StoreEntry.key, StoreEntry.value).where(StoreEntry.store_id == target.id)
        if prefix:
            # substr rather than LIKE: LIKE is case-insensitive on SQLite only.
            stmt = stmt.where(func.substr(StoreEntry.key, 1, len(prefix)) == prefix)
        entries: list[dict[str, Any]] = []
        truncated = False
        # JSON-path operators differ between SQLite and PostgreSQL, so value
        # filters run here, over keys streamed in order.
        for key, stored in s.execute(stmt.order_by(StoreEntry.key)).yield_per(500):
            value = stored.get("v")
            if wanted and not (
                isinstance(value, dict)
                and all(f in value and _json_equal(value[f], v) for f, v in wanted.items())
            ):
                continue
            if len(entries) == limit:
                truncated = True
                break
            entries.append({"key": key, "value": value})
    return {"store": store, "count": len(entries), "truncated": truncated, "entries": entries}


def delete_store_entry(ctx: ToolContext, store: str, key: str) -> dict[str, Any]:
    """Delete the entry under a key in a store.

    Args:
        store: Store name.
        key: Key to delete.
    """
    with ctx.db.session() as s:
        target = _require_store(s, ctx, store)
        entry = _find_entry(s, target, key)
        if entry is None:
            raise ToolError(f"no key {key!r} in store {store!r}")
        s.delete(entry)
    return {"store": store, "deleted": key}


_CUE_KEYS = 200


def stored_keys(ctx: ToolContext) -> list[str]:
    """The keys saved in the agent's stores, most recently written first.

    The recall tools' selection cues: "When is the design review?" shares no word
    with how get_store_entry is described, but it does with a saved "design review".
    """
    with ctx.db.session() as s:
        rows = s.scalars(
            select(StoreEntry.key)
            .join(Store, Store.id == StoreEntry.store_id)
            .where(Store.namespace == ctx.store_scope)
            .order_by(StoreEntry.updated_at.desc(), StoreEntry.id.desc())
            .limit(_CUE_KEYS)
        ).all()
    return [str(key) for key in rows]


def register_store_tools(registry: ToolRegistry) -> None:
    """Add the seven store tools to ``registry``."""
    recall = (get_store_entry, query_store)
    for fn in (
        create_store,
        list_stores,
        delete_store,
        put_store_entry,
        get_store_entry,
        query_store,
        delete_store_entry,
    ):
        registry.add(
            fn,
            cues=stored_keys if fn in recall else None,
            writes=fn in (put_store_entry, delete_store_entry, delete_store),
        )


def drop_namespace(db: Database, namespace: str) -> int:
    """Delete every store (and entry) in ``namespace``; returns how many stores went."""
    with db.session() as s:
        ids = s.scalars(select(Store.id).where(Store.namespace == namespace)).all()
        if ids:
            s.execute(delete(StoreEntry).where(StoreEntry.store_id.in_(ids)))
            s.execute(delete(Store).where(Store.id.in_(ids)))
    return len(ids)
