"""Real documentation as benign pages: the long descriptions of installed packages.

The injection corpora are written to look suspicious; a sanitiser tuned on them
can still gut the pages agents fetch most, READMEs and changelogs full of links,
code names and imperatives ("Check out the [docs](...)", "Enable TCP_NODELAY for
all sockets."). Every Python distribution ships its README as the body of its
metadata, so the environment strop is installed in (its dependencies are pinned)
holds a corpus of real Markdown and reStructuredText pages written by people for
people. None of them is an attack, so every injection finding on one is a false
positive.

strop's own README is left out: it quotes attacks to explain what is removed.
The pages are split in two by a hash of the distribution's name: ``dev`` may be
read to find why the sanitiser fails, ``heldout`` is only measured. Agents mostly
meet documentation as HTML, so a Markdown page can also be rendered as a docs
site would serve it (``as_html``).
"""

from __future__ import annotations

import email
import hashlib
import html
import sysconfig
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

__all__ = ["MIN_CHARS", "DocPage", "as_html", "installed_docs"]

Split = Literal["dev", "heldout"]
_OWN = frozenset({"strop"})
# Shorter descriptions are a line or two ("A fast JSON parser."), not a page.
MIN_CHARS = 400


@dataclass(frozen=True, slots=True)
class DocPage:
    name: str  # the distribution's normalised name
    text: str
    # The Description-Content-Type's subtype ("markdown", "x-rst", "plain"), "" if unset.
    markup: str = ""


def as_html(page: DocPage) -> str:
    """A Markdown page as the HTML page a docs site would serve (CommonMark and tables,
    rendered by markdown-it-py)."""
    from markdown_it import MarkdownIt

    if page.markup != "markdown":
        raise ValueError(f"{page.name} is not Markdown ({page.markup or 'no markup given'})")
    body = MarkdownIt("commonmark").enable("table").render(page.text)
    title = html.escape(page.name)
    return f"<!DOCTYPE html><html><head><title>{title}</title></head><body>{body}</body></html>"


def _split(name: str) -> Split:
    return "dev" if hashlib.sha1(name.encode()).digest()[0] % 2 == 0 else "heldout"


def _normalised(name: str) -> str:
    return name.lower().replace("_", "-").replace(".", "-")


def _metadata_files() -> list[Path]:
    """The METADATA file of every distribution in this environment's site-packages (read
    from the directories themselves, whatever a test or a plugin did to ``sys.path``)."""
    paths = sysconfig.get_paths()
    roots = dict.fromkeys(Path(paths[k]) for k in ("purelib", "platlib"))
    return sorted(f for root in roots for f in root.glob("*.dist-info/METADATA"))


def installed_docs(split: Split) -> list[DocPage]:
    """The ``split`` half of the installed distributions' long descriptions, by name."""
    pages: dict[str, DocPage] = {}
    for path in _metadata_files():
        message = email.message_from_string(path.read_text(encoding="utf-8", errors="replace"))
        name = _normalised(str(message.get("Name") or ""))
        body = message.get_payload()
        if name in _OWN or not name or not isinstance(body, str) or len(body.strip()) < MIN_CHARS:
            continue
        if _split(name) == split:
            kind = str(message.get("Description-Content-Type") or "").split(";")[0].strip()
            pages.setdefault(name, DocPage(name, body, kind.lower().removeprefix("text/")))
    return [pages[name] for name in sorted(pages)]
