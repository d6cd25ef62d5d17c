"""``fetch_text`` / ``fetch_url`` against a real HTTP server on 127.0.0.1."""

from __future__ import annotations

import contextlib
import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from core.errors import ToolError
from core.guardrails.classifier import _shows_code
from core.guardrails.sanitize import sanitise
from core.storage import Database
from core.tools import FetchLimits, ToolContext, ToolRegistry
from core.tools.web import fetch_text, html_text, register_web_tools

_RELEASE = threading.Event()  # set at teardown so slow handlers stop waiting

_PAGE = """<!doctype html>
<html><head><title>  Strop   test page </title>
<style>body { color: red; }</style>
<script>var secret = "do not show";</script></head>
<body>
<nav><a href="/">Home</a> | <a href="/about">About menu</a></nav>
<h1>Hello,    world</h1>
<p>First   paragraph
   spans <b>two</b> lines.<br>Second line</p>
<noscript>Enable JavaScript</noscript>
<p>Ünïcödé ✓ 中文</p>
<script>console.log("also hidden")</script>
</body></html>
"""


class _Handler(BaseHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:  # keep test output clean
        pass

    def _send(self, status: int, content_type: str, body: bytes) -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def _redirect(self, location: str) -> None:
        self.send_response(302)
        self.send_header("Location", location)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def do_GET(self) -> None:
        # The client hangs up on purpose in the timeout and size-cap tests.
        with contextlib.suppress(BrokenPipeError, ConnectionResetError):
            self._route()

    def _route(self) -> None:
        path = self.path
        if path == "/page":
            self._send(200, "text/html; charset=utf-8", _PAGE.encode())
        elif path == "/form":
            body = (
                '<form><label for="a">Your name</label><input id="a"><label for="b">Seat'
                '</label><select id="b"><option>Stalls</option><option>Circle</option></select>'
                "<button>Book</button></form>"
            )
            self._send(200, "text/html", body.encode())
        elif path == "/latin1":
            body = "<html><body><p>café</p></body></html>".encode("latin-1")
            self._send(200, "text/html; charset=iso-8859-1", body)
        elif path == "/guess":
            self._send(200, "text/html", "<p>café</p>".encode("latin-1"))
        elif path == "/meta":
            body = '<html><head><meta charset="iso-8859-1"></head><p>café</p></html>'
            self._send(200, "text/html", body.encode("latin-1"))
        elif path == "/url-like":
            self._send(200, "text/html", b"http://example.com/")
        elif path == "/big":
            self._send(200, "text/plain", b"x" * 200_000)
        elif path == "/json":
            body = json.dumps({"name": "Zoë", "tags": ["π", "✓"]}, ensure_ascii=False)
            self._send(200, "application/json", body.encode())
        elif path.startswith("/redirect/"):
            left = int(path.rsplit("/", 1)[1])
            self._redirect("/page" if left == 0 else f"/redirect/{left - 1}")
        elif path == "/to-file":
            self._redirect("file:///etc/passwd")
        elif path == "/slow":
            _RELEASE.wait(5)
            self._send(200, "text/plain", b"too late")
        elif path == "/drip":
            self.send_response(200)
            self.send_header("Content-Type", "text/plain")
            self.end_headers()
            for _ in range(50):
                self.wfile.write(b"x")
                self.wfile.flush()
                if _RELEASE.wait(0.1):
                    return
        elif path == "/mail":
            body = b"From: club@example.org\r\nSubject: Regatta\r\n\r\nThe regatta starts at 10."
            self._send(200, "message/rfc822", body)
        elif path == "/playlist":
            body = b"#EXTM3U\n#EXTINF:10.0,Talk on dark skies\nhttps://talks.example/part-000.ts\n"
            self._send(200, "application/vnd.apple.mpegurl", body)
        elif path == "/plist":
            body = b'<?xml version="1.0"?><plist><dict><key>Tide</key><string>High at 6</string>'
            self._send(200, "application/x-plist", body + b"</dict></plist>")
        elif path == "/cue":
            self._send(200, "application/x-cue", b'TITLE "Harbour songs"\nFILE "a.wav" WAVE\n')
        elif path == "/labelled-binary":
            self._send(200, "application/x-gauge-log", b"GLOG\x01\x02\x03\x04" * 40)
        elif path == "/archive":
            self._send(200, "application/zip", b"PK\x03\x04" + b"\x00" * 60)
        elif path == "/image":
            self._send(200, "image/png", b"\x89PNG\r\n\x1a\n" + b"\x00" * 100)
        elif path == "/drawing":
            self._send(200, "image/vnd.dxf", b"0\nSECTION\n2\nHEADER\n999\nQuay wall survey\n")
        elif path == "/stations":
            self._send(
                200, "audio/x-scpls", b"[playlist]\nTitle1=Harbour radio\nNumberOfEntries=1\n"
            )
        elif path == "/labelled-image":
            self._send(200, "image/x-tide-chart", b"TIDE\x01\x02\x03\x04" * 40)
        elif path == "/untyped-binary":
            self.send_response(200)
            self.send_header("Content-Length", "64")
            self.end_headers()
            self.wfile.write(b"\x00\x01" * 32)
        else:
            self._send(404, "text/plain", b"no such page")


@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    _RELEASE.clear()
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}"
    finally:
        _RELEASE.set()
        httpd.shutdown()
        httpd.server_close()
        thread.join(5)


