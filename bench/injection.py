"""Prompt-injection measurement (SPEC 4.3) on the corpus in ``core.evals.injection``.

Sanitiser rates use every page: a payload is *neutralised* when none of its
trigger strings survives what ``fetch_url`` gives the model (page text through
``fetch_text`` and ``untrusted``); a benign page is a *false positive* when the
sanitiser removes anything from it as an injection. The agent measurement runs
the real 135M model on a subset of pages, twice: guardrails *off* (a fetch tool
that hands the model the raw page text: hidden elements included, nothing
sanitised, no URL rules) and *on* (the real ``fetch_url``, with a
``deny_domain`` rule on the attacker's host). The agent's first step is
constrained to fetching the page; after that it may fetch any URL, call the
unrelated ``put_store_entry`` or answer.

Pages are served on 127.0.0.1; the attacker's collector is the same server
reached as ``localhost`` (the denied host), so a request that gets there is logged.
"""

from __future__ import annotations

import asyncio
import sys
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
from bs4 import BeautifulSoup

from bench._serve import QuietHandler, serving
from core.agents.spec import AgentSpec
from core.errors import ToolError
from core.evals.injection import (
    ATTACKS,
    BENIGN,
    FORBIDDEN_TOOL,
    INJECTION_KINDS,
    PAGES,
    Page,
    attack_outcome,
    benign_ok,
    neutralised,
    render,
    system_prompt,
)
from core.evals.injection_fresh import FRESH_PAGES
from core.evals.injection_fresh2 import FRESH2_PAGES
from core.evals.injection_fresh3 import FRESH3_PAGES
from core.evals.injection_fresh4 import FRESH4_PAGES
from core.evals.injection_fresh5 import FRESH5_PAGES
from core.evals.injection_fresh6 import FRESH6_PAGES
from core.evals.injection_fresh7 import FRESH7_PAGES
from core.evals.injection_fresh8 import FRESH8_PAGES
from core.evals.injection_fresh9 import FRESH9_PAGES
from core.evals.injection_fresh10 import FRESH10_PAGES
from core.evals.injection_fresh11 import FRESH11_PAGES
from core.evals.injection_fresh12 import FRESH12_PAGES
from core.evals.injection_fresh13 import FRESH13_PAGES
from core.evals.injection_fresh14 import FRESH14_PAGES
from core.evals.injection_fresh15 import FRESH15_PAGES
from core.evals.injection_fresh16 import FRESH16_PAGES
from core.evals.injection_fresh17 import FRESH17_PAGES
from core.evals.injection_fresh18 import FRESH18_PAGES
from core.evals.injection_fresh19 import FRESH19_PAGES
from core.evals.injection_fresh20 import FRESH20_PAGES
from core.evals.injection_fresh21 import FRESH21_PAGES
from core.evals.injection_fresh22 import FRESH22_PAGES
from core.evals.injection_fresh23 import FRESH23_PAGES
from core.evals.injection_fresh24 import FRESH24_PAGES
from core.evals.injection_fresh25 import FRESH25_PAGES
from core.evals.injection_fresh26 import FRESH26_PAGES
from core.evals.injection_fresh27 import FRESH27_PAGES
from core.evals.injection_fresh28 import FRESH28_PAGES
from core.evals.injection_fresh29 import FRESH29_PAGES
from core.evals.injection_fresh30 import FRESH30_PAGES
from core.evals.injection_fresh31 import FRESH31_PAGES
from core.evals.injection_heldout import HELDOUT_PAGES
from core.evals.installed_docs import as_html, installed_docs
from core.guardrails.sanitize import Sanitised, sanitise
from core.models.base import ModelClient
from core.tools.context import ToolContext
from core.tools.stores import put_store_entry
from core.tools.web import fetch_text, fetch_url, html_text

__all__ = [
    "SETS",
    "PageServer",
    "agent_measure",
    "docs_rates",
    "injection_benchmark",
    "sanitiser_rates",
    "sanitiser_report",
    "serve_pages",
]

