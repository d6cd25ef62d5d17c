"""An Ollama-compatible HTTP server that really serves GGUF models (+ LoRA) with llama.cpp.

It implements the part of Ollama's API that the ``ollama`` client and
litellm's ``ollama``/``ollama_chat`` providers use: blobs, create (``FROM``
base + ``ADAPTER``), tags, show, delete, ps, chat and generate, with
``format`` ("json" or a JSON schema) enforced by a llama.cpp grammar. It is
how strop's Ollama deploy path runs where no Ollama binary exists, and a
small real server in its own right::

    python -m core.serving.ollama_compat --port 11434 --dir ./ollama-data
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Iterator, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TypeVar

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse, Response, StreamingResponse
from pydantic import BaseModel, ConfigDict, Field, ValidationError
from starlette.concurrency import run_in_threadpool

from core.errors import ConfigurationError, NotFound, StropError
from core.serving.ollama_store import ModelStore, Runner, normalise_name

__all__ = ["create_app", "main"]

VERSION = "0.12.0"


class _Body(BaseModel):
    model_config = ConfigDict(extra="allow", populate_by_name=True)


_B = TypeVar("_B", bound=_Body)


class CreateBody(_Body):
    model: str = ""
    name: str = ""
    from_: str | None = Field(default=None, alias="from")
    files: dict[str, str] = {}
    adapters: dict[str, str] = {}
    stream: bool = True


class NameBody(_Body):
    model: str = ""
    name: str = ""


class GenerationBody(_Body):
    model: str
    messages: list[dict[str, Any]] = []
    prompt: str = ""
    system: str = ""
    raw: bool = False
    format: str | dict[str, Any] | None = None
    options: dict[str, Any] = {}
    stream: bool = True


async def _parse(request: Request, model: type[_B]) -> _B:
    """The JSON body whatever its content type: clients (litellm) do not always set one."""
    try:
        return model.model_validate(json.loads(await request.body() or b"{}"))
    except (ValueError, ValidationError) as exc:
        raise ConfigurationError(f"invalid request body: {exc}") from None


def _now() -> str:
    return datetime.now(UTC).isoformat()


def _grammar(fmt: str | dict[str, Any] | None) -> Any:
    from llama_cpp import llama_grammar

    if not fmt:
        return None
    if fmt == "json":
        return llama_grammar.LlamaGrammar.from_string(llama_grammar.JSON_GBNF, verbose=False)
    if isinstance(fmt, dict):
        return llama_grammar.LlamaGrammar.from_json_schema(json.dumps(fmt), verbose=False)
    raise ConfigurationError(f"format must be 'json' or a JSON schema, got {fmt!r}")


def _sampling(options: dict[str, Any]) -> dict[str, Any]:
    """Ollama options (with Ollama's defaults) as llama-cpp-python arguments."""
    predict = int(options.get("num_predict", -1))
    stop = options.get("stop") or []
    return {
        "temperature": float(options.get("temperature", 0.8)),
        "top_p": float(options.get("top_p", 0.9)),
        "top_k": int(options.get("top_k", 40)),
        "min_p": float(options.get("min_p", 0.0)),
        "repeat_penalty": float(options.get("repeat_penalty", 1.1)),
        "presence_penalty": float(options.get("presence_penalty", 0.0)),
        "frequency_penalty": float(options.get("frequency_penalty", 0.0)),
        "seed": int(options["seed"]) if "seed" in options else None,
        "max_tokens": predict if predict > 0 else None,
        "stop": [stop] if isinstance(stop, str) else list(stop),
    }


def _messages(body: GenerationBody, chat: bool) -> list[dict[str, str]]:
    if chat:
        return [
            {"role": str(m.get("role", "user")), "content": str(m.get("content") or "")}
            for m in body.messages
        ]
    messages = [{"role": "system", "content": body.system}] if body.system else []
    return [*messages, {"role": "user", "content": body.prompt}]


def _pieces(
    runner: Runner, body: GenerationBody, chat: bool, stats: dict[str, Any]
) -> Iterator[str]:
    """Generated text pieces; ``stats`` receives the counts and durations at the end."""
    args = {**_sampling(body.options), "grammar": _grammar(body.format), "stream": True}
    with runner.lock:
        started = time.perf_counter_ns()
        first: int | None = None
        generated = 0
        finish = "stop"
        if body.raw and not chat:
            stream = runner.llama.create_completion(prompt=body.prompt, **args)
        else:
            stream = runner.llama.create_chat_completion(messages=_messages(body, chat), **args)
        for chunk in stream:
            choice = chunk["choices"][0]
            piece = choice["delta"].get("content") if "delta" in choice else choice.get("text")
            finish = choice.get("finish_reason") or finish
            if piece:
                generated += 1
                first = first or time.perf_counter_ns()
                yield piece
        ended = time.perf_counter_ns()
        prompt_tokens = max(int(runner.llama.n_tokens) - generated, 0)
    stats.update(
        done_reason="length" if finish == "length" else "stop",
        total_duration=ended - started,
        load_duration=0,
        prompt_eval_count=prompt_tokens,
        prompt_eval_duration=(first or ended) - started,
        eval_count=generated,
        eval_duration=ended - (first or ended),
    )


def _reply(name: str, text: str, chat: bool, done: bool) -> dict[str, Any]:
    out: dict[str, Any] = {"model": name, "created_at": _now()}
    if chat:
        out["message"] = {"role": "assistant", "content": text}
    else:
        out["response"] = text
    out["done"] = done
    return out


def _generate(store: ModelStore, body: GenerationBody, chat: bool) -> Response:
    name = normalise_name(body.model)
    runner = store.runner(name)
    stats: dict[str, Any] = {}
    pieces = _pieces(runner, body, chat, stats)
    if not body.stream:
        text = "".join(pieces)
        return JSONResponse({**_reply(name, text, chat, True), **stats})

    def lines() -> Iterator[str]:
        for piece in pieces:
            yield json.dumps(_reply(name, piece, chat, False)) + "\n"
        yield json.dumps({**_reply(name, "", chat, True), **stats}) + "\n"

    return StreamingResponse(lines(), media_type="application/x-ndjson")


def _details() -> dict[str, Any]:
    return {
        "parent_model": "",
        "format": "gguf",
        "family": "llama",
        "families": ["llama"],
        "parameter_size": "",
        "quantization_level": "",
    }


def create_app(directory: Path, *, n_ctx: int = 4096) -> FastAPI:
    """The server's app, keeping blobs and models under ``directory``."""
    store = ModelStore(directory, n_ctx=n_ctx)
    app = FastAPI(title="strop ollama-compatible server", docs_url=None, redoc_url=None)

    @app.exception_handler(StropError)
    async def strop_error(_: Request, exc: StropError) -> JSONResponse:
        status = 404 if isinstance(exc, NotFound) else 400
        return JSONResponse({"error": str(exc)}, status_code=status)

    @app.get("/")
    def root() -> Response:
        return Response("Ollama is running", media_type="text/plain")

    @app.get("/api/version")
    def version() -> dict[str, str]:
        return {"version": VERSION}

    @app.head("/api/blobs/{digest}")
    def has_blob(digest: str) -> Response:
        return Response(status_code=200 if store.has_blob(digest) else 404)

    @app.post("/api/blobs/{digest}")
    async def push_blob(digest: str, request: Request) -> Response:
        await store.write_blob(digest, request.stream())
        return Response(status_code=201)

    @app.post("/api/create")
    async def create(request: Request) -> Response:
        body = await _parse(request, CreateBody)
        name = body.model or body.name
        steps = store.create(name, files=body.files, adapters=body.adapters, from_=body.from_)
        # Checks run before the first message, so a refused model is an HTTP error either way.
        first = await run_in_threadpool(next, steps)
        if not body.stream:
            await run_in_threadpool(lambda: [*steps])
            return JSONResponse({"status": "success"})

        def lines() -> Iterator[str]:
            yield json.dumps({"status": first}) + "\n"
            try:
                for status in steps:
                    yield json.dumps({"status": status}) + "\n"
            except StropError as exc:
                yield json.dumps({"error": str(exc)}) + "\n"

        return StreamingResponse(lines(), media_type="application/x-ndjson")

    @app.get("/api/tags")
    def tags() -> dict[str, Any]:
        return {
            "models": [
                {
                    "name": m.name,
                    "model": m.name,
                    "modified_at": m.modified_at,
                    "size": m.size,
                    "digest": m.digest,
                    "details": _details(),
                }
                for m in store.models()
            ]
        }

    @app.get("/api/ps")
    def ps() -> dict[str, Any]:
        return {"models": [{"name": n, "model": n} for n in store.loaded()]}

    @app.post("/api/show")
    async def show(request: Request) -> dict[str, Any]:
        body = await _parse(request, NameBody)
        m = store.get(body.model or body.name)
        lines = [f"FROM {store.blob_path(m.base)}"]
        lines += [f"ADAPTER {store.blob_path(a)}" for a in m.adapters]
        return {
            "modelfile": "\n".join(lines) + "\n",
            "parameters": "",
            "template": "",
            "details": _details(),
            "model_info": {"general.architecture": "llama", "llama.context_length": n_ctx},
            "capabilities": ["completion"],
            "modified_at": m.modified_at,
        }

    @app.delete("/api/delete")
    async def delete(request: Request) -> Response:
        body = await _parse(request, NameBody)
        store.delete(body.model or body.name)
        return Response(status_code=200)

    @app.post("/api/chat")
    async def chat(request: Request) -> Response:
        body = await _parse(request, GenerationBody)
        return await run_in_threadpool(_generate, store, body, True)

    @app.post("/api/generate")
    async def generate(request: Request) -> Response:
        body = await _parse(request, GenerationBody)
        return await run_in_threadpool(_generate, store, body, False)

    return app


def main(argv: Sequence[str] | None = None) -> int:
    import uvicorn

    parser = argparse.ArgumentParser(description="strop's Ollama-compatible llama.cpp server")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=11434)
    parser.add_argument("--dir", type=Path, required=True, help="where blobs and models are kept")
    parser.add_argument("--n-ctx", type=int, default=4096)
    args = parser.parse_args(argv)
    app = create_app(args.dir, n_ctx=args.n_ctx)
    uvicorn.run(app, host=args.host, port=args.port, log_level="warning")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
