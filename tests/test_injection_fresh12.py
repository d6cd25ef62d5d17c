"""The fresh12 prompt-injection corpus is well formed (structure only: no sanitiser here)."""

from __future__ import annotations

import base64
import importlib
import json
import plistlib
import re
import uuid
import xml.etree.ElementTree as ET
from collections.abc import Callable
from datetime import datetime
from decimal import Decimal
from types import ModuleType
from urllib.parse import urlsplit

import pytest
from _corpus_checks import (
    DECODE,
    SHAPE_CHECKS,
    BlindCorpus,
    check_benign,
    check_languages,
    check_rendered,
    old_attack_languages,
    older_pages,
    tag,
)

from core.evals.injection_fresh12 import FRESH12_ATTACKS, FRESH12_BENIGN, FRESH12_PAGES
from core.evals.injection_fresh12_attacks import (
    ADFGVX_KEY,
    ADFGVX_SQUARE,
    BASE91_ALPHABET,
    CHAO_LEFT,
    CHAO_RIGHT,
    CHECKERBOARD_ROWS,
    ENIGMA_PLUGS,
    ENIGMA_START,
    FOURSQUARE_KEYS,
    NIHILIST_KEY,
    NIHILIST_SQUARE_KEY,
    RUNES,
    TRIFID_KEY,
    TRIFID_PERIOD,
)
from core.evals.injection_pages import Page


def _optional(name: str) -> ModuleType | None:
    """The module ``name``, or None where it is not installed (its check is then skipped)."""
    try:
        return importlib.import_module(name)
    except ImportError:  # pragma: no cover - the optional checks
        return None


rdflib_sparql = _optional("rdflib.plugins.sparql")


_OLDER = older_pages("fresh12_")
# Languages the earlier corpora already attack in.
_OLD_ATTACK_LANGUAGES = old_attack_languages(_OLDER)
# Characters (or words) a page in that language must contain.
_SCRIPTS = {
    # attack languages (wa serves a benign notice too)
    "wa": r"\b(pådje|vosse|nén)\b",
    "li": r"\b(sjrief|gebroeker|euver)\b",
    "gv": r"\b(shoh|duillag|freggyrt)\b",
    "lg": r"\b(olupapula|omuyambi|Oluvannyuma)\b",
    "ee": "[ɖɛɔŋƒʋ]",  # the African reference letters of Ewe
    "wo": r"\b(jëfandikukat|xët|ndimbal)\b",
    "gn": "[ẽĩõũỹ]",  # Guarani's nasal vowels
    "fj": r"\b(oqo|dauveivuke|taumada)\b",
    "ty": "ʻ",  # the ʻeta (glottal stop) of Tahitian
    "os": "ӕ",  # the Ossetian ligature
    "ts": r"\b(mutirhisi|ntsena|hlayaka)\b",
    "rn": r"\b(rupapuro|ukoresha|ntiwishure)\b",
    # benign languages only
    "de": "[äöüß]",
    "fr": "[éèàçêû]",
    "nl": r"\b(niet|blijf|uw)\b",
    "da": "[æøå]",
    "pt": "[ãõçáéíóú]",
    "pl": "[ąćęłńóśźż]",
    "es": "[ñáéíóú]",
    "it": r"\b(ogni|togliete|eseguite)\b",
}


# --- the decoders, written again here from the encodings' definitions ----------------------

_ABC = "abcdefghijklmnopqrstuvwxyz"


def _from_enigma(
    text: str, start: str = ENIGMA_START, plugs: tuple[str, ...] = ENIGMA_PLUGS
) -> str:
    """Run the text through the same Enigma I again (the machine is its own inverse)."""
    wirings = [
        "EKMFLGDQVZNTOWYHXUSPAIBRCJ",
        "AJDKSIRUXBLHWTMCQGZNPYFVOE",
        "BDFHJLCPRTXVZNYEIWGAKMUSQO",
    ]
    turnover = "QEV"  # rotors I, II, III
    reflector = "YRUHQSLDPXNGOKMIEBFZCWVJAT"
    swap = {c: c for c in _ABC}
    for pair in plugs:
        a, b = pair[0].lower(), pair[1].lower()
        swap[a], swap[b] = b, a
    left, middle, right = (_ABC.index(c) for c in start.lower())
    out: list[str] = []
    for ch in text:
        if ch not in swap:
            out.append(ch)
            continue
        # Stepping, double step included.
        if middle == _ABC.index(turnover[1].lower()):
            middle, left = (middle + 1) % 26, (left + 1) % 26
        elif right == _ABC.index(turnover[2].lower()):
            middle = (middle + 1) % 26
        right = (right + 1) % 26
        offsets = [left, middle, right]
        signal = _ABC.index(swap[ch])
        for rotor in (2, 1, 0):  # in through the right rotor
            entry = (signal + offsets[rotor]) % 26
            signal = (_ABC.index(wirings[rotor][entry].lower()) - offsets[rotor]) % 26
        signal = _ABC.index(reflector[signal].lower())
        for rotor in (0, 1, 2):  # back out through the left rotor
            entry = (signal + offsets[rotor]) % 26
            signal = (wirings[rotor].lower().index(_ABC[entry]) - offsets[rotor]) % 26
        out.append(swap[_ABC[signal]])
    return "".join(out)


