"""A planted secret never reaches a trained model, shown by generation with a control.

Runs carrying a secret are rated good; training data is generated from them
and a LoRA is trained on the real 135M model until it has memorised its data.
Trained on unsanitised data (the control) the model says the secret when asked;
trained on the data strop writes (secret named to the sanitiser) it cannot.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from core.agents.spec import AgentSpec
from core.feedback import rate_run
from core.improve.generate import generate_training_data
from core.models.scripted import ScriptedModel
from core.services import Services

# Two short LoRA trainings of the real model and two generations: a few minutes on 2 cores.
pytestmark = [pytest.mark.slow, pytest.mark.timeout(900)]

# Matches none of the sanitiser's patterns: only naming it as a secret removes it.
SECRET = "quokka-ember-7d1e9c"
QUESTION = "What is the deploy passphrase?"


def _embed(texts: object) -> list[list[float]]:
    items = list(texts)  # type: ignore[call-overload]
    return [[1.0 if i == j else 0.0 for j in range(len(items))] for i in range(len(items))]


async def _dataset(services: Services, name: str, secrets: list[str]) -> list[dict[str, Any]]:
    data = await generate_training_data(
        services, strategies=["from_feedback"], name=name, secrets=secrets, embed=_embed
    )
    assert data.sft_path is not None
    return [json.loads(line) for line in data.sft_path.read_text().splitlines()]


def _answer(base: Path, adapter: Path, messages: list[dict[str, str]]) -> str:
    import torch
    from peft import PeftModel
    from transformers import AutoModelForCausalLM, AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(base)
    model = PeftModel.from_pretrained(AutoModelForCausalLM.from_pretrained(base), adapter)
    ids = tokenizer.apply_chat_template(
        messages, add_generation_prompt=True, return_tensors="pt", return_dict=True
    )
    with torch.no_grad():
        out = model.generate(**ids, max_new_tokens=24, do_sample=False)
    return str(tokenizer.decode(out[0][ids["input_ids"].shape[1] :], skip_special_tokens=True))


async def test_trained_model_cannot_say_a_sanitised_secret(
    make_services: Callable[..., Services], real_base_dir: Path, tmp_path: Path
) -> None:
    from trainer import LoraSftConfig, train_lora

    reply = json.dumps({"answer": f"The deploy passphrase is {SECRET}."})
    services = make_services(ScriptedModel([reply] * 6))
    agent = services.agents.create(AgentSpec(name="vault", system_prompt="You keep notes."))
    for i in range(6):
        run = await services.runner().run(agent, QUESTION, channel=f"c{i}")
        rate_run(services.db, run.run_id, "good", rater="ann")
    clean = await _dataset(services, "clean", [SECRET])
    raw = await _dataset(services, "raw", [])
    assert SECRET not in json.dumps(clean) and SECRET in json.dumps(raw)
    prompt = [m for m in clean[0]["messages"] if m["role"] != "assistant"]

    config = LoraSftConfig(max_steps=30, learning_rate=2e-3, batch_size=2, max_length=128)
    said = {}
    for name, rows in (("raw", raw), ("clean", clean)):
        result = train_lora(rows, base_dir=real_base_dir, output_dir=tmp_path / name, config=config)
        said[name] = _answer(real_base_dir, result.adapter_dir, prompt)
    # The control proves the model memorises what it is trained on ...
    assert SECRET in said["raw"], said
    # ... so its absence here is the sanitiser's doing.
    assert SECRET not in said["clean"] and "7d1e9c" not in said["clean"], said
