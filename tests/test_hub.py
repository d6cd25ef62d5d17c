"""Publish and pull on a model hub (SPEC 6.12), against a local hub server (``hub_server``).

Two installations share one hub: a publisher uploads an instance's adapter
(GGUF, PEFT safetensors, model card) and a dataset version; a puller takes the
adapter and deploys it only through the evaluation gate. The models are the
~7M random Llama; its adapter is trained to answer "ping 7" with "PONG-7" in
the ``pinger`` agent's exact prompt, which the base model never does, so the
gate has something real to measure.
"""

from __future__ import annotations

import asyncio
import io
import json
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import yaml
from chat_support.memory import MemorySurface
from hub_server import FakeHub, running_hub
from pydantic import SecretStr
from safetensors.numpy import load_file
from sqlalchemy import select

from core.agents.spec import AgentSpec
from core.chat import ButtonAction, Conversation, Message
from core.cli import main
from core.conversation import ChatService
from core.errors import ConfigurationError, Conflict
from core.evals.tasks import Task
from core.improve.datasets import write_dataset
from core.improve.pull import pull_adapter
from core.models.scripted import ScriptedModel
from core.services import Services
from core.serving import Deployer, EmbeddedTarget, InstanceService
from core.serving.hub import Hub
from core.serving.hub_publish import publish_instance
from core.serving.hub_pull import fetch_adapter, pulled_folder
from core.serving.model_card import parse_card
from core.settings import Settings, load_settings
from core.storage import HelpRequest, TrainingRun
from core.trajectories import get_run

TOKEN = "hf_strop_test_write_token_0123456789"
SECRET = "vault-planted-9f8e7d6c5b4a"  # saved in the vault, then pasted into a card and data
EMAIL = "alice.ops@example.com"
REPO = "team/pinger-adapter"
PINGER = AgentSpec(
    name="pinger",
    system_prompt="Answer the ping.",
    tools=(),
    parameters={"max_steps": 0, "tool_choice_k": 0},
)
PING = Task("ping-7", "plain", ("ping 7",), "heldout", (), ("PONG-7",), forbid_tools=True)
CHANNEL = Conversation("memory", "C1", "T1")


def _answer(text: str) -> str:
    return json.dumps({"answer": text})


@dataclass(frozen=True)
class Tiny:
    base: Path  # the random base model as a GGUF
    adapter: Path  # the trained adapter as a GGUF
    peft: Path  # the same adapter as trained (PEFT directory)


@pytest.fixture(scope="module")
def tiny(tmp_path_factory: pytest.TempPathFactory) -> Tiny:
    from trainer.export_gguf import export_lora_gguf
    from trainer.model_gguf import export_model_gguf
    from trainer.sft import LoraSftConfig, train_lora
    from trainer.tiny import tiny_checkpoint

    root = tmp_path_factory.mktemp("tiny")
    checkpoint = tiny_checkpoint(cache_dir=root / "hf")
    base = export_model_gguf(checkpoint, root / "tiny-f32.gguf", dtype="f32")
    # The exact messages the runner sends for "ping 7", recorded by a scripted model.
    scripted = ScriptedModel([_answer("x")])
    services = Services(Settings(_env_file=None, data_dir=root / "capture"), model=scripted)  # type: ignore[call-arg]
    try:
        asyncio.run(services.runner().run(PINGER, "ping 7"))
    finally:
        services.close()
    messages = [m.as_dict() for m in scripted.calls[0]["messages"]]
    example = {"messages": [*messages, {"role": "assistant", "content": _answer("PONG-7")}]}
    run = train_lora(
        [example],
        base_dir=checkpoint,
        output_dir=root / "run",
        config=LoraSftConfig(max_steps=40, learning_rate=1e-2, max_length=128, batch_size=1),
    )
    return Tiny(base, export_lora_gguf(run.adapter_dir, root / "adapter.gguf"), run.adapter_dir)


@pytest.fixture
def hub(monkeypatch: pytest.MonkeyPatch) -> Iterator[FakeHub]:
    # conftest sets HF_HUB_OFFLINE for the whole session; this hub is on 127.0.0.1.
    monkeypatch.setattr("huggingface_hub.constants.HF_HUB_OFFLINE", False)
    with running_hub(tokens={TOKEN}) as server:
        yield server


def _settings(root: Path, hub: FakeHub, **more: Any) -> Settings:
    return Settings(  # type: ignore[call-arg]
        _env_file=None,
        data_dir=root,
        hub_endpoint=hub.base_url,
        hub_token=SecretStr(TOKEN),
        **more,
    )


