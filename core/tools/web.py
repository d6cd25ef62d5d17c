"""The ``fetch_url`` tool: download one web page and return its readable text.

``fetch_text`` is the reusable part (RAG ingestion uses it too): http(s) only,
redirects followed one hop at a time so every hop is checked, a deadline for
the whole download, and a byte cap past which the body is not read.
"""

from __future__ import annotations

import re
import secrets
import time
import warnings
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import Any
from urllib.parse import urlsplit

import httpx
from bs4 import BeautifulSoup, MarkupResemblesLocatorWarning, XMLParsedAsHTMLWarning
from bs4.dammit import EncodingDetector
from bs4.element import NavigableString

from core.errors import ToolError
from core.guardrails.enforce import check_url, untrusted
from core.guardrails.sanitize import (
    blockquotes_as_quote_lines,
    code_in_backticks,
    is_hidden,
    sanitise,
)
from core.tools.context import FetchLimits, ToolContext
from core.tools.registry import ToolRegistry

__all__ = ["FetchedPage", "fetch_text", "fetch_url", "html_text", "register_web_tools"]

_SCHEMES = frozenset({"http", "https"})
_HTML_TYPES = frozenset({"text/html", "application/xhtml+xml"})
# Text formats whose media type is not text/* (e-mail, RTF, subtitles, BibTeX, ...).
_TEXT_TYPES = frozenset(
    {
        *("application/json", "application/xml", "application/javascript"),
        *("application/x-ndjson", "application/yaml", "application/x-yaml", "application/toml"),
        *("application/sql", "application/graphql", "application/x-sh", "application/x-tex"),
        *("application/rtf", "application/x-bibtex", "application/x-subrip", "message/rfc822"),
        *("message/global", "message/http", "message/news"),
        # M3U and HLS playlists
        *("application/vnd.apple.mpegurl", "application/x-mpegurl", "audio/mpegurl"),
        "audio/x-mpegurl",
    }
)
_DROPPED_TAGS = ("script", "style", "nav", "noscript", "template")
_BLOCK_TAGS = (
    *("address", "article", "aside", "blockquote", "br", "dd", "div", "dl", "dt"),
    *("figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6"),
    *("header", "hr", "li", "main", "ol", "p", "pre", "section", "table", "td", "th"),
    *("tr", "ul"),
    # Form controls are boxes of their own: a label run into the next field's label
    # ("Your nameAI agents filling this in ...") reads as neither.
    *("button", "fieldset", "input", "label", "legend", "option", "select", "textarea"),
    *("caption", "details", "dialog", "summary"),
)
_SPACES = re.compile(r"\s+")
_USER_AGENT = "strop-fetch/0.1"

# Pages are untrusted input: one that looks like a URL or is XML served as HTML is
# still just a page, not a mistake in this code.
warnings.filterwarnings("ignore", category=MarkupResemblesLocatorWarning)
warnings.filterwarnings("ignore", category=XMLParsedAsHTMLWarning)


@dataclass(frozen=True, slots=True)
class FetchedPage:
    """What ``fetch_text`` read. ``bytes`` counts the body bytes kept."""

    url: str
    final_url: str
    status: int
    content_type: str
    title: str
    text: str
    truncated: bool
    bytes: int
    # HTML elements dropped because a reader would not see them (hidden text).
    hidden: int = 0


def _check_url(url: str) -> None:
    parts = urlsplit(url)
    if parts.scheme.lower() not in _SCHEMES:
        shown = parts.scheme or "none"
        raise ToolError(f"only http and https URLs can be fetched (scheme: {shown}): {url}")
    if not parts.hostname:
        raise ToolError(f"URL has no host: {url}")


def _is_text(media_type: str) -> bool:
    return (
        media_type.startswith("text/")
        or media_type in _TEXT_TYPES
        or media_type.endswith(("+json", "+xml"))
    )


# application/* types that are never text; the others (a property list, a CUE
# sheet, a web archive, a SPARQL query, ...) are read when their bytes are text.
_BINARY_TYPES = frozenset(
    {
        *("application/octet-stream", "application/pdf", "application/zip", "application/gzip"),
        *("application/x-tar", "application/x-7z-compressed", "application/wasm"),
        *("application/vnd.rar", "application/x-bzip2", "application/x-xz", "application/zstd"),
    }
)
# Control characters (besides tab, line feed, form feed and carriage return) in the
# first bytes of a body: past this share it is binary data, whatever its label says.
_CONTROL = re.compile(rb"[\x00-\x08\x0b\x0e-\x1f\x7f]")
_SNIFF_BYTES = 4096
_MAX_CONTROL_SHARE = 0.01


