"""Sandbox launcher: builds the isolated process that ``core.tools.sandbox`` runs code in.

Run as ``python -I -S _sandbox_init.py CONFIG_JSON`` (stdlib only; nothing from strop is
importable here on purpose). The process is a small root-owned supervisor:

1. it enters fresh PID, network, IPC and UTS namespaces (plus a user namespace when not
   started as root) and forks;
2. the child, PID 1 of the new PID namespace, enters a fresh mount namespace, builds a
   root filesystem on a tmpfs holding only read-only binds of the interpreter and system
   libraries, a private ``/tmp`` scratch tmpfs and a few device nodes, ``pivot_root``s
   into it, sets rlimits, drops to a per-run uid (root mode), forks the interpreter on
   the code and reaps until it exits;
3. the supervisor waits and mirrors the child's exit. On SIGTERM (sent by the parent on
   timeout, or by the kernel when the parent dies) it SIGKILLs the child; killing PID 1 of
   a PID namespace kills every process in it, so nothing outlives a run even if the code
   calls ``setsid()`` or forks.

The status pipe (closed on exec, so the sandboxed code can never write to it) carries
either a setup failure (then the exit status is 125) or ``signal:N`` when the code was
killed by signal N.
"""

from __future__ import annotations

import ctypes
import json
import os
import resource
import signal
import socket
import sys
from types import FrameType
from typing import Any, NoReturn

_CLONE_NEWNS = 0x00020000
_CLONE_NEWUTS = 0x04000000
_CLONE_NEWIPC = 0x08000000
_CLONE_NEWUSER = 0x10000000
_CLONE_NEWPID = 0x20000000
_CLONE_NEWNET = 0x40000000

_MS_RDONLY = 0x1
_MS_NOSUID = 0x2
_MS_NODEV = 0x4
_MS_NOEXEC = 0x8
_MS_REMOUNT = 0x20
_MS_NOATIME = 0x400
_MS_NODIRATIME = 0x800
_MS_BIND = 0x1000
_MS_REC = 0x4000
_MS_PRIVATE = 0x40000
_MS_RELATIME = 0x200000
_MNT_DETACH = 0x2

_PR_SET_PDEATHSIG = 1
_PR_CAPBSET_DROP = 24
_PR_SET_NO_NEW_PRIVS = 38

# Flags the kernel refuses to clear on a bind remount inside a user namespace
# ("locked" flags), so a read-only remount has to carry them over.
_LOCKED_FLAGS = (
    (os.ST_NOSUID, _MS_NOSUID),
    (os.ST_NODEV, _MS_NODEV),
    (os.ST_NOEXEC, _MS_NOEXEC),
    (os.ST_NOATIME, _MS_NOATIME),
    (os.ST_NODIRATIME, _MS_NODIRATIME),
    (os.ST_RELATIME, _MS_RELATIME),
)

# A private uid per run (base + supervisor pid, unique among live runs) keeps the
# RLIMIT_NPROC count of one run from starving another and owns no file on the host.
_UID_BASE = 2_000_000_000
_DEVICES = ("null", "zero", "full", "random", "urandom")
_CODE_PATH = "/sandbox/main.py"
_SETUP_FAILED = 125
_SIGNAL_PREFIX = "signal:"
_ENV = {"PATH": "/usr/bin:/bin", "HOME": "/tmp", "TMPDIR": "/tmp", "LANG": "C.UTF-8"}

_libc = ctypes.CDLL(None, use_errno=True)


def _call(what: str, result: Any) -> None:
    if int(result) != 0:
        err = ctypes.get_errno()
        raise OSError(err, f"{what}: {os.strerror(err)}")


def _mount(source: str | None, target: str, fstype: str | None, flags: int, data: str = "") -> None:
    _call(
        f"mount {target}",
        _libc.mount(
            source.encode() if source else None,
            target.encode(),
            fstype.encode() if fstype else None,
            ctypes.c_ulong(flags),
            data.encode() if data else None,
        ),
    )