@pytest.fixture
def installations(tmp_path: Path, hub: FakeHub, tiny: Tiny) -> Iterator[tuple[Services, Services]]:
    """(publisher, puller): two strop installations with a ``pinger`` instance on the tiny base."""
    made = []
    for name in ("publisher", "puller"):
        services = Services(_settings(tmp_path / name, hub), model=ScriptedModel([]))
        services.agents.create(PINGER)
        InstanceService(services.db, services.settings.data_dir).spawn(
            "pinger", base=f"gguf:{tiny.base}"
        )
        made.append(services)
    yield made[0], made[1]
    for services in made:
        services.close()


def _deploy(services: Services, adapter: Path, **kwargs: Any) -> int:
    instances = InstanceService(services.db, services.settings.data_dir)
    return Deployer(instances, EmbeddedTarget()).deploy("pinger", adapter, **kwargs).version


def _training_run(services: Services) -> int:
    """A finished training run, as the improvement loop records one (config with a secret)."""
    dataset = write_dataset(services.settings.data_dir / "datasets", "pinger-sft", [{"x": 1}])
    with services.db.session() as s:
        run = TrainingRun(
            method="sft",
            status="done",
            dataset=str(dataset),
            examples=1,
            total_steps=40,
            losses=[[40, 0.125]],
            config={"max_steps": 40, "teacher_key": SECRET},
        )
        s.add(run)
        s.flush()
        return run.id


def _everything(hub: FakeHub) -> bytes:
    return b"".join(
        content
        for repo in hub.repos.values()
        for commit in repo.commits.values()
        for content in commit.files.values()
    )


async def test_publish_pull_round_trip_through_the_gate(
    installations: tuple[Services, Services], hub: FakeHub, tiny: Tiny
) -> None:
    publisher, puller = installations
    publisher.vault.put("pinger", "OPS_KEY", SECRET, created_by="test")
    run_id = _training_run(publisher)
    assert _deploy(publisher, tiny.adapter, training_run_id=run_id, metrics={"success": 1.0}) == 1
    published = publish_instance(
        publisher, "pinger", REPO, notes=f"Questions to {EMAIL}; the ops key is {SECRET}."
    )
    assert (published.version, published.kind) == (1, "model")
    files = hub.files("model", REPO, "v1")
    assert sorted(files) == [
        "README.md",
        "adapter.gguf",
        "adapter/adapter_config.json",
        "adapter/adapter_model.safetensors",
        "strop.json",
    ]
    assert files["adapter.gguf"] == tiny.adapter.read_bytes()
    # The PEFT form is the adapter exactly as it was trained.
    (tmp := tiny.peft.parent / "published").mkdir(exist_ok=True)
    (tmp / "w.safetensors").write_bytes(files["adapter/adapter_model.safetensors"])
    trained, shipped = (
        load_file(str(tiny.peft / "adapter_model.safetensors")),
        load_file(str(tmp / "w.safetensors")),
    )
    assert sorted(trained) == sorted(shipped)
    assert all((trained[k].astype("float32") == shipped[k]).all() for k in trained)
    config = json.loads(files["adapter/adapter_config.json"])
    assert (config["r"], config["lora_alpha"], config["peft_type"]) == (16, 32.0, "LORA")
    # The card: metadata the Hub understands, the strop block, and no secret or address.
    meta, body = parse_card(files["README.md"].decode())
    assert meta["library_name"] == "peft" and "strop" in meta["tags"]
    assert meta["strop"]["base"]["file"] == "tiny-f32.gguf"
    assert meta["strop"]["data"] == {"dataset": "pinger-sft", "data_version": "v1", "examples": 1}
    assert meta["strop"]["training"]["config"] == {"max_steps": 40, "teacher_key": "[SECRET]"}
    (result,) = meta["model-index"][0]["results"]
    assert result["metrics"] == [{"type": "success", "name": "held-out task success", "value": 1.0}]
    assert "## Limitations" in body and "## Training data" in body
    assert "[EMAIL]" in body and "[SECRET]" in body
    everything = _everything(hub)
    assert SECRET.encode() not in everything and EMAIL.encode() not in everything
    assert TOKEN.encode() not in everything
    assert all(authorized for method, _, authorized in hub.requests if method == "POST")

    # The puller: the base never says PONG-7, the adapter does, so the gate promotes it.
    say: list[str] = []
    outcome = await pull_adapter(
        puller, REPO, "pinger", agent="pinger", eval_tasks=[PING], general_tasks=[], say=say.append
    )
    assert outcome["status"] == "deployed", outcome
    assert (outcome["before"]["success"], outcome["after"]["success"]) == (0.0, 1.0)
    pulled = puller.settings.data_dir / "hub" / "pulled" / "team--pinger-adapter" / "v1"
    for name in (
        "adapter.gguf",
        "adapter/adapter_model.safetensors",
        "adapter/adapter_config.json",
    ):
        assert (pulled / name).read_bytes() == files[name]
    instances = InstanceService(puller.db, puller.settings.data_dir)
    (version,) = instances.versions("pinger")
    assert version.metrics["hub"] == {
        "repo": REPO,
        "version": 1,
        "instance": "pinger",
        "published_version": 1,
    }
    assert version.adapter_path.read_bytes() == tiny.adapter.read_bytes()
    assert puller.model_for("instance:pinger").model_id == "embedded:pinger:v1"
    again = await pull_adapter(puller, REPO, "pinger", agent="pinger", say=say.append)
    assert again["status"] == "up_to_date"

    # A newer version on the hub goes through the same gate: no better than v1, refused.
    assert _deploy(publisher, tiny.adapter) == 2
    assert publish_instance(publisher, "pinger", REPO).version == 2
    with pytest.raises(Conflict, match="already has version v2"):
        publish_instance(publisher, "pinger", REPO)
    newer = await pull_adapter(
        puller, REPO, "pinger", agent="pinger", eval_tasks=[PING], general_tasks=[], say=say.append
    )
    assert (newer["version"], newer["status"]) == (2, "refused")
    assert newer["reasons"] == ["held-out success did not improve"]
    assert [v.version for v in instances.versions("pinger")] == [1]
    assert (await pull_adapter(puller, REPO, "pinger", say=say.append))["status"] == "up_to_date"