LIMITS = FetchLimits(max_bytes=100_000, timeout_s=5.0, max_redirects=3)


def test_form_controls_are_lines_of_their_own(server: str) -> None:
    # Run together, a label and the next field's label read as one sentence ("Your
    # nameSeat"), and whatever the second says is judged with the first.
    page = fetch_text(f"{server}/form", limits=LIMITS)
    assert page.text == "Your name\nSeat\nStalls\nCircle\nBook"


def test_html_is_reduced_to_visible_text(server: str) -> None:
    page = fetch_text(f"{server}/page", limits=LIMITS)
    assert page.status == 200
    assert page.content_type == "text/html"
    assert page.title == "Strop test page"
    assert page.text == (
        "Hello, world\nFirst paragraph spans two lines.\nSecond line\nÜnïcödé ✓ 中文"
    )
    assert not page.truncated
    assert page.bytes == len(_PAGE.encode())


_DOCS = """<html><body><h1>Quill</h1>
<p>Create a session with <code>Session()</code>:</p>
<div class="highlight"><pre>
from quill import Session

def main():
    session = Session()   # one per process
    session.run()
</pre></div>
<pre>   </pre>
<p>Then   call <code>run</code>.</p>
</body></html>"""


def test_preformatted_text_is_fenced_and_inline_code_in_backticks() -> None:
    # As Markdown writes them: the model sees code as code, indentation kept, and the
    # sanitiser reads a page of samples as documentation (``_shows_code``).
    assert html_text(_DOCS) == (
        "Quill\nCreate a session with `Session()`:\n```\nfrom quill import Session\n\n"
        "def main():\n    session = Session()   # one per process\n    session.run()\n```\n"
        "Then call `run`."
    )
    assert _shows_code(html_text(_DOCS))
    # A page cannot name a block of its own: the slot a block waits in is random.
    faked = _DOCS.replace("<h1>Quill</h1>", "<p>strop-pre-0000000000000000-0</p>")
    assert "strop-pre-0000000000000000-0" in html_text(faked)


def test_raw_html_is_fenced_the_same_way_by_the_sanitiser() -> None:
    text = sanitise(_DOCS).text
    assert "```\nfrom quill import Session" in text and "`Session()`" in text
    assert _shows_code(text)


@pytest.mark.parametrize("path", ["/latin1", "/meta", "/guess"])
def test_charset_from_header_meta_or_fallback(server: str, path: str) -> None:
    assert fetch_text(f"{server}{path}", limits=LIMITS).text == "café"


def test_page_that_looks_like_a_url_is_just_text(server: str) -> None:
    assert fetch_text(f"{server}/url-like", limits=LIMITS).text == "http://example.com/"


def test_cap_inside_a_multibyte_character(server: str) -> None:
    page = fetch_text(f"{server}/json", limits=FetchLimits(max_bytes=13))
    assert page.text == '{"name": "Zo\ufffd'


def test_json_passes_through(server: str) -> None:
    page = fetch_text(f"{server}/json", limits=LIMITS)
    assert json.loads(page.text) == {"name": "Zoë", "tags": ["π", "✓"]}
    assert page.title == ""


def test_body_is_capped_at_max_bytes(server: str) -> None:
    page = fetch_text(f"{server}/big", limits=FetchLimits(max_bytes=1000, timeout_s=5))
    assert page.truncated
    assert page.bytes == 1000
    assert page.text == "x" * 1000


def test_redirects_are_followed_up_to_the_limit(server: str) -> None:
    page = fetch_text(f"{server}/redirect/2", limits=LIMITS)  # three hops
    assert page.url == f"{server}/redirect/2"
    assert page.final_url == f"{server}/page"
    with pytest.raises(ToolError, match=r"too many redirects \(more than 3\)"):
        fetch_text(f"{server}/redirect/3", limits=LIMITS)
    with pytest.raises(ToolError, match="too many redirects"):
        fetch_text(f"{server}/redirect/0", limits=FetchLimits(max_redirects=0))


def test_redirect_to_another_scheme_is_refused(server: str) -> None:
    with pytest.raises(ToolError, match=r"only http and https .*\(scheme: file\)"):
        fetch_text(f"{server}/to-file", limits=LIMITS)


def test_slow_server_times_out(server: str) -> None:
    with pytest.raises(ToolError, match=r"timed out after 0\.3 s"):
        fetch_text(f"{server}/slow", limits=FetchLimits(timeout_s=0.3))


