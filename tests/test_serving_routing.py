"""Per-request routing (tool, agent, A/B) and the ensemble vote, with scripted models."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest

from core.errors import ConfigurationError, ModelUnavailable
from core.models.base import ChatMessage, Completion, ModelClient
from core.models.scripted import ScriptedModel
from core.serving import EnsembleModel, InstanceService, Router, RouteRequest
from core.serving.ensemble import vote_key
from core.serving.routing import pick_weighted
from core.storage import Database

HI = [ChatMessage("user", "hi")]


@pytest.fixture
def instances(tmp_path: Path) -> Iterator[InstanceService]:
    db = Database(url="sqlite:///" + str(tmp_path / "strop.db"))
    db.migrate()
    yield InstanceService(db, tmp_path)
    db.dispose()


class Loader:
    """Stands in for ``Services.model_for``: one scripted model per spec, loads recorded."""

    def __init__(self) -> None:
        self.loaded: list[str] = []

    def __call__(self, spec: str) -> ModelClient:
        self.loaded.append(spec)
        return ScriptedModel([f'{{"answer": "{spec}"}}'], model_id=spec or "default")


def test_routes_by_tool_then_agent_model_then_agent_tag(instances: InstanceService) -> None:
    instances.spawn("coder", tags=["tool:run_code"])
    instances.spawn("ops-model", tags=["agent:ops"])
    router = Router(instances, Loader())

    assert router.spec_for(RouteRequest(agent="ops", tool="run_code")) == "instance:coder"
    assert router.spec_for(RouteRequest(agent="ops", tool="fetch_url")) == "instance:ops-model"
    assert router.spec_for(RouteRequest(agent="ops")) == "instance:ops-model"
    own = RouteRequest(agent="ops", agent_model="gguf:/m.gguf")
    assert router.spec_for(own) == "gguf:/m.gguf"
    assert router.spec_for(RouteRequest(agent="assistant")) == ""

    instances.retire("coder")  # retired instances no longer take requests
    assert router.spec_for(RouteRequest(agent="x", tool="run_code")) == ""


async def test_model_for_loads_the_routed_spec(instances: InstanceService) -> None:
    instances.spawn("coder", tags=["tool:run_code"])
    loader = Loader()
    model = Router(instances, loader).model_for(RouteRequest(agent="a", tool="run_code"))
    assert loader.loaded == ["instance:coder"]
    assert (await model.complete(HI)).text == '{"answer": "instance:coder"}'


def test_ab_split_is_sticky_per_key_and_follows_the_weights(instances: InstanceService) -> None:
    instances.spawn("arm-a", tags=["ab:exp:3"])
    instances.spawn("arm-b", tags=["ab:exp"])  # weight 1
    instances.spawn("other", tags=["ab:other"])
    router = Router(instances, Loader())

    def arm(key: str, r: Router = router) -> str:
        return r.spec_for(RouteRequest(agent="assistant", agent_model="ab:exp", key=key))

    assert all(arm("thread-7") == arm("thread-7") for _ in range(5))
    counts = Counter(arm(f"thread-{i}") for i in range(2000))
    assert set(counts) == {"instance:arm-a", "instance:arm-b"}
    assert 0.70 < counts["instance:arm-a"] / 2000 < 0.80

    flipped = Router(instances, Loader(), weights={"exp": {"arm-a": 0, "arm-b": 1}})
    assert {arm(f"t{i}", flipped) for i in range(50)} == {"instance:arm-b"}
    with pytest.raises(ConfigurationError, match="ab:none"):
        router.spec_for(RouteRequest(agent="a", agent_model="ab:none"))
    with pytest.raises(ConfigurationError, match="positive weight"):
        pick_weighted("k", [("a", 0.0)])


def _scripted(text: str, model_id: str) -> ScriptedModel:
    return ScriptedModel([text], model_id=model_id)


class Failing:
    model_id = "failing"

    async def complete(self, messages: Sequence[ChatMessage], **_: object) -> Completion:
        raise ModelUnavailable("down")


async def test_ensemble_returns_the_majority_comparing_parsed_json() -> None:
    members: list[ModelClient] = [
        _scripted('{"tool": "calc", "args": {"x": 1, "y": 2}}', "m1"),
        _scripted('{"answer": "5"}', "m2"),
        _scripted('{"answer":"5"}', "m3"),
        Failing(),
    ]
    seen: list[str] = []
    done = await EnsembleModel(members, model_id="ensemble:math").complete(HI, on_token=seen.append)
    assert done.text == '{"answer": "5"}'  # the first of the winning replies, as it came
    assert done.model == "ensemble:math"
    assert done.raw["chosen"] == "m2"
    assert done.raw["agreement"] == pytest.approx(2 / 3)
    assert done.raw["failed"] == ["failing: ModelUnavailable: down"]
    assert seen == ['{"answer": "5"}']
    assert vote_key('{"b": 1, "a": [1, 2]}') == vote_key('{"a":[1,2],"b":1}')
    assert vote_key("same  words\n") == vote_key("same words")


async def test_ensemble_tie_goes_to_the_first_and_all_failing_raises() -> None:
    tie = EnsembleModel([_scripted("yes", "a"), _scripted("no", "b")])
    done = await tie.complete(HI)
    assert done.text == "yes" and done.model == "ensemble:a,b"
    with pytest.raises(ModelUnavailable, match="down"):
        await EnsembleModel([Failing(), Failing()]).complete(HI)
    with pytest.raises(ConfigurationError):
        EnsembleModel([])


async def test_router_builds_an_ensemble_of_tagged_instances(instances: InstanceService) -> None:
    for name in ("v-a", "v-b", "v-c"):
        instances.spawn(name, tags=["ensemble:vote"])
    loader = Loader()
    model = Router(instances, loader).model_for(
        RouteRequest(agent="a", agent_model="ensemble:vote")
    )
    assert isinstance(model, EnsembleModel) and model.model_id == "ensemble:vote"
    assert loader.loaded == ["instance:v-a", "instance:v-b", "instance:v-c"]
    done = await model.complete(HI)  # three different answers: a tie, the first wins
    assert done.text == '{"answer": "instance:v-a"}'
    with pytest.raises(ConfigurationError, match="ensemble:none"):
        Router(instances, loader).model_for(RouteRequest(agent="a", agent_model="ensemble:none"))
