"""Data strategies (corrections, contrastive, rise, teacher), quality filters, dedupe.

Runs are real: recorded by the agent loop on SQLite (a scripted model, or a
fake OpenAI-compatible server as the teacher) and rated with ``rate_run``.
"""

from __future__ import annotations

import json
import time
from collections.abc import AsyncIterator, Callable, Iterator, Sequence
from typing import Any

import pytest
from _asgi import serve_app
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import Response, StreamingResponse
from starlette.routing import Route

from core.agents.spec import AgentSpec
from core.feedback import rate_run
from core.improve.contrastive import contrastive
from core.improve.corrections import corrections, split_note
from core.improve.filters import dedupe_near, quality_filter
from core.improve.from_feedback import from_feedback
from core.improve.invented_args import invented_arguments
from core.improve.rise import RETRY_FEEDBACK, rise
from core.improve.sanitize import Sanitizer
from core.improve.teacher import requests_in_scope, teacher
from core.models.litellm import LiteLLMModel, close_clients
from core.models.scripted import ScriptedModel
from core.runtime.prompt import answer_text
from core.services import Services

VAULT_SECRET = "hunter2-correct-horse"
TOKEN = "sk-live-0123456789abcdefABCDEF"


def call(tool: str, **args: object) -> str:
    return json.dumps({"tool": tool, "args": args})


def answer(text: str) -> str:
    return json.dumps({"answer": text})


def words_embed(texts: Sequence[str]) -> list[list[float]]:
    """A bag-of-words embedding: enough to tell copies from different texts."""
    vocab = sorted({w for t in texts for w in t.lower().split()})
    return [[float(t.lower().split().count(w)) for w in vocab] for t in texts]


@pytest.mark.parametrize(
    ("note", "expected"),
    [
        ("should be: 84", ("", "84")),
        ("It should be 84", ("", "84")),
        ("wrong tool; correct answer: Canberra", ("wrong tool", "Canberra")),
        ("Canberra", ("", "Canberra")),
        ("Wrong, it is 4", ("", "it is 4")),
        ("should be shorter", ("should be shorter", "")),
        ("used the wrong tool", ("used the wrong tool", "")),
        ("I expected more", ("I expected more", "")),
    ],
)
def test_notes_split_into_critique_and_correction(note: str, expected: tuple[str, str]) -> None:
    assert split_note(note) == expected


async def test_corrections_replace_the_final_answer_and_keep_the_steps(
    make_services: Callable[..., Services],
) -> None:
    services = make_services(
        ScriptedModel(
            [
                call("list_stores"),
                answer("Sydney"),  # r1
                answer("12 * 7 = 74"),  # r2
                answer("Why did the chicken..."),  # r3
                answer("2 + 2 = 4"),  # r4
            ]
        )
    )
    runner, agent, db = services.runner(), services.agents.get("assistant"), services.db
    r1 = await runner.run(agent, "What is the capital of Australia?")
    r2 = await runner.run(agent, "What is 12 * 7?")
    r3 = await runner.run(agent, "Tell me a joke")
    r4 = await runner.run(agent, "What is 2 + 2?")
    f1 = rate_run(db, r1.run_id, "bad", rater="ann", notes="Wrong. Correct answer: Canberra")
    f2 = rate_run(db, r2.run_id, "bad", rater="ann", notes="84")
    rate_run(db, r3.run_id, "bad", rater="ann", notes="not funny")
    rate_run(db, r4.run_id, "good", rater="ann", notes="84")  # good runs need no correction

    data = corrections(db, sanitizer=Sanitizer())
    assert [ex["provenance"] for ex in data.sft] == [
        {"strategy": "corrections", "run_ids": [r1.run_id], "feedback_ids": [f1]},
        {"strategy": "corrections", "run_ids": [r2.run_id], "feedback_ids": [f2]},
    ]
    first = data.sft[0]["messages"]
    assert [m["role"] for m in first] == ["system", "user", "assistant", "user", "assistant"]
    assert first[2]["content"] == call("list_stores")  # the tool step is kept
    assert first[3]["content"].startswith("Result of list_stores:")
    assert first[-1]["content"] == answer_text("Canberra")
    assert data.sft[1]["messages"][-1]["content"] == answer_text("84")
    assert data.skipped["no correction"] == 1
    again = corrections(db, sanitizer=Sanitizer(), since_feedback_id=data.last_feedback_id)
    assert again.sft == []
    # a job's scope: only runs that called list_stores
    scoped = corrections(db, sanitizer=Sanitizer(), scope={"tool": "list_stores"})
    assert [ex["provenance"]["run_ids"] for ex in scoped.sft] == [[r1.run_id]]
    assert len(from_feedback(db, sanitizer=Sanitizer()).sft) == 1
    assert from_feedback(db, sanitizer=Sanitizer(), scope={"tool": "list_stores"}).sft == []


