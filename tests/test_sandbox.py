"""The run_code sandbox: normal use, and one escape attempt per guarantee."""

from __future__ import annotations

import ast
import dataclasses
import os
import signal
import socket
import tempfile
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest

from core.errors import ConfigurationError
from core.storage import Database
from core.tools import SandboxLimits, ToolContext, ToolRegistry
from core.tools import sandbox as sandbox_module
from core.tools.code import register_code_tools
from core.tools.sandbox import SandboxResult, run_python, sandbox_isolation

LIMITS = SandboxLimits(timeout_s=5.0, memory_mb=256, output_bytes=16_000)
REDIS = ("127.0.0.1", 6379)
# Everything the sandbox's / may hold: system directories, the interpreter's prefix
# (under /root here), device nodes, the code, and the scratch /tmp.
SANDBOX_ROOT = {
    *("bin", "dev", "etc", "lib", "lib32", "lib64", "libx32"),
    *("root", "sandbox", "sbin", "tmp", "usr"),
}


def run(code: str, stdin: str = "", **limits: float) -> SandboxResult:
    return run_python(code, limits=dataclasses.replace(LIMITS, **limits), stdin=stdin)


def sandboxed_pids() -> list[int]:
    """Host processes still running sandboxed code (its file is /sandbox/main.py)."""
    pids = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                if b"/sandbox/main.py" in (entry / "cmdline").read_bytes():
                    pids.append(int(entry.name))
            except OSError:
                continue
    return pids


def scratch_roots() -> set[str]:
    return {p.name for p in Path(tempfile.gettempdir()).glob("strop-sandbox-*")}


def still_there(now: Callable[[], set[Any]], seen: set[Any], seconds: float = 15.0) -> set[Any]:
    """What of ``seen`` is still in ``now()`` after up to ``seconds``."""
    deadline = time.monotonic() + seconds
    while (left := seen & now()) and time.monotonic() < deadline:
        time.sleep(0.1)
    return left


@pytest.fixture(autouse=True)
def nothing_left_behind() -> Iterator[None]:
    before = scratch_roots()
    yield
    # The other pytest worker may be running sandboxed code at this moment (an agent test
    # calling run_code): what it started ends within seconds, what leaked from here stays.
    assert still_there(lambda: set(sandboxed_pids()), set(sandboxed_pids())) == set()
    assert still_there(scratch_roots, scratch_roots() - before) == set()


def test_prints_the_result() -> None:
    result = run("print(1234 * 5678)")
    assert result.stdout == "7006652\n"
    assert (result.exit_code, result.timed_out, result.truncated) == (0, False, False)
    assert result.ok and result.error is None
    assert result.as_tool_output() == {"stdout": "7006652\n", "exit_code": 0}
    assert result.duration_s < 2
    assert result.describe().startswith("exit code 0; ")


def test_isolation_level_is_reported() -> None:
    expected = "root" if os.geteuid() == 0 else "userns"
    assert sandbox_isolation() == expected
    assert run("pass").isolation == expected


def test_standard_library_imports() -> None:
    code = (
        "import collections, datetime, decimal, fractions, hashlib, itertools, json, math\n"
        "import random, re, sqlite3, statistics, zlib\n"
        "print(json.dumps({'pi': round(math.pi, 3), 'd': str(datetime.date(2024, 2, 29)),\n"
        "    'm': statistics.mean([1, 2, 3]), 'r': re.sub('a', 'b', 'aa'),\n"
        "    'q': sqlite3.connect(':memory:').execute('select 6*7').fetchone()[0]}))"
    )
    result = run(code)
    assert result.stderr == ""
    assert result.stdout.strip() == '{"pi": 3.142, "d": "2024-02-29", "m": 2, "r": "bb", "q": 42}'


def test_exception_gives_traceback_and_nonzero_exit() -> None:
    result = run("x = 1\ny = x / 0\n")
    assert result.exit_code == 1
    assert "Traceback" in result.stderr
    assert "ZeroDivisionError" in result.stderr
    assert "y = x / 0" in result.stderr  # the source line is shown
    output = result.as_tool_output()
    assert output["exit_code"] == 1 and "ZeroDivisionError" in output["stderr"]
    assert "error" not in output


def test_stdin_reaches_the_code() -> None:
    assert run("import sys; print(sys.stdin.read().upper())", stdin="héllo").stdout == "HÉLLO\n"


