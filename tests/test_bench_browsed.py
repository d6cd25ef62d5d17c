"""bench.browsed: HTML pages read whole through the browser tools' snapshot."""

from __future__ import annotations

import httpx

from bench.browsed import serve_html, snapshot_texts

_DOCS = (
    "<!doctype html><title>quillmap</title><h1>quillmap</h1><p>Draws tile maps.</p>"
    "<pre><code>pip install quillmap\nquillmap --zoom 12 parks.geojson</code></pre>"
)
_LONG = "<!doctype html><title>long</title>" + "".join(
    f"<p>Paragraph {i} of the long page.</p>" for i in range(1, 401)
)


def test_pages_are_served_by_name() -> None:
    with serve_html({"quill map": _DOCS}) as base:
        assert httpx.get(f"{base}/quill%20map").text == _DOCS
        assert httpx.get(f"{base}/nothing").status_code == 404


def test_each_page_is_read_whole_with_its_samples_fenced() -> None:
    texts = snapshot_texts({"docs": _DOCS, "long": _LONG})
    assert texts["docs"].splitlines()[-4:] == [
        "```",
        "pip install quillmap",
        "quillmap --zoom 12 parks.geojson",
        "```",
    ]
    # A snapshot for the model starts at the first screen; the bench reads all of it.
    assert "Paragraph 1 of" in texts["long"] and "Paragraph 400 of" in texts["long"]
    assert "browser_scroll" not in texts["long"]


def test_only_the_bench_server_is_asked() -> None:
    # A README's badge lives elsewhere: it is refused, and the page is still read.
    badge = '<h1>quillmap</h1><img src="https://img.shields.io/b.svg" alt="CI passing">'
    seen: list[str] = []
    text = snapshot_texts({"badge": badge}, refused=seen)["badge"]
    assert 'img "CI passing"' in text and 'heading "quillmap"' in text
    assert seen == ["https://img.shields.io/b.svg"]