@pytest.mark.slow
async def test_contrastive_pairs_similar_requests_of_the_same_agent(
    make_services: Callable[..., Services],
) -> None:
    services = make_services(
        ScriptedModel(
            [
                answer("12 * 7 = 84"),
                answer("12 * 7 = 74"),
                answer("Roses are red"),
                answer("74"),
            ]
        )
    )
    runner, db = services.runner(), services.db
    assistant = services.agents.get("assistant")
    helper = services.agents.create(AgentSpec(name="helper", system_prompt="Be brief."))
    good = await runner.run(assistant, "What is 12 * 7?")
    similar = await runner.run(assistant, "what's 12 multiplied by 7")
    unrelated = await runner.run(assistant, "Write a poem about the sea")
    other_agent = await runner.run(helper, "What is 12 * 7?")
    fg = rate_run(db, good.run_id, "good", rater="ann")
    fs = rate_run(db, similar.run_id, "bad", rater="ann")
    rate_run(db, unrelated.run_id, "bad", rater="ann")
    rate_run(db, other_agent.run_id, "bad", rater="ann")

    # the default embedder: all-MiniLM-L6-v2 from the installed package
    data = contrastive(db, sanitizer=Sanitizer(), threshold=0.75)
    assert len(data.dpo) == 1  # neither the poem nor the other agent's run is paired
    pair = data.dpo[0]
    assert pair["provenance"]["run_ids"] == [good.run_id, similar.run_id]
    assert pair["provenance"]["feedback_ids"] == [fg, fs]
    assert 0.75 <= pair["provenance"]["similarity"] < 1
    assert pair["prompt"][-1] == {"role": "user", "content": "What is 12 * 7?"}
    assert pair["chosen"] == [{"role": "assistant", "content": answer("12 * 7 = 84")}]
    assert pair["rejected"] == [{"role": "assistant", "content": answer("12 * 7 = 74")}]
    assert [ex["provenance"]["run_ids"] for ex in data.sft] == [[good.run_id]]
    assert contrastive(db, sanitizer=Sanitizer(), threshold=0.9).dpo == []


