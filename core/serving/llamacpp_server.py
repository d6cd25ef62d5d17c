"""The llama.cpp server target: ``python -m llama_cpp.server`` with the adapter applied.

Each deploy starts a new server on a free port, waits for ``/v1/models``,
asks it for a few tokens, and only then stops the server of the version
before (found through a small state file, so a later ``strop deploy`` can
stop what an earlier one started). strop reaches it through litellm as
``openai/<alias>`` with ``api_base``.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import httpx

from core.errors import ConfigurationError, ModelUnavailable
from core.serving.gguf_check import base_gguf, check_adapter
from core.serving.instances import Instance
from core.serving.probe import PROBE_MESSAGES
from core.serving.target import Deployment

__all__ = ["LlamaCppServerTarget", "server_alias"]

# Servers started by this process; kept referenced so they outlive a CLI call quietly.
_STARTED: dict[int, subprocess.Popen[bytes]] = {}


def server_alias(instance: str, version: int) -> str:
    return f"strop-{instance}-v{version}" if version else f"strop-{instance}-base"


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class LlamaCppServerTarget:
    """Serve each version from its own ``llama_cpp.server`` process."""

    name = "llamacpp"

    def __init__(
        self,
        *,
        state_dir: Path,
        host: str = "127.0.0.1",
        n_ctx: int = 4096,
        startup_timeout_s: float = 90,
    ) -> None:
        self._state_dir = state_dir
        self._host = host
        self._n_ctx = n_ctx
        self._startup_timeout_s = startup_timeout_s

    def deploy(self, instance: Instance, adapter: Path | None, version: int) -> Deployment:
        base = base_gguf(instance.base)
        if adapter is not None:
            check_adapter(adapter, base)
        alias = server_alias(instance.name, version)
        port = _free_port()
        api_base = f"http://{self._host}:{port}/v1"
        folder = self._state_dir / instance.name
        folder.mkdir(parents=True, exist_ok=True)
        log_path = folder / f"llamacpp-{alias}.log"
        command = [
            sys.executable, "-m", "llama_cpp.server",
            "--model", str(base),
            "--model_alias", alias,
            "--host", self._host,
            "--port", str(port),
            "--n_ctx", str(self._n_ctx),
        ]  # fmt: skip
        if adapter is not None:
            command += ["--lora_path", str(adapter)]
        with log_path.open("wb") as log:
            # Its own session: a Ctrl-C in the terminal that deployed it does not stop it.
            proc = subprocess.Popen(
                command, stdout=log, stderr=subprocess.STDOUT, start_new_session=True
            )
        _STARTED[proc.pid] = proc
        try:
            self._wait_ready(proc, api_base, log_path)
            self._smoke_test(api_base, alias)
        except BaseException:
            _stop(proc.pid)
            raise
        previous = self._read_state(instance.name)
        self._write_state(instance.name, {"pid": proc.pid, "api_base": api_base, "alias": alias})
        if previous and previous.get("pid") != proc.pid:
            _stop(int(previous["pid"]))
        return Deployment(
            target=self.name, spec=f"openai/{alias}", api_base=api_base, deployed_name=alias
        )

    def stop(self, instance: str) -> None:
        """Stop the server currently serving ``instance``, if this target started one."""
        state = self._read_state(instance)
        if state:
            _stop(int(state["pid"]))
            (self._state_dir / instance / "llamacpp.json").unlink(missing_ok=True)

    def _wait_ready(self, proc: subprocess.Popen[bytes], api_base: str, log: Path) -> None:
        deadline = time.monotonic() + self._startup_timeout_s
        while time.monotonic() < deadline:
            if proc.poll() is not None:
                tail = log.read_text(errors="replace").strip().splitlines()[-3:]
                code = proc.returncode
                why = signal.Signals(-code).name if code < 0 else f"exit code {code}"
                raise ConfigurationError(
                    f"llama.cpp server stopped while loading ({why}): {' | '.join(tail)}"
                )
            try:
                httpx.get(f"{api_base}/models", timeout=1).raise_for_status()
                return
            except httpx.HTTPError:
                time.sleep(0.25)
        raise ModelUnavailable(
            f"llama.cpp server at {api_base} did not answer within {self._startup_timeout_s:.0f} s"
        )

    def _smoke_test(self, api_base: str, alias: str) -> None:
        body = {"model": alias, "messages": PROBE_MESSAGES, "max_tokens": 4, "temperature": 0}
        try:
            reply = httpx.post(f"{api_base}/chat/completions", json=body, timeout=120)
            reply.raise_for_status()
            tokens = reply.json().get("usage", {}).get("completion_tokens", 0)
        except (httpx.HTTPError, ValueError) as exc:
            raise ConfigurationError(
                f"llama.cpp server {alias} failed its smoke test: {exc}"
            ) from exc
        if not tokens:
            raise ConfigurationError(f"llama.cpp server {alias} generated nothing")

    def _read_state(self, instance: str) -> dict[str, Any] | None:
        try:
            state: dict[str, Any] = json.loads(
                (self._state_dir / instance / "llamacpp.json").read_text(encoding="utf-8")
            )
        except (OSError, ValueError):
            return None
        return state

    def _write_state(self, instance: str, state: dict[str, Any]) -> None:
        path = self._state_dir / instance / "llamacpp.json"
        tmp = path.with_suffix(".tmp")
        tmp.write_text(json.dumps(state), encoding="utf-8")
        os.replace(tmp, path)


def _is_llama_server(pid: int) -> bool:
    """Guard against a recycled pid: only ever signal a llama_cpp.server process."""
    try:
        cmdline = Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return False
    return b"llama_cpp.server" in cmdline


def _stop(pid: int, timeout_s: float = 15) -> None:
    proc = _STARTED.pop(pid, None)
    if proc is not None:
        proc.terminate()
        try:
            proc.wait(timeout=timeout_s)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=timeout_s)
        return
    if not _is_llama_server(pid):
        return
    with contextlib.suppress(ProcessLookupError):
        os.kill(pid, signal.SIGTERM)
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline and _is_llama_server(pid):
        time.sleep(0.1)