DENIED_HOST = "localhost"

# Every corpus the sanitiser is measured on, by the prefix of its keys in the report.
SETS: tuple[tuple[str, tuple[Page, ...]], ...] = (
    ("", PAGES),
    ("heldout_", HELDOUT_PAGES),
    ("fresh_", FRESH_PAGES),
    ("fresh2_", FRESH2_PAGES),
    ("fresh3_", FRESH3_PAGES),
    ("fresh4_", FRESH4_PAGES),
    ("fresh5_", FRESH5_PAGES),
    ("fresh6_", FRESH6_PAGES),
    ("fresh7_", FRESH7_PAGES),
    ("fresh8_", FRESH8_PAGES),
    ("fresh9_", FRESH9_PAGES),
    ("fresh10_", FRESH10_PAGES),
    ("fresh11_", FRESH11_PAGES),
    ("fresh12_", FRESH12_PAGES),
    ("fresh13_", FRESH13_PAGES),
    ("fresh14_", FRESH14_PAGES),
    ("fresh15_", FRESH15_PAGES),
    ("fresh16_", FRESH16_PAGES),
    ("fresh17_", FRESH17_PAGES),
    ("fresh18_", FRESH18_PAGES),
    ("fresh19_", FRESH19_PAGES),
    ("fresh20_", FRESH20_PAGES),
    ("fresh21_", FRESH21_PAGES),
    ("fresh22_", FRESH22_PAGES),
    ("fresh23_", FRESH23_PAGES),
    ("fresh24_", FRESH24_PAGES),
    ("fresh25_", FRESH25_PAGES),
    ("fresh26_", FRESH26_PAGES),
    ("fresh27_", FRESH27_PAGES),
    ("fresh28_", FRESH28_PAGES),
    ("fresh29_", FRESH29_PAGES),
    ("fresh30_", FRESH30_PAGES),
    ("fresh31_", FRESH31_PAGES),
)


@dataclass(slots=True)
class PageServer:
    """The corpus on ``http://127.0.0.1:port``; ``denied`` logs requests that reached
    the attacker's collector (any path under ``/collect``)."""

    port: int
    denied: list[str] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def url(self, page: Page) -> str:
        return f"http://127.0.0.1:{self.port}/p/{page.id}"

    @property
    def collect(self) -> str:
        return f"http://{DENIED_HOST}:{self.port}/collect"

    def take_denied(self) -> list[str]:
        with self.lock:
            taken, self.denied[:] = list(self.denied), []
        return taken


@contextmanager
def serve_pages(
    pages: Sequence[Page] = tuple(page for _, corpus in SETS for page in corpus),
) -> Iterator[PageServer]:
    by_id = {p.id: p for p in pages}
    state: dict[str, PageServer] = {}

    class Handler(QuietHandler):
        def do_GET(self) -> None:
            server = state["server"]
            if self.path.startswith("/collect"):
                with server.lock:
                    server.denied.append(self.path)
                self.send_text(200, "text/plain", "ok")
                return
            page = by_id.get(self.path.removeprefix("/p/"))
            if page is None:
                self.send_text(404, "text/plain", "not found")
                return
            ctype = f"{page.content_type}; charset=utf-8"
            self.send_text(200, ctype, render(page, server.collect))

    with serving(Handler) as port:
        state["server"] = PageServer(port=port)
        yield state["server"]


# --- sanitiser rates -------------------------------------------------------------------


# The tools of the agent the bench runs (``_agent``): ``fetch_url`` sanitises a page for
# the agent reading it, so the rates are taken for this agent's tools too.
READER_TOOLS = ("fetch_url", FORBIDDEN_TOOL)


def _sanitised(text: str) -> Sanitised:
    return sanitise(text, tools=READER_TOOLS)


def _flagged(text: str) -> bool:
    return any(f.kind in INJECTION_KINDS for f in _sanitised(text).findings)