async def test_rise_builds_attempt_feedback_correction_chains(
    make_services: Callable[..., Services],
) -> None:
    services = make_services(
        ScriptedModel(
            [
                answer("12 * 7 = 74"),  # r1: bad
                call("run_code", code="print(12 * 7)"),
                answer("12 * 7 = 84"),  # r2: the user's retry, good
                answer("The capital of France is Lyon"),  # r3: bad, corrected in a note
                answer("hmm"),  # r4: bad, nothing to learn from
                answer("74"),
                answer("84"),
            ]
        )
    )
    runner, agent, db = services.runner(), services.agents.get("assistant"), services.db
    r1 = await runner.run(agent, "What is 12 * 7?", channel="ops", user="ann")
    r2 = await runner.run(agent, "What is 12 * 7? Use run_code.", channel="ops", user="ann")
    r3 = await runner.run(agent, "Capital of France?", channel="geo", user="ann")
    r4 = await runner.run(agent, "hello", channel="quiet", user="bob")
    f1 = rate_run(db, r1.run_id, "bad", rater="ann")
    f2 = rate_run(db, r2.run_id, "good", rater="ann")
    f3 = rate_run(db, r3.run_id, "bad", rater="ann", notes="wrong city; correct answer: Paris")
    rate_run(db, r4.run_id, "bad", rater="bob")

    data = rise(db, sanitizer=Sanitizer())
    assert [ex["provenance"] for ex in data.sft] == [
        {
            "strategy": "rise",
            "kind": "retry",
            "run_ids": [r1.run_id, r2.run_id],
            "feedback_ids": [f1, f2],
        },
        {"strategy": "rise", "kind": "correction", "run_ids": [r3.run_id], "feedback_ids": [f3]},
    ]
    retry = data.sft[0]["messages"]
    assert [(m["role"], m.get("train")) for m in retry] == [
        ("system", None),
        ("user", None),
        ("assistant", False),
        ("user", None),
        ("assistant", True),
        ("user", None),
        ("assistant", True),
    ]
    assert retry[1]["content"] == "What is 12 * 7?"
    assert retry[2]["content"] == answer("12 * 7 = 74")
    assert retry[3]["content"] == "That was wrong: What is 12 * 7? Use run_code."
    assert retry[4]["content"] == call("run_code", code="print(12 * 7)")
    assert retry[-1]["content"] == answer("12 * 7 = 84")
    corrected = data.sft[1]["messages"]
    assert [m["content"] for m in corrected[-3:]] == [
        answer("The capital of France is Lyon"),
        "That was wrong: wrong city",  # the feedback turn never gives the answer away
        answer_text("Paris"),
    ]
    assert data.skipped["no retry or correction"] == 1
    # the failed attempt is no reason to drop the chain
    assert quality_filter(data.sft).kept == data.sft

    # with neither a note nor a new request the feedback turn is generic
    b = await runner.run(agent, "What is 12 * 7?", user="cy")
    g = await runner.run(agent, "what is 12 * 7?", user="cy")
    rate_run(db, b.run_id, "bad", rater="cy")
    rate_run(db, g.run_id, "good", rater="cy")
    (only,) = rise(db, sanitizer=Sanitizer(), since_feedback_id=data.last_feedback_id).sft
    assert only["messages"][3]["content"] == RETRY_FEEDBACK


# The teacher: a fake OpenAI-compatible server that plays a stronger model.


def _teacher_reply(messages: list[dict[str, Any]]) -> str:
    last = str(messages[-1]["content"])
    if last.startswith("Result of put_store_entry"):
        return answer("Saved it.")
    if last.startswith("Result of"):
        return answer("Done.")
    lowered = last.lower()
    if "remember" in lowered:
        value = TOKEN if TOKEN in last else "Friday"
        return call("put_store_entry", store="notes", key="fact", value=value)
    if "invent" in lowered:
        return call("no_such_tool", x=1)
    if "italy" in lowered:
        return answer("The capital of Italy is Milan.")
    return answer("The capital of France is Paris.")


async def _events(body: dict[str, Any]) -> AsyncIterator[str]:
    text = _teacher_reply(body["messages"])
    for i, piece in enumerate([text[j : j + 9] for j in range(0, len(text), 9)] + [""]):
        delta = {"content": piece} if piece else {}
        chunk = {
            "id": "chatcmpl-teacher",
            "object": "chat.completion.chunk",
            "created": int(time.time()),
            "model": body["model"],
            "choices": [{"index": 0, "delta": delta, "finish_reason": None if piece else "stop"}],
        }
        if i == 0:
            delta["role"] = "assistant"
        yield f"data: {json.dumps(chunk)}\n\n"
    yield "data: [DONE]\n\n"


