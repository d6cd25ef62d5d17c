"""A page as compact text the small model can read and act on.

Playwright's AI-mode aria snapshot (``page.aria_snapshot(mode="ai")``) gives
the accessibility tree with an element ref per node, stable for as long as
the document lives. It is reduced here to one line per meaningful node:
controls and links carry their ref (``[e12] link "Next" -> /page/2``) so the
model can cite it in ``browser_click`` / ``browser_type``; layout wrappers
are dropped; the text is capped, and when it is too long the window starts
at what is on screen, so scrolling moves through a long page. The snapshot
runs a node's text together on one line; preformatted blocks (``<pre>``,
their text given as ``blocks``) are written back with their lines, fenced as
Markdown writes them, as ``fetch_url`` does: a page of code samples reads as
documentation, and a sample's lines stay lines.
"""

from __future__ import annotations

import contextlib
import json
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import cast

import yaml

__all__ = ["SnapshotLine", "compact", "frame_prefix", "parse_ref", "render"]

# Roles the model can act on: their lines carry the element ref.
_ACTIONABLE = frozenset(
    {
        *("button", "checkbox", "combobox", "link", "listbox", "menuitem", "menuitemcheckbox"),
        *("menuitemradio", "option", "radio", "searchbox", "slider", "spinbutton", "switch"),
        *("tab", "textbox", "treeitem"),
    }
)
# Wrappers that only structure the layout: their own line is dropped when unnamed.
_WRAPPERS = frozenset(
    {
        *("generic", "group", "none", "paragraph", "presentation", "rowgroup", "region"),
        *("section", "main", "article", "document", "strong", "emphasis", "code", "time"),
        *("blockquote", "figure", "caption", "cell", "gridcell", "row", "superscript"),
        *("subscript", "mark", "deletion", "insertion", "term", "definition", "status"),
        *("log", "marquee", "timer", "note", "search", "form"),
    }
)
_SHOWN_ATTRS = ("checked", "disabled", "expanded", "level", "pressed", "selected")
_KEY = re.compile(
    r'^(?P<role>[A-Za-z][\w-]*)(?: "(?P<name>(?:[^"\\]|\\.)*)")?(?P<attrs>(?: \[[^\]]*\])*)$'
)
_ATTR = re.compile(r"\[([\w-]+)(?:=([^\]]*))?\]")
# libyaml's loader when PyYAML was built with it (about four times faster); strings only.
_LOADER = getattr(yaml, "CBaseLoader", yaml.BaseLoader)
_REF = re.compile(r"^\[?(?:ref=)?((?:f\d+)?e\d+)\]?$")
_FIRST_REF = re.compile(r"\[ref=(f\d+)?e\d+\]")


def frame_prefix(aria: str) -> str:
    """The prefix Playwright gives the main document's refs (``f3`` in ``f3e12``).

    It changes with every navigation; refs are shown without it (``e12``) and
    it is added back when one is used.
    """
    match = _FIRST_REF.search(aria)
    return match.group(1) or "" if match else ""


def parse_ref(text: str) -> str:
    """``"e12"``, ``"[e12]"`` or ``"ref=e12"`` -> ``"e12"``; ``ValueError`` for anything else."""
    match = _REF.match(text.strip())
    if match is None:
        raise ValueError(f"{text!r} is not an element ref; use one shown as [e12] in the snapshot")
    return match.group(1)


@dataclass(frozen=True, slots=True)
class SnapshotLine:
    """One line of the compact snapshot; ``bottom`` is where its element ends on screen
    (CSS pixels from the top of the viewport), ``None`` when unknown."""

    depth: int
    text: str
    bottom: float | None


def _one_line(text: str, limit: int = 300) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _parse_key(key: str) -> tuple[str, str, dict[str, str]] | None:
    match = _KEY.match(key.strip())
    if match is None:
        return None
    name = match.group("name") or ""
    if name:
        with contextlib.suppress(json.JSONDecodeError):
            name = str(json.loads(f'"{name}"'))
    attrs = {m.group(1): m.group(2) or "" for m in _ATTR.finditer(match.group("attrs"))}
    return match.group("role"), name, attrs


def _bottom(attrs: dict[str, str], inherited: float | None) -> float | None:
    parts = attrs.get("box", "").split(",")
    if len(parts) != 4:
        return inherited
    try:
        _x, y, _w, h = (float(p) for p in parts)
    except ValueError:
        return inherited
    return y + h


_CODE_LINE_CHARS = 300  # a line of a preformatted block, as the snapshot caps text