def _prctl(option: int, value: int) -> None:
    _call("prctl", _libc.prctl(option, ctypes.c_ulong(value), 0, 0, 0))


def _write(path: str, text: str, mode: int = 0o644) -> None:
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, mode)
    with open(fd, "w", encoding="utf-8") as handle:
        handle.write(text)


def _enter_namespaces(userns: bool) -> None:
    flags = _CLONE_NEWPID | _CLONE_NEWNET | _CLONE_NEWIPC | _CLONE_NEWUTS
    if not userns:
        _call("unshare", _libc.unshare(flags))
        return
    uid, gid = os.getuid(), os.getgid()
    _call("unshare", _libc.unshare(flags | _CLONE_NEWUSER))
    _write("/proc/self/setgroups", "deny")
    _write("/proc/self/uid_map", f"0 {uid} 1")
    _write("/proc/self/gid_map", f"0 {gid} 1")


def _expose(root: str, path: str) -> None:
    """Make host ``path`` visible read-only at the same place under ``root``."""
    target = root + path
    os.makedirs(os.path.dirname(target), mode=0o755, exist_ok=True)
    if os.path.islink(path):
        # /bin -> usr/bin and the like: recreate the link; its target is exposed too.
        os.symlink(os.readlink(path), target)
        return
    if os.path.isdir(path):
        os.makedirs(target, mode=0o755, exist_ok=True)
    else:
        _write(target, "")
    _mount(path, target, None, _MS_BIND)
    locked = os.statvfs(path).f_flag
    flags = _MS_BIND | _MS_REMOUNT | _MS_RDONLY | _MS_NOSUID | _MS_NODEV
    flags |= sum(ms for st, ms in _LOCKED_FLAGS if locked & st)
    _mount(None, target, None, flags)


def _build_root(config: dict[str, Any], uid: int, code: bytes) -> None:
    root = config["root"]
    _call("unshare", _libc.unshare(_CLONE_NEWNS))
    # Nothing mounted from here on may propagate back to the host.
    _mount(None, "/", None, _MS_REC | _MS_PRIVATE)
    _mount("tmpfs", root, "tmpfs", _MS_NOSUID | _MS_NODEV, "size=8m,mode=0755")
    for path in config["expose"]:
        _expose(root, path)
    os.makedirs(root + "/etc", mode=0o755, exist_ok=True)
    # getpass.getuser() and friends look the uid up here; only the sandbox user exists.
    _write(root + "/etc/passwd", f"sandbox:x:{uid}:{uid}::/tmp:/bin/false\n")
    _write(root + "/etc/group", f"sandbox:x:{uid}:\n")
    os.makedirs(root + "/sandbox", mode=0o755)
    with open(root + _CODE_PATH, "wb") as handle:
        handle.write(code)
    os.chmod(root + _CODE_PATH, 0o444)
    os.makedirs(root + "/dev", mode=0o755)
    for name in _DEVICES:
        _write(f"{root}/dev/{name}", "")
        _mount(f"/dev/{name}", f"{root}/dev/{name}", None, _MS_BIND)
    os.makedirs(root + "/tmp")
    scratch = f"size={config['scratch_mb']}m,mode=0700,uid={uid},gid={uid}"
    _mount("tmpfs", root + "/tmp", "tmpfs", _MS_NOSUID | _MS_NODEV, scratch)
    _mount(None, root, None, _MS_BIND | _MS_REMOUNT | _MS_RDONLY | _MS_NOSUID | _MS_NODEV)
    os.chdir(root)
    _call("pivot_root", _libc.pivot_root(b".", b"."))
    # The old root now sits on top of the new one; detaching it leaves no path back.
    _call("umount old root", _libc.umount2(b".", _MNT_DETACH))
    os.chdir("/tmp")


def _set_limits(config: dict[str, Any], userns: bool) -> None:
    cpu = int(config["cpu_s"])
    resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu + 1))
    resource.setrlimit(resource.RLIMIT_AS, (config["memory_bytes"],) * 2)
    resource.setrlimit(resource.RLIMIT_FSIZE, (config["file_bytes"],) * 2)
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    resource.setrlimit(resource.RLIMIT_NOFILE, (256, 256))
    if not userns:
        # Counted per uid; only meaningful with the private uid of root mode.
        resource.setrlimit(resource.RLIMIT_NPROC, (config["nproc"],) * 2)