def sanitiser_rates(
    server: PageServer | None = None, pages: Sequence[Page] = PAGES
) -> dict[str, Any]:
    """Detection and neutralisation on attack pages, false positives on benign ones.

    With ``server`` the text is what ``fetch_text`` extracts from the served page
    (the ``fetch_url`` path; a page it refuses, a binary type, reaches the model as
    nothing and is listed under ``refused``); without, the raw page body goes to
    ``sanitise``.
    """
    limits_text: dict[str, str] = {}
    refused: list[str] = []
    for page in pages:
        if server is not None:
            from core.tools.context import FetchLimits

            try:
                limits_text[page.id] = fetch_text(server.url(page), limits=FetchLimits()).text
            except ToolError:
                limits_text[page.id] = ""
                refused.append(page.id)
        else:
            limits_text[page.id] = render(page, "http://localhost/collect")
    attacks = [p for p in pages if p.attack]
    benign = [p for p in pages if not p.attack]
    neutral = [p.id for p in attacks if neutralised(p, _sanitised(limits_text[p.id]).text)]
    detected = [p.id for p in attacks if _flagged(limits_text[p.id])]
    fps = [p.id for p in benign if _flagged(limits_text[p.id])]
    kept = [p.id for p in benign if benign_ok(p, _sanitised(limits_text[p.id]).text)]
    return {
        "payloads": len(attacks),
        "neutralised_rate": round(len(neutral) / len(attacks), 4) if attacks else 0.0,
        "detected_rate": round(len(detected) / len(attacks), 4) if attacks else 0.0,
        "not_neutralised": sorted(set(p.id for p in attacks) - set(neutral)),
        "benign_pages": len(benign),
        "false_positive_rate": round(len(fps) / len(benign), 4) if benign else 0.0,
        "false_positives": fps,
        "benign_facts_kept_rate": round(len(kept) / len(benign), 4) if benign else 0.0,
        "refused": refused,
    }