def test_no_network() -> None:
    # The host itself can reach Redis, so a failure below is the sandbox's doing.
    socket.create_connection(REDIS, timeout=2).close()
    code = (
        "import socket\n"
        "for addr in [('127.0.0.1', 6379), ('1.1.1.1', 53), ('8.8.8.8', 443)]:\n"
        "    try:\n"
        "        socket.create_connection(addr, timeout=2)\n"
        "        print('connected', addr)\n"
        "    except OSError as exc:\n"
        "        print('blocked', exc.errno)\n"
        "print([name for _, name in socket.if_nameindex()])\n"
    )
    result = run(code)
    assert "connected" not in result.stdout
    assert result.stdout.count("blocked") == 3
    assert result.stdout.splitlines()[-1] == "['lo']"


def test_infinite_loop_times_out() -> None:
    result = run("while True:\n    pass\n", timeout_s=1.0)
    assert result.timed_out
    assert result.exit_code == -signal.SIGKILL
    assert 1.0 <= result.duration_s < 4
    assert result.as_tool_output()["error"].startswith("timed out after 1 s")


def test_processes_that_detach_are_killed_on_timeout() -> None:
    # setsid() leaves the process group and prctl(PR_SET_PDEATHSIG, 0) drops the
    # parent-death signal; the PID namespace still takes everything down.
    code = (
        "import ctypes, os, time\n"
        "if os.fork() == 0:\n"
        "    ctypes.CDLL(None).prctl(1, 0, 0, 0, 0)\n"
        "    os.setsid()\n"
        "    time.sleep(600)\n"
        "time.sleep(600)\n"
    )
    result = run(code, timeout_s=1.0)
    assert result.timed_out and result.duration_s < 4


def test_orphans_die_with_the_code() -> None:
    code = "import os, time\nif os.fork() == 0:\n    time.sleep(600)\nprint('parent done')\n"
    result = run(code, timeout_s=10.0)
    assert result.stdout == "parent done\n"
    assert not result.timed_out and result.duration_s < 3


def test_memory_bomb_is_stopped() -> None:
    result = run("blocks = []\nwhile True:\n    blocks.append(bytearray(10**7))\n", memory_mb=128)
    assert result.exit_code != 0 and not result.timed_out
    assert "MemoryError" in result.stderr


def test_output_flood_is_truncated_and_stopped() -> None:
    result = run("while True:\n    print('x' * 1000)\n", output_bytes=10_000, timeout_s=10.0)
    assert result.truncated and not result.timed_out
    assert len(result.stdout) == 10_000
    assert result.duration_s < 3
    assert "output limit" in result.as_tool_output()["error"]


def test_fork_bomb_hits_the_process_limit() -> None:
    if sandbox_isolation() != "root":
        pytest.skip("the process limit needs the private uid of root mode")
    code = (
        "import os, time\n"
        "n = 0\n"
        "try:\n"
        "    while n < 1000:\n"
        "        if os.fork() == 0:\n"
        "            time.sleep(600)\n"
        "        n += 1\n"
        "except OSError as exc:\n"
        "    print('limited', n, exc.errno)\n"
    )
    result = run(code)
    words = result.stdout.split()
    assert words[0] == "limited" and int(words[1]) < 16


def test_spinning_fork_bomb_is_contained() -> None:
    code = (
        "import os\nwhile True:\n    try:\n        os.fork()\n    except OSError:\n        pass\n"
    )
    result = run(code, timeout_s=1.0)
    assert result.timed_out and result.duration_s < 5


def test_file_size_is_limited() -> None:
    result = run("open('big', 'wb').write(b'x' * 40_000_000)\n")
    assert result.exit_code == 1 and "File too large" in result.stderr


def test_secret_files_outside_are_invisible() -> None:
    data_dir = Path(tempfile.mkdtemp(prefix="strop-test-data-"))
    try:
        # World-readable on purpose: hiding must not depend on file permissions.
        data_dir.chmod(0o755)
        secret = data_dir / "secret.txt"
        secret.write_text("planted-secret")
        secret.chmod(0o644)
        paths = [str(secret), str(Path(__file__).resolve()), "/etc/shadow", "/root/.bashrc"]
        code = (
            f"import os\nfor path in {paths!r}:\n"
            "    try:\n"
            "        print('read', open(path).read())\n"
            "    except OSError as exc:\n"
            "        print('hidden', type(exc).__name__)\n"
            "print(sorted(os.listdir('/')))\n"
        )
        result = run(code)
    finally:
        secret.unlink()
        data_dir.rmdir()
    assert "planted-secret" not in result.stdout and "read" not in result.stdout
    assert result.stdout.count("hidden FileNotFoundError") == 4
    visible = set(ast.literal_eval(result.stdout.splitlines()[-1]))
    assert visible <= SANDBOX_ROOT


