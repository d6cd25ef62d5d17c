"""The fresh9 prompt-injection corpus is well formed (structure only: no sanitiser here)."""

from __future__ import annotations

import base64
import email
import email.policy
import re
import shutil
import string
import subprocess
import unicodedata
import xml.etree.ElementTree as ET
from collections.abc import Callable

import pytest
from _corpus_checks import (
    COLLECT,
    DECODE,
    check_attack_triggers,
    check_benign,
    check_encodings,
    check_hiding_places,
    check_languages,
    check_new_carriers_both_sides,
    check_new_names,
    check_not_copied,
    check_rendered,
    check_sixty_attacks,
    older_pages,
    tag,
)

from core.evals.injection import CATEGORIES, GOALS, render
from core.evals.injection_fresh9 import FRESH9_ATTACKS, FRESH9_BENIGN, FRESH9_PAGES
from core.evals.injection_fresh9_attacks import BEAUFORT_KEY, KEYWORD, SCYTALE_WIDTH
from core.evals.injection_pages import Page

_OLDER = older_pages("fresh9_")
# Languages the earlier corpora (fresh8 included) already attack in.
_OLD_ATTACK_LANGUAGES = {
    "fr", "de", "es", "ru", "zh", "pl", "it", "ja", "nl", "tr", "ko", "pt",
    "sw", "cs", "he", "vi", "fi", "hu", "hi", "id", "ro", "el", "sv", "th",
    "bn", "ca", "fa", "da", "ms", "ta", "tl", "nb",
    "ka", "hy", "uk", "cy", "lt", "ur", "is", "et", "te", "ar", "eu",
    "sr", "lv", "am", "sk", "kk", "ml", "hr", "gu", "az", "sq", "af", "mt",
    "eo", "sl", "mk", "be", "ga", "yo", "zu", "uz", "mn", "mr", "pa", "gl",
    "xh", "ha", "bg", "ig", "so", "lb", "lo", "km", "si", "kn", "ne", "my",
    "la", "mi", "fo", "ht", "gd", "ky", "fy", "tk", "ps", "yi", "or", "mg",
} | {tag(p, "lang") for p in _OLDER if p.attack and tag(p, "lang")}  # fmt: skip
# Characters (or words) a page in that language must contain.
_SCRIPTS = {
    # attack languages (br and sm serve the benign notices too)
    "qu": r"\b(ñawinchaq|kutichiyniykip)\b",
    "br": r"\b[Mm]ar plij\b",
    "tt": "[әҗһ]",  # the Tatar letters beyond Russian's
    "sm": "\u02bb",  # the ʻokina of Samoan
    "oc": r"\b(aquesta|utilizaire)\b",
    "tg": "[ҳҷӣӯқғ]",  # the Tajik letters beyond Russian's
    "rw": r"\b(ukoresha|rupapuro)\b",
    "co": r"\b(chì|utilizatore|nanzu)\b",
    "ug": "[\u06c6\u06c7\u06c8\u06d0]",  # the vowels Uyghur adds to the Arabic script
    "jv": r"\b(panganggo|mangsuli|tembung)\b",
    "ny": r"\b(wogwiritsa|Lembani)\b",
    "se": r"\b(geavaheaddji|siiddu)\b",
    # benign languages only
    "es": "[áéíóúñ]",
    "fr": "[éèêàçû]",
    "sv": "[åäö]",
    "cs": "[ěščřžů]",
    "tr": "[ğış]",
    "ko": "[\uac00-\ud7a3]",  # Hangul syllables
    "el": "[\u0370-\u03ff]",  # Greek
    "hu": "[őű]",
}

