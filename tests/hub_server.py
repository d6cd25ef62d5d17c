"""A local model hub speaking the HTTP API that ``huggingface_hub`` 1.33 uses for strop.

It keeps repositories (models and datasets) with real commits, branches and
tags, stores every uploaded file and serves it back, so ``HfApi`` runs its own
code paths against it: ``create_repo`` (``POST /api/repos/create``), README
metadata checks (``POST /api/validate-yaml``), ``create_commit`` (``preupload``
then the NDJSON ``commit`` endpoint; every file is announced as a regular git
blob, so no LFS or Xet transfer is involved), ``create_tag``,
``list_repo_refs`` and ``hf_hub_download`` (``HEAD``/``GET`` on ``resolve``).
Writes need a known token; private repositories need one for reads too.
"""

from __future__ import annotations

import base64
import hashlib
import json
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from urllib.parse import unquote

import yaml
from _asgi import serve_app
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

__all__ = ["FakeHub", "running_hub"]

_KINDS = {"models": "model", "datasets": "dataset"}


def blob_oid(content: bytes) -> str:
    """Git's object id of a blob: what the Hub reports as a regular file's ETag and oid."""
    return hashlib.sha1(b"blob %d\0" % len(content) + content).hexdigest()


@dataclass(slots=True)
class Commit:
    oid: str
    message: str
    files: dict[str, bytes]


@dataclass(slots=True)
class Repo:
    kind: str
    repo_id: str
    private: bool
    commits: dict[str, Commit] = field(default_factory=dict)
    branches: dict[str, str] = field(default_factory=dict)
    tags: dict[str, str] = field(default_factory=dict)

    def resolve(self, revision: str) -> Commit | None:
        oid = self.branches.get(revision) or self.tags.get(revision) or revision
        return self.commits.get(oid)


def _error(status: int, code: str, message: str) -> Response:
    return JSONResponse(
        {"error": message}, status_code=status, headers={"X-Error-Code": code} if code else {}
    )


