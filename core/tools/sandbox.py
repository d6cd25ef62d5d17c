"""Run untrusted Python in an isolated, resource-limited process.

Each run gets fresh Linux namespaces (no network, its own PID space, a private
filesystem view built from read-only system directories and a scratch tmpfs), a
private uid, rlimits, a clean environment, a wall-clock timeout and capped output.
The mechanism lives in ``_sandbox_init.py``; this module decides the policy, feeds
the code in and collects the result.

Namespaces are required. If this host does not allow them the first call raises
``ConfigurationError`` (and every later call, without probing again): running model
written code without isolation is never done silently.
"""

from __future__ import annotations

import json
import math
import os
import selectors
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import IO, Any

from core.errors import ConfigurationError, ToolError
from core.tools.context import SandboxLimits

__all__ = ["SandboxResult", "run_python", "sandbox_isolation"]

_LAUNCHER = Path(__file__).with_name("_sandbox_init.py")
# What the launcher writes on its status pipe when the code died of a signal.
_SIGNAL_PREFIX = "signal:"
# System directories exposed read-only; the interpreter's own prefix is added.
_SYSTEM_PATHS = (
    "/usr",
    "/bin",
    "/sbin",
    "/lib",
    "/lib32",
    "/lib64",
    "/libx32",
    "/etc/ld.so.cache",
    "/etc/localtime",
)
_SCRATCH_MB = 64
_MAX_FILE_BYTES = 32 * 1024 * 1024
_MAX_PROCESSES = 16
_MAX_CODE_BYTES = 1_000_000
_KILL_GRACE_S = 2.0

# stdout, stderr, timed out, truncated
_Output = tuple[bytes, bytes, bool, bool]


@dataclass(frozen=True, slots=True, kw_only=True)
class SandboxResult:
    """What one sandboxed run produced.

    ``exit_code`` follows ``subprocess``: negative means killed by that signal.
    ``truncated`` means stdout or stderr passed ``output_bytes``; the process was
    stopped then and only the first ``output_bytes`` of each stream are kept.
    ``isolation`` is ``"root"`` (namespaces and a private uid) or ``"userns"``
    (namespaces inside an unprivileged user namespace, no uid drop or process limit).
    """

    stdout: str
    stderr: str
    exit_code: int
    timed_out: bool
    truncated: bool
    duration_s: float
    isolation: str
    timeout_s: float

    @property
    def ok(self) -> bool:
        return self.exit_code == 0 and not self.timed_out and not self.truncated

    @property
    def error(self) -> str | None:
        """Why the run did not finish normally, in words for the model; None if it did."""
        if self.timed_out:
            return f"timed out after {self.timeout_s:g} s; the process was killed"
        if self.truncated:
            return "output limit reached; the process was stopped and the output cut"
        if self.exit_code == -signal.SIGXCPU:
            return "CPU time limit reached; the process was killed"
        if self.exit_code < 0:
            return f"killed by signal {signal.Signals(-self.exit_code).name}"
        return None

    def as_tool_output(self) -> dict[str, Any]:
        """Compact dict for the model: empty stderr and absent errors are left out."""
        out: dict[str, Any] = {"stdout": self.stdout, "exit_code": self.exit_code}
        if self.stderr:
            out["stderr"] = self.stderr
        if self.error:
            out["error"] = self.error
        return out

    def describe(self) -> str:
        """One short human-readable summary (logs, traces)."""
        parts = [f"exit code {self.exit_code}", f"{self.duration_s:.2f} s"]
        if self.error:
            parts.append(self.error)
        parts.append(f"{len(self.stdout)} chars stdout, {len(self.stderr)} chars stderr")
        return "; ".join(parts)


def _interpreter() -> str:
    # The base interpreter, not the venv's: the venv (and the repo holding it) stays hidden.
    return os.path.realpath(getattr(sys, "_base_executable", None) or sys.executable)


def _exposed_paths(python: str) -> list[str]:
    paths: list[str] = []
    for path in (*_SYSTEM_PATHS, sys.base_prefix, sys.base_exec_prefix, os.path.dirname(python)):
        if not os.path.lexists(path):
            continue
        if not os.path.islink(path):
            path = os.path.realpath(path)
        covered = any(path == p or path.startswith(p.rstrip("/") + "/") for p in paths)
        if not covered:
            paths.append(path)
    return paths


def _read_capped(proc: subprocess.Popen[bytes], limit: int, deadline: float) -> _Output:
    """Read stdout and stderr until EOF, the deadline, or either passing ``limit`` bytes."""
    assert proc.stdout is not None and proc.stderr is not None
    buffers: dict[int, bytearray] = {
        proc.stdout.fileno(): bytearray(),
        proc.stderr.fileno(): bytearray(),
    }
    timed_out = truncated = False
    with selectors.DefaultSelector() as selector:
        for fd in buffers:
            os.set_blocking(fd, False)
            selector.register(fd, selectors.EVENT_READ)
        while selector.get_map() and not truncated:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                timed_out = True
                break
            for key, _ in selector.select(remaining):
                chunk = os.read(key.fd, 65536)
                if not chunk:
                    selector.unregister(key.fd)
                    continue
                buffer = buffers[key.fd]
                buffer += chunk
                if len(buffer) > limit:
                    del buffer[limit:]
                    truncated = True
    stdout, stderr = (bytes(b) for b in buffers.values())
    return stdout, stderr, timed_out, truncated