async def test_a_tampered_file_on_the_hub_is_refused(
    installations: tuple[Services, Services], hub: FakeHub, tiny: Tiny
) -> None:
    publisher, puller = installations
    _deploy(publisher, tiny.adapter)
    tool = publisher.tools.get("publish_instance")  # what an agent calls
    done = await tool.call({"instance": "pinger", "repo": REPO}, publisher.context("ops"))
    assert (done["repo"], done["version"]) == (REPO, 1)
    repo = hub.repos[("model", REPO)]
    commit = repo.commits[repo.tags["v1"]]
    commit.files["adapter.gguf"] = commit.files["adapter.gguf"][:-4] + b"evil"
    with pytest.raises(ConfigurationError, match="does not match its SHA-256"):
        fetch_adapter(Hub.from_settings(puller.settings), REPO, puller.settings.data_dir)
    assert not pulled_folder(puller.settings.data_dir, REPO, 1).exists()


def test_publishing_needs_a_token_the_hub_accepts(
    installations: tuple[Services, Services], hub: FakeHub, tiny: Tiny, tmp_path: Path
) -> None:
    publisher, _ = installations
    _deploy(publisher, tiny.adapter)
    anonymous = Hub(endpoint=hub.base_url, token=None, cache_dir=tmp_path / "c")
    with pytest.raises(ConfigurationError, match="set STROP_HUB_TOKEN"):
        publish_instance(publisher, "pinger", REPO, hub=anonymous)
    wrong = Hub(endpoint=hub.base_url, token="hf_wrong", cache_dir=tmp_path / "c")
    with pytest.raises(ConfigurationError, match=r"refused STROP_HUB_TOKEN \(HTTP 401\)"):
        publish_instance(publisher, "pinger", REPO, hub=wrong)
    with pytest.raises(ConfigurationError, match="OWNER/NAME"):
        publish_instance(publisher, "pinger", "../etc")
    assert hub.repos == {}


# -- datasets: scrubbed again, and only with an administrator's approval ----------------


def _dataset(services: Services) -> Path:
    rows = [
        {
            "messages": [
                {"role": "user", "content": f"My key is {SECRET}, write to {EMAIL}"},
                {"role": "assistant", "content": _answer("Noted.")},
            ]
        },
        {
            "messages": [
                {"role": "user", "content": "token = abc123secretvalue"},
                {"role": "assistant", "content": _answer("ok")},
            ]
        },
    ]
    return write_dataset(services.settings.data_dir / "datasets", "support-sft", rows)


def _publisher_agent(services: Services) -> None:
    services.agents.create(
        AgentSpec(
            name="publisher",
            system_prompt="You publish datasets.",
            tools=("publish_dataset",),
            parameters={"max_steps": 2, "tool_choice_k": 0},
        )
    )


def _click(message_id: str, action: str, user: str) -> ButtonAction:
    return ButtonAction(f"click-{action}-{user}", CHANNEL, user, action, "", message_id, None)


