"""The vault: AES-GCM secrets per agent, key files, rotation, placeholders in tool calls."""

from __future__ import annotations

import base64
import json
import stat
from collections.abc import Callable
from pathlib import Path

import pytest
from chat_support.memory import database_bytes

from core.agents.spec import AgentSpec
from core.cli import main
from core.errors import ConfigurationError, NotFound
from core.models.scripted import ScriptedModel
from core.services import Services
from core.storage import Database, VaultSecret
from core.trajectories import get_run
from core.vault import Vault, generate_key, load_key

SECRET = "ghp_Planted1234567890abcdefSECRET"


def _vault(tmp_path: Path) -> Vault:
    db = Database(url=f"sqlite:///{tmp_path / 'v.db'}")
    db.migrate()
    return Vault(db, load_key(None, tmp_path / "vault.key"))


def test_values_are_encrypted_scoped_and_shared(tmp_path: Path) -> None:
    vault = _vault(tmp_path)
    assert vault.put("ops", "GITHUB_TOKEN", SECRET, created_by="U1") == (
        "[saved as secret ref GITHUB_TOKEN]"
    )
    assert vault.get("ops", "GITHUB_TOKEN") == SECRET
    with pytest.raises(NotFound):
        vault.get("other", "GITHUB_TOKEN")
    vault.share("ops", "GITHUB_TOKEN", ["other"])
    assert vault.get("other", "GITHUB_TOKEN") == SECRET
    assert [r.name for r in vault.refs("other")] == ["GITHUB_TOKEN"]
    vault.share("ops", "GITHUB_TOKEN", [])
    with pytest.raises(NotFound):
        vault.get("other", "GITHUB_TOKEN")
    raw = database_bytes(tmp_path / "v.db")
    assert SECRET.encode() not in raw
    with pytest.raises(ConfigurationError):
        vault.put("ops", "bad name!", "x")
    assert stat.S_IMODE((tmp_path / "vault.key").stat().st_mode) == 0o600


def test_wrong_key_tampering_and_rotation(tmp_path: Path) -> None:
    vault = _vault(tmp_path)
    vault.put("ops", "A", "alpha-value")
    other = Vault(vault.db, base64.urlsafe_b64decode(generate_key()))
    with pytest.raises(ConfigurationError, match="another vault key"):
        other.get("ops", "A")
    # A ciphertext moved onto another secret's row does not decrypt.
    vault.put("ops", "B", "beta-value")
    with vault.db.session() as s:
        a = s.query(VaultSecret).filter_by(name="A").one()
        b = s.query(VaultSecret).filter_by(name="B").one()
        b.nonce, b.ciphertext = a.nonce, a.ciphertext
    with pytest.raises(ConfigurationError, match="integrity"):
        vault.get("ops", "B")
    vault.put("ops", "B", "beta-value")
    fresh = vault.rotate(base64.urlsafe_b64decode(generate_key()))
    assert fresh.key_id != vault.key_id
    assert fresh.get("ops", "A") == "alpha-value" and fresh.get("ops", "B") == "beta-value"
    with pytest.raises(ConfigurationError):
        vault.get("ops", "A")
    with pytest.raises(ConfigurationError, match="STROP_VAULT_KEY"):
        load_key("too-short", tmp_path / "unused.key")


def test_cli_rotate_rewrites_the_key_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from core.settings import load_settings

    monkeypatch.setenv("STROP_DATA_DIR", str(tmp_path / "data"))
    load_settings.cache_clear()
    try:
        monkeypatch.setattr("sys.stdin", __import__("io").StringIO(SECRET + "\n"))
        assert main(["vault", "set", "assistant", "GITHUB_TOKEN"]) == 0
        key_file = tmp_path / "data" / "vault.key"
        before = key_file.read_text()
        assert main(["vault", "rotate"]) == 0
        assert key_file.read_text() != before
        assert main(["vault", "list"]) == 0
        out = capsys.readouterr().out
        assert "assistant/GITHUB_TOKEN" in out and SECRET not in out
    finally:
        load_settings.cache_clear()


async def test_tools_get_values_only_by_placeholder(make_services: Callable[..., Services]) -> None:
    seen: list[str] = []

    def call_api(token: str) -> dict[str, str]:
        """Call an API with a token.

        Args:
            token: the API token.
        """
        seen.append(token)
        return {"echo": f"authorised with {token}"}

    model = ScriptedModel(
        [
            json.dumps({"tool": "call_api", "args": {"token": "{{secret:API_TOKEN}}"}}),
            json.dumps({"tool": "call_api", "args": {"token": "{{secret:MISSING}}"}}),
            json.dumps({"answer": "done"}),
        ]
    )
    services = make_services(model)
    services.tools.add(call_api)
    services.agents.create(AgentSpec(name="ops", system_prompt="x", tools=("call_api",)))
    services.vault.put("ops", "API_TOKEN", SECRET)
    result = await services.runner().run(services.agents.get("ops"), "use the api")
    assert result.status == "done" and seen == [SECRET]
    dumped = json.dumps(get_run(services.db, result.run_id))
    assert SECRET not in dumped
    assert "authorised with {{secret:API_TOKEN}}" in dumped
    assert "no secret named 'MISSING'" in dumped
    assert SECRET.encode() not in database_bytes(services.settings.data_dir / "strop.db")


async def test_scope_tool_limits_where_a_secret_may_go(
    make_services: Callable[..., Services],
) -> None:
    from core.tools.security import update_credential_scope

    services = make_services(ScriptedModel([]))
    services.agents.create(AgentSpec(name="ops", system_prompt="x"))
    services.vault.put("ops", "API_TOKEN", SECRET)
    ctx = services.context("ops")
    ref = update_credential_scope(ctx, "API_TOKEN", ["helper"], domains=["api.example.com"])
    assert ref["shared_with"] == ["helper"] and ref["domains"] == ["api.example.com"]
    assert SECRET not in json.dumps(ref)
    assert services.vault.domains("ops", "API_TOKEN") == ["api.example.com"]
    with pytest.raises(ConfigurationError):
        update_credential_scope(ctx, "API_TOKEN", [], domains=["not a domain"])