def _polybius(key: str) -> str:
    square = ""
    for c in (key.lower() + _ABC).replace("j", "i"):
        if c not in square:
            square += c
    assert len(square) == 25
    return square


def _from_nihilist(
    text: str, square_key: str = NIHILIST_SQUARE_KEY, key: str = NIHILIST_KEY
) -> str:
    square = _polybius(square_key)
    shift = [(square.index(c) // 5 + 1) * 10 + square.index(c) % 5 + 1 for c in key.lower()]
    words, n = [], 0
    for word in text.split(" / "):
        letters = ""
        for number in word.split(" "):
            value = int(number) - shift[n % len(shift)]
            n += 1
            row, col = divmod(value, 10)
            assert 1 <= row <= 5 and 1 <= col <= 5, text
            letters += square[(row - 1) * 5 + col - 1]
        words.append(letters)
    return " ".join(words)


def _from_adfgvx(text: str, square: str = ADFGVX_SQUARE, key: str = ADFGVX_KEY) -> str:
    names = "ADFGVX"
    order = sorted(range(len(key)), key=lambda j: (key[j], j))

    def word(run: str) -> str:
        n = len(run)
        assert n % 2 == 0, run
        columns: dict[int, str] = {}
        pos = 0
        for j in order:  # the columns were read off in the key's alphabetical order
            size = len(range(j, n, len(key)))
            columns[j] = run[pos : pos + size]
            pos += size
        pairs = "".join(columns[i % len(key)][i // len(key)] for i in range(n))
        return "".join(
            square[names.index(a) * 6 + names.index(b)]
            for a, b in zip(pairs[::2], pairs[1::2], strict=True)
        )

    return re.sub(r"[ADFGVX]+", lambda m: word(m.group()), text)


def _from_foursquare(text: str, keys: tuple[str, str] = FOURSQUARE_KEYS) -> str:
    plain, top, bottom = _polybius(""), _polybius(keys[0]), _polybius(keys[1])
    letters = [c for c in text if c in plain]
    assert len(letters) % 2 == 0, text
    out: list[str] = []
    for x, y in zip(letters[::2], letters[1::2], strict=True):
        r1, c2 = divmod(top.index(x), 5)
        r2, c1 = divmod(bottom.index(y), 5)
        out += [plain[r1 * 5 + c1], plain[r2 * 5 + c2]]
    it = iter(out)
    return "".join(next(it) if c in plain else c for c in text)


def _from_checkerboard(text: str, rows: tuple[str, str, str] = CHECKERBOARD_ROWS) -> str:
    top = {str(i): c.lower() for i, c in enumerate(rows[0]) if c != " "}
    blanks = [str(i) for i, c in enumerate(rows[0]) if c == " "]
    assert blanks == ["4", "8"]
    lower = {blanks[0]: rows[1].lower(), blanks[1]: rows[2].lower()}
    out, i = [], 0
    while i < len(text):
        c = text[i]
        if c in lower:
            out.append(lower[c][int(text[i + 1])])
            i += 2
        elif c in top:
            out.append(top[c])
            i += 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


def _from_trifid(text: str, key: str = TRIFID_KEY, period: int = TRIFID_PERIOD) -> str:
    alphabet = key.lower()
    symbols = [c for c in text if c in alphabet]
    plain: list[str] = []
    for start in range(0, len(symbols), period):
        group = symbols[start : start + period]
        digits: list[int] = []
        for c in group:
            i = alphabet.index(c)
            digits += [i // 9, i // 3 % 3, i % 3]
        n = len(group)
        layers, rows, cols = digits[:n], digits[n : 2 * n], digits[2 * n :]
        plain += [alphabet[9 * a + 3 * b + c] for a, b, c in zip(layers, rows, cols, strict=True)]
    it = iter(plain)
    return "".join(next(it) if c in alphabet else c for c in text)


def _from_chaocipher(text: str, left: str = CHAO_LEFT, right: str = CHAO_RIGHT) -> str:
    out: list[str] = []
    for c in text:
        if c not in left:
            out.append(c)
            continue
        p = left.index(c)
        out.append(right[p])
        # Turn both wheels; then pull the second (left) or third (right) letter to 14th.
        left = left[p:] + left[:p]
        left = left[:1] + left[2:14] + left[1:2] + left[14:]
        right = right[p:] + right[:p]
        right = right[1:] + right[:1]
        right = right[:2] + right[3:14] + right[2:3] + right[14:]
    return "".join(out)


def _from_runes(text: str) -> str:
    return text.translate(str.maketrans(RUNES, _ABC))


def _from_base91(text: str) -> str:
    table = {c: i for i, c in enumerate(BASE91_ALPHABET)}
    assert len(table) == 91
    out = bytearray()
    bits = count = 0
    pending = -1
    for c in text:
        d = table[c]
        if pending < 0:
            pending = d
            continue
        value = pending + d * 91
        bits |= value << count
        count += 13 if value & 8191 > 88 else 14
        while count > 7:
            out.append(bits & 255)
            bits >>= 8
            count -= 8
        pending = -1
    if pending >= 0:
        out.append((bits | pending << count) & 255)
    return out.decode()


_XX = "+-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def _from_xxencode(text: str) -> str:
    data = bytearray()
    for line in text.split("\n"):
        size = _XX.index(line[0])
        chunk = bytearray()
        for k in range(1, len(line), 4):
            n = 0
            for c in line[k : k + 4]:
                n = n * 64 + _XX.index(c)
            chunk += n.to_bytes(3, "big")
        assert len(chunk) >= size and len(line) == 1 + 4 * ((size + 2) // 3), line
        data += chunk[:size]
    return data.decode()


def _from_strikeout(text: str) -> str:
    assert len(text) % 2 == 0 and set(text[1::2]) == {"\u0336"}, text
    return text[::2]


def _from_negsquared(text: str) -> str:
    return "".join(
        chr(ord(c) - 0x1F170 + ord("A")) if 0x1F170 <= ord(c) <= 0x1F189 else c for c in text
    )


# How to read each ``encoding=`` a fresh12 page may name: all twelve new.
_DECODE: dict[str, Callable[[str], str]] = {
    "enigma": _from_enigma,
    "nihilist": _from_nihilist,
    "runes": _from_runes,
    "adfgvx": _from_adfgvx,
    "base91": _from_base91,
    "strikeout": _from_strikeout,
    "foursquare": _from_foursquare,
    "xxencode": _from_xxencode,
    "checkerboard": _from_checkerboard,
    "trifid": _from_trifid,
    "chaocipher": _from_chaocipher,
    "negsquared": _from_negsquared,
}
# Encodings the earlier corpora already use.
_OLD_ENCODINGS = set(DECODE) | {"b85", "atbash"} | {e for p in _OLDER if (e := tag(p, "encoding"))}
# Content types fresh12 serves that no earlier corpus does.
_NEW_TYPES = {
    "application/cap+xml",
    "application/senml+json",
    "text/x-nmea",
    "application/x-plist",
    "application/x-cue",
    "application/warc",
    "application/activity+json",
    "application/tei+xml",
    "text/x-beancount",
    "application/sparql-query",
}
# Where hidden payloads hide: a mark of each hiding place in the page body.
_HIDING_PLACES = {
    "cap parameter": "<valueName>readerNote",
    "plist key no program reads": "<key>XUnread",
    "nmea proprietary sentence": "$PWRKN",
    "warc metadata record": "WARC-Type: metadata",
    "beancount custom directive": ' custom "',
    "html hidden input": 'type="hidden"',
    "sparql comment": "# Query engines skip",
    "cue data track": "MODE1/2352",
    "mail signature": "\n-- \n",
    "tei deletion": "<del ",
    "activitystreams source": '"source"',
    "markdown footnote nothing points to": "[^",
}


_CORPUS = BlindCorpus(
    "fresh12",
    FRESH12_ATTACKS,
    FRESH12_BENIGN,
    _OLDER,
    _NEW_TYPES,
    _HIDING_PLACES,
    _DECODE,
    _OLD_ENCODINGS,
)


@pytest.mark.parametrize("check", SHAPE_CHECKS, ids=lambda check: check.__name__.strip("_"))
def test_corpus_shape(check: Callable[[BlindCorpus], None]) -> None:
    """New names, nothing copied, the counts, new carriers on both sides, triggers,
    hiding places and encodings (``tests/_corpus_checks.py``)."""
    check(_CORPUS)


def test_the_cipher_keys_are_stated_on_their_pages() -> None:
    by_encoding = {tag(p, "encoding"): p.body for p in FRESH12_ATTACKS}
    enigma = by_encoding["enigma"]
    assert "reflector B, rotors I II III" in enigma and "rings all at A" in enigma
    assert f"start position {' '.join(ENIGMA_START)}" in enigma
    assert f"plugboard {' '.join(ENIGMA_PLUGS)}" in enigma
    assert f"key word {NIHILIST_SQUARE_KEY}" in by_encoding["nihilist"]
    assert f"the key {NIHILIST_KEY}" in by_encoding["nihilist"]
    assert RUNES in by_encoding["runes"]
    for r in range(6):
        assert ADFGVX_SQUARE[r * 6 : r * 6 + 6] in by_encoding["adfgvx"]
    assert f"transposition key {ADFGVX_KEY}" in by_encoding["adfgvx"]
    assert BASE91_ALPHABET[62:] in by_encoding["base91"]
    assert f"key words {FOURSQUARE_KEYS[0]}" in by_encoding["foursquare"]
    assert FOURSQUARE_KEYS[1] in by_encoding["foursquare"]
    board = by_encoding["checkerboard"]
    assert " ".join(CHECKERBOARD_ROWS[0].replace(" ", "-")) in board
    assert all(" ".join(row) in board for row in CHECKERBOARD_ROWS[1:])
    assert f"period {TRIFID_PERIOD}, key {TRIFID_KEY}" in by_encoding["trifid"]
    assert CHAO_LEFT in by_encoding["chaocipher"] and CHAO_RIGHT in by_encoding["chaocipher"]


def test_languages_are_mixed_and_really_used() -> None:
    check_languages(FRESH12_ATTACKS, FRESH12_BENIGN, _SCRIPTS, _OLD_ATTACK_LANGUAGES)


def test_benign_pages_hold_their_facts_and_no_triggers() -> None:
    markers = {p.marker for p in FRESH12_ATTACKS if p.marker}
    for page in FRESH12_BENIGN:
        check_benign(page, markers, ("/collect",))


# --- the new content types parse as what they claim to be ---------------------------------

_CAP = "{urn:oasis:names:tc:emergency:cap:1.2}"
_CAP_ALERT = [
    "identifier", "sender", "sent", "status", "msgType", "source", "scope", "restriction",
    "addresses", "code", "note", "references", "incidents", "info",
]  # fmt: skip
_CAP_INFO = [
    "language", "category", "event", "responseType", "urgency", "severity", "certainty",
    "audience", "eventCode", "effective", "onset", "expires", "senderName", "headline",
    "description", "instruction", "web", "contact", "parameter", "resource", "area",
]  # fmt: skip
_CAP_VALUES = {
    "status": {"Actual", "Exercise", "System", "Test", "Draft"},
    "msgType": {"Alert", "Update", "Cancel", "Ack", "Error"},
    "scope": {"Public", "Restricted", "Private"},
    "category": {
        "Geo", "Met", "Safety", "Security", "Rescue", "Fire", "Health", "Env", "Transport",
        "Infra", "CBRNE", "Other",
    },
    "urgency": {"Immediate", "Expected", "Future", "Past", "Unknown"},
    "severity": {"Extreme", "Severe", "Moderate", "Minor", "Unknown"},
    "certainty": {"Observed", "Likely", "Possible", "Unlikely", "Unknown"},
}  # fmt: skip
_CAP_TIME = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[-+]\d\d:\d\d")


def _ordered(names: list[str], order: list[str]) -> bool:
    return all(n in order for n in names) and names == sorted(names, key=order.index)


def _check_cap(page_id: str, text: str) -> None:
    """A CAP 1.2 alert: the alert's and each info block's elements in the schema's order,
    the required ones present, coded values from the standard's lists, times with a
    numeric zone, parameters and resources in their shape and areas with a
    description."""
    root = ET.fromstring(text)
    assert root.tag == f"{_CAP}alert", page_id
    names = [child.tag.removeprefix(_CAP) for child in root]
    assert _ordered(names, _CAP_ALERT), (page_id, names)
    assert {"identifier", "sender", "sent", "status", "msgType", "scope"} <= set(names)
    assert not re.search(r"[\s,<&]", root.findtext(f"{_CAP}sender") or " "), page_id
    assert _CAP_TIME.fullmatch(root.findtext(f"{_CAP}sent") or ""), page_id
    for name in ("status", "msgType", "scope"):
        assert root.findtext(f"{_CAP}{name}") in _CAP_VALUES[name], (page_id, name)
    infos = root.findall(f"{_CAP}info")
    assert infos, page_id
    for info in infos:
        names = [child.tag.removeprefix(_CAP) for child in info]
        assert _ordered(names, _CAP_INFO), (page_id, names)
        for name in ("category", "urgency", "severity", "certainty"):
            values = [e.text for e in info.findall(f"{_CAP}{name}")]
            assert values and set(values) <= _CAP_VALUES[name], (page_id, name)
        assert info.findtext(f"{_CAP}event"), page_id
        for web in info.findall(f"{_CAP}web"):
            assert urlsplit(web.text or "").scheme in ("http", "https"), page_id
        for parameter in info.findall(f"{_CAP}parameter"):
            parts = [child.tag.removeprefix(_CAP) for child in parameter]
            assert parts == ["valueName", "value"], (page_id, parts)
            assert all((child.text or "").strip() for child in parameter), page_id
        for resource in info.findall(f"{_CAP}resource"):
            parts = [child.tag.removeprefix(_CAP) for child in resource]
            order = ["resourceDesc", "mimeType", "size", "uri", "derefUri", "digest"]
            assert parts[:2] == order[:2] and _ordered(parts, order), (page_id, parts)
            uri = resource.findtext(f"{_CAP}uri")
            assert uri is None or urlsplit(uri).scheme in ("http", "https"), page_id
        for area in info.findall(f"{_CAP}area"):
            assert area.findtext(f"{_CAP}areaDesc"), page_id
            for circle in area.findall(f"{_CAP}circle"):
                found = re.fullmatch(r"(-?[\d.]+),(-?[\d.]+) ([\d.]+)", circle.text or "")
                assert found and abs(float(found.group(1))) <= 90, page_id


_SENML_FIELDS = {"bn", "bt", "bu", "bv", "bs", "bver", "n", "u", "v", "vs", "vb", "vd", "s", "t"}
_SENML_UNITS = {
    "m", "kg", "g", "s", "A", "K", "Pa", "Cel", "m/s", "deg", "%RH", "%", "count", "lat",
    "lon", "W", "V", "Hz", "dB",
}  # fmt: skip


def _check_senml(page_id: str, text: str) -> None:
    """A SenML pack (RFC 8428) in JSON: an array of records with known labels, a base name
    on the first, each record's full name well formed, one value of the right type (or
    only a sum), registered units and numeric times."""
    pack = json.loads(text)
    assert isinstance(pack, list) and pack and "bn" in pack[0], page_id
    base = ""
    for record in pack:
        assert isinstance(record, dict) and set(record) <= _SENML_FIELDS, (page_id, record)
        base = str(record.get("bn", base))
        name = base + str(record.get("n", ""))
        assert re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9:./_-]*", name), (page_id, name)
        values = [label for label in ("v", "vs", "vb", "vd") if label in record]
        assert len(values) == 1 or (not values and "s" in record), (page_id, record)
        if "v" in record:
            assert isinstance(record["v"], int | float) and not isinstance(record["v"], bool)
        if "vs" in record:
            assert isinstance(record["vs"], str), page_id
        if "vb" in record:
            assert isinstance(record["vb"], bool), page_id
        if "vd" in record:
            assert re.fullmatch(r"[A-Za-z0-9_-]*", record["vd"]), page_id
            base64.urlsafe_b64decode(record["vd"] + "=" * (-len(record["vd"]) % 4))
        if "u" in record:
            assert record["u"] in _SENML_UNITS, (page_id, record["u"])
        for label in ("t", "bt"):
            if label in record:
                assert isinstance(record[label], int | float), page_id


_NMEA_FIELDS = {"RMC": 12, "GGA": 14, "DPT": 3, "MTW": 2, "TXT": 4}
_NMEA_SENTENCE = re.compile(r"\$([^$*!\\^~\r\n]+)\*([0-9A-F]{2})")


def _check_nmea(page_id: str, text: str) -> None:
    """An NMEA 0183 log: CRLF lines of at most 82 characters, each ``$``, printable ASCII
    without reserved characters, ``*`` and the XOR checksum; known sentences with their
    number of fields, proprietary ones from a ``P`` and a maker's code, text sentences
    numbered in order within their message and no longer than 61 characters, and dates
    that exist."""
    assert text.endswith("\r\n"), page_id
    total = number = 0
    ident = ""
    for line in text[:-2].split("\r\n"):
        assert len(line) + 2 <= 82, (page_id, line)
        found = _NMEA_SENTENCE.fullmatch(line)
        assert found, (page_id, line)
        body, checksum = found.groups()
        assert all(" " <= c <= "~" for c in body), (page_id, line)
        xor = 0
        for c in body:
            xor ^= ord(c)
        assert xor == int(checksum, 16), (page_id, line)
        fields = body.split(",")
        if fields[0].startswith("P"):
            assert re.fullmatch(r"P[A-Z]{3}[A-Z0-9]{0,2}", fields[0]), (page_id, line)
            continue
        assert re.fullmatch(r"[A-Z]{2}[A-Z]{3}", fields[0]), (page_id, line)
        kind = fields[0][2:]
        assert len(fields) - 1 == _NMEA_FIELDS[kind], (page_id, line)
        if kind == "RMC":
            datetime.strptime(fields[9] + fields[1][:6], "%d%m%y%H%M%S")
            assert fields[2] in ("A", "V"), (page_id, line)
        elif kind == "TXT":
            count, nth, text_id, message = fields[1:]
            assert all(re.fullmatch(r"\d\d", f) for f in (count, nth, text_id)), page_id
            assert 0 < len(message) <= 61, (page_id, line)
            if int(nth) == 1:
                assert number == total, (page_id, "a message left unfinished")
                total, ident = int(count), text_id
            else:
                assert (int(count), text_id) == (total, ident), (page_id, line)
                assert int(nth) == number + 1, (page_id, line)
            number = int(nth)
    assert number == total, (page_id, "a message left unfinished")


def _check_plist(page_id: str, text: str) -> None:
    """An Apple XML property list that plistlib reads into a dictionary; in every
    dictionary keys and values alternate and no key comes twice."""
    data = plistlib.loads(text.encode())
    assert isinstance(data, dict) and data.get("CFBundleIdentifier"), page_id
    root = ET.fromstring(text)
    assert root.tag == "plist" and root.get("version") == "1.0", page_id
    for table in root.iter("dict"):
        children = list(table)
        keys, values = children[::2], children[1::2]
        assert len(keys) == len(values), page_id
        assert all(k.tag == "key" for k in keys), page_id
        assert not any(v.tag == "key" for v in values), page_id
        names = [k.text for k in keys]
        assert len(names) == len(set(names)), (page_id, names)


_CUE_QUOTED = r'"[^"\n]*"'
_CUE_COMMAND = re.compile(
    rf"REM [A-Z_]+(?: (?:{_CUE_QUOTED}|[^\"\s][^\"]*))?"
    rf"|(?:TITLE|PERFORMER|SONGWRITER) {_CUE_QUOTED}"
    rf"|FILE {_CUE_QUOTED} (?:WAVE|BINARY|MP3|AIFF|MOTOROLA)"
    r"|TRACK (\d\d) (?:AUDIO|MODE1/2352|MODE1/2048|MODE2/2352|CDG)"
    r"|INDEX (\d\d) (\d\d):([0-5]\d):(\d\d)"
)


def _check_cue(page_id: str, text: str) -> None:
    """A CUE sheet: known commands, quoted titles of 80 characters at most, a file before
    the first track, tracks numbered from 01 without gaps, each with an ``INDEX 01``, and
    index times with fewer than 75 frames, rising within each file."""
    track, last, indexed = 0, -1, True
    seen_file = False
    for raw in text.rstrip("\n").split("\n"):
        line = raw.strip()
        found = _CUE_COMMAND.fullmatch(line)
        assert found, (page_id, line)
        if line.startswith(("TITLE", "PERFORMER")):
            assert len(line.split(" ", 1)[1]) - 2 <= 80, (page_id, line)
        elif line.startswith("FILE"):
            seen_file, last = True, -1
        elif line.startswith("TRACK"):
            assert seen_file and indexed and int(found.group(1)) == track + 1, (page_id, line)
            track, indexed = track + 1, False
        elif line.startswith("INDEX"):
            minutes, seconds, frames = (int(g) for g in found.groups()[2:])
            assert track and frames < 75, (page_id, line)
            time = (minutes * 60 + seconds) * 75 + frames
            assert time > last, (page_id, line)
            last = time
            indexed = indexed or found.group(2) == "01"
    assert track >= 2 and indexed, page_id


_WARC_TYPES = {"warcinfo", "response", "resource", "request", "metadata", "revisit"}


def _check_warc(page_id: str, text: str) -> None:
    """A WARC/1.1 file: records of a version line, named fields (a unique ``urn:uuid``
    record id, a known type, a UTC date and the block's length in bytes) and a block of
    exactly that length followed by two CRLFs; a ``warcinfo`` first; target addresses
    absolute; ``warc-fields`` blocks as named fields; archived HTTP messages whose own
    ``Content-Length`` is right."""
    data = text.encode()
    pos, ids, kinds = 0, set(), []
    while pos < len(data):
        end = data.index(b"\r\n\r\n", pos)
        head = data[pos:end].decode().split("\r\n")
        assert head[0] == "WARC/1.1", page_id
        fields = dict(line.split(": ", 1) for line in head[1:])
        assert len(fields) == len(head) - 1, page_id
        record_id = re.fullmatch(r"<urn:uuid:([0-9a-f-]{36})>", fields["WARC-Record-ID"])
        assert record_id and record_id.group(1) not in ids, page_id
        uuid.UUID(record_id.group(1))
        ids.add(record_id.group(1))
        kind = fields["WARC-Type"]
        assert kind in _WARC_TYPES, page_id
        kinds.append(kind)
        datetime.strptime(fields["WARC-Date"], "%Y-%m-%dT%H:%M:%SZ")
        length = int(fields["Content-Length"])
        block = data[end + 4 : end + 4 + length]
        assert len(block) == length, page_id
        assert data[end + 4 + length : end + 8 + length] == b"\r\n\r\n", page_id
        if kind != "warcinfo":
            assert urlsplit(fields["WARC-Target-URI"]).scheme in ("http", "https"), page_id
        ctype = fields["Content-Type"]
        if ctype == "application/warc-fields":
            assert block.endswith(b"\r\n"), page_id
            for line in block.decode()[:-2].split("\r\n"):
                assert re.fullmatch(r"[A-Za-z][\w-]*: \S.*", line), (page_id, line)
        elif ctype.startswith("application/http"):
            message = block.decode()
            top, _, body = message.partition("\r\n\r\n")
            first, *headers = top.split("\r\n")
            if "msgtype=response" in ctype:
                assert re.fullmatch(r"HTTP/1\.1 \d{3} [A-Za-z ]+", first), (page_id, first)
                named = dict(h.split(": ", 1) for h in headers)
                assert int(named["Content-Length"]) == len(body.encode()), page_id
            else:
                assert re.fullmatch(r"(?:GET|HEAD|POST) /\S* HTTP/1\.1", first), (page_id, first)
                assert all(re.fullmatch(r"[\w-]+: .+", h) for h in headers), page_id
        pos = end + 8 + length
    assert kinds[0] == "warcinfo" and "response" in kinds, page_id


_AS_CONTEXT = "https://www.w3.org/ns/activitystreams"
_AS_NOTE_FIELDS = {
    "id", "type", "attributedTo", "name", "content", "url", "published", "to", "cc", "tag",
    "attachment", "summary", "sensitive", "source", "inReplyTo",
}  # fmt: skip
_AS_TYPES = {"Create", "Note", "Hashtag", "Mention", "PropertyValue", "Document", "Link"}


def _as_objects(value: object) -> list[dict[str, object]]:
    """Every JSON object (with a ``type``) inside ``value``."""
    found: list[dict[str, object]] = []
    if isinstance(value, dict):
        if "type" in value:
            found.append(value)
        for item in value.values():
            found += _as_objects(item)
    elif isinstance(value, list):
        for item in value:
            found += _as_objects(item)
    return found


def _check_activity(page_id: str, text: str) -> None:
    """An ActivityStreams 2.0 ``Create`` of a ``Note``: the ActivityStreams context, web
    addresses as ids, the actor as the note's author, known properties and types, times
    that parse, tags and attachments in their shape and a ``source`` with a media type."""
    activity = json.loads(text)
    assert activity["@context"] == _AS_CONTEXT and activity["type"] == "Create", page_id
    note = activity["object"]
    assert note["type"] == "Note" and set(note) <= _AS_NOTE_FIELDS, (page_id, set(note))
    assert note["attributedTo"] == activity["actor"], page_id
    for thing in (activity, note):
        assert urlsplit(thing["id"]).scheme == "https", page_id
        datetime.fromisoformat(thing["published"].replace("Z", "+00:00"))
        assert all(urlsplit(a).scheme == "https" for a in (*thing["to"], *thing["cc"]))
    for thing in _as_objects(activity):
        assert thing["type"] in _AS_TYPES, (page_id, thing["type"])
        if thing["type"] == "Hashtag":
            assert str(thing["name"]).startswith("#"), page_id
            assert urlsplit(str(thing["href"])).scheme == "https", page_id
        elif thing["type"] == "PropertyValue":
            assert isinstance(thing["name"], str) and isinstance(thing["value"], str), page_id
        elif thing["type"] == "Note" and thing is not note:
            assert isinstance(thing["content"], str), page_id
    for label in ("summary", "content", "name"):
        assert isinstance(note.get(label, ""), str), page_id
    assert isinstance(note.get("sensitive", False), bool), page_id
    if "source" in note:
        assert set(note["source"]) == {"content", "mediaType"}, page_id


_TEI = "{http://www.tei-c.org/ns/1.0}"
_XML_ID = "{http://www.w3.org/XML/1998/namespace}id"
_TEI_TEXT_TAGS = {"text", "body", "div", "head", "p", "note", "ab", "list", "item", "quote"}
_TEI_TEXT_TAGS |= {"del", "ref"}
_TEI_HEADER = ["titleStmt", "publicationStmt", "sourceDesc"]


def _check_tei(page_id: str, text: str) -> None:
    """A TEI P5 document: a header whose file description has a title, a publication and
    a source statement in that order, then a text whose elements are TEI ones the edition
    uses, list items only in lists and deletions only in prose; unique ``xml:id``s,
    ``#`` pointers to them and other targets as web addresses."""
    root = ET.fromstring(text)
    assert root.tag == f"{_TEI}TEI", page_id
    assert [child.tag for child in root] == [f"{_TEI}teiHeader", f"{_TEI}text"], page_id
    file_desc = root.find(f"{_TEI}teiHeader/{_TEI}fileDesc")
    assert file_desc is not None, page_id
    assert [child.tag.removeprefix(_TEI) for child in file_desc] == _TEI_HEADER, page_id
    assert file_desc.findtext(f"{_TEI}titleStmt/{_TEI}title"), page_id
    ids = [e.get(_XML_ID) for e in root.iter() if e.get(_XML_ID)]
    assert len(ids) == len(set(ids)), page_id
    body = root.find(f"{_TEI}text/{_TEI}body")
    assert body is not None and len(body), page_id
    for parent in root.iter(f"{_TEI}text"):
        assert [child.tag for child in parent] == [f"{_TEI}body"], page_id
    for parent in body.iter():
        assert parent.tag.startswith(_TEI), (page_id, parent.tag)
        assert parent.tag.removeprefix(_TEI) in _TEI_TEXT_TAGS, (page_id, parent.tag)
        for child in parent:
            name = child.tag.removeprefix(_TEI)
            if name == "item":
                assert parent.tag == f"{_TEI}list", page_id
            if name == "del":
                assert parent.tag in (f"{_TEI}p", f"{_TEI}ab"), page_id
    for element in root.iter():
        for attribute in ("resp", "target"):
            value = element.get(attribute)
            if value is None:
                continue
            if value.startswith("#"):
                assert value[1:] in ids, (page_id, value)
            else:
                assert urlsplit(value).scheme in ("http", "https"), (page_id, value)


_BEAN_ACCOUNT = r"(?:Assets|Liabilities|Equity|Income|Expenses)(?::[A-Z][A-Za-z0-9-]*)+"
_BEAN_STRING = r'"[^"\n]*"'
_BEAN_DIRECTIVE = re.compile(
    rf"(\d{{4}}-\d\d-\d\d) (?:(open) ({_BEAN_ACCOUNT})(?: [A-Z]{{3}})?"
    rf"|(note) ({_BEAN_ACCOUNT}) {_BEAN_STRING}"
    rf"|(custom) {_BEAN_STRING}(?: {_BEAN_STRING})+"
    rf"|([*!]) {_BEAN_STRING}(?: {_BEAN_STRING})?)"
)
_BEAN_POSTING = re.compile(rf"  ({_BEAN_ACCOUNT})(?:  +(-?\d+\.\d\d) ([A-Z]{{3}}))?")
_BEAN_META = re.compile(rf"  [a-z][\w-]*: (?:{_BEAN_STRING}|TRUE|FALSE|-?\d+(?:\.\d+)?)")


def _check_beancount(page_id: str, text: str) -> None:
    """A Beancount ledger: comments, options and dated directives (open, note, custom and
    transactions) that exist, metadata after a directive, and postings only in a
    transaction; each transaction balances in every currency (one posting may leave its
    amount to be filled in) and every account is opened."""
    opened: set[str] = set()
    used: set[str] = set()
    postings: list[tuple[str, str | None, str | None]] | None = None
    directive = False

    def close() -> None:
        if postings is None:
            return
        assert len(postings) >= 2, page_id
        missing = [p for p in postings if p[1] is None]
        assert len(missing) <= 1, page_id
        totals: dict[str, Decimal] = {}
        for _, amount, currency in postings:
            if amount is not None and currency is not None:
                totals[currency] = totals.get(currency, Decimal(0)) + Decimal(amount)
        if not missing:
            assert all(v == 0 for v in totals.values()), (page_id, totals)

    for line in text.split("\n"):
        if not line.strip():
            close()
            postings, directive = None, False
        elif line.startswith(";"):
            continue
        elif line.startswith("option "):
            assert re.fullmatch(rf"option {_BEAN_STRING} {_BEAN_STRING}", line), (page_id, line)
        elif line[:1].isdigit():
            close()
            found = _BEAN_DIRECTIVE.fullmatch(line)
            assert found, (page_id, line)
            datetime.strptime(found.group(1), "%Y-%m-%d")
            if found.group(2):
                opened.add(found.group(3))
            if found.group(4):
                used.add(found.group(5))
            postings, directive = ([] if found.group(7) else None), True
        else:
            assert directive, (page_id, line)
            if _BEAN_META.fullmatch(line):
                assert not postings, (page_id, "metadata after a posting")
                continue
            found = _BEAN_POSTING.fullmatch(line)
            assert found and postings is not None, (page_id, line)
            postings.append((found.group(1), found.group(2), found.group(3)))
            used.add(found.group(1))
    close()
    assert used <= opened, (page_id, used - opened)


def _strip_sparql(page_id: str, text: str) -> str:
    """The query with comments taken out, every string written as ``""`` and every IRI as
    ``<>``."""
    out, i = [], 0
    while i < len(text):
        c = text[i]
        if c == "#":
            end = text.find("\n", i)
            i = len(text) if end == -1 else end
        elif c == '"':
            end = text.index('"', i + 1)
            assert "\n" not in text[i:end], page_id
            out.append('""')
            i = end + 1
        elif c == "<" and re.match(r"<[^<>\"{}|^`\\\s]*>", text[i:]):
            end = text.index(">", i)
            assert urlsplit(text[i + 1 : end]).scheme in ("http", "https"), page_id
            out.append("<>")
            i = end + 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


def _check_sparql(page_id: str, text: str) -> None:
    """A SPARQL 1.1 SELECT query: strings closed on their line, absolute IRIs, braces and
    brackets balanced, every prefix used declared, the selected variables bound in the
    ``WHERE`` block; and, where rdflib is installed, it parses the query."""
    bare = _strip_sparql(page_id, text)
    stack: list[str] = []
    for char in bare:
        if char in "({[":
            stack.append({"(": ")", "{": "}", "[": "]"}[char])
        elif char in ")}]":
            assert stack and stack.pop() == char, page_id
    assert not stack, page_id
    declared = set(re.findall(r"^PREFIX ([A-Za-z][\w-]*): <>$", bare, re.M))
    used = set(re.findall(r"(?<![\w?$:])([A-Za-z][\w-]*):[A-Za-z_]", bare))
    assert used <= declared, (page_id, used - declared)
    found = re.search(r"^SELECT ((?:\?\w+ ?)+)\nWHERE \{(.*)\}\n", bare, re.M | re.S)
    assert found, page_id
    where = found.group(2)
    for variable in found.group(1).split():
        assert re.search(rf"\{variable}\b", where), (page_id, variable)
    if rdflib_sparql is not None:
        rdflib_sparql.prepareQuery(text)


_CHECKS: dict[str, Callable[[str, str], None]] = {
    "application/cap+xml": _check_cap,
    "application/senml+json": _check_senml,
    "text/x-nmea": _check_nmea,
    "application/x-plist": _check_plist,
    "application/x-cue": _check_cue,
    "application/warc": _check_warc,
    "application/activity+json": _check_activity,
    "application/tei+xml": _check_tei,
    "text/x-beancount": _check_beancount,
    "application/sparql-query": _check_sparql,
}


@pytest.mark.parametrize("page", FRESH12_PAGES, ids=lambda p: p.id)
def test_pages_render_like_the_other_corpora(page: Page) -> None:
    check_rendered(page, _CHECKS)


def test_the_decoders_read_text_encoded_by_hand() -> None:
    # A sanity check on the test's own decoders, with text that carries no payload.
    # The usual Enigma I check: rotors I II III at AAA, no plugs, AAAAA gives BDZGO.
    assert _from_enigma("bdzgo", "AAA", ()) == "aaaaa"
    # The usual Chaocipher example, with its two published alphabets.
    assert (
        _from_chaocipher(
            "OAHQHCNYNXTSZJRRHJBYHQKSOUJY",
            "HXUCZVAMDSLKPEFJRIGTWOBNYQ",
            "PTLNBQDEOYSFAVZKGJRIHWXUMC",
        )
        == "WELLDONEISBETTERTHANWELLSAID"
    )
    # a is row 2, column 5 of the LIGHTHOUSE square: 25, plus S (row 2, column 3): 48.
    assert _from_nihilist("48") == "a"
    # t and o are row A, columns G and X: AG AX under M A R S H, read A, H, M, R, S.
    assert _from_adfgvx("GAAX") == "to"
    # a and b share row 0 of the plain squares: HARBOUR's row 0 col 1, LANTERN's row 0 col 0.
    assert _from_foursquare("al") == "ab"
    assert _from_checkerboard("036 40 89") == "tea b /"
    # h is (0, 1, 0) and a (0, 0, 2) in the key: 0 0 | 1 0 | 0 2 read as 001 002: e, a.
    assert _from_trifid("ea") == "ha"
    assert _from_runes("ᛊᛖᚨᛚ") == "seal"
    assert _from_base91("fPNKd") == "test"  # the usual basE91 example
    assert _from_base91("GB") == "a"  # 97 = 6 + 1 * 91
    assert _from_xxencode("1HK3i") == "Man"  # bytes 77 97 110: digits 19 22 5 46
    assert _from_strikeout("o\u0336k\u0336") == "ok"
    assert _from_negsquared("\U0001f170\U0001f171") == "AB"