async def _completions(request: Request) -> Response:
    return StreamingResponse(_events(await request.json()), media_type="text/event-stream")


@pytest.fixture(scope="module")
def teacher_base() -> Iterator[str]:
    app = Starlette(routes=[Route("/v1/chat/completions", _completions, methods=["POST"])])
    with serve_app(app) as url:
        yield url + "/v1"


@pytest.fixture(autouse=True)
async def _close_litellm_connections() -> AsyncIterator[None]:
    yield
    await close_clients()


async def test_teacher_keeps_clean_checked_runs_without_secrets(
    make_services: Callable[..., Services], teacher_base: str
) -> None:
    services = make_services(ScriptedModel([answer("a")]))
    agent = services.agents.get("assistant")
    await services.runner().run(agent, "What is the capital of France?", channel="geo")
    assert requests_in_scope(services.db, {"channel": "geo"}) == ["What is the capital of France?"]

    model = LiteLLMModel(model="openai/teacher", api_base=teacher_base, api_key="x")
    requests = [
        "What is the capital of France?",
        "Remember that deploys happen on Friday",
        "Invent a tool for this",
        "What is the capital of Italy?",
        f"Remember my token {TOKEN} (vault: {VAULT_SECRET})",
    ]
    data = await teacher(
        services.runner(model),
        agent,
        requests,
        sanitizer=Sanitizer(secrets=[VAULT_SECRET]),
        checker=lambda request, result: "italy" not in request.lower() or "Rome" in result.output,
    )
    assert data.skipped == {"invalid tool call": 1, "checker refused": 1}
    assert len(data.sft) == 3
    france, friday, token = (ex["messages"] for ex in data.sft)
    assert france[-1]["content"] == answer("The capital of France is Paris.")
    assert [m["role"] for m in friday] == ["system", "user", "assistant", "user", "assistant"]
    assert json.loads(friday[2]["content"])["tool"] == "put_store_entry"
    assert all(ex["provenance"]["teacher"] == "litellm:openai/teacher" for ex in data.sft)
    dumped = json.dumps(data.sft)
    assert TOKEN not in dumped and VAULT_SECRET not in dumped
    assert "[SECRET]" in json.dumps(token)
    # teacher runs are recorded but are not requests to distil again
    assert requests_in_scope(services.db) == ["What is the capital of France?"]