def _stop(proc: subprocess.Popen[bytes]) -> None:
    """SIGTERM the supervisor (it SIGKILLs the whole PID namespace); SIGKILL as a backstop."""
    if proc.poll() is not None:
        return
    proc.send_signal(signal.SIGTERM)
    try:
        proc.wait(timeout=_KILL_GRACE_S)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()


@contextmanager
def _spooled(data: str) -> Iterator[IO[bytes]]:
    """``data`` in an unlinked temporary file, rewound: a pipe could block on big input."""
    with tempfile.TemporaryFile() as handle:
        handle.write(data.encode("utf-8"))
        handle.seek(0)
        yield handle


def _read_status(fd: int) -> str:
    # Non-blocking: a write end kept open by a stray process must not hang the caller.
    os.set_blocking(fd, False)
    chunks: list[bytes] = []
    try:
        while chunk := os.read(fd, 4096):
            chunks.append(chunk)
    except BlockingIOError:
        pass
    return b"".join(chunks).decode("utf-8", errors="replace")


def _collect(proc: subprocess.Popen[bytes], limits: SandboxLimits, started: float) -> _Output:
    deadline = started + limits.timeout_s
    with proc:
        try:
            stdout, stderr, timed_out, truncated = _read_capped(proc, limits.output_bytes, deadline)
            if not (timed_out or truncated):
                # The code may close its output and keep running.
                try:
                    proc.wait(timeout=max(deadline - time.monotonic(), 0))
                except subprocess.TimeoutExpired:
                    timed_out = True
        finally:
            _stop(proc)
    return stdout, stderr, timed_out, truncated


def _execute(code: str, limits: SandboxLimits, stdin: str, userns: bool) -> SandboxResult:
    python = _interpreter()
    started = time.monotonic()
    status_read, status_write = os.pipe()
    with (
        tempfile.TemporaryDirectory(prefix="strop-sandbox-") as root,
        _spooled(code) as code_file,
        _spooled(stdin) as stdin_file,
    ):
        config = {
            "root": root,
            "python": python,
            "expose": _exposed_paths(python),
            "userns": userns,
            "code_fd": code_file.fileno(),
            "status_fd": status_write,
            "cpu_s": math.ceil(limits.timeout_s) + 1,
            "memory_bytes": limits.memory_mb * 1024 * 1024,
            "file_bytes": _MAX_FILE_BYTES,
            "scratch_mb": _SCRATCH_MB,
            "nproc": _MAX_PROCESSES,
        }
        try:
            proc = subprocess.Popen(
                [python, "-I", "-S", "-B", str(_LAUNCHER), json.dumps(config)],
                stdin=stdin_file,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                pass_fds=(code_file.fileno(), status_write),
                env={},
                cwd="/",
                start_new_session=True,
            )
        finally:
            os.close(status_write)
        try:
            stdout, stderr, timed_out, truncated = _collect(proc, limits, started)
            status = _read_status(status_read)
        finally:
            os.close(status_read)
    exit_code = proc.returncode
    if status.startswith(_SIGNAL_PREFIX):
        exit_code = -int(status.removeprefix(_SIGNAL_PREFIX))
    elif status:
        raise ConfigurationError(f"the run_code sandbox could not start: {status}")
    return SandboxResult(
        stdout=stdout.decode("utf-8", errors="replace"),
        stderr=stderr.decode("utf-8", errors="replace"),
        exit_code=exit_code,
        timed_out=timed_out,
        truncated=truncated,
        duration_s=time.monotonic() - started,
        isolation="userns" if userns else "root",
        timeout_s=limits.timeout_s,
    )


@cache
def _probe() -> tuple[str, str]:
    """Run a trivial program once; returns (isolation, "") or ("", why it failed)."""
    if sys.platform != "linux":
        return "", f"namespaces need Linux, this is {sys.platform}"
    # Root without CAP_SYS_ADMIN (a default container) may still get a user namespace.
    problems: list[str] = []
    for userns in (False, True) if os.geteuid() == 0 else (True,):
        try:
            result = _execute("pass", SandboxLimits(timeout_s=10.0), "", userns)
        except ConfigurationError as exc:
            problems.append(str(exc))
            continue
        if result.exit_code == 0:
            return result.isolation, ""
        problems.append(f"the probe run failed: {result.describe()}: {result.stderr[-500:]}")
    return "", "; ".join(problems)


def sandbox_isolation() -> str:
    """The isolation level this host gives (``"root"`` or ``"userns"``).

    Raises ``ConfigurationError`` if the sandbox cannot run here (no namespaces,
    e.g. an unprivileged container with the default seccomp profile); run strop as
    root or enable unprivileged user namespaces (``kernel.unprivileged_userns_clone``).
    """
    isolation, problem = _probe()
    if problem:
        raise ConfigurationError(problem)
    return isolation


def run_python(code: str, *, limits: SandboxLimits, stdin: str = "") -> SandboxResult:
    """Run Python source ``code`` in the sandbox and return what it printed.

    ``stdin`` is the process's standard input. Blocks for at most about
    ``limits.timeout_s`` plus a two-second kill grace.
    """
    if len(code.encode("utf-8")) > _MAX_CODE_BYTES:
        raise ToolError(f"code is longer than {_MAX_CODE_BYTES} bytes")
    isolation = sandbox_isolation()
    return _execute(code, limits, stdin, userns=isolation == "userns")
