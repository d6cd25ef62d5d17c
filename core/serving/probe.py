"""Load a base + adapter in a child process and ask for a few tokens.

llama.cpp aborts the whole process on some bad adapters, so a serving process
never loads an adapter it has not seen answer in a throwaway process first.
The child runs ``main`` with ``--model BASE.gguf [--lora ADAPTER.gguf]``.
"""

from __future__ import annotations

import argparse
import json
import signal
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from core.errors import ConfigurationError

__all__ = ["PROBE_MESSAGES", "main", "probe_adapter"]

PROBE_MESSAGES = [{"role": "user", "content": "Say hello."}]


def probe_adapter(base: Path, adapter: Path | None, *, timeout_s: float = 180) -> str:
    """The probe's short reply; ``ConfigurationError`` if loading or answering fails."""
    # ``-c`` rather than ``-m``: the package imports this module before runpy would run it.
    child = "import sys; from core.serving.probe import main; sys.exit(main(sys.argv[1:]))"
    command = [sys.executable, "-c", child, "--model", str(base)]
    if adapter is not None:
        command += ["--lora", str(adapter)]
    what = f"{adapter.name if adapter else 'the base'} on {base.name}"
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=timeout_s)
    except subprocess.TimeoutExpired:
        raise ConfigurationError(f"{what}: no answer within {timeout_s:.0f} s") from None
    if done.returncode != 0:
        if done.returncode < 0:
            reason = f"llama.cpp crashed ({signal.Signals(-done.returncode).name})"
        else:
            reason = done.stderr.strip().splitlines()[-1] if done.stderr.strip() else "failed"
        raise ConfigurationError(f"{what} cannot be served: {reason}")
    try:
        reply = json.loads(done.stdout.strip().splitlines()[-1])
    except (ValueError, IndexError):
        raise ConfigurationError(f"{what}: the probe printed no reply") from None
    return str(reply["text"])


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--model", required=True, type=Path)
    parser.add_argument("--lora", type=Path)
    parser.add_argument("--max-tokens", type=int, default=4)
    args = parser.parse_args(argv)
    from llama_cpp import Llama

    try:
        llama: Any = Llama(
            model_path=str(args.model),
            lora_path=str(args.lora) if args.lora else None,
            n_ctx=256,
            seed=0,
            verbose=False,
        )
        out: dict[str, Any] = llama.create_chat_completion(
            messages=PROBE_MESSAGES, max_tokens=args.max_tokens, temperature=0.0
        )
    except Exception as exc:
        print(f"{type(exc).__name__}: {exc}", file=sys.stderr)
        return 1
    usage = out.get("usage") or {}
    if not usage.get("completion_tokens"):
        print("the model generated no token", file=sys.stderr)
        return 1
    text = out["choices"][0]["message"].get("content") or ""
    print(json.dumps({"text": text, "tokens": usage["completion_tokens"]}))
    return 0