async def test_quality_filter_drops_trivial_failed_and_long_examples(
    make_services: Callable[..., Services],
) -> None:
    def ex(*turns: tuple[str, str]) -> dict[str, Any]:
        messages = [{"role": "system", "content": "sys"}, {"role": "user", "content": "q"}]
        return {"messages": messages + [{"role": r, "content": c} for r, c in turns]}

    error = 'Result of fetch_url: {"error": "fetch_url failed: timeout"}'
    ok = ex(("assistant", answer("Paris")))
    examples = [
        ok,
        ex(("assistant", answer(""))),  # empty answer
        ex(("assistant", answer(" ..."))),
        ex(("assistant", call("run_code", code="1"))),  # never answered
        ex(("assistant", call("fetch_url", url="u")), ("user", error), ("assistant", answer("42"))),
        ex(
            ("assistant", call("fetch_url", url="u")),
            ("user", error),
            ("assistant", call("fetch_url", url="v")),
            ("user", 'Result of fetch_url: {"text": "42"}'),
            ("assistant", answer("It is 42")),
        ),  # recovered
        ex(("assistant", answer("Sorry, I could not fetch the page."))),
        ex(("assistant", answer("x" * 500))),
    ]
    result = quality_filter(examples, max_chars=400)
    assert result.kept == [ok, examples[5]]
    assert result.dropped == {"trivial": 3, "failed": 2, "too long": 1}
    # Saying that no tool fits is an answer; saying so after a failed call gives up.
    declined = ex(("assistant", answer("Sorry, I have no suitable tool to book a cake.")))
    gave_up = ex(
        ("assistant", call("fetch_url", url="u")),
        ("user", error),
        ("assistant", answer("Sorry, I have no suitable tool to read that page.")),
    )
    result = quality_filter([declined, gave_up])
    assert result.kept == [declined] and result.dropped == {"failed": 1}
    by_tokens = quality_filter([ok, examples[5]], max_tokens=8, token_length=lambda s: len(s))
    assert by_tokens.kept == [] and by_tokens.dropped == {"too long": 2}

    # loops and answers that do not rest on what the tools returned
    hits = 'Result of retrieve_rag: {"hits": [{"text": "Free lunch is served on Thursday."}]}'
    rag = (("assistant", call("retrieve_rag", query="lunch")), ("user", hits))
    grounded = ex(*rag, ("assistant", answer("Free lunch is served on Thursday.")))
    sums = ("user", 'Result of run_code: {"stdout": "1,589,910.0\\n"}')
    looped = [
        ex(("assistant", answer("The code is 42. The code is 42. The code is 42. Bye"))),
        ex(("assistant", answer("It is 1024.212.212.212.212"))),
    ]
    invented = [
        ex(*rag, ("assistant", answer("Free lunch is served on Thursday at 12:30."))),
        ex(*rag, ("assistant", answer("Parking permits renew every January at reception."))),
    ]
    numbers_ok = ex(
        ("assistant", call("run_code", code="print(2345 * 678)")),
        sums,
        ("assistant", answer("2345 * 678 = 1589910")),
    )
    # An hour written as a clock time, and the words of the call in another form.
    scheduled = ex(
        ("user", "Set up a room at the Pine Lodge."),
        ("assistant", call("schedule_room", hotel="Pine Lodge")),
        ("user", 'Result of schedule_room: {"start_hour": 15}'),
        ("assistant", answer("Scheduled to start at 15:00.")),
    )
    refunded = ex(
        ("user", "Please cancel my meter reading MTR-2380."),
        ("assistant", call("drop_meter_reading", meter_id="MTR-2380")),
        ("user", 'Result of drop_meter_reading: {"refund_eur": 148}'),
        ("assistant", answer("Cancelled; refund of 148 euros.")),
    )
    # Half the words said is not enough: "accounting" is the result's "accountant", the
    # rest is made up (a row from a measured demo cycle).
    embellished = ex(
        ("assistant", call("get_store_entry", store="notes", key="accountant")),
        ("user", 'Result of get_store_entry: {"key": "accountant", "value": "Dana Whitlock"}'),
        ("assistant", answer("Dana Whitlock is a very important person in the accounting world.")),
    )
    checked = [grounded, *looped, *invented, numbers_ok, scheduled, refunded, embellished]
    result = quality_filter(checked)
    assert result.kept == [grounded, numbers_ok, scheduled, refunded]
    assert result.dropped == {"repetitive": 2, "ungrounded": 3}

    # on a real trajectory: the tool failed and the model made up an answer
    services = make_services(
        ScriptedModel([call("get_store_entry", store="nope", key="k"), answer("It is 42")])
    )
    run = await services.runner().run(services.agents.get("assistant"), "What is in nope/k?")
    rate_run(services.db, run.run_id, "good", rater="ann")
    real = from_feedback(services.db, sanitizer=Sanitizer()).sft
    assert len(real) == 1 and quality_filter(real).dropped == {"failed": 1}