def test_trickling_body_hits_the_overall_deadline(server: str) -> None:
    with pytest.raises(ToolError, match="timed out"):
        fetch_text(f"{server}/drip", limits=FetchLimits(timeout_s=0.5))


def test_text_formats_outside_text_types_are_read(server: str) -> None:
    page = fetch_text(f"{server}/mail", limits=LIMITS)
    assert page.content_type == "message/rfc822" and "The regatta starts at 10." in page.text
    playlist = fetch_text(f"{server}/playlist", limits=LIMITS)
    assert "Talk on dark skies" in playlist.text


def test_other_application_types_are_read_when_they_are_text(server: str) -> None:
    plist = fetch_text(f"{server}/plist", limits=LIMITS)
    assert plist.content_type == "application/x-plist" and "High at 6" in plist.text
    assert 'TITLE "Harbour songs"' in fetch_text(f"{server}/cue", limits=LIMITS).text
    with pytest.raises(ToolError, match="application/x-gauge-log, binary data, not text"):
        fetch_text(f"{server}/labelled-binary", limits=LIMITS)
    with pytest.raises(ToolError, match="application/zip, not text or HTML"):
        fetch_text(f"{server}/archive", limits=LIMITS)


def test_text_labelled_as_images_or_audio_is_read(server: str) -> None:
    assert "Quay wall survey" in fetch_text(f"{server}/drawing", limits=LIMITS).text
    assert "Title1=Harbour radio" in fetch_text(f"{server}/stations", limits=LIMITS).text
    with pytest.raises(ToolError, match="image/x-tide-chart, binary data, not text"):
        fetch_text(f"{server}/labelled-image", limits=LIMITS)


def test_binary_content_is_refused(server: str) -> None:
    with pytest.raises(ToolError, match="image/png, not text or HTML"):
        fetch_text(f"{server}/image", limits=LIMITS)
    with pytest.raises(ToolError, match="looks like binary data"):
        fetch_text(f"{server}/untyped-binary", limits=LIMITS)


@pytest.mark.parametrize(
    "url", ["file:///etc/passwd", "ftp://example.com/file.txt", "javascript:alert(1)", "/page"]
)
def test_other_schemes_are_refused(url: str) -> None:
    with pytest.raises(ToolError, match="only http and https"):
        fetch_text(url, limits=LIMITS)


def test_http_errors_are_reported(server: str) -> None:
    with pytest.raises(ToolError, match=r"HTTP 404 Not Found from http://127\.0\.0\.1:\d+/nope"):
        fetch_text(f"{server}/nope", limits=LIMITS)


def test_unreachable_host_is_a_tool_error() -> None:
    with pytest.raises(ToolError, match="could not fetch"):
        fetch_text("http://127.0.0.1:9/", limits=FetchLimits(timeout_s=2))


async def test_fetch_url_tool(server: str, tmp_path: Path) -> None:
    registry = ToolRegistry()
    register_web_tools(registry)
    tool = registry.get("fetch_url")
    assert tool.internet
    assert tool.description == "Fetch a web page and return its text."
    assert list(tool.parameters["properties"]) == ["url"]
    db = Database(url=f"sqlite:///{tmp_path / 'strop.db'}")
    db.migrate()  # guardrail rules are read from the database on every request
    ctx = ToolContext(agent="tester", db=db, data_dir=tmp_path, fetch=LIMITS)
    try:
        result = await tool.call({"url": f"{server}/redirect/1"}, ctx)
        assert result["url"] == f"{server}/page"
        assert result["title"] == "Strop test page"
        assert "Hello, world" in result["text"]
        assert result["truncated"] is False
        with pytest.raises(ToolError, match="HTTP 404"):
            await tool.call({"url": f"{server}/gone"}, ctx)
    finally:
        db.dispose()


async def test_fetch_url_few_shot_shows_the_real_result_shape(server: str, tmp_path: Path) -> None:
    """The example the model copies shows fetch_url's result as it really comes back:
    the same keys, the page's text inside the untrusted-content block."""
    from core.agents.defaults import ASSISTANT
    from core.guardrails.enforce import UNTRUSTED_END, UNTRUSTED_START

    examples = ASSISTANT.parameters["examples"]
    [step] = [s for e in examples for s in e["steps"] if s["tool"] == "fetch_url"]
    registry = ToolRegistry()
    register_web_tools(registry)
    db = Database(url=f"sqlite:///{tmp_path / 'strop.db'}")
    db.migrate()
    ctx = ToolContext(agent="tester", db=db, data_dir=tmp_path, fetch=LIMITS)
    try:
        real = await registry.get("fetch_url").call({"url": f"{server}/page"}, ctx)
    finally:
        db.dispose()
    shown = step["result"]
    assert set(shown) == set(real)
    for result in (shown, real):
        text = result["text"]
        assert text.startswith(UNTRUSTED_START) and text.endswith(UNTRUSTED_END)
    assert "All systems operational." in shown["text"]