class FakeHub:
    """The hub's state and its Starlette app; ``requests`` records (method, path, authorized)."""

    def __init__(self, *, tokens: set[str]) -> None:
        self.tokens = tokens
        self.repos: dict[tuple[str, str], Repo] = {}
        self.requests: list[tuple[str, str, bool]] = []
        self.base_url = ""
        self._lock = threading.Lock()
        self.app = Starlette(
            routes=[
                Route("/api/repos/create", self._create, methods=["POST"]),
                Route("/api/validate-yaml", self._validate_yaml, methods=["POST"]),
                Route(
                    "/api/{kind}/{owner}/{name}/preupload/{revision}",
                    self._preupload,
                    methods=["POST"],
                ),
                Route(
                    "/api/{kind}/{owner}/{name}/commit/{revision}", self._commit, methods=["POST"]
                ),
                Route("/api/{kind}/{owner}/{name}/tag/{revision}", self._tag, methods=["POST"]),
                Route("/api/{kind}/{owner}/{name}/refs", self._refs, methods=["GET"]),
                Route(
                    "/datasets/{owner}/{name}/resolve/{revision}/{path:path}",
                    self._resolve_dataset,
                    methods=["GET", "HEAD"],
                ),
                Route(
                    "/{owner}/{name}/resolve/{revision}/{path:path}",
                    self._resolve_model,
                    methods=["GET", "HEAD"],
                ),
            ]
        )

    # -- helpers ---------------------------------------------------------------------

    def _authorized(self, request: Request) -> bool:
        header = request.headers.get("authorization", "")
        ok = header.startswith("Bearer ") and header.removeprefix("Bearer ") in self.tokens
        self.requests.append((request.method, request.url.path, ok))
        return ok

    def _repo(self, request: Request, *, write: bool) -> Repo | Response:
        authorized = self._authorized(request)
        if write and not authorized:
            return _error(401, "", "Invalid credentials in Authorization header")
        params = request.path_params
        kind = _KINDS.get(params.get("kind", "models"), "")
        repo = self.repos.get((kind, f"{params['owner']}/{params['name']}"))
        if repo is None or (repo.private and not authorized):
            return _error(404, "RepoNotFound", "Repository not found")
        return repo

    def files(self, kind: str, repo_id: str, revision: str = "main") -> dict[str, bytes]:
        """A revision's files (test helper)."""
        commit = self.repos[(kind, repo_id)].resolve(revision)
        assert commit is not None, revision
        return dict(commit.files)

    # -- endpoints -------------------------------------------------------------------

    async def _create(self, request: Request) -> Response:
        if not self._authorized(request):
            return _error(401, "", "Invalid credentials in Authorization header")
        body = await request.json()
        kind = body.get("type") or "model"
        repo_id = f"{body.get('organization') or 'user'}/{body['name']}"
        prefix = "" if kind == "model" else f"{kind}s/"
        url = f"{self.base_url}/{prefix}{repo_id}"
        with self._lock:
            if (kind, repo_id) in self.repos:
                # Like the Hub, a conflict still names the existing repository.
                body = {"error": "You already created this repo", "url": url}
                return JSONResponse(body, status_code=409)
            private = body.get("visibility") == "private" or bool(body.get("private"))
            self.repos[(kind, repo_id)] = Repo(kind, repo_id, private)
        return JSONResponse({"url": url, "name": repo_id})

    async def _validate_yaml(self, request: Request) -> Response:
        body = await request.json()
        content: str = body["content"]
        errors: list[dict[str, str]] = []
        if content.startswith("---\n"):
            header, sep, _ = content[4:].partition("\n---")
            try:
                data = yaml.safe_load(header) if sep else None
                if not isinstance(data, dict):
                    errors.append({"message": "metadata must be a YAML mapping"})
            except yaml.YAMLError as exc:
                errors.append({"message": f"invalid YAML: {exc}"})
        status = 400 if errors else 200
        return JSONResponse({"errors": errors, "warnings": []}, status_code=status)

    async def _preupload(self, request: Request) -> Response:
        repo = self._repo(request, write=True)
        if isinstance(repo, Response):
            return repo
        body = await request.json()
        current = repo.resolve(unquote(request.path_params["revision"]))
        files = []
        for item in body["files"]:
            old = current.files.get(item["path"]) if current else None
            files.append(
                {
                    "path": item["path"],
                    "uploadMode": "regular",
                    "shouldIgnore": False,
                    "oid": blob_oid(old) if old is not None else None,
                }
            )
        return JSONResponse({"files": files, "commitOid": current.oid if current else None})

    async def _commit(self, request: Request) -> Response:
        repo = self._repo(request, write=True)
        if isinstance(repo, Response):
            return repo
        if request.headers.get("content-type") != "application/x-ndjson":
            return _error(400, "", "commits are NDJSON")
        branch = unquote(request.path_params["revision"])
        lines = [json.loads(line) for line in (await request.body()).splitlines() if line]
        header = next(item["value"] for item in lines if item["key"] == "header")
        with self._lock:
            parent = repo.branches.get(branch)
            files = dict(repo.commits[parent].files) if parent else {}
            for item in lines:
                value = item["value"]
                if item["key"] == "file":
                    if value.get("encoding") != "base64":
                        return _error(400, "", "files must be base64")
                    files[value["path"]] = base64.b64decode(value["content"])
                elif item["key"] == "deletedFile":
                    files.pop(value["path"], None)
                elif item["key"] != "header":
                    return _error(400, "", f"this hub does not take {item['key']} entries")
            digest = hashlib.sha1(f"{parent}\n{header['summary']}\n".encode())
            for path in sorted(files):
                digest.update(f"{path}\0{blob_oid(files[path])}\n".encode())
            oid = digest.hexdigest()
            repo.commits[oid] = Commit(oid, header["summary"], files)
            repo.branches[branch] = oid
        prefix = "" if repo.kind == "model" else f"{repo.kind}s/"
        return JSONResponse(
            {
                "commitUrl": f"{self.base_url}/{prefix}{repo.repo_id}/commit/{oid}",
                "commitOid": oid,
                "success": True,
            }
        )

    async def _tag(self, request: Request) -> Response:
        repo = self._repo(request, write=True)
        if isinstance(repo, Response):
            return repo
        body = await request.json()
        commit = repo.resolve(unquote(request.path_params["revision"]))
        if commit is None:
            return _error(404, "RevisionNotFound", "Revision not found")
        with self._lock:
            if body["tag"] in repo.tags:
                return JSONResponse({"error": "Tag already exists"}, status_code=409)
            repo.tags[body["tag"]] = commit.oid
        return JSONResponse({})

    async def _refs(self, request: Request) -> Response:
        repo = self._repo(request, write=False)
        if isinstance(repo, Response):
            return repo

        def refs(names: dict[str, str], kind: str) -> list[dict[str, str]]:
            return [
                {"name": n, "ref": f"refs/{kind}/{n}", "targetCommit": oid}
                for n, oid in sorted(names.items())
            ]

        return JSONResponse(
            {
                "branches": refs(repo.branches, "heads"),
                "converts": [],
                "tags": refs(repo.tags, "tags"),
                "pullRequests": [],
            }
        )

    async def _resolve_model(self, request: Request) -> Response:
        return self._resolve(request, "models")

    async def _resolve_dataset(self, request: Request) -> Response:
        return self._resolve(request, "datasets")

    def _resolve(self, request: Request, kind: str) -> Response:
        request.path_params["kind"] = kind
        repo = self._repo(request, write=False)
        if isinstance(repo, Response):
            return repo
        commit = repo.resolve(unquote(request.path_params["revision"]))
        if commit is None:
            return _error(404, "RevisionNotFound", "Revision not found")
        content = commit.files.get(request.path_params["path"])
        if content is None:
            return _error(404, "EntryNotFound", "Entry not found")
        headers = {
            "X-Repo-Commit": commit.oid,
            "ETag": f'"{blob_oid(content)}"',
            "Content-Length": str(len(content)),
        }
        body = b"" if request.method == "HEAD" else content
        return Response(body, headers=headers, media_type="application/octet-stream")


@contextmanager
def running_hub(*, tokens: set[str]) -> Iterator[FakeHub]:
    """A ``FakeHub`` served on 127.0.0.1 in a thread; ``hub.base_url`` is its endpoint."""
    hub = FakeHub(tokens=tokens)
    with serve_app(hub.app) as url:
        hub.base_url = url
        yield hub
