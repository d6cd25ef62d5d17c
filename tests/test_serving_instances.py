"""Model instances, versions and rollback on SQLite; the agent tools and ``strop deploy --list``."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from core.cli import main
from core.errors import ConfigurationError, Conflict, NotFound, ToolError
from core.services import builtin_tools
from core.serving import InstanceService
from core.settings import load_settings
from core.storage import Database, TrainingRun
from core.tools import ToolContext


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    database = Database(url="sqlite:///" + str(tmp_path / "strop.db"))
    database.migrate()
    yield database
    database.dispose()


@pytest.fixture
def instances(db: Database, tmp_path: Path) -> InstanceService:
    return InstanceService(db, tmp_path)


def _adapter(tmp_path: Path, name: str) -> Path:
    path = tmp_path / "incoming" / f"{name}.gguf"
    path.parent.mkdir(exist_ok=True)
    path.write_bytes(f"adapter {name}".encode())
    return path


def test_spawn_adds_instances_beside_each_other(instances: InstanceService) -> None:
    instances.spawn("assistant")
    coder = instances.spawn("coder", tags=["tool:run_code", "ab:code:30", "agent:dev"])
    assert coder.base == "embedded" and coder.target == "embedded"
    assert coder.current_version == 0 and coder.status == "active"
    assert [i.name for i in instances.list()] == ["assistant", "coder"]
    assert [i.name for i in instances.with_tag("tool:run_code")] == ["coder"]
    assert [i.name for i in instances.with_tag("ab:code")] == ["coder"]
    assert instances.with_tag("tool:web") == []

    with pytest.raises(Conflict):
        instances.spawn("assistant")
    for bad in ("Assistant", "1st", "a b", "x" * 65, ""):
        with pytest.raises(ConfigurationError, match="instance name"):
            instances.spawn(bad)
    for tag in ("tool:", "colour:red", "ab:x:heavy", "tool:Run Code", "agent"):
        with pytest.raises(ConfigurationError, match="tag"):
            instances.spawn("tagged", tags=[tag])
    with pytest.raises(ConfigurationError, match="target"):
        instances.spawn("elsewhere", target="vllm")
    with pytest.raises(NotFound, match="assistant, coder"):
        instances.get("missing")

    instances.retire("coder")
    assert [i.name for i in instances.list()] == ["assistant"]
    assert instances.get("coder").status == "retired"
    assert instances.with_tag("tool:run_code") == []
    assert [i.name for i in instances.list(include_retired=True)] == ["assistant", "coder"]


def test_versions_are_copied_kept_and_rolled_back(
    instances: InstanceService, tmp_path: Path
) -> None:
    instances.spawn("assistant")
    assert instances.current("assistant") is None
    v1 = instances.add_version(
        "assistant", _adapter(tmp_path, "a"), metrics={"heldout": 0.4}, deployed_name="x"
    )
    v2 = instances.add_version("assistant", _adapter(tmp_path, "b"))
    assert (v1.version, v2.version) == (1, 2)
    models = tmp_path / "models" / "assistant"
    assert v1.adapter_path == models / "v1.gguf" and v2.adapter_path == models / "v2.gguf"
    assert v1.adapter_path.read_bytes() == b"adapter a"  # earlier versions stay on disk
    assert v2.adapter_path.read_bytes() == b"adapter b"
    assert [(v.version, v.status) for v in instances.versions("assistant")] == [
        (1, "previous"),
        (2, "active"),
    ]
    assert instances.versions("assistant")[0].metrics == {"heldout": 0.4}
    current = instances.current("assistant")
    assert current is not None and current.version == 2

    back = instances.rollback("assistant")
    assert back is not None and back.version == 1
    assert instances.get("assistant").current_version == 1
    assert [v.status for v in instances.versions("assistant")] == ["active", "rolled_back"]

    assert instances.rollback("assistant") is None  # nothing before v1: the base alone
    assert instances.get("assistant").current_version == 0
    with pytest.raises(Conflict, match="nothing to roll back"):
        instances.rollback("assistant")

    v3 = instances.add_version("assistant", _adapter(tmp_path, "c"))
    assert v3.version == 3
    # Rolled-back versions are never served again by a rollback.
    assert instances.rollback_target("assistant") is None
    assert sorted(p.name for p in models.iterdir()) == ["v1.gguf", "v2.gguf", "v3.gguf"]
    with pytest.raises(ConfigurationError, match="not found"):
        instances.add_version("assistant", tmp_path / "missing.gguf")


async def test_agent_tools_manage_instances(db: Database, tmp_path: Path) -> None:
    registry = builtin_tools()
    for name in ("spawn_instance", "list_instances", "deploy_adapter", "rollback_instance"):
        assert name in registry
    ctx = ToolContext(agent="ops", db=db, data_dir=tmp_path)

    async def call(tool: str, **arguments: object) -> object:
        return await registry.get(tool).call(arguments, ctx)

    made = await call("spawn_instance", name="helper", tags=["agent:ops"])
    assert made == {
        "name": "helper",
        "base": "embedded",
        "target": "embedded",
        "endpoint": "",
        "tags": ["agent:ops"],
        "current_version": 0,
        "status": "active",
    }
    listed = await call("list_instances")
    assert isinstance(listed, list) and [i["name"] for i in listed] == ["helper"]
    with pytest.raises(ToolError, match="exists already"):
        await call("spawn_instance", name="helper")
    with pytest.raises(ToolError, match="inside the data directory"):
        await call("deploy_adapter", instance="helper", adapter="/etc/passwd")
    with pytest.raises(ToolError, match="inside the data directory"):
        await call("deploy_adapter", instance="helper", adapter="../outside.gguf")
    with db.session() as s:
        run = TrainingRun(status="failed")
        s.add(run)
        s.flush()
        run_id = run.id
    with pytest.raises(ToolError, match="has no adapter"):
        await call("deploy_adapter", instance="helper", training_run_id=run_id)
    with pytest.raises(ToolError, match="nothing to roll back"):
        await call("rollback_instance", instance="helper")

    InstanceService(db, tmp_path).add_version("helper", _adapter(tmp_path, "a"))
    # Back to the base needs no model load, so the embedded target only records it.
    assert await call("rollback_instance", instance="helper") == {
        "instance": "helper",
        "current_version": 0,
    }


@pytest.fixture
def fresh_settings() -> Iterator[None]:
    """``load_settings`` is cached per process; each CLI call here must read this test's env."""
    load_settings.cache_clear()
    yield
    load_settings.cache_clear()


def test_cli_lists_and_rolls_back(
    fresh_settings: None,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    data = tmp_path / "data"
    monkeypatch.setenv("STROP_DATA_DIR", str(data))
    monkeypatch.chdir(tmp_path)  # no .env from the repository
    assert main(["deploy", "--list", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == []

    db = Database(url="sqlite:///" + str(data / "strop.db"))
    service = InstanceService(db, data)
    service.spawn("assistant", tags=["agent:assistant"])
    service.add_version("assistant", _adapter(tmp_path, "a"))
    db.dispose()

    assert main(["deploy", "--list"]) == 0
    out = capsys.readouterr().out
    assert out.split()[:4] == ["assistant", "active", "embedded", "v1"]
    assert main(["deploy", "--rollback", "--json"]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert shown["current_version"] == 0
    assert [v["status"] for v in shown["versions"]] == ["rolled_back"]
    assert main(["deploy", "--rollback"]) == 2
    assert "nothing to roll back" in capsys.readouterr().err
    assert main(["deploy"]) == 2
    assert "give an adapter" in capsys.readouterr().err
