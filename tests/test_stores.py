"""Agent store tools, called through the registry against a real SQLite database."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import func, inspect, select

from core.errors import ToolError
from core.storage import Base, Database, StoreEntry
from core.tools import ToolContext, ToolRegistry
from core.tools.stores import MAX_VALUE_BYTES, register_store_tools


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    database = Database(url="sqlite:///" + str(tmp_path / "t.db"))
    database.migrate()
    if not inspect(database.engine).has_table("stores"):
        # No Alembic revision creates the tables yet; build them from the models.
        Base.metadata.create_all(database.engine)
    yield database
    database.dispose()


@pytest.fixture
def registry() -> ToolRegistry:
    reg = ToolRegistry()
    register_store_tools(reg)
    return reg


@pytest.fixture
def ctx(db: Database, tmp_path: Path) -> ToolContext:
    return ToolContext(agent="alice", db=db, data_dir=tmp_path)


class Caller:
    def __init__(self, registry: ToolRegistry, ctx: ToolContext) -> None:
        self.registry, self.ctx = registry, ctx

    async def __call__(self, tool: str, **arguments: Any) -> Any:
        return await self.registry.get(tool).call(arguments, self.ctx)


@pytest.fixture
def call(registry: ToolRegistry, ctx: ToolContext) -> Caller:
    return Caller(registry, ctx)


def test_registers_seven_tools_with_model_facing_schemas(registry: ToolRegistry) -> None:
    assert registry.names() == [
        "create_store",
        "list_stores",
        "delete_store",
        "put_store_entry",
        "get_store_entry",
        "query_store",
        "delete_store_entry",
    ]
    put = registry.get("put_store_entry")
    assert put.description.startswith("Remember or note a fact: save a value under a key")
    assert put.parameters["required"] == ["store", "key", "value"]
    assert "ctx" not in put.parameters["properties"]
    assert put.parameters["properties"]["key"]["description"]


@pytest.mark.parametrize("value", ["text", 42, 2.5, True, None, [1, "two"], {"a": {"b": [1]}}])
async def test_put_get_round_trip(call: Caller, value: Any) -> None:
    await call("put_store_entry", store="notes", key="k", value=value)
    got = await call("get_store_entry", store="notes", key="k")
    assert got["value"] == value
    assert type(got["value"]) is type(value)


async def test_put_creates_store_and_replaces_values(call: Caller) -> None:
    first = await call("put_store_entry", store="todo", key="a", value=1)
    assert first == {"store": "todo", "key": "a", "replaced": False, "store_created": True}
    second = await call("put_store_entry", store="todo", key="a", value=2)
    assert second["replaced"] is True
    assert second["store_created"] is False
    assert (await call("get_store_entry", store="todo", key="a"))["value"] == 2
    assert await call("list_stores") == [{"name": "todo", "description": "", "entries": 1}]


async def test_create_list_delete_store(call: Caller, db: Database) -> None:
    made = await call("create_store", name="people", description="who is who")
    assert made == {"store": "people", "created": True, "description": "who is who"}
    again = await call("create_store", name="people", description="other")
    assert again["created"] is False
    assert again["description"] == "who is who"
    await call("create_store", name="empty")
    for i in range(3):
        await call("put_store_entry", store="people", key=f"p{i}", value={"i": i})
    assert await call("list_stores") == [
        {"name": "empty", "description": "", "entries": 0},
        {"name": "people", "description": "who is who", "entries": 3},
    ]
    assert await call("delete_store", name="people") == {"deleted": "people", "entries_removed": 3}
    assert [s["name"] for s in await call("list_stores")] == ["empty"]
    with db.session() as s:
        assert s.scalar(select(func.count()).select_from(StoreEntry)) == 0


async def test_delete_entry(call: Caller) -> None:
    await call("put_store_entry", store="s", key="gone", value="x")
    assert await call("delete_store_entry", store="s", key="gone") == {
        "store": "s",
        "deleted": "gone",
    }
    with pytest.raises(ToolError, match="no key 'gone' in store 's'"):
        await call("get_store_entry", store="s", key="gone")
    with pytest.raises(ToolError, match="no key 'gone'"):
        await call("delete_store_entry", store="s", key="gone")


async def test_agents_cannot_see_each_others_stores(
    registry: ToolRegistry, ctx: ToolContext, db: Database, tmp_path: Path
) -> None:
    alice = Caller(registry, ctx)
    bob = Caller(registry, ToolContext(agent="bob", db=db, data_dir=tmp_path))
    await alice("put_store_entry", store="secrets", key="pin", value="1234")
    assert await bob("list_stores") == []
    with pytest.raises(ToolError, match="no store named 'secrets'; your stores: none yet"):
        await bob("get_store_entry", store="secrets", key="pin")
    with pytest.raises(ToolError, match="no store named"):
        await bob("delete_store", name="secrets")
    # The same name in another namespace is a different store.
    await bob("put_store_entry", store="secrets", key="pin", value="9999")
    assert (await alice("get_store_entry", store="secrets", key="pin"))["value"] == "1234"
    assert (await bob("get_store_entry", store="secrets", key="pin"))["value"] == "9999"
    await bob("delete_store", name="secrets")
    assert (await alice("get_store_entry", store="secrets", key="pin"))["value"] == "1234"


async def test_query_by_prefix(call: Caller) -> None:
    for key in ["user:1", "user:2", "User:3", "user_x", "userAx", "team:1", "user%"]:
        await call("put_store_entry", store="s", key=key, value=key)
    found = await call("query_store", store="s", prefix="user:")
    assert [e["key"] for e in found["entries"]] == ["user:1", "user:2"]
    # '_' and '%' are literal characters, and case matters (LIKE would get all three wrong).
    assert [
        e["key"] for e in (await call("query_store", store="s", prefix="user_"))["entries"]
    ] == ["user_x"]
    assert [
        e["key"] for e in (await call("query_store", store="s", prefix="user%"))["entries"]
    ] == ["user%"]
    everything = await call("query_store", store="s")
    assert everything["count"] == 7
    assert everything["truncated"] is False


async def test_query_by_filter_and_limit(call: Caller) -> None:
    rows = {
        "t1": {"status": "open", "owner": "ann", "n": 1},
        "t2": {"status": "done", "owner": "ann", "n": 1},
        "t3": {"status": "open", "owner": "bo", "n": True},
        "t4": {"status": "open", "owner": "ann"},
        "t5": "open",
        "t6": ["open"],
    }
    for key, value in rows.items():
        await call("put_store_entry", store="tickets", key=key, value=value)

    async def keys(**args: Any) -> list[str]:
        result = await call("query_store", store="tickets", **args)
        return [e["key"] for e in result["entries"]]

    assert await keys(filter={"status": "open"}) == ["t1", "t3", "t4"]
    assert await keys(filter={"status": "open", "owner": "ann"}) == ["t1", "t4"]
    assert await keys(filter={"n": 1}) == ["t1", "t2"]  # JSON true is not 1
    assert await keys(filter={"n": True}) == ["t3"]
    assert await keys(filter={"missing": None}) == []
    assert await keys(prefix="t", filter={"owner": "bo"}) == ["t3"]
    limited = await call("query_store", store="tickets", filter={"status": "open"}, limit=2)
    assert [e["key"] for e in limited["entries"]] == ["t1", "t3"]
    assert limited["truncated"] is True
    assert limited["entries"][0]["value"] == rows["t1"]


async def test_errors_are_clear(call: Caller) -> None:
    with pytest.raises(ToolError, match="no store named 'nope'"):
        await call("get_store_entry", store="nope", key="k")
    with pytest.raises(ToolError, match="no store named 'nope'"):
        await call("query_store", store="nope")
    with pytest.raises(ToolError, match="no store named 'nope'"):
        await call("delete_store_entry", store="nope", key="k")
    with pytest.raises(ToolError, match="invalid store name 'bad_name!'"):
        await call("put_store_entry", store="bad name!", key="k", value=1)
    with pytest.raises(ToolError, match="invalid store name"):
        await call("create_store", name="x" * 65)
    with pytest.raises(ToolError, match="invalid store name"):
        await call("create_store", name="")
    with pytest.raises(ToolError, match="invalid key"):
        await call("put_store_entry", store="s", key="", value=1)
    with pytest.raises(ToolError, match="invalid key"):
        await call("put_store_entry", store="s", key="a\nb", value=1)
    with pytest.raises(ToolError, match=f"the limit is {MAX_VALUE_BYTES} bytes"):
        await call("put_store_entry", store="s", key="big", value="x" * MAX_VALUE_BYTES)
    with pytest.raises(ToolError, match="limit must be between 1 and 100"):
        await call("query_store", store="s", limit=0)
    with pytest.raises(ToolError, match="invalid arguments for put_store_entry: value"):
        await call("put_store_entry", store="s", key="k")
    # Nothing was half-written by the failed calls.
    assert await call("list_stores") == []
    # Whitespace in names is folded to "_" rather than refused (small models write it).
    await call("put_store_entry", store="deploy day", key="k", value=1)
    assert (await call("get_store_entry", store="deploy_day", key="k"))["value"] == 1


async def test_value_just_under_the_cap_is_accepted(call: Caller) -> None:
    value = "x" * (MAX_VALUE_BYTES - 2)  # two bytes of JSON quotes
    await call("put_store_entry", store="s", key="big", value=value)
    assert (await call("get_store_entry", store="s", key="big"))["value"] == value


async def test_get_finds_the_one_closest_key_and_says_so(call: Caller) -> None:
    await call("put_store_entry", store="notes", key="guest_wifi_network", value="Lantern-Guest")
    await call("put_store_entry", store="notes", key="wifi password", value="in the binder")
    await call("put_store_entry", store="notes", key="budget code", value="TRV-882")
    got = await call("get_store_entry", store="notes", key="wifi network")
    assert got == {
        "key": "guest_wifi_network",
        "value": "Lantern-Guest",
        "requested_key": "wifi network",
    }
    assert (await call("get_store_entry", store="notes", key="travel_budget"))["value"] == "TRV-882"
    # An exact key never gets the near-miss marker.
    assert await call("get_store_entry", store="notes", key="budget code") == {
        "key": "budget code",
        "value": "TRV-882",
    }


async def test_get_refuses_to_guess_on_a_tie_or_no_overlap(call: Caller) -> None:
    await call("put_store_entry", store="notes", key="wifi password", value="a")
    await call("put_store_entry", store="notes", key="wifi channel", value="b")
    with pytest.raises(ToolError, match="no key 'wifi' in store 'notes'"):
        await call("get_store_entry", store="notes", key="wifi")
    with pytest.raises(ToolError, match="no key 'parking'"):
        await call("get_store_entry", store="notes", key="parking")
    with pytest.raises(ToolError, match="no key '--'"):
        await call("get_store_entry", store="notes", key="--")