def _drop_capabilities() -> None:
    # An empty bounding set means no exec regains a capability, even as root of the user
    # namespace (userns mode, where there is no uid to switch to). EINVAL ends the list.
    cap = 0
    while _libc.prctl(_PR_CAPBSET_DROP, ctypes.c_ulong(cap), 0, 0, 0) == 0:
        cap += 1


def _become_sandbox(config: dict[str, Any], uid: int, status_fd: int) -> None:
    """In the forked child: build the jail, drop privileges, then reap until the code ends."""
    userns = bool(config["userns"])
    _prctl(_PR_SET_PDEATHSIG, signal.SIGKILL)
    with open(config["code_fd"], "rb") as handle:
        code = handle.read()
    socket.sethostname("sandbox")
    _build_root(config, uid if not userns else 0, code)
    _set_limits(config, userns)
    _drop_capabilities()
    if not userns:
        os.setgroups([])
        os.setgid(uid)
        os.setuid(uid)
    _prctl(_PR_SET_NO_NEW_PRIVS, 1)
    # A credential change clears the parent-death signal; arm it again.
    _prctl(_PR_SET_PDEATHSIG, signal.SIGKILL)
    # This process is PID 1 of the namespace, which ignores its own default-action
    # signals; the code runs as its child so os.kill(os.getpid(), ...) and abort()
    # behave normally, and PID 1 reaps whatever the code leaves behind.
    worker = os.fork()
    if worker == 0:
        python = config["python"]
        os.execve(python, [python, "-I", "-S", "-B", "-X", "utf8", _CODE_PATH], _ENV)
    while True:
        pid, status = os.waitpid(-1, 0)
        if pid == worker:
            break
    code_or_signal = os.waitstatus_to_exitcode(status)
    if code_or_signal < 0:
        # An exit status cannot say "killed by a signal"; the status pipe can.
        os.write(status_fd, f"{_SIGNAL_PREFIX}{-code_or_signal}".encode())
        os._exit(128 - code_or_signal)
    os._exit(code_or_signal)


def _fail(status_fd: int, message: str) -> NoReturn:
    os.write(status_fd, message.encode(errors="replace"))
    os._exit(_SETUP_FAILED)


def main() -> None:
    config: dict[str, Any] = json.loads(sys.argv[1])
    status_fd = int(config["status_fd"])
    os.set_inheritable(status_fd, False)
    try:
        _enter_namespaces(bool(config["userns"]))
    except OSError as exc:
        _fail(status_fd, f"cannot create namespaces: {exc}")
    child = 0

    def stop(_signum: int, _frame: FrameType | None) -> None:
        if child:
            os.kill(child, signal.SIGKILL)
        else:
            os._exit(_SETUP_FAILED)

    signal.signal(signal.SIGTERM, stop)
    # SIGTERM stays blocked across fork so the handler always knows the child's pid.
    signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGTERM})
    _prctl(_PR_SET_PDEATHSIG, signal.SIGTERM)
    uid = _UID_BASE + os.getpid()
    child = os.fork()
    if child == 0:
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM})
        try:
            _become_sandbox(config, uid, status_fd)
        except BaseException as exc:
            _fail(status_fd, f"cannot set up the sandbox: {exc}")
    os.close(status_fd)
    os.close(int(config["code_fd"]))
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM})
    _, status = os.waitpid(child, 0)
    code = os.waitstatus_to_exitcode(status)
    if code < 0:
        # Die of the same signal so the parent sees what killed the code.
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
        if -code != signal.SIGKILL:
            signal.signal(-code, signal.SIG_DFL)
            signal.pthread_sigmask(signal.SIG_UNBLOCK, {-code})
        os.kill(os.getpid(), -code)
    os._exit(code)


if __name__ == "__main__":
    main()
