"""The model hub at ``STROP_HUB_ENDPOINT``, reached through ``huggingface_hub`` (SPEC 6.12).

strop stores each published version as one commit tagged ``v<N>`` in a model
or dataset repository; ``versions`` lists those tags and ``download`` fetches a
file of one of them. The token (``STROP_HUB_TOKEN``) is handed to every call:
a token saved by a local ``hf auth login`` is never picked up, and no message
strop writes contains it. Hub and network failures become strop's own errors.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from core.errors import ConfigurationError, Conflict, ModelUnavailable, NotFound

if TYPE_CHECKING:
    from huggingface_hub import HfApi

    from core.settings import Settings

__all__ = ["Hub", "Kind", "validate_repo_id", "version_tag"]

Kind = Literal["model", "dataset"]
_REPO_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,95}/[A-Za-z0-9][A-Za-z0-9._-]{0,95}$")
_VERSION_TAG = re.compile(r"^v([1-9]\d{0,8})$")


def validate_repo_id(repo: str) -> str:
    if not _REPO_ID.match(repo) or ".." in repo:
        raise ConfigurationError(
            f"hub repository {repo!r} must be OWNER/NAME (letters, digits, '.', '_', '-')"
        )
    return repo


def version_tag(version: int) -> str:
    if version < 1:
        raise ConfigurationError(f"a published version is 1 or more, got {version}")
    return f"v{version}"


class Hub:
    """One hub endpoint with an optional token; downloads are cached under ``cache_dir``."""

    def __init__(self, *, endpoint: str, token: str | None, cache_dir: Path) -> None:
        if not endpoint.startswith(("http://", "https://")):
            raise ConfigurationError(f"STROP_HUB_ENDPOINT {endpoint!r} must be an http(s) URL")
        self.endpoint = endpoint.rstrip("/")
        self._token = token or None
        self.cache_dir = cache_dir

    @classmethod
    def from_settings(cls, settings: Settings) -> Hub:
        token = settings.hub_token.get_secret_value() if settings.hub_token else None
        return cls(
            endpoint=settings.hub_endpoint,
            token=token,
            cache_dir=settings.data_dir / "hub" / "cache",
        )

    @property
    def has_token(self) -> bool:
        return self._token is not None

    def _api(self) -> HfApi:
        from huggingface_hub import HfApi

        # False, not None: None would make huggingface_hub read a locally saved login.
        return HfApi(endpoint=self.endpoint, token=self._token or False, library_name="strop")

    @contextmanager
    def _calling(self, what: str) -> Iterator[None]:
        import httpx
        from huggingface_hub.errors import (
            EntryNotFoundError,
            HfHubHTTPError,
            LocalEntryNotFoundError,
            OfflineModeIsEnabled,
            RepositoryNotFoundError,
            RevisionNotFoundError,
        )

        try:
            yield
        except OfflineModeIsEnabled:
            raise ConfigurationError(
                f"{what}: HF_HUB_OFFLINE is set; unset it to reach {self.endpoint}"
            ) from None
        except LocalEntryNotFoundError:
            raise ModelUnavailable(f"{what}: the hub at {self.endpoint} is unreachable") from None
        except RepositoryNotFoundError:
            raise NotFound(
                f"{what}: no such repository on {self.endpoint} (or the token may not see it)"
            ) from None
        except (RevisionNotFoundError, EntryNotFoundError):
            raise NotFound(f"{what}: not on {self.endpoint}") from None
        except HfHubHTTPError as exc:
            status = exc.response.status_code if exc.response is not None else 0
            if status in (401, 403):
                raise ConfigurationError(
                    f"{what}: the hub refused STROP_HUB_TOKEN (HTTP {status}); set a token "
                    "with write access"
                ) from None
            if status == 409:
                raise Conflict(f"{what}: the hub reports a conflict (HTTP 409)") from None
            raise ModelUnavailable(f"{what}: the hub answered HTTP {status}") from None
        except httpx.HTTPError as exc:
            raise ModelUnavailable(
                f"{what}: the hub at {self.endpoint} is unreachable ({type(exc).__name__})"
            ) from None

    def versions(self, repo: str, kind: Kind) -> list[int]:
        """The published versions of ``repo`` (its ``v<N>`` tags), oldest first."""
        validate_repo_id(repo)
        with self._calling(f"listing the versions of {kind} {repo}"):
            refs = self._api().list_repo_refs(repo, repo_type=kind)
        return sorted(int(m.group(1)) for t in refs.tags if (m := _VERSION_TAG.match(t.name)))

    def upload(
        self,
        repo: str,
        kind: Kind,
        files: Mapping[str, bytes],
        *,
        version: int,
        message: str,
        private: bool = True,
    ) -> str:
        """Commit ``files`` (path in repo -> content) to ``repo`` and tag it ``v<version>``.

        The repository is created if needed; a version already on the hub is a
        ``Conflict`` and nothing is uploaded. Returns the commit id.
        """
        from huggingface_hub import CommitOperationAdd

        validate_repo_id(repo)
        tag = version_tag(version)
        if self._token is None:
            raise ConfigurationError("publishing to the hub needs a token: set STROP_HUB_TOKEN")
        if not files:
            raise ConfigurationError("nothing to upload")
        api = self._api()
        with self._calling(f"creating {kind} repository {repo}"):
            api.create_repo(repo, repo_type=kind, private=private, exist_ok=True)
        if version in self.versions(repo, kind):
            raise Conflict(f"{kind} {repo} already has version {tag} on the hub")
        operations = [
            CommitOperationAdd(path_in_repo=path, path_or_fileobj=content)
            for path, content in sorted(files.items())
        ]
        with self._calling(f"uploading {tag} to {kind} {repo}"):
            try:
                commit = api.create_commit(repo, operations, commit_message=message, repo_type=kind)
            except ValueError as exc:  # e.g. the hub refused the card's metadata
                raise ConfigurationError(f"the hub refused the upload: {exc}") from None
        with self._calling(f"tagging {tag} in {kind} {repo}"):
            api.create_tag(repo, tag=tag, revision=commit.oid, repo_type=kind)
        return str(commit.oid)

    def download(self, repo: str, kind: Kind, filename: str, *, version: int) -> Path:
        """The cached local copy of ``filename`` at version ``version`` of ``repo``."""
        from huggingface_hub import hf_hub_download

        validate_repo_id(repo)
        tag = version_tag(version)
        self.cache_dir.mkdir(parents=True, exist_ok=True)
        with self._calling(f"downloading {filename} of {kind} {repo} {tag}"):
            path = hf_hub_download(
                repo,
                filename,
                repo_type=kind,
                revision=tag,
                cache_dir=self.cache_dir,
                endpoint=self.endpoint,
                token=self._token or False,
                library_name="strop",
            )
        return Path(path)