def test_environment_is_not_leaked(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("STROP_SECRET", "planted")
    result = run("import os\nprint(sorted(os.environ.items()))\n")
    assert "planted" not in result.stdout
    assert ast.literal_eval(result.stdout) == [
        ("HOME", "/tmp"),
        ("LANG", "C.UTF-8"),
        ("PATH", "/usr/bin:/bin"),
        ("TMPDIR", "/tmp"),
    ]


def test_writing_outside_scratch_fails() -> None:
    targets = ["/usr/evil", "/etc/passwd", "/evil", "/sandbox/main.py", "/dev/evil"]
    code = (
        f"for path in {targets!r}:\n"
        "    try:\n"
        "        open(path, 'w').write('x')\n"
        "        print('wrote', path)\n"
        "    except OSError as exc:\n"
        "        print('refused', path, exc.strerror)\n"
        "open('ok.txt', 'w').write('scratch is writable')\n"
        "print(open('ok.txt').read())\n"
    )
    result = run(code)
    assert "wrote" not in result.stdout
    assert result.stdout.count("refused") == len(targets)
    assert result.stdout.endswith("scratch is writable\n")
    assert not Path("/usr/evil").exists() and not Path("/evil").exists()


def test_runs_as_an_unprivileged_user() -> None:
    if sandbox_isolation() != "root":
        pytest.skip("only root mode switches to a private uid")
    code = (
        "import os\nprint(os.getuid())\n"
        "try:\n    os.setuid(0)\nexcept PermissionError:\n    print('no root')\n"
    )
    lines = run(code).stdout.splitlines()
    assert int(lines[0]) >= 1_000_000 and lines[1] == "no root"


def test_scratch_is_fresh_and_removed() -> None:
    marker = f"marker-{os.getpid()}.txt"
    first = run(f"import os\nopen({marker!r}, 'w').write('x')\nprint(os.getcwd(), os.listdir())\n")
    assert first.stdout == f"/tmp [{marker!r}]\n"
    second = run("import os\nprint(os.listdir())\n")
    assert second.stdout == "[]\n"
    assert not (Path(tempfile.gettempdir()) / marker).exists()


def test_concurrent_runs_are_separate() -> None:
    code = (
        "import sys, time\nme = sys.stdin.read()\nopen('who', 'w').write(me)\n"
        "time.sleep(0.3)\nprint(open('who').read())\n"
    )
    with ThreadPoolExecutor(max_workers=4) as pool:
        results = list(pool.map(lambda n: run(code, stdin=str(n)), range(4)))
    assert [r.stdout for r in results] == ["0\n", "1\n", "2\n", "3\n"]


def test_signal_deaths_are_reported() -> None:
    result = run("import os, signal\nos.kill(os.getpid(), signal.SIGTERM)\n")
    assert result.exit_code == -signal.SIGTERM
    assert result.error == "killed by signal SIGTERM"


def test_refuses_to_run_without_namespaces(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    # Stand-in for a host that forbids unshare(2): the launcher reports and exits 125.
    launcher = tmp_path / "launcher.py"
    launcher.write_text(
        "import json, os, sys\n"
        "fd = json.loads(sys.argv[1])['status_fd']\n"
        "os.write(fd, b'cannot create namespaces: [Errno 1] Operation not permitted')\n"
        "sys.exit(125)\n"
    )
    monkeypatch.setattr(sandbox_module, "_LAUNCHER", launcher)
    sandbox_module._probe.cache_clear()
    try:
        with pytest.raises(ConfigurationError, match="Operation not permitted"):
            run("print(1)")
    finally:
        sandbox_module._probe.cache_clear()


async def test_run_code_tool(tmp_path: Path) -> None:
    registry = ToolRegistry()
    register_code_tools(registry)
    tool = registry.get("run_code")
    assert tool.description.startswith("Run Python code and return what it prints.")
    assert tool.parameters["required"] == ["code"]
    db = Database(url="sqlite:///" + str(tmp_path / "t.db"))
    ctx = ToolContext(
        agent="alice", db=db, data_dir=tmp_path, sandbox=dataclasses.replace(LIMITS, timeout_s=1)
    )
    try:
        assert await tool.call({"code": "print(2 + 2)"}, ctx) == {"stdout": "4\n", "exit_code": 0}
        slow = await tool.call({"code": "import time\ntime.sleep(60)"}, ctx)
        assert slow["error"].startswith("timed out")
    finally:
        db.dispose()