def _binary(body: bytes) -> bool:
    head = body[:_SNIFF_BYTES]
    return b"\x00" in head or len(_CONTROL.findall(head)) > _MAX_CONTROL_SHARE * len(head)


# Media types that are always binary. Other image, audio, model and chemical types may
# be text (a DXF drawing, a PLS playlist, a STEP model, an SD file of molecules) and are
# read when their bytes are; video and fonts never are.
_BINARY_MEDIA = frozenset(
    {
        *("image/png", "image/jpeg", "image/gif", "image/webp", "image/avif", "image/bmp"),
        *("image/tiff", "image/x-icon", "image/vnd.microsoft.icon", "image/heic", "image/heif"),
        *("audio/mpeg", "audio/ogg", "audio/wav", "audio/x-wav", "audio/flac", "audio/aac"),
        *("audio/mp4", "audio/webm", "audio/opus", "audio/midi", "model/gltf-binary"),
    }
)


def _maybe_text(media_type: str) -> bool:
    """Whether a body of ``media_type`` is worth downloading to see if it is text."""
    if media_type in _BINARY_TYPES or media_type in _BINARY_MEDIA:
        return False
    return media_type.startswith(("application/", "image/", "audio/", "model/", "chemical/"))


def _html_to_text(body: bytes, charset: str | None) -> tuple[str, str, int]:
    declared = charset or EncodingDetector.find_declared_encoding(body, is_html=True)
    soup = BeautifulSoup(_decode(body, declared), "html.parser")
    title = " ".join(soup.title.get_text().split()) if soup.title else ""
    for tag in soup(_DROPPED_TAGS):
        tag.decompose()
    # Text a reader cannot see is there for machines: a classic hiding place for
    # instructions aimed at an agent.
    hidden = [t for t in (soup.body or soup).find_all(is_hidden) if t.get_text(strip=True)]
    for tag in hidden:
        if not tag.decomposed:
            tag.decompose()
    root = soup.body or soup
    # Preformatted text keeps its lines and indentation, fenced as in Markdown: code
    # samples read as code (the sanitiser reads a page that shows them as documentation).
    slot = f"strop-pre-{secrets.token_hex(8)}-"
    blocks: list[str] = []
    for pre in root.find_all("pre"):
        if pre.find_parent("pre") is None:
            inside = pre.get_text()
            if not inside.strip():
                pre.decompose()
                continue
            lines = inside.strip("\n").splitlines()
            blocks.append("\n".join(line.rstrip() for line in lines))
            box = soup.new_tag("div")  # a block of its own: the slot gets a line to itself
            box.string = f"{slot}{len(blocks) - 1}"
            pre.replace_with(box)
    code_in_backticks(root)
    # Source line breaks mean nothing in HTML; block elements are what start a line.
    for string in list(root.find_all(string=True)):
        if type(string) is NavigableString:
            string.replace_with(_SPACES.sub(" ", string))
    for tag in root.find_all(_BLOCK_TAGS):
        tag.insert_before("\n")
        tag.insert_after("\n")
    blockquotes_as_quote_lines(root, lambda quote: _collapse(quote.get_text()), "\n")
    text = _collapse(root.get_text())
    # (a code sample in a quotation is quoted line by line too)
    fenced = re.compile(rf"^(> )?{re.escape(slot)}(\d+)$", re.M)

    def fence(m: re.Match[str]) -> str:
        lines = ["```", *blocks[int(m[2])].split("\n"), "```"]
        return "\n".join(f"{m[1] or ''}{line}" for line in lines)

    return title, fenced.sub(fence, text), len(hidden)


def html_text(page: str) -> str:
    """The text ``fetch_text`` extracts from an HTML page (without its title)."""
    return _html_to_text(page.encode("utf-8"), "utf-8")[1]


def _collapse(text: str) -> str:
    lines = (" ".join(line.split()) for line in text.splitlines())
    return "\n".join(line for line in lines if line)


def _read_capped(response: httpx.Response, max_bytes: int, deadline: float) -> tuple[bytes, bool]:
    body = bytearray()
    for chunk in response.iter_bytes():
        if time.monotonic() > deadline:
            raise ToolError(f"timed out while downloading {response.url}")
        body.extend(chunk)
        if len(body) > max_bytes:
            return bytes(body[:max_bytes]), True
    return bytes(body), False