async def test_a_dataset_waits_for_an_admin_then_goes_out_scrubbed(
    tmp_path: Path, hub: FakeHub
) -> None:
    call = json.dumps(
        {"tool": "publish_dataset", "args": {"dataset": "support-sft", "repo": "team/support"}}
    )
    model = ScriptedModel([call, call, _answer("Published.")])
    settings = _settings(
        tmp_path / "data", hub, chat_admins="memory:ADMIN", admin_channel="memory:T1:ADMINS"
    )
    services = Services(settings, model=model)
    try:
        services.vault.put("publisher", "OPS_KEY", SECRET, created_by="test")
        _dataset(services)
        _publisher_agent(services)
        chat, surface = ChatService(services), MemorySurface()
        chat.use_agent(CHANNEL, "publisher")
        await chat.handle(
            Message("m1", CHANNEL, "U1", "publish the support data", "u1", mentions_bot=True),
            surface,
        )
        with services.db.session() as s:
            request = s.scalars(select(HelpRequest)).one()
            s.expunge(request)
        assert request.kind == "confirmation" and request.extra["admin_only"]
        assert get_run(services.db, request.run_id)["status"] == "waiting_for_user"
        assert hub.repos == {}  # blocked: nothing left before an administrator approved
        cards = surface.cards()
        assert {c.conversation.channel for c in cards} == {"C1", "ADMINS"}
        assert all("administrator's approval" in c.text for c in cards)
        assert "2 rows" in request.message and "team/support" in request.message
        # The person who asked is no administrator: the click is refused.
        approve = f"help:{request.id}:approve"
        await chat.handle(_click(cards[0].message_id, approve, "U1"), surface)
        assert "Only an administrator" in surface.posted[-1].text
        assert hub.repos == {}
        await chat.handle(_click(cards[0].message_id, approve, "ADMIN"), surface)
        run = get_run(services.db, request.run_id)
        assert run["status"] == "done" and run["output"] == "Published.", run["error"]
        files = hub.files("dataset", "team/support", "v1")
        assert sorted(files) == ["README.md", "data.jsonl"]
        data = files["data.jsonl"].decode()
        rows = [json.loads(line) for line in data.splitlines()]
        assert len(rows) == 2
        assert rows[0]["messages"][0]["content"] == "My key is [SECRET], write to [EMAIL]"
        assert rows[1]["messages"][0]["content"] == "[SECRET]"
        meta, _ = parse_card(files["README.md"].decode())
        assert meta["strop"]["rows"] == 2 and meta["strop"]["scrubbed"] == 3
        assert SECRET.encode() not in _everything(hub) and EMAIL.encode() not in _everything(hub)
    finally:
        services.close()


async def test_a_declined_dataset_is_not_published(tmp_path: Path, hub: FakeHub) -> None:
    call = json.dumps(
        {"tool": "publish_dataset", "args": {"dataset": "support-sft", "repo": "team/support"}}
    )
    model = ScriptedModel([call, call, lambda m: _answer(str(m[-1].content)[:300])])
    services = Services(_settings(tmp_path / "data", hub, chat_admins="memory:ADMIN"), model=model)
    try:
        _dataset(services)
        _publisher_agent(services)
        chat, surface = ChatService(services), MemorySurface()
        chat.use_agent(CHANNEL, "publisher")
        await chat.handle(Message("m1", CHANNEL, "U1", "publish", "u1", mentions_bot=True), surface)
        card = surface.cards()[0]
        with services.db.session() as s:
            request_id = s.scalars(select(HelpRequest.id)).one()
        await chat.handle(_click(card.message_id, f"help:{request_id}:deny", "ADMIN"), surface)
        assert hub.repos == {}
        assert "declined publishing support-sft/v1" in surface.posted[-1].text
    finally:
        services.close()


def test_cli_publishes_a_dataset_only_when_confirmed(
    tmp_path: Path,
    hub: FakeHub,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setenv("STROP_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("STROP_HUB_ENDPOINT", hub.base_url)
    monkeypatch.setenv("STROP_HUB_TOKEN", TOKEN)
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    load_settings.cache_clear()
    services = Services(load_settings())
    try:
        services.vault.put("assistant", "OPS_KEY", SECRET, created_by="test")
        _dataset(services)
    finally:
        services.close()
    try:
        args = ["hub", "publish", "--dataset", "support-sft", "--repo", "team/cli-data"]
        assert main(args) == 2  # no terminal to confirm on, no --yes
        assert "add --yes" in capsys.readouterr().err and hub.repos == {}
        assert main([*args, "--yes", "--json"]) == 0
        out = json.loads(capsys.readouterr().out)
        assert (out["kind"], out["version"], out["repo"]) == ("dataset", 1, "team/cli-data")
        data = hub.files("dataset", "team/cli-data", "v1")["data.jsonl"]
        assert SECRET.encode() not in data and b"[SECRET]" in data
        card = yaml.safe_load(
            hub.files("dataset", "team/cli-data", "v1")["README.md"].split(b"---")[1]
        )
        assert card["strop"]["name"] == "support-sft"
    finally:
        load_settings.cache_clear()