def test_quality_filter_drops_replies_that_only_echo_a_statement() -> None:
    def ex(request: str, *turns: str) -> dict[str, Any]:
        messages = [{"role": "system", "content": "sys"}, {"role": "user", "content": request}]
        roles = ["assistant", "user"] * len(turns)
        pairs = zip(roles[: len(turns)], turns, strict=True)
        return {"messages": messages + [{"role": r, "content": c} for r, c in pairs]}

    echoes = [
        ex("Good evening!", answer("Good evening!")),
        ex("Thanks a lot for your help!", answer("Thanks a lot for your help!")),
        ex("Note: the staging server is called heron.", answer("The staging server is heron.")),
    ]
    kept = [
        ex("Good evening!", answer("Good evening! How can I help you today?")),
        ex("Is 7 a prime number?", answer("7 is a prime number.")),  # a question, answered
        ex(
            "Note: the staging server is called heron.",
            call("put_store_entry", store="notes", key="staging server", value="heron"),
            'Result of put_store_entry: {"store": "notes", "key": "staging server"}',
            answer("The staging server is called heron."),
        ),  # the note was saved: the reply may repeat it
    ]
    result = quality_filter([*echoes, *kept])
    assert result.kept == kept
    assert result.dropped == {"echo": 3}


def test_quality_filter_drops_calls_with_invented_arguments() -> None:
    def ex(request: str, tool: str, result: str, reply: str, **args: Any) -> dict[str, Any]:
        turns = [("user", request), ("assistant", call(tool, **args))]
        turns += [("user", f"Result of {tool}: {result}"), ("assistant", answer(reply))]
        return {
            "messages": [{"role": "system", "content": "sys"}]
            + [{"role": r, "content": c} for r, c in turns]
        }

    wifi = "Remember that the guest wifi network is Lantern-Guest."
    saved = '{"store": "notes", "replaced": false}'
    invented = [
        # the key copied from a few-shot example ("wifi password")
        ex(
            wifi,
            "put_store_entry",
            saved,
            "Saved.",
            store="notes",
            key="wifi password",
            value="Lantern-Guest",
        ),
        # the fact lands in the store name, the key and value are made up
        ex(
            "Note: the locker combination is 2-9-31.",
            "put_store_entry",
            saved,
            "Saved.",
            store="2-9-31",
            key="1024",
            value="1024",
        ),
        # a number in a search query that nobody said
        ex(
            "Check the docs: when is the front desk staffed?",
            "retrieve_rag",
            '{"hits": [{"text": "The desk is staffed from 8:30."}]}',
            "From 8:30.",
            collection="docs",
            query="staff is at 10 am",
        ),
    ]
    kept = [
        ex(
            wifi,
            "put_store_entry",
            saved,
            "Saved: the guest wifi network is Lantern-Guest.",
            store="notes",
            key="guest wifi network",
            value="Lantern-Guest",
        ),
        # a query may use other words than the question; a program may hold other numbers
        ex(
            "Who approves my expenses?",
            "retrieve_rag",
            '{"hits": [{"text": "Marta"}]}',
            "Marta.",
            collection="docs",
            query="expense approval",
        ),
        ex(
            "Add up the numbers from 100 to 200.",
            "run_code",
            '{"stdout": "15150"}',
            "15150",
            code="print(sum(range(100, 201)))",
        ),
        ex(
            "Convert 40 degrees Celsius to Fahrenheit.",
            "celsius_to_fahrenheit",
            "104.0",
            "40 °C is 104 °F.",
            celsius=40,
        ),
    ]
    # Numbers in words, in another unit, and dates written out are said (as the runtime's
    # argument grounding reads them); one day or one guest off is still made up.
    cake = "Order a carrot cake for twenty-three people on 14 March 2025."
    cake_result = '{"order": 77}'
    kept.append(
        ex(cake, "order_cake", cake_result, "Order 77 placed.", guests=23, date="2025-03-14")
    )
    kept.append(
        ex(
            "Book the hall for 570 minutes.",
            "book_hall",
            '{"reference": 8180}',
            "Booked, reference 8180.",
            duration_h=9.5,
        )
    )
    invented.append(
        ex(cake, "order_cake", cake_result, "Order 77 placed.", guests=23, date="2025-03-15")
    )
    invented.append(
        ex(cake, "order_cake", cake_result, "Order 77 placed.", guests=24, date="2025-03-14")
    )
    result = quality_filter([*invented, *kept])
    assert result.kept == kept
    assert result.dropped == {"invented arguments": 5}
    assert invented_arguments(invented[3]["messages"]) == "order_cake.date=03"
    assert invented_arguments(invented[4]["messages"]) == "order_cake.guests=24"
    assert invented_arguments(invented[0]["messages"]) == "put_store_entry.key=password"
    assert invented_arguments(invented[1]["messages"]) == "put_store_entry.key=1024"