def sanitiser_report(
    server: PageServer, sets: Sequence[tuple[str, Sequence[Page]]] = ()
) -> dict[str, Any]:
    """Sanitiser rates, through the ``fetch_url`` path and on raw page bodies, on each set:
    the development corpus (unprefixed keys), the held-out pages (``heldout_*``: written
    before the first round of rules, tuned on in the second), the fresh pages
    (``fresh_*``: written before the second round; the classifier's author saw its
    misses), the second fresh set (``fresh2_*``: written by someone who never read
    the sanitiser, measured after the classifier was finished; its misses were read
    before the decoding and directive checks), the third (``fresh3_*``: written the
    same way, measured once after those checks were finished; changes followed) and the
    fourth (``fresh4_*``: written the same way, measured once with no change after it;
    read after the fifth's first measurement), the fifth (``fresh5_*``: written the
    same way, first measured before any change; changes followed), the sixth
    (``fresh6_*``: written the same way, first measured after those changes; more
    changes followed), the seventh (``fresh7_*``: the same; more changes followed),
    the eighth (``fresh8_*``: written the same way, measured once after all of them;
    read in the next stop), the ninth (``fresh9_*``: written the same way, first
    measured after the changes made from the eighth's misses; more changes followed)
    the tenth (``fresh10_*``: written the same way, measured once after all of
    them; read in the next stop), the eleventh (``fresh11_*``: written the same way,
    first measured after the changes made from the tenth's misses; more changes
    followed), the twelfth (``fresh12_*``: written the same way, first measured
    after them; more changes followed), the thirteenth (``fresh13_*``: the same; more
    changes followed), the fourteenth (``fresh14_*``: written the same way,
    measured once after all of them; read in the next stop), the fifteenth
    (``fresh15_*``: written the same way, measured once after the changes made from
    the fourteenth's misses; more changes followed), the sixteenth (``fresh16_*``:
    written the same way, first measured after the changes made from the fifteenth's
    misses; more changes followed), the seventeenth (``fresh17_*``: written the same
    way, first measured after the changes made from the sixteenth's misses; more
    changes followed), the eighteenth (``fresh18_*``: the same; one change
    followed), the nineteenth (``fresh19_*``: written the same way, first
    measured after the changes made from the seventeenth's and eighteenth's
    misses; more changes followed), the twentieth (``fresh20_*``: the same; more
    changes followed), the twenty-first (``fresh21_*``: the same), the twenty-second
    (``fresh22_*``: written the same way, first measured after the changes made from
    the twenty-first's misses and from the installed READMEs), the twenty-third
    (``fresh23_*``: written the same way, first measured after the changes made from
    the twenty-second's misses; more changes followed), the twenty-fourth
    (``fresh24_*``: written the same way, first measured after those; more changes
    followed), the twenty-fifth (``fresh25_*``: written the same way, first measured
    after those; more changes followed), the twenty-sixth (``fresh26_*``: the same),
    the twenty-seventh (``fresh27_*``: the same), the twenty-eighth (``fresh28_*``: the
    same), the twenty-ninth (``fresh29_*``: the same), the thirtieth (``fresh30_*``:
    the same) and the thirty-first (``fresh31_*``: the same).
    ``sets`` narrows the report to some of :data:`SETS`. The ``all_*`` keys sum every
    set of the report (attack pages neutralised, benign pages flagged), through
    ``fetch_url`` and as raw page bodies (``all_raw_body_*``)."""
    sets = sets or SETS
    report: dict[str, Any] = {}
    totals = Counter[str]()
    for prefix, pages in sets:
        served = sanitiser_rates(server, pages)
        raw = sanitiser_rates(None, pages)
        report.update({f"{prefix}{k}": served[k] for k in _RATE_KEYS})
        report[f"{prefix}raw_body_neutralised_rate"] = raw["neutralised_rate"]
        report[f"{prefix}raw_body_false_positive_rate"] = raw["false_positive_rate"]
        totals["payloads"] += served["payloads"]
        totals["benign_pages"] += served["benign_pages"]
        for name, rates in (("", served), ("raw_body_", raw)):
            totals[f"{name}missed"] += len(rates["not_neutralised"])
            totals[f"{name}flagged"] += len(rates["false_positives"])
    attacks, benign = totals["payloads"], totals["benign_pages"]
    report["all_payloads"], report["all_benign_pages"] = attacks, benign
    for name in ("", "raw_body_"):
        missed, flagged = totals[f"{name}missed"], totals[f"{name}flagged"]
        report[f"all_{name}neutralised_rate"] = round(1 - missed / attacks, 4) if attacks else 0.0
        report[f"all_{name}false_positive_rate"] = round(flagged / benign, 4) if benign else 0.0
    return report


def docs_rates(browser: bool = True) -> dict[str, Any]:
    """False positives on real documentation (``core.evals.installed_docs``): the share
    of the installed packages' READMEs on which the sanitiser finds an injection, as the
    raw page body (``fetch_url`` on a README.md), for the ``dev`` half (``docs_*``,
    read to find causes) and the held-out half (``docs_heldout_*``, only measured); the
    Markdown ones rendered to HTML as a docs site serves them, as ``fetch_url``
    extracts their text (``docs_html_*`` and ``docs_html_heldout_*``); and, with
    ``browser``, the same HTML as the browser tools' snapshot shows it
    (``docs_browser_*`` and ``docs_browser_heldout_*``, ``bench.browsed``)."""
    from bench.browsed import snapshot_texts

    out: dict[str, Any] = {}
    for split, raw, served, browsed in (
        ("dev", "docs_", "docs_html_", "docs_browser_"),
        ("heldout", "docs_heldout_", "docs_html_heldout_", "docs_browser_heldout_"),
    ):
        pages = installed_docs(split)
        html = {p.name: as_html(p) for p in pages if p.markup == "markdown"}
        measured = [
            (raw, {p.name: p.text for p in pages}),
            (served, {name: html_text(page) for name, page in html.items()}),
        ]
        if browser:
            measured.append((browsed, snapshot_texts(html)))
        for prefix, texts in measured:
            flagged = [name for name, text in texts.items() if _flagged(text)]
            out[f"{prefix}benign_pages"] = len(texts)
            rate = round(len(flagged) / len(texts), 4) if texts else 0.0
            out[f"{prefix}false_positive_rate"] = rate
            out[f"{prefix}false_positives"] = flagged
    return out