@dataclass(slots=True)
class _Render:
    prefix: str
    out: list[SnapshotLine]
    # A preformatted block's text by its text run together, as the snapshot shows it.
    blocks: dict[str, str] = field(default_factory=dict)

    def fenced(self, text: str, depth: int, bottom: float | None) -> bool:
        """Write ``text`` as a fenced block when it is a preformatted block's text."""
        block = self.blocks.get(" ".join(text.split()))
        if block is None:
            return False
        lines = [line.rstrip()[:_CODE_LINE_CHARS] for line in block.strip("\n").split("\n")]
        fence = "```"
        self.out += [SnapshotLine(depth, line, bottom) for line in (fence, *lines, fence)]
        return True


def _walk(items: object, depth: int, bottom: float | None, r: _Render) -> None:
    if not isinstance(items, list):
        return
    for item in items:
        if isinstance(item, str):
            _node(item, None, depth, bottom, r)
        elif isinstance(item, dict):
            for key, value in item.items():
                if isinstance(key, str) and not key.startswith("/"):
                    _node(key, value, depth, bottom, r)


def _node(key: str, value: object, depth: int, bottom: float | None, r: _Render) -> None:
    out = r.out
    if key == "text":
        if isinstance(value, str) and value.strip() and not r.fenced(value, depth, bottom):
            out.append(SnapshotLine(depth, _one_line(value), bottom))
        return
    parsed = _parse_key(key)
    if parsed is None:  # not a node Playwright writes today: keep its text
        out.append(SnapshotLine(depth, _one_line(key), bottom))
        return
    role, name, attrs = parsed
    bottom = _bottom(attrs, bottom)
    children = value if isinstance(value, list) else []
    props = {
        k[1:]: str(v)
        for c in children
        if isinstance(c, dict)
        for k, v in c.items()
        if isinstance(k, str) and k.startswith("/")
    }
    inline = value.strip() if isinstance(value, str) else ""
    ref = attrs.get("ref", "")
    acts = role in _ACTIONABLE or attrs.get("cursor") == "pointer"
    if role in _WRAPPERS and not name and not acts:
        if inline and not r.fenced(inline, depth, bottom):
            out.append(SnapshotLine(depth, _one_line(inline), bottom))
        _walk(children, depth, bottom, r)
        return
    if r.prefix and ref.startswith(r.prefix + "e"):
        ref = ref[len(r.prefix) :]
    parts = [f"[{ref}]"] if acts and ref else []
    parts.append(role)
    if name:
        parts.append(json.dumps(_one_line(name, 200), ensure_ascii=False))
    parts += [f"[{a}={attrs[a]}]" if attrs[a] else f"[{a}]" for a in _SHOWN_ATTRS if a in attrs]
    if "placeholder" in props and props["placeholder"] != name:
        parts.append(f"(placeholder {json.dumps(_one_line(props['placeholder'], 100))})")
    line = " ".join(parts)
    if inline:
        line += f": {_one_line(inline)}"
    if "url" in props:
        line += f" -> {_one_line(props['url'], 200)}"
    out.append(SnapshotLine(depth, line, bottom))
    _walk(children, depth + 1, bottom, r)


def render(aria: str, blocks: Sequence[str] = ()) -> list[SnapshotLine]:
    """The meaningful lines of an AI-mode aria snapshot, in document order; refs of the
    main document lose their frame prefix (see ``frame_prefix``). A node whose whole
    text is that of one of the preformatted ``blocks`` (and holds nothing to act on) is
    written as the block's lines between fences."""
    try:
        tree = cast(object, yaml.load(aria, Loader=_LOADER))
    except yaml.YAMLError:
        return [SnapshotLine(0, _one_line(line), None) for line in aria.splitlines() if line]
    out: list[SnapshotLine] = []
    shown = {" ".join(b.split()): b for b in blocks if b.strip()}
    _walk(tree, 0, None, _Render(frame_prefix(aria), out, shown))
    return out


def compact(aria: str, *, max_chars: int, blocks: Sequence[str] = ()) -> str:
    """The page as text of at most about ``max_chars`` characters.

    When everything does not fit, the text starts at the first element still on
    screen (so ``browser_scroll`` pages through it) and says how much is left out.
    """
    lines = render(aria, blocks)
    if not lines:
        return "(the page shows nothing)"
    texts = ["  " * line.depth + line.text for line in lines]
    if sum(len(t) + 1 for t in texts) <= max_chars:
        return "\n".join(texts)
    start = next((i for i, ln in enumerate(lines) if ln.bottom is not None and ln.bottom > 0), 0)
    kept: list[str] = []
    used = 0
    for text in texts[start:]:
        if used + len(text) + 1 > max_chars and kept:
            break
        kept.append(text[:max_chars])
        used += len(text) + 1
    above, below = start, len(texts) - start - len(kept)
    if above:
        kept.insert(0, f"[{above} lines above; browser_scroll up to read them]")
    if below:
        kept.append(f"[{below} more lines; browser_scroll down to read them]")
    return "\n".join(kept)