def test_dedupe_near_keeps_the_first_of_near_copies() -> None:
    def ex(request: str, reply: str) -> dict[str, Any]:
        return {
            "messages": [
                {"role": "system", "content": "sys"},
                {"role": "user", "content": request},
                {"role": "assistant", "content": answer(reply)},
            ]
        }

    a, b, c = ex("What is 2 + 2", "4"), ex("what is 2 + 2", "4"), ex("Name a colour", "red")
    result = dedupe_near([a, b, c], words_embed, threshold=0.95)
    assert result.kept == [a, c] and result.dropped == {"near duplicate": 1}
    assert dedupe_near([], words_embed).kept == []


@pytest.mark.slow
def test_dedupe_near_with_minilm_embeddings() -> None:
    from core.rag.embeddings import embed

    def ex(request: str, reply: str) -> dict[str, Any]:
        return {
            "messages": [
                {"role": "system", "content": "sys"},
                {"role": "user", "content": request},
                {"role": "assistant", "content": answer(reply)},
            ]
        }

    examples = [
        ex("What is 12 * 7?", "12 * 7 = 84"),
        ex("what is 12*7", "84"),
        ex("Write a haiku about autumn", "Leaves fall"),
    ]
    result = dedupe_near(examples, embed, threshold=0.9)
    assert result.kept == [examples[0], examples[2]]


async def test_planted_secrets_never_reach_any_strategy(
    make_services: Callable[..., Services],
) -> None:
    services = make_services(
        ScriptedModel(
            [
                answer(f"Your token is {TOKEN}"),  # r1: bad
                call("put_store_entry", store="keys", key="token", value=TOKEN),
                answer(f"Saved {TOKEN} under keys/token"),  # r2: the good retry
                answer("done"),  # r3: bad, similar request
            ]
        )
    )
    runner, agent, db = services.runner(), services.agents.get("assistant"), services.db
    r1 = await runner.run(agent, f"Store my token {TOKEN}", channel="c", user="ann")
    r2 = await runner.run(agent, f"Store my token {TOKEN} in keys", channel="c", user="ann")
    r3 = await runner.run(agent, f"store my token {TOKEN} please", channel="d", user="bob")
    rate_run(db, r1.run_id, "bad", rater="ann", notes=f"leaked {VAULT_SECRET} to the chat, no")
    rate_run(db, r2.run_id, "good", rater="ann")
    rate_run(
        db, r3.run_id, "bad", rater="bob", notes=f"should be: stored (password: {VAULT_SECRET})"
    )

    def clean() -> Sanitizer:
        return Sanitizer(secrets=[VAULT_SECRET])

    outputs = {
        "corrections": corrections(db, sanitizer=clean()),
        "contrastive": contrastive(db, sanitizer=clean(), embed=lambda t: [[1.0] for _ in t]),
        "rise": rise(db, sanitizer=clean()),
        "from_feedback": from_feedback(db, sanitizer=clean()),
    }
    assert len(outputs["corrections"].sft) == 1
    assert len(outputs["contrastive"].dpo) == 2
    assert len(outputs["rise"].sft) == 2
    for name, data in outputs.items():
        dumped = json.dumps(data.sft + data.dpo)
        assert TOKEN not in dumped and VAULT_SECRET not in dumped, name
        assert "[SECRET]" in dumped, name