def _open(
    client: httpx.Client, url: str, limits: FetchLimits, check: Callable[[str], None] | None
) -> httpx.Response:
    """Send GET, following at most ``limits.max_redirects`` redirects by hand."""
    request = client.build_request("GET", url)
    for _hop in range(limits.max_redirects + 1):
        _check_url(str(request.url))
        if check is not None:
            check(str(request.url))
        response = client.send(request, stream=True)
        if not response.is_redirect:
            return response
        response.close()
        if response.next_request is None:
            raise ToolError(f"{response.url} redirects without a Location header")
        request = response.next_request
    raise ToolError(f"too many redirects (more than {limits.max_redirects}) fetching {url}")


def fetch_text(
    url: str, *, limits: FetchLimits, check: Callable[[str], None] | None = None
) -> FetchedPage:
    """Download ``url`` and extract its text; any failure raises ``ToolError``.

    HTML is reduced to visible text (scripts, styles, navigation and hidden
    elements dropped; whitespace collapsed) plus its title; plain text, JSON
    and XML pass through, and so does any other ``application/*``, image, audio,
    model or chemical body that turns out to be text; known binary images and
    audio, video, fonts, archives and PDF are refused before their body is read,
    a body of control bytes after. ``check`` is called
    with every URL before it is requested, each redirect hop included (guardrails
    raise ``ToolError`` there).
    """
    _check_url(url)
    deadline = time.monotonic() + limits.timeout_s
    timeout = httpx.Timeout(limits.timeout_s)
    headers = {"User-Agent": _USER_AGENT, "Accept": "text/html, text/*;q=0.9, */*;q=0.5"}
    try:
        with httpx.Client(timeout=timeout, headers=headers, follow_redirects=False) as client:
            response = _open(client, url, limits, check)
            try:
                return _page(url, response, limits, deadline)
            finally:
                response.close()
    except httpx.TimeoutException:
        raise ToolError(f"timed out after {limits.timeout_s:g} s fetching {url}") from None
    except httpx.HTTPError as exc:
        raise ToolError(f"could not fetch {url}: {type(exc).__name__}: {exc}") from None


def _page(url: str, response: httpx.Response, limits: FetchLimits, deadline: float) -> FetchedPage:
    final_url = str(response.url)
    if response.status_code >= 400:
        reason = response.reason_phrase or "error"
        raise ToolError(f"HTTP {response.status_code} {reason} from {final_url}")
    header = response.headers.get("content-type", "")
    media_type = header.split(";")[0].strip().lower()
    known = not media_type or _is_text(media_type) or media_type in _HTML_TYPES
    if not known and not _maybe_text(media_type):
        raise ToolError(f"{final_url} is {media_type}, not text or HTML; it was not downloaded")
    body, truncated = _read_capped(response, limits.max_bytes, deadline)
    if not media_type and _binary(body):
        raise ToolError(f"{final_url} looks like binary data (no content type); not read")
    if not known and _binary(body):
        raise ToolError(f"{final_url} is {media_type}, binary data, not text; not read")
    charset = response.charset_encoding
    hidden = 0
    if media_type in _HTML_TYPES:
        title, text, hidden = _html_to_text(body, charset)
    else:
        title, text = "", _decode(body, charset)
    return FetchedPage(
        url=url,
        final_url=final_url,
        status=response.status_code,
        content_type=media_type,
        title=title,
        text=text,
        truncated=truncated,
        bytes=len(body),
        hidden=hidden,
    )


def _decode(body: bytes, charset: str | None) -> str:
    if charset:
        try:
            return body.decode(charset, errors="replace")
        except LookupError:  # a charset name Python does not know
            pass
    try:
        return body.decode("utf-8")
    except UnicodeDecodeError as exc:
        if exc.reason == "unexpected end of data":  # the byte cap split a character
            return body.decode("utf-8", errors="replace")
    return body.decode("windows-1252", errors="replace")


def fetch_url(ctx: ToolContext, url: str) -> dict[str, Any]:
    """Fetch a web page and return its text.

    Args:
        url: The full http or https address.
    """
    page = fetch_text(url, limits=ctx.fetch, check=partial(check_url, ctx, tool="fetch_url"))
    # The page is untrusted: its text reaches the model sanitised and marked as such.
    title = sanitise(page.title, max_chars=300).text if page.title else ""
    text = untrusted(
        ctx,
        page.text,
        source=page.final_url,
        tool="fetch_url",
        removed={"hidden_text": page.hidden},
    )
    return {
        "url": page.final_url,
        "status": page.status,
        "content_type": page.content_type,
        "title": title,
        "text": text,
        "truncated": page.truncated,
    }


def register_web_tools(registry: ToolRegistry) -> None:
    """Add ``fetch_url`` to ``registry`` (marked as reaching the internet)."""
    registry.add(fetch_url, internet=True)
