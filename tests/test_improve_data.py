"""Training data from feedback: SFT, DPO pairs, provenance, snapshots, planted secrets."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from core.feedback import rate_run, retract
from core.improve.conversations import run_conversation
from core.improve.datasets import write_dataset
from core.improve.from_feedback import from_feedback
from core.improve.sanitize import Sanitizer
from core.models.scripted import ScriptedModel
from core.services import Services
from core.trajectories import get_run

VAULT_SECRET = "hunter2-correct-horse"
TOKEN = "sk-live-0123456789abcdefABCDEF"


def call(tool: str, **args: object) -> str:
    return json.dumps({"tool": tool, "args": args})


def answer(text: str) -> str:
    return json.dumps({"answer": text})


def test_sanitizer_removes_secrets_and_pii() -> None:
    clean = Sanitizer(secrets=[VAULT_SECRET])
    text = clean.text(
        f"pw {VAULT_SECRET}, key {TOKEN}, ghp_abcdefghijklmnopqrstuvwxyz12, "
        "mail ann@example.org, call +44 20 7946 0958, password: swordfish, 7006652"
    )
    for leaked in (VAULT_SECRET, TOKEN, "ghp_", "ann@example.org", "7946", "swordfish"):
        assert leaked not in text
    assert "[SECRET]" in text and "[EMAIL]" in text and "[PHONE]" in text
    assert "7006652" in text  # ordinary numbers survive
    assert clean.removed >= 6
    nested = clean.value({"a": [f"x {VAULT_SECRET}"], "n": 3})
    assert nested == {"a": ["x [SECRET]"], "n": 3}


async def test_from_feedback_builds_sft_and_dpo_without_secrets(
    make_services: Callable[..., Services], tmp_path: Path
) -> None:
    model = ScriptedModel(
        [
            call("run_code", code="print(2 + 2)"),
            answer("2 + 2 = 4"),  # run 1: good
            answer("2 + 2 = 5"),  # run 2: same input, bad
            call("put_store_entry", store="notes", key="token", value=TOKEN),
            answer(f"Saved your token {TOKEN}"),  # run 3: good, planted secrets
            answer("meh"),  # run 4: rated then retracted
            answer("tie"),  # run 5: one good, one bad
        ]
    )
    services = make_services(model)
    runner = services.runner()
    agent = services.agents.get("assistant")
    r1 = await runner.run(agent, "What is 2 + 2?")
    r2 = await runner.run(agent, "what is 2 + 2?")
    r3 = await runner.run(agent, f"Remember my token {TOKEN} (vault: {VAULT_SECRET})")
    r4 = await runner.run(agent, "hello")
    r5 = await runner.run(agent, "hi")
    db = services.db
    f1 = rate_run(db, r1.run_id, "good", rater="ann")
    f2 = rate_run(db, r2.run_id, "bad", rater="ann")
    f3 = rate_run(db, r3.run_id, "good", rater="bob")
    rate_run(db, r4.run_id, "good", rater="ann")
    retract(db, r4.run_id, rater="ann")
    rate_run(db, r5.run_id, "good", rater="ann")
    rate_run(db, r5.run_id, "bad", rater="bob")

    data = from_feedback(db, sanitizer=Sanitizer(secrets=[VAULT_SECRET]))
    assert [ex["provenance"]["run_ids"] for ex in data.sft] == [[r1.run_id], [r3.run_id]]
    assert data.sft[0]["provenance"]["feedback_ids"] == [f1]
    first = data.sft[0]["messages"]
    assert first[0]["role"] == "system"
    # few-shot turns are left out; the run's own turns and final reply are kept
    assert [m["role"] for m in first[1:]] == ["user", "assistant", "user", "assistant"]
    assert first[-1]["content"] == answer("2 + 2 = 4")
    dumped = json.dumps(data.sft + data.dpo)
    assert TOKEN not in dumped and VAULT_SECRET not in dumped
    assert len(data.dpo) == 1
    pair = data.dpo[0]
    assert pair["provenance"] == {"run_ids": [r1.run_id, r2.run_id], "feedback_ids": [f1, f2]}
    assert pair["chosen"][-1]["content"] == answer("2 + 2 = 4")
    assert pair["rejected"][-1]["content"] == answer("2 + 2 = 5")
    assert f3 in data.sft[1]["provenance"]["feedback_ids"]

    # the next snapshot only takes ratings given since the last one
    again = from_feedback(db, sanitizer=Sanitizer(), since_feedback_id=data.last_feedback_id)
    assert again.sft == [] and again.dpo == []

    path = write_dataset(tmp_path, "assistant-sft", data.sft)
    second = write_dataset(tmp_path, "assistant-sft", data.sft)
    assert (path.name, second.name) == ("v1.jsonl", "v2.jsonl")
    from datasets import load_dataset

    loaded = load_dataset("json", data_files=str(path), split="train")
    assert loaded.num_rows == 2 and loaded[0]["messages"][0]["role"] == "system"


async def test_identical_good_and_bad_turns_make_no_pair(
    make_services: Callable[..., Services],
) -> None:
    # A two-turn task rated bad for its first turn: its second turn may be the same
    # as in a good attempt, and the same reply cannot be both chosen and rejected.
    services = make_services(ScriptedModel([answer("Thursday."), answer("Thursday.")]))
    runner = services.runner()
    agent = services.agents.get("assistant")
    good = await runner.run(agent, "When is the review?")
    bad = await runner.run(agent, "When is the review?")
    rate_run(services.db, good.run_id, "good", rater="ann")
    rate_run(services.db, bad.run_id, "bad", rater="ann")
    data = from_feedback(services.db, sanitizer=Sanitizer())
    assert data.dpo == [] and data.skipped["identical pair"] == 1
    assert len(data.sft) == 1


async def test_conversation_keeps_examples_on_request(
    make_services: Callable[..., Services],
) -> None:
    services = make_services(ScriptedModel([answer("hi")]))
    result = await services.runner().run(services.agents.get("assistant"), "hello there")
    run = get_run(services.db, result.run_id)
    short = run_conversation(run)
    full = run_conversation(run, keep_examples=True)
    assert short is not None and full is not None
    assert len(full) > len(short) == 3


def test_sanitizer_keeps_dates_but_removes_phone_numbers() -> None:
    clean = Sanitizer()
    text = clean.text("Between 2024-12-01 and 2025-01-10, call +44 20 7946 0958 or 030 1234 5678.")
    assert "2024-12-01" in text and "2025-01-10" in text
    assert "7946" not in text and "5678" not in text and clean.removed == 2


async def test_generated_data_scrubs_every_vault_value(
    make_services: Callable[..., Services],
) -> None:
    from core.improve.generate import generate_training_data

    services = make_services(ScriptedModel([answer(f"Stored {VAULT_SECRET} for you")]))
    services.vault.put("assistant", "WIFI", VAULT_SECRET)
    result = await services.runner().run(services.agents.get("assistant"), "store my wifi key")
    rate_run(services.db, result.run_id, "good", rater="ann")
    data = await generate_training_data(services, strategies=["from_feedback"], name="vaulted")
    assert data.sft and VAULT_SECRET not in json.dumps(data.sft)
    assert "[SECRET]" in json.dumps(data.sft)