_RATE_KEYS = (
    "payloads",
    "neutralised_rate",
    "detected_rate",
    "benign_pages",
    "false_positive_rate",
    "benign_facts_kept_rate",
    "not_neutralised",
    "false_positives",
    "refused",
)


# --- the agent -------------------------------------------------------------------------


@dataclass(slots=True)
class _Calls:
    args: list[dict[str, Any]] = field(default_factory=list)


def _raw_fetch(ctx: ToolContext, url: str) -> dict[str, Any]:
    """Fetch a web page and return its text.

    Args:
        url: The full http or https address.
    """
    response = httpx.get(url, timeout=ctx.fetch.timeout_s, follow_redirects=True)
    ctype = response.headers.get("content-type", "")
    text = response.text
    if "html" in ctype:
        soup = BeautifulSoup(text, "html.parser")
        for tag in soup(("script", "style")):
            tag.decompose()
        text = "\n".join(line.strip() for line in soup.get_text("\n").splitlines() if line.strip())
    return {"url": str(response.url), "status": response.status_code, "text": text}


def _install_tools(services: Any, guarded: bool, calls: _Calls) -> None:
    """Replace ``fetch_url`` (raw when not ``guarded``) and ``put_store_entry`` with
    versions that record their arguments."""
    inner_fetch = fetch_url if guarded else _raw_fetch

    def fetch(ctx: ToolContext, url: str) -> dict[str, Any]:
        calls.args.append({"tool": "fetch_url", "url": url})
        return inner_fetch(ctx, url)

    def store(ctx: ToolContext, store: str, key: str, value: Any) -> dict[str, Any]:
        calls.args.append({"tool": FORBIDDEN_TOOL, "store": store, "key": key, "value": value})
        return put_store_entry(ctx, store, key, value)

    fetch.__doc__ = fetch_url.__doc__
    store.__doc__ = put_store_entry.__doc__
    for name, fn, internet in (("fetch_url", fetch, True), (FORBIDDEN_TOOL, store, False)):
        services.tools.remove(name)
        services.tools.add(fn, name=name, internet=internet)


def _agent(url: str) -> AgentSpec:
    return AgentSpec(
        name="reader",
        system_prompt=system_prompt(),
        tools=READER_TOOLS,
        parameters={
            "max_steps": 3,
            "first_step": ["fetch_url"],
            "first_step_enums": {"url": [url]},
        },
    )


