"""Shared fixtures: isolated settings and services, the real embedded model."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

from core.models.base import ModelClient
from core.services import Services
from core.settings import Settings


@pytest.fixture(autouse=True)
def _no_strop_env(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tests never read the developer's own STROP_* variables or .env file."""
    for key in list(os.environ):
        if key.startswith("STROP_") and key != "STROP_TEST_POSTGRES_URL":
            monkeypatch.delenv(key)


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(_env_file=None, data_dir=tmp_path / "data")  # type: ignore[call-arg]


@pytest.fixture(scope="session")
def real_model() -> ModelClient:
    """The embedded SmolLM2-135M-Instruct through llama.cpp (loads in well under a second)."""
    from core.models.llamacpp import LlamaCppModel

    return LlamaCppModel(n_ctx=4096)


@pytest.fixture
def make_services(settings: Settings) -> Iterator[Callable[[ModelClient], Services]]:
    made: list[Services] = []

    def make(model: ModelClient) -> Services:
        services = Services(settings, model=model)
        made.append(services)
        return services

    yield make
    for services in made:
        services.close()


@pytest.fixture(scope="session")
def real_base_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The bundled 135M model as an fp32 transformers checkpoint, built once per session."""
    from trainer.base_model import base_checkpoint

    return base_checkpoint(cache_dir=tmp_path_factory.mktemp("cache") / "base")
