"""Settings: every one documented, invalid values name their variable."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from core.errors import ConfigurationError
from core.settings import Settings, load_settings

ROOT = Path(__file__).resolve().parent.parent


def test_env_example_documents_every_setting() -> None:
    text = (ROOT / ".env.example").read_text()
    documented = set(re.findall(r"^#?\s*(STROP_[A-Z0-9_]+)=", text, re.MULTILINE))
    expected = {f"STROP_{name.upper()}" for name in Settings.model_fields}
    assert documented == expected
    # every variable belongs to a block of settings that a comment explains
    for name in expected:
        before = text.split(f"\n{name}=")[0].rstrip().splitlines()
        while before and before[-1].startswith("STROP_"):
            before.pop()
        assert before and before[-1].startswith("#"), name


def test_invalid_values_name_the_variable(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("STROP_RUN_CODE_TIMEOUT_S", "-1")
    monkeypatch.setenv("STROP_LOG_LEVEL", "LOUD")
    load_settings.cache_clear()
    with pytest.raises(ConfigurationError) as err:
        load_settings()
    assert "STROP_RUN_CODE_TIMEOUT_S" in str(err.value)
    assert "STROP_LOG_LEVEL" in str(err.value)
    load_settings.cache_clear()


def test_empty_values_mean_unset(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("STROP_DATABASE_URL", "")
    monkeypatch.setenv("STROP_LORA_PATH", "")
    monkeypatch.setenv("STROP_DATA_DIR", str(tmp_path))
    load_settings.cache_clear()
    settings = load_settings()
    assert settings.lora_path is None
    assert settings.resolved_database_url == f"sqlite:///{tmp_path.resolve() / 'strop.db'}"
    load_settings.cache_clear()