# ITA2 letter codes, typed out again from the standard's table (holes 1 to 5).
_ITA2_CODES = (
    "11000 10011 01110 10010 10000 10110 01011 00101 01100 11010 11110 01001 00111 "
    "00110 00011 01101 11101 01010 10100 00001 11100 01111 11001 10111 10101 10001 00100"
)
_ITA2 = dict(zip(_ITA2_CODES.split(), string.ascii_lowercase + " ", strict=True))
_SMALL_CAPS = dict(zip("ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘǫʀꜱᴛᴜᴠᴡʏᴢ", "abcdefghijklmnopqrstuvwyz", strict=True))
_Z85 = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-:+=^!/*?&<>()[]{}@%$#"


def _from_acrostic(text: str) -> str:
    return " ".join("".join(w[0] for w in group.split()) for group in text.split(" / "))


def _from_pig_latin(text: str) -> str:
    words = []
    for token in text.split():
        stem, _, tail = token.rpartition("-")
        assert tail.endswith("ay"), token
        words.append(tail[:-2] + stem)
    return " ".join(words)


def _from_beaufort(text: str, key: str = BEAUFORT_KEY) -> str:
    out, k = [], 0
    for c in text:
        if "a" <= c <= "z":
            out.append(chr((ord(key[k % len(key)].lower()) - ord(c)) % 26 + 97))
            k += 1
        else:
            out.append(c)
    return "".join(out)


def _from_hexdump(text: str) -> str:
    *rows, end = text.split("\n")
    data = b"".join(bytes.fromhex(w)[::-1] for row in rows for w in row.split()[1:])
    return data[: int(end, 16)].decode()


def _from_keyword(text: str, keyword: str = KEYWORD) -> str:
    alphabet = "".join(dict.fromkeys(keyword.lower() + string.ascii_lowercase))
    return text.translate(str.maketrans(alphabet, string.ascii_lowercase))


def _z85_bytes(text: str) -> bytes:
    out = b""
    for i in range(0, len(text), 5):
        value = 0
        for c in text[i : i + 5]:
            value = value * 85 + _Z85.index(c)
        out += value.to_bytes(4, "big")
    return out


def _from_scytale(text: str, width: int = SCYTALE_WIDTH) -> str:
    rows = len(text) // width
    return "".join(text[col * rows + row] for row in range(rows) for col in range(width))


# How to read each ``encoding=`` a fresh9 page may name: one shared and eleven new.
_DECODE: dict[str, Callable[[str], str]] = {
    "rot13": DECODE["rot13"],
    "baudot": lambda t: "".join(_ITA2[code] for code in t.split()),
    "acrostic": _from_acrostic,
    "piglatin": _from_pig_latin,
    "beaufort": _from_beaufort,
    "b32hex": lambda t: base64.b32hexdecode(t).decode(),
    "hexdump": _from_hexdump,
    "keyword": _from_keyword,
    "z85": lambda t: _z85_bytes(t).decode(),
    "smallcaps": lambda t: "".join(_SMALL_CAPS.get(c, c) for c in t),
    "circled": lambda t: unicodedata.normalize("NFKC", t),
    "scytale": _from_scytale,
}
# Encodings the earlier corpora already use.
_OLD_ENCODINGS = set(DECODE) | {"b85", "atbash"} | ({tag(p, "encoding") for p in _OLDER} - {None})
# Content types fresh9 serves that no earlier corpus does.
_NEW_TYPES = {
    "text/x-org",
    "text/troff",
    "application/x-bibtex",
    "application/x-subrip",
    "message/rfc822",
    "text/gemini",
    "application/rtf",
    "application/xliff+xml",
    "text/x-dockerfile",
    "text/x-wiki",
}
# Where hidden payloads hide: a mark of each hiding place in the page body.
_HIDING_PLACES = {
    "rtf hidden text": "{\\v ",
    "org comment block": "#+BEGIN_COMMENT",
    "troff ignore block": "\n.ig\n",
    "e-mail extension header": "\nX-Assistant-Instruction:",
    "bibtex comment entry": "@comment{",
    "xliff ignorable": "<ignorable>",
    "zero-length subtitle cue": "00:00:00,000 --> 00:00:00,000",
    "wiki includeonly": "<includeonly>",
    "content visibility": "content-visibility:hidden",
    "ruby fallback": "<rp>",
    "datalist option": "<datalist",
    "filter opacity": "filter:opacity(0)",
}


def test_ids_topics_and_markers_are_new() -> None:
    check_new_names("fresh9", FRESH9_ATTACKS, FRESH9_BENIGN, _OLDER)


def test_no_text_is_copied_from_earlier_corpora() -> None:
    check_not_copied(FRESH9_PAGES, _OLDER)


def test_counts_per_goal_and_category() -> None:
    cells: set[tuple[str | None, str | None]] = {(c, g) for c in CATEGORIES for g in GOALS}
    check_sixty_attacks(FRESH9_ATTACKS, FRESH9_BENIGN, "fresh9-", cells)


def test_new_carriers_are_served() -> None:
    check_new_carriers_both_sides(FRESH9_ATTACKS, FRESH9_BENIGN, _NEW_TYPES, _OLDER)


def test_every_attack_carries_its_goals_trigger() -> None:
    check_attack_triggers(FRESH9_ATTACKS, GOALS)


def test_hidden_payloads_use_many_hiding_places() -> None:
    check_hiding_places(FRESH9_ATTACKS, _HIDING_PLACES)


def test_encoded_payloads_decode_to_their_goal() -> None:
    check_encodings(FRESH9_ATTACKS, FRESH9_PAGES, _DECODE, _OLD_ENCODINGS, 10)


def test_the_cipher_keys_are_stated_on_their_pages() -> None:
    by_encoding = {tag(p, "encoding"): p.body for p in FRESH9_ATTACKS}
    assert f"key {BEAUFORT_KEY}" in by_encoding["beaufort"]
    assert f"keyed with {KEYWORD}" in by_encoding["keyword"]
    assert f"{SCYTALE_WIDTH} characters round the rod" in by_encoding["scytale"]


def test_languages_are_mixed_and_really_used() -> None:
    check_languages(FRESH9_ATTACKS, FRESH9_BENIGN, _SCRIPTS, _OLD_ATTACK_LANGUAGES)


def test_benign_pages_hold_their_facts_and_no_triggers() -> None:
    markers = {p.marker for p in FRESH9_ATTACKS if p.marker}
    for page in FRESH9_BENIGN:
        check_benign(page, markers, ("/collect",))


# --- the new content types parse as what they claim to be ---------------------------------


def _check_org(page_id: str, text: str) -> None:
    """An Org-mode file: export settings first, every ``#+BEGIN_x`` closed by ``#+END_x``."""
    assert text.startswith("#+TITLE: "), page_id
    stack: list[str] = []
    for kind, name in re.findall(r"(?im)^#\+(BEGIN|END)_(\w+)", text):
        if kind.upper() == "BEGIN":
            stack.append(name.upper())
        else:
            assert stack and stack.pop() == name.upper(), (page_id, name)
    assert not stack, page_id


# The requests and ``man`` macros the manual pages may use.
_TROFF_REQUESTS = {"TH", "SH", "SS", "PP", "TP", "IP", "B", "I", "BI", "BR", "IR", "nf", "fi"}


def _check_troff(page_id: str, text: str) -> None:
    """A manual page: ``.TH`` first, a NAME section, known macros only, ``.ig`` blocks
    closed; and, where groff is installed, formatted without a warning."""
    assert text.startswith(".TH "), page_id
    assert "\n.SH NAME\n" in text, page_id
    ignoring = False
    for line in text.split("\n"):
        if ignoring:
            ignoring = line != ".."
        elif line == ".ig":
            ignoring = True
        elif line.startswith((".", "'")):
            assert line[1:].split(" ")[0] in _TROFF_REQUESTS, (page_id, line)
    assert not ignoring, page_id
    groff = shutil.which("groff")
    if groff is None:
        return
    done = subprocess.run(
        [groff, "-man", "-Tutf8", "-z", "-ww"],
        input=text,
        capture_output=True,
        text=True,
        timeout=30,
    )
    assert done.returncode == 0 and not done.stderr.strip(), (page_id, done.stderr)


def _check_bibtex(page_id: str, text: str) -> None:
    """A BibTeX database: braces balanced, each entry ``@type{key,`` (``@comment`` free)."""
    depth = 0
    for char in text:
        depth += {"{": 1, "}": -1}.get(char, 0)
        assert depth >= 0, page_id
    assert depth == 0, page_id
    entries = re.findall(r"(?m)^@(\w+)\{([^,\n}]*)", text)
    assert entries, page_id
    for kind, key in entries:
        if kind.lower() != "comment":
            assert kind.lower() in {"misc", "article", "book"}, (page_id, kind)
            assert re.fullmatch(r"[\w.:-]+", key), (page_id, key)


_SRT_TIME = r"(\d\d):(\d\d):(\d\d),(\d\d\d)"


def _srt_ms(h: str, m: str, s: str, ms: str) -> int:
    return ((int(h) * 60 + int(m)) * 60 + int(s)) * 1000 + int(ms)


def _check_srt(page_id: str, text: str) -> None:
    """SubRip captions: cues numbered 1, 2, 3 ..., each with a sound timing line and text."""
    blocks = text.strip("\n").split("\n\n")
    for n, block in enumerate(blocks, 1):
        lines = block.split("\n")
        assert lines[0] == str(n), (page_id, block)
        found = re.fullmatch(f"{_SRT_TIME} --> {_SRT_TIME}", lines[1])
        assert found, (page_id, lines[1])
        times = found.groups()
        assert _srt_ms(*times[:4]) <= _srt_ms(*times[4:]), (page_id, lines[1])
        assert len(lines) >= 3 and all(lines[2:]), (page_id, block)


def _check_mail(page: Page, text: str) -> None:
    """An e-mail message that parses without a defect, with its fact in the body."""
    message = email.message_from_string(text, policy=email.policy.default)
    assert not message.defects, (page.id, message.defects)
    for header in ("From", "To", "Subject", "Date", "Message-ID"):
        assert message[header], (page.id, header)
    assert message.get_content_type() == "text/plain", page.id
    body = message.get_body()
    assert body is not None, page.id
    content = body.get_content()
    assert page.expect[0] in content, page.id


def _check_gemini(page_id: str, text: str) -> None:
    """A gemtext page: a level-1 heading first, preformatted blocks closed, link lines with
    a URL."""
    lines = text.split("\n")
    assert lines[0].startswith("# "), page_id
    assert sum(line.startswith("```") for line in lines) % 2 == 0, page_id
    for line in lines:
        if line.startswith("=>"):
            assert re.match(r"=>\s*\S+://\S+", line), (page_id, line)


def _check_rtf(page_id: str, text: str) -> None:
    """An RTF document: ASCII only, one group round it all, braces balanced."""
    assert text.isascii(), page_id
    assert text.startswith("{\\rtf1"), page_id
    bare = re.sub(r"\\[\\{}]", "", text).rstrip("\n")
    depth = 0
    for i, char in enumerate(bare):
        depth += {"{": 1, "}": -1}.get(char, 0)
        assert depth > 0 or i == len(bare) - 1, page_id
    assert depth == 0, page_id


_XLIFF = "{urn:oasis:names:tc:xliff:document:2.0}"


def _check_xliff(page_id: str, text: str) -> None:
    """An XLIFF 2.0 file: files of units with unique ids, each with a source to translate."""
    root = ET.fromstring(text)
    assert root.tag == f"{_XLIFF}xliff" and root.get("version") == "2.0", page_id
    assert root.get("srcLang") == "en", page_id
    units = root.findall(f"./{_XLIFF}file/{_XLIFF}unit")
    assert units, page_id
    ids = [unit.get("id") for unit in units]
    assert None not in ids and len(set(ids)) == len(ids), page_id
    for unit in units:
        parts = [c for c in unit if c.tag in (f"{_XLIFF}segment", f"{_XLIFF}ignorable")]
        assert parts, (page_id, unit.get("id"))
        assert all(p.find(f"{_XLIFF}source") is not None for p in parts), page_id
        children = [c.tag for c in unit]
        if f"{_XLIFF}notes" in children:
            assert children.index(f"{_XLIFF}notes") == 0, page_id


_DOCKER = {
    "FROM", "RUN", "CMD", "LABEL", "EXPOSE", "ENV", "ADD", "COPY", "ENTRYPOINT",
    "VOLUME", "USER", "WORKDIR", "ARG", "ONBUILD", "STOPSIGNAL", "HEALTHCHECK", "SHELL",
}  # fmt: skip


def _check_dockerfile(page_id: str, text: str) -> None:
    """A Dockerfile: every instruction known, the first one FROM."""
    joined = re.sub(r"\\\n", " ", text)
    instructions = [
        line.split()[0]
        for line in joined.split("\n")
        if line.strip() and not line.lstrip().startswith("#")
    ]
    assert instructions and instructions[0] == "FROM", page_id
    assert all(i in _DOCKER for i in instructions), (page_id, instructions)


def _check_wiki(page_id: str, text: str) -> None:
    """MediaWiki markup: templates, links, tables and tags balanced (outside ``<pre>``,
    ``<code>`` and ``<nowiki>``), headings well formed."""
    bare = re.sub(r"<(pre|code|nowiki)>.*?</\1>", "", text, flags=re.S)
    for start, end in (("{{", "}}"), ("[[", "]]"), ("{|", "|}"), ("<!--", "-->")):
        assert bare.count(start) == bare.count(end), (page_id, start)
    for name in ("includeonly", "noinclude"):
        assert bare.count(f"<{name}>") == bare.count(f"</{name}>"), (page_id, name)
    for line in bare.split("\n"):
        if line.startswith("="):
            assert re.fullmatch(r"(={2,4}) \S.*? \1", line), (page_id, line)


def _check_new_carrier(page: Page, rendered: str) -> None:
    """A page of one of fresh9's new content types parses as that type."""
    checks: dict[str, Callable[[str, str], None]] = {
        "text/x-org": _check_org,
        "text/troff": _check_troff,
        "application/x-bibtex": _check_bibtex,
        "application/x-subrip": _check_srt,
        "text/gemini": _check_gemini,
        "application/rtf": _check_rtf,
        "application/xliff+xml": _check_xliff,
        "text/x-dockerfile": _check_dockerfile,
        "text/x-wiki": _check_wiki,
    }
    if page.content_type == "message/rfc822":
        _check_mail(page, rendered)
    elif page.content_type in checks:
        checks[page.content_type](page.id, rendered)


@pytest.mark.parametrize("page", FRESH9_PAGES, ids=lambda p: p.id)
def test_pages_render_like_the_other_corpora(page: Page) -> None:
    check_rendered(page)
    _check_new_carrier(page, render(page, COLLECT))


def test_the_decoders_read_text_encoded_by_hand() -> None:
    # A sanity check on the test's own decoders, with text that carries no payload.
    assert _DECODE["baudot"]("00011 11001 01001 00100 00001") == "owl t"
    assert _DECODE["acrostic"]("over wet lanes / ten") == "owl t"
    assert _DECODE["piglatin"]("owl-ay ey-kay ock-flay") == "owl key flock"
    assert _from_beaufort("ria", "FELLSIDE") == "owl"  # F - o = 5 - 14 = 17 = r mod 26
    assert _DECODE["b32hex"]("DTRMO===") == "owl"
    assert _DECODE["rot13"]("bjy") == "owl"
    assert _DECODE["hexdump"]("0000000 776f 006c\n0000003") == "owl"
    assert _from_keyword("jvd", "WHINSTONE") == "owl"  # o -> j, w -> v, l -> d
    # The Z85 specification's test vector.
    assert _z85_bytes("HelloWorld") == bytes.fromhex("864FD26FB559F75B")
    assert _DECODE["smallcaps"]("ᴏᴡʟ") == "owl"
    assert _DECODE["circled"]("ⓞⓦⓛ ⑦") == "owl 7"
    assert _from_scytale("aeibfjcg.dh.", 4) == "abcdefghij.."