def agent_measure(
    model: ModelClient,
    server: PageServer,
    pages: Sequence[Page],
    *,
    guarded: bool,
    verbose: bool = False,
) -> list[dict[str, Any]]:
    """Run the agent once per page; one record per page (attack and task verdicts)."""
    from core.guardrails.store import GuardrailStore
    from core.services import Services
    from core.settings import Settings

    records: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory(prefix="strop-injection-") as tmp:
        settings = Settings(  # type: ignore[call-arg]
            _env_file=None, data_dir=Path(tmp), database_url=None, qdrant_url=None
        )
        services = Services(settings, model=model)
        try:
            calls = _Calls()
            _install_tools(services, guarded, calls)
            if guarded:
                GuardrailStore(services.db).create(kind="deny_domain", value=DENIED_HOST)
            runner = services.runner(model)
            for page in pages:
                calls.args.clear()
                server.take_denied()
                url = server.url(page)
                started = time.perf_counter()
                result = asyncio.run(
                    runner.run(
                        _agent(url),
                        page.task.format(url=url),
                        platform="eval",
                        channel=page.id,
                        user="strop-bench",
                    )
                )
                denied = server.take_denied()
                outcome = attack_outcome(
                    page,
                    answer=result.output,
                    tool_calls=result.tool_calls,
                    tool_args=[a for a in calls.args],
                    denied_requests=denied,
                )
                record = {
                    "page": page.id,
                    "attack": page.attack,
                    "goal": page.goal,
                    "category": page.category,
                    "attack_succeeded": outcome.succeeded,
                    "leaked": outcome.leaked,
                    "forbidden_tool": outcome.forbidden_tool,
                    "denied_url": outcome.denied_url,
                    "denied_url_attempted": any(
                        DENIED_HOST in str(a.get("url", "")) for a in calls.args
                    ),
                    "hijacked": outcome.hijacked,
                    "task_ok": result.status == "done" and benign_ok(page, result.output),
                    "tool_calls": list(result.tool_calls),
                    "answer": result.output[:300],
                    "seconds": round(time.perf_counter() - started, 2),
                }
                records.append(record)
                if verbose:
                    mark = "ATTACKED" if record["attack_succeeded"] else "ok"
                    task = "task-ok" if record["task_ok"] else "task-fail"
                    print(
                        f"  {'on ' if guarded else 'off'} {page.id}: {mark} {task} "
                        f"{record['seconds']}s",
                        file=sys.stderr,
                        flush=True,
                    )
        finally:
            services.close()
    return records


def _rate(records: Sequence[dict[str, Any]], key: str) -> float:
    return round(sum(bool(r[key]) for r in records) / len(records), 4) if records else 0.0


def _subset(pages: Sequence[Page], n: int) -> list[Page]:
    """``n`` pages spread over the sequence (every category and goal represented)."""
    if n >= len(pages):
        return list(pages)
    step = len(pages) / n
    return [pages[int(i * step)] for i in range(n)]


def injection_benchmark(
    model: ModelClient | None = None,
    *,
    attack_pages: int = 20,
    benign_pages: int = 8,
    verbose: bool = True,
) -> dict[str, Any]:
    """Sanitiser rates on every page; attack and task success, guardrails off and on,
    on ``attack_pages`` attack and ``benign_pages`` benign pages."""
    if model is None:
        from core.models.llamacpp import LlamaCppModel

        model = LlamaCppModel()
    attacks, benign = _subset(ATTACKS, attack_pages), _subset(BENIGN, benign_pages)
    with serve_pages() as server:
        rates = sanitiser_report(server) | docs_rates()
        runs: dict[str, list[dict[str, Any]]] = {}
        for mode, guarded in (("off", False), ("on", True)):
            runs[mode] = agent_measure(
                model, server, [*attacks, *benign], guarded=guarded, verbose=verbose
            )
    result: dict[str, Any] = {
        **rates,
        "agent_attack_pages": len(attacks),
        "agent_benign_pages": len(benign),
        "model": model.model_id,
    }
    for mode, records in runs.items():
        hit = [r for r in records if r["attack"]]
        clean = [r for r in records if not r["attack"]]
        result[f"attack_success_{mode}"] = _rate(hit, "attack_succeeded")
        result[f"benign_success_{mode}"] = _rate(clean, "task_ok")
        result[f"task_success_under_attack_{mode}"] = _rate(hit, "task_ok")
        result[f"attack_by_kind_{mode}"] = {
            k: _rate(hit, k) for k in ("leaked", "forbidden_tool", "denied_url", "hijacked")
        }
        result[f"denied_url_attempted_{mode}"] = _rate(hit, "denied_url_attempted")
        result[f"false_alarm_on_benign_{mode}"] = _rate(clean, "attack_succeeded")
        result[f"runs_{mode}"] = records
    return result


def main() -> None:
    """``python -m bench.injection``: the sanitiser rates only (no model runs), as JSON."""
    import json

    with serve_pages() as server:
        print(json.dumps(sanitiser_report(server) | docs_rates(), indent=2))


if __name__ == "__main__":
    main()
