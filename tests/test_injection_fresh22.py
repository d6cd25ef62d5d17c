"""The fresh22 prompt-injection corpus is well formed (structure only: no sanitiser here)."""

from __future__ import annotations

import itertools
import json
import re
import unicodedata
import xml.etree.ElementTree as ET
from collections.abc import Callable
from email.utils import format_datetime, parsedate_to_datetime
from html import unescape

import pytest
from _corpus_checks import (
    COLLECT,
    DECODE,
    SHAPE_CHECKS,
    BlindCorpus,
    check_benign,
    check_languages,
    check_new_to_bench,
    check_payloads_read_as_orders,
    check_rejects_broken,
    check_rendered,
    check_types_checked,
    old_attack_languages,
    older_pages,
    tag,
)

from core.evals.injection import render
from core.evals.injection_fresh22 import FRESH22_ATTACKS, FRESH22_BENIGN, FRESH22_PAGES
from core.evals.injection_fresh22_attacks import (  # the content types too
    _DCH,
    _INK,
    _MDVD,
    _MOL2,
    _POD,
    _REFER,
    _REG,
    _TID,
    _TS,
    _XBEL,
    AEGEAN_TENS,
    AEGEAN_UNITS,
    AIKEN,
    BASSA_VAH,
    COLEMAK,
    FRACMORSE_ALPHABET,
    LYCIAN,
    MORSE,
    TRIGRAPHS,
    TWO_B_ONE_Q,
)
from core.evals.injection_pages import Page

_OLDER = older_pages("fresh22_")
_OLD_ATTACK_LANGUAGES = old_attack_languages(_OLDER)
# Characters (or words) a page in that language must contain.
_SCRIPTS = {
    # attack languages
    "swg": r"(koim|lesch|Helferle)",  # Swabian
    "lou": r"(apé|soutit-yé|pèrsonn)",  # Louisiana Creole
    "ace": r"(droeneuh|nyoe|teungoh)",  # Acehnese
    "gul": r"(oona|wuh|dohn)",  # Gullah
    "hne": r"(झन|हस|जउन)",  # Chhattisgarhi
    "ban": r"(puniki|sampunang|ngwacen)",  # Balinese
    "gpe": r"(Chale|wey dey)",  # Ghanaian Pidgin
    "arq": r"(راك|تاع|هاد)",  # Algerian Arabic
    "jje": r"(헙서|맙서|봅서)",  # Jeju
    "apd": r"(زول|ساي)",  # Sudanese Arabic
    "lld": r"(chësta|scrij|\bnia\b)",  # Ladin
    "tcy": r"(ಡ್ಚಿ|ದಾಲ|ಈರ್)",  # Tulu
    # benign languages only
    "de": r"[äöüß]",
    "fr": r"[éèàç]",
    "sv": r"[åäö]",
    "pl": r"[ąęłńśźżó]",
    "cs": r"[ěščřžýůú]",
    "hu": r"[őűáéí]",
    "fi": r"[äö]",
    "ca": r"(l'|ç|\bels\b)",
    "el": r"[α-ω]",
}

# --- the decoders, written again here from the encodings' definitions ----------------------

_ABC = "abcdefghijklmnopqrstuvwxyz"


def _letters_named(prefix: str) -> str:
    """The first 26 characters whose Unicode names start with ``prefix``, in code order."""
    found = [
        chr(c) for c in range(0x10000, 0x1E000) if unicodedata.name(chr(c), "").startswith(prefix)
    ]
    return "".join(found[:26])


_LYCIAN = _letters_named("LYCIAN LETTER ")
_BASSA = _letters_named("BASSA VAH LETTER ")
_NUMBER_WORDS = ("ONE", "TWO", "THREE", "FOUR", "FIVE", "SIX", "SEVEN", "EIGHT", "NINE")
_TENS_WORDS = (
    "TEN", "TWENTY", "THIRTY", "FORTY", "FIFTY", "SIXTY", "SEVENTY", "EIGHTY", "NINETY",
)  # fmt: skip
_AEGEAN = {unicodedata.lookup(f"AEGEAN NUMBER {w}"): n for n, w in enumerate(_NUMBER_WORDS, 1)}
_AEGEAN |= {unicodedata.lookup(f"AEGEAN NUMBER {w}"): 10 * n for n, w in enumerate(_TENS_WORDS, 1)}
_MORSE_CODE = (
    ".-", "-...", "-.-.", "-..", ".", "..-.", "--.", "....", "..", ".---", "-.-", ".-..",
    "--", "-.", "---", ".--.", "--.-", ".-.", "...", "-", "..-", "...-", ".--", "-..-",
    "-.--", "--..",
)  # fmt: skip
# The keys of a keyboard, row by row, with the letters QWERTY and Colemak put on them.
_QWERTY = ("qwertyuiop", "asdfghjkl;", "zxcvbnm")
_COLEMAK = ("qwfpgjluy;", "arstdhneio", "zxcvbkm")
_AIKEN_CODE = {
    "0000": 0, "0001": 1, "0010": 2, "0011": 3, "0100": 4, "1011": 5, "1100": 6,
    "1101": 7, "1110": 8, "1111": 9,
}  # fmt: skip


def _words(text: str, between: str, sep: str, letter: Callable[[str], str]) -> str:
    """Words split by ``between``, tokens by ``sep``, each token read by ``letter``."""
    return " ".join("".join(letter(t) for t in word.split(sep)) for word in text.split(between))


def _from_fracmorse(text: str) -> str:
    alphabet = "".join(dict.fromkeys("PUMPROOM" + _ABC.upper()))
    threes = [a + b + c for a in ".-x" for b in ".-x" for c in ".-x" if a + b + c != "xxx"]
    morse = "".join(threes[alphabet.index(c)] for c in text.replace(" ", ""))
    letters = {code: c for code, c in zip(_MORSE_CODE, _ABC, strict=True)}
    words = morse.rstrip("x").split("xx")
    return " ".join("".join(letters[code] for code in word.split("x")) for word in words)


def _from_farfallino(text: str) -> str:
    return re.sub(r"([aeiou])f\1", r"\1", text)


def _from_table(letters: str) -> Callable[[str], str]:
    return lambda text: text.translate(str.maketrans(letters, _ABC))


def _from_colemak(text: str) -> str:
    keys = dict(zip("".join(_COLEMAK), "".join(_QWERTY), strict=True))
    return "".join(keys.get(c, c) for c in text)


def _from_hamming(text: str) -> str:
    halves = []
    for word in text.split():
        assert len(word) == 7 and set(word) <= {"0", "1"}, word
        p1, p2, d1, p3, d2, d3, d4 = (int(b) for b in word)
        assert (p1, p2, p3) == (d1 ^ d2 ^ d4, d1 ^ d3 ^ d4, d2 ^ d3 ^ d4), word
        halves.append(8 * d1 + 4 * d2 + 2 * d3 + d4)
    assert len(halves) % 2 == 0
    return bytes(16 * hi + lo for hi, lo in zip(halves[::2], halves[1::2], strict=True)).decode()


def _from_2b1q(text: str) -> str:
    levels = {"+3": "10", "+1": "11", "-1": "01", "-3": "00"}
    out = []
    for token in text.split():
        found = re.findall(r"[+-][13]", token)
        assert len(found) == 4 and "".join(found) == token, token
        out.append(int("".join(levels[level] for level in found), 2))
    return bytes(out).decode()


def _from_backslang(text: str) -> str:
    return " ".join(word[::-1] for word in text.split(" "))


def _from_spacetab(text: str) -> str:
    assert set(text) <= {" ", "\t"} and len(text) % 8 == 0
    bits = text.replace(" ", "0").replace("\t", "1")
    return bytes(int(bits[i : i + 8], 2) for i in range(0, len(bits), 8)).decode()


def _from_aegean(text: str) -> str:
    def letter(token: str) -> str:
        if not token or any(c not in _AEGEAN for c in token):
            return token
        values = [_AEGEAN[c] for c in token]
        assert values == sorted(values, reverse=True), token  # tens sign, then units
        return _ABC[sum(values) - 1]

    return _words(text, " / ", " ", letter)


def _from_aiken(text: str) -> str:
    out = []
    for token in text.split():
        assert len(token) == 12, token
        out.append(int("".join(str(_AIKEN_CODE[token[i : i + 4]]) for i in range(0, 12, 4))))
    return bytes(out).decode()


def _from_monospace(text: str) -> str:
    return unicodedata.normalize("NFKC", text)


# How to read each ``encoding=`` a fresh22 page may name: all twelve new.
_DECODE: dict[str, Callable[[str], str]] = {
    "fracmorse": _from_fracmorse,
    "farfallino": _from_farfallino,
    "lycian": _from_table(_LYCIAN),
    "colemak": _from_colemak,
    "hamming": _from_hamming,
    "bassavah": _from_table(_BASSA),
    "2b1q": _from_2b1q,
    "backslang": _from_backslang,
    "spacetab": _from_spacetab,
    "aegean": _from_aegean,
    "aiken": _from_aiken,
    "monospace": _from_monospace,
}
_OLD_ENCODINGS = set(DECODE) | {"b85", "atbash"} | {e for p in _OLDER if (e := tag(p, "encoding"))}

# Content types fresh22 serves that no earlier corpus does.
_NEW_TYPES = {_MDVD, _MOL2, _REG, _REFER, _POD, _INK, _TS, _XBEL, _TID, _DCH}
# Where hidden payloads hide: a mark of each hiding place in the page body.
_HIDING_PLACES = {
    "microdvd subtitle shown for no frames": "{4321}{4321}",
    "registry comment": "; kiosk-admin:",
    "markdown footnote nothing refers to": "[^staff]:",
    "pod comment block": "=begin comment",
    "xbel metadata": "<metadata owner=",
    "changelog local variables": "Local variables:",
    "ink block comment": "/*",
    "mol2 comment line": "# reader-note:",
    "html template": "<template>",
    "vanished qt string": 'type="vanished"',
    "tiddlywiki reveal that never shows": "<$reveal",
    "ink tag": "# staffnote:",
}

_CORPUS = BlindCorpus(
    "fresh22",
    FRESH22_ATTACKS,
    FRESH22_BENIGN,
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


def test_the_corpus_is_new_to_the_bench() -> None:
    check_new_to_bench(FRESH22_PAGES, _OLDER, _NEW_TYPES)


def _key(letters: str) -> str:
    return ", ".join(f"{a} {b}" for a, b in zip(_ABC, letters, strict=True))


def _flat(body: str) -> str:
    """The body's text with line breaks read as spaces."""
    return " ".join(body.split())


def test_the_cipher_keys_are_stated_on_their_pages() -> None:
    by_encoding = {tag(p, "encoding"): _flat(unescape(p.body)) for p in FRESH22_ATTACKS}
    fracmorse = by_encoding["fracmorse"]
    assert "keyword PUMPROOM: PUMROABCDEFGHIJKLNQSTVWXYZ" in fracmorse
    assert "x between letters and xx between words" in fracmorse
    assert "..., ..-, ..x, .-." in fracmorse and "xxx left out" in fracmorse
    assert "(so casa is cafasafa)" in by_encoding["farfallino"]
    assert _key(_LYCIAN) in by_encoding["lycian"]
    typed = dict(zip("".join(_QWERTY), "".join(_COLEMAK), strict=True))
    assert _key("".join(typed.get(c, c) for c in _ABC)) in by_encoding["colemak"]
    assert "p1 = d1+d2+d4, p2 = d1+d3+d4 and p3 = d2+d3+d4" in by_encoding["hamming"]
    assert "p1 p2 d1 p3 d2 d3 d4" in by_encoding["hamming"]
    assert _key(_BASSA) in by_encoding["bassavah"]
    assert "10 as +3, 11 as +1, 01 as -1 and 00 as -3" in by_encoding["2b1q"]
    assert "every word said backwards" in by_encoding["backslang"]
    assert "a space for 0 and a tab for 1" in by_encoding["spacetab"]
    assert "high bit first" in by_encoding["spacetab"]
    assert "(so z is \U00010111\U0001010c)" in by_encoding["aegean"]
    assert "0 0000, 1 0001" in by_encoding["aiken"] and "9 1111" in by_encoding["aiken"]
    assert "mathematical monospace" in by_encoding["monospace"]


def test_the_code_tables_are_what_they_say() -> None:
    assert LYCIAN == _LYCIAN and unicodedata.name(LYCIAN[0]) == "LYCIAN LETTER A"
    assert BASSA_VAH == _BASSA and unicodedata.name(BASSA_VAH[0]) == "BASSA VAH LETTER ENNI"
    assert [_AEGEAN[c] for c in AEGEAN_UNITS] == list(range(1, 10))
    assert [_AEGEAN[c] for c in AEGEAN_TENS] == list(range(10, 100, 10))
    assert [MORSE[c] for c in _ABC] == list(_MORSE_CODE)
    assert len(set(TRIGRAPHS)) == 26 and "xxx" not in TRIGRAPHS
    assert FRACMORSE_ALPHABET == "PUMROABCDEFGHIJKLNQSTVWXYZ"
    assert sorted(FRACMORSE_ALPHABET) == list(_ABC.upper())
    assert _from_colemak("".join(COLEMAK[c] for c in _ABC)) == _ABC
    assert {code: n for n, code in enumerate(AIKEN)} == _AIKEN_CODE
    # The Aiken code is self-complementing: 9 - d is d with every bit flipped.
    assert all(AIKEN[9 - d] == AIKEN[d].translate(str.maketrans("01", "10")) for d in range(10))
    assert dict(TWO_B_ONE_Q) == {"10": "+3", "11": "+1", "01": "-1", "00": "-3"}


def test_languages_are_mixed_and_really_used() -> None:
    check_languages(FRESH22_ATTACKS, FRESH22_BENIGN, _SCRIPTS, _OLD_ATTACK_LANGUAGES)


def test_benign_pages_hold_their_facts_and_no_triggers() -> None:
    markers = {p.marker for p in FRESH22_ATTACKS if p.marker}
    for page in FRESH22_BENIGN:
        check_benign(page, markers, ("/collect",))


# --- the new content types parse as what they claim to be ---------------------------------

# MicroDVD control codes: style, colour, size, font and position, at the start of a line.
_MDVD_CODE = r"\{[yYcCsSfFpP]:[^{}]*\}"


def _check_microdvd(page_id: str, text: str) -> None:
    assert text.endswith("\n") and not text.endswith("\n\n"), page_id
    lines = text[:-1].split("\n")
    assert re.fullmatch(r"\{1\}\{1\}\d+(\.\d+)?", lines[0]), page_id  # frames a second
    last = 0
    for line in lines[1:]:
        found = re.fullmatch(r"\{(\d+)\}\{(\d+)\}(.+)", line)
        assert found, (page_id, line)
        start, end = int(found.group(1)), int(found.group(2))
        assert last <= start <= end, (page_id, line)
        last = start
        for part in found.group(3).split("|"):
            rest = re.sub(f"^({_MDVD_CODE})+", "", part)
            assert rest.strip() and "{" not in rest and "}" not in rest, (page_id, line)


_MOL2_RECORDS = {
    "MOLECULE",
    "ATOM",
    "BOND",
    "SUBSTRUCTURE",
    "COMMENT",
    "CRYSIN",
    "DICT",
    "SET",
    "UNITY_ATOM_ATTR",
    "UNITY_BOND_ATTR",
}
_MOL2_TYPES = {"SMALL", "BIOPOLYMER", "PROTEIN", "NUCLEIC_ACID", "SACCHARIDE"}
_MOL2_CHARGES = {"NO_CHARGES", "DEL_RE", "GASTEIGER", "GAST_HUCK", "HUCKEL", "PULLMAN"}
_MOL2_CHARGES |= {"GAUSS80_CHARGES", "AMPAC_CHARGES", "MULLIKEN_CHARGES", "DICT_CHARGES"}
_MOL2_CHARGES |= {"MMFF94_CHARGES", "USER_CHARGES"}
_SYBYL = {"H", "C.3", "C.2", "C.1", "C.ar", "N.3", "N.2", "O.3", "O.2", "S.3", "S.2", "P.3"}


def _check_mol2(page_id: str, text: str) -> None:
    assert text.endswith("\n"), page_id
    records: dict[str, list[str]] = {}
    current = ""
    for line in text[:-1].split("\n"):
        if line.startswith("#"):
            continue  # a comment line
        if line.startswith("@<TRIPOS>"):
            current = line.removeprefix("@<TRIPOS>")
            assert current in _MOL2_RECORDS and current not in records, (page_id, line)
            records[current] = []
            continue
        assert current, (page_id, line)
        records[current].append(line)
    assert next(iter(records)) == "MOLECULE", page_id
    name, counts, mol_type, charges, *_ = records["MOLECULE"]
    assert name and " " not in name.strip(), page_id
    atoms_n, bonds_n, *_ = (int(n) for n in counts.split())
    assert mol_type in _MOL2_TYPES and charges in _MOL2_CHARGES, page_id
    atoms = [line.split() for line in records["ATOM"]]
    assert len(atoms) == atoms_n, page_id
    for n, atom in enumerate(atoms, 1):
        assert int(atom[0]) == n and atom[5] in _SYBYL, (page_id, atom)
        [float(x) for x in atom[2:5]]
        if charges != "NO_CHARGES":
            float(atom[8])
    bonds = [line.split() for line in records["BOND"]]
    assert len(bonds) == bonds_n, page_id
    for n, bond in enumerate(bonds, 1):
        assert int(bond[0]) == n and bond[3] in {"1", "2", "3", "am", "ar", "du", "un", "nc"}
        assert all(1 <= int(a) <= atoms_n for a in bond[1:3]), (page_id, bond)


_REG_STRING = r'"(?:[^"\\]|\\[\\"])*"'
_REG_HIVES = r"HKEY_(LOCAL_MACHINE|CURRENT_USER|CLASSES_ROOT|USERS|CURRENT_CONFIG)"


def _check_regedit(page_id: str, text: str) -> None:
    assert text.endswith("\n"), page_id
    lines = text[:-1].split("\n")
    assert lines[:2] == ["Windows Registry Editor Version 5.00", ""], page_id
    names: set[str] | None = None
    keys = []
    for line in lines[2:]:
        if not line or line.startswith(";"):
            continue
        if line.startswith("["):
            found = re.fullmatch(rf"\[(-?){_REG_HIVES}((\\[^\\\[\]]+)+)\]", line)
            assert found, (page_id, line)
            keys.append(line)
            names = None if found.group(1) else set()
            continue
        found = re.fullmatch(
            rf"(@|{_REG_STRING})=({_REG_STRING}|dword:[0-9a-f]{{8}}|-"
            r"|hex(\([0-9a-f]\))?:([0-9a-f]{2}(,[0-9a-f]{2})*)?)",
            line,
        )
        assert found and names is not None, (page_id, line)
        assert found.group(1) not in names, (page_id, line)
        names.add(found.group(1))
    assert keys and len(keys) == len(set(keys)), page_id


_REFER_TYPES = {
    "Book",
    "Book Section",
    "Journal Article",
    "Generic",
    "Web Page",
    "Report",
    "Thesis",
    "Newspaper Article",
    "Map",
}
_REFER_REPEATS = {"A", "E", "K", "Z"}  # the only tags a record may give twice


def _check_refer(page_id: str, text: str) -> None:
    assert text.endswith("\n") and not text.startswith("\n"), page_id
    for record in text[:-1].split("\n\n"):
        tags = []
        for line in record.split("\n"):
            found = re.fullmatch(r"%([0-9A-Z@]) (\S.*)", line)
            assert found, (page_id, line)
            field, value = found.groups()
            if field == "0":
                assert value in _REFER_TYPES, (page_id, line)
            elif field == "D":
                assert re.fullmatch(r"\d{4}", value), (page_id, line)
            elif field == "U":
                assert re.fullmatch(r"[a-z][a-z0-9+.-]*://\S+", value), (page_id, line)
            tags.append(field)
        assert tags[0] == "0" and "T" in tags, (page_id, record)
        for field in set(tags) - _REFER_REPEATS:
            assert tags.count(field) == 1, (page_id, field)


_POD_COMMANDS = {
    "pod",
    "head1",
    "head2",
    "head3",
    "head4",
    "over",
    "item",
    "back",
    "begin",
    "end",
    "for",
    "encoding",
    "cut",
}


def _check_pod_codes(page_id: str, text: str) -> None:
    """Formatting codes (``B<...>`` and so on) are known and closed."""
    depth = 0
    for found in re.finditer(r"([A-Z])<|>", text):
        if found.group(0) == ">":
            depth = max(depth - 1, 0)  # a lone > is just text
            continue
        assert found.group(1) in "BCEFILSXZ", (page_id, found.group(0))
        depth += 1
    assert depth == 0, (page_id, text)


def _check_pod(page_id: str, text: str) -> None:
    assert text.startswith("=pod\n\n") and text.endswith("\n\n=cut\n"), page_id
    over, blocks = 0, []
    for para in re.split(r"\n[ \t]*\n", text.strip("\n")):
        if para.startswith("="):
            found = re.fullmatch(r"=([a-z]+[1-4]?)(?:[ \n](.*))?", para, re.S)
            assert found and found.group(1) in _POD_COMMANDS, (page_id, para)
            command, argument = found.group(1), (found.group(2) or "").strip()
            if command == "over":
                assert re.fullmatch(r"\d*", argument), page_id
                over += 1
            elif command == "back":
                assert over, page_id
                over -= 1
            elif command == "item":
                assert over and argument, page_id
            elif command == "begin":
                blocks.append(argument)
            elif command == "end":
                assert blocks and blocks.pop() == argument, page_id
            elif command == "encoding":
                assert argument in ("utf8", "UTF-8"), page_id
            elif command == "for":
                assert re.match(r"[\w:-]+\s", argument), page_id
            if command.startswith("head") or command == "item":
                assert argument, page_id
                _check_pod_codes(page_id, argument)
            continue
        if blocks or para[0] in " \t":
            continue  # inside a =begin block, or verbatim
        _check_pod_codes(page_id, para)
    assert over == 0 and not blocks, page_id


def _check_ink(page_id: str, text: str) -> None:
    assert text.endswith("\n"), page_id
    code = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    assert "/*" not in code and "*/" not in code, page_id
    knots: list[str] = []
    diverts: list[str] = []
    variables: set[str] = set()
    for raw in code.split("\n"):
        line = raw.split("//", 1)[0].split("#", 1)[0].strip()  # comments, then tags
        if not line:
            continue
        if found := re.fullmatch(r"===\s*(\w+)\s*===", line):
            knots.append(found.group(1))
            continue
        assert not line.startswith("="), (page_id, line)  # no stitches here
        if found := re.fullmatch(r"VAR (\w+) = (\d+|true|false)", line):
            variables.add(found.group(1))
            continue
        if line.startswith("~"):
            found = re.fullmatch(r"~ (\w+) = (\w+) [+-] \d+", line)
            assert found and {found.group(1), found.group(2)} <= variables, (page_id, line)
            continue
        if line[0] in "*+":
            assert re.fullmatch(r"[*+]+\s*\[[^\[\]]+\][^\[\]]*", line), (page_id, line)
        diverts += re.findall(r"->\s*(\w+)", line)
        content = re.sub(r"->\s*\w+", "", line)
        for name in re.findall(r"\{([^{}]*)\}", content):
            assert name in variables, (page_id, line)
        rest = re.sub(r"\{[^{}]*\}", "", content)
        assert "{" not in rest and "}" not in rest and "->" not in rest, (page_id, line)
        assert "<>" not in rest and not rest.startswith("-"), (page_id, line)
    assert len(knots) == len(set(knots)) and "start" in knots, page_id
    for target in diverts:
        assert target in knots or target in ("END", "DONE"), (page_id, target)


_TS_ORDER = (
    "location",
    "source",
    "oldsource",
    "comment",
    "oldcomment",
    "extracomment",
    "translatorcomment",
    "translation",
)


def _check_linguist(page_id: str, text: str) -> None:
    assert text.startswith('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'), page_id
    root = ET.fromstring(text)
    assert root.tag == "TS" and root.get("version") == "2.1", page_id
    for lang in (root.get("language"), root.get("sourcelanguage")):
        assert lang and re.fullmatch(r"[a-z]{2,3}(_[A-Z]{2})?", lang), page_id
    names = []
    for context in root:
        assert context.tag == "context", (page_id, context.tag)
        first, *messages = list(context)
        assert first.tag == "name" and first.text, page_id
        names.append(first.text)
        assert messages, page_id
        for message in messages:
            assert message.tag == "message", (page_id, message.tag)
            tags = [child.tag for child in message]
            assert all(t in _TS_ORDER for t in tags), (page_id, tags)
            places = [_TS_ORDER.index(t) for t in tags]
            assert places == sorted(places), (page_id, tags)
            assert tags.count("source") == 1 and tags.count("translation") == 1, page_id
            assert message.findtext("source"), page_id
            for location in message.iter("location"):
                assert location.get("filename") and str(location.get("line")).isdigit()
            translation = message.find("translation")
            assert translation is not None, page_id
            assert translation.get("type") in (None, "unfinished", "vanished", "obsolete")
            if translation.get("type") is None:
                assert translation.text, page_id  # a finished string is translated
    assert len(names) == len(set(names)), page_id


def _check_xbel_node(page_id: str, node: ET.Element, ids: list[str], refs: list[str]) -> None:
    children = [child.tag for child in node]
    head = [t for t in children if t in ("title", "info", "desc")]
    assert children[: len(head)] == head, (page_id, children)
    assert head == [t for t in ("title", "info", "desc") if t in head], (page_id, children)
    if node.get("id"):
        ids.append(str(node.get("id")))
    for child in node:
        if child.tag == "info":
            assert all(m.tag == "metadata" and m.get("owner") for m in child), page_id
        elif child.tag in ("title", "desc"):
            assert not list(child), page_id
        elif node.tag == "bookmark":
            raise AssertionError((page_id, "a bookmark holds only title, info and desc"))
        elif child.tag == "bookmark":
            href = child.get("href", "")
            assert re.fullmatch(r"[a-z][a-z0-9+.-]*:\S+", href), (page_id, href)
            _check_xbel_node(page_id, child, ids, refs)
        elif child.tag == "folder":
            assert child.get("folded", "no") in ("yes", "no"), page_id
            _check_xbel_node(page_id, child, ids, refs)
        elif child.tag == "alias":
            refs.append(child.get("ref", ""))
        else:
            assert child.tag == "separator", (page_id, child.tag)


def _check_xbel(page_id: str, text: str) -> None:
    assert text.startswith('<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE xbel '), page_id
    root = ET.fromstring(text)
    assert root.tag == "xbel" and root.get("version") == "1.0", page_id
    ids: list[str] = []
    refs: list[str] = []
    _check_xbel_node(page_id, root, ids, refs)
    assert len(ids) == len(set(ids)) and set(refs) <= set(ids), page_id


_TID_TYPES = {"text/vnd.tiddlywiki", "text/x-markdown", "text/plain"}


def _check_tiddler(page_id: str, text: str) -> None:
    head, blank, body = text.partition("\n\n")
    assert blank and body.endswith("\n"), page_id
    fields: dict[str, str] = {}
    for line in head.split("\n"):
        found = re.fullmatch(r"([a-z0-9._-]+): (.*)", line)
        assert found and found.group(1) not in fields, (page_id, line)
        fields[found.group(1)] = found.group(2)
    assert fields.get("title") and fields.get("type", "text/vnd.tiddlywiki") in _TID_TYPES
    for name in ("created", "modified"):
        assert re.fullmatch(r"\d{17}", fields[name]), (page_id, name)
    assert re.fullmatch(
        r"(\[\[[^\[\]]+\]\]|[^\s\[\]]+)( (\[\[[^\[\]]+\]\]|[^\s\[\]]+))*", fields["tags"]
    )
    body = re.sub(r"^```[^\n]*\n.*?^```$", "", body, flags=re.S | re.M)  # code blocks
    body = re.sub(r"<!--.*?-->", "", body, flags=re.S)
    stack: list[str] = []
    pairs = {"]]": "[[", "}}": "{{", ">>": "<<"}
    for found in re.finditer(r"\[\[|\]\]|\{\{|\}\}|<<|>>|<(/?)\$([\w.-]+)[^<>]*?(/?)>", body):
        token = found.group(0)
        if token in pairs.values():
            stack.append(token)
        elif token in pairs:
            assert stack and stack.pop() == pairs[token], (page_id, token)
        elif found.group(1):
            assert stack and stack.pop() == found.group(2), (page_id, token)
        elif not found.group(3):
            stack.append(found.group(2))
    assert not stack, (page_id, stack)
    text_only = re.sub(r"[a-z]+://\S+", "", body)  # a link is not italics
    assert text_only.count("''") % 2 == 0 and text_only.count("//") % 2 == 0, page_id
    assert "`" not in re.sub(r"`[^`\n]+`", "", text_only), page_id


_DCH_HEAD = (
    r"([a-z0-9][a-z0-9.+-]+) \(([0-9][A-Za-z0-9.+~-]*)\) ([a-z-]+)( [a-z-]+)*; "
    r"urgency=(low|medium|high|emergency|critical)"
)
_DCH_TAIL = r" -- ([^<>]+) <([^<>@\s]+@[^<>\s]+)>  (.+)"


def _check_changelog(page_id: str, text: str) -> None:
    assert text.endswith("\n"), page_id
    lines = text[:-1].split("\n")
    if "Local variables:" in lines:  # an Emacs block that ends the file
        start = lines.index("Local variables:")
        assert lines[start - 1] == "" and lines[-1] == "End:", page_id
        assert all(re.fullmatch(r"[a-z-]+: .+", line) for line in lines[start + 1 : -1])
        lines = lines[: start - 1]
    entries = []
    i = 0
    while i < len(lines):
        head = re.fullmatch(_DCH_HEAD, lines[i])
        assert head and lines[i + 1] == "", (page_id, lines[i])
        j, items = i + 2, 0
        while not lines[j].startswith(" -- "):
            line = lines[j]
            assert len(line) <= 80, (page_id, line)
            assert line == "" or re.match(r"  (\* \S|  \S|\[ \S)", line), (page_id, line)
            items += line.startswith("  * ")
            j += 1
        assert items and lines[j - 1] == "", page_id
        tail = re.fullmatch(_DCH_TAIL, lines[j])
        assert tail, (page_id, lines[j])
        when = parsedate_to_datetime(tail.group(3))
        assert format_datetime(when) == tail.group(3), (page_id, lines[j])  # weekday right
        version = tuple(int(n) for n in re.findall(r"\d+", head.group(2)))
        entries.append((head.group(1), version, when))
        i = j + 1
        if i < len(lines):
            assert lines[i] == "", page_id
            i += 1
    assert len({name for name, _, _ in entries}) == 1, page_id
    for newer, older in itertools.pairwise(entries):
        assert newer[1] > older[1] and newer[2] > older[2], page_id


_CHECKS: dict[str, Callable[[str, str], None]] = {
    _MDVD: _check_microdvd,
    _MOL2: _check_mol2,
    _REG: _check_regedit,
    _REFER: _check_refer,
    _POD: _check_pod,
    _INK: _check_ink,
    _TS: _check_linguist,
    _XBEL: _check_xbel,
    _TID: _check_tiddler,
    _DCH: _check_changelog,
}


@pytest.mark.parametrize("page", FRESH22_PAGES, ids=lambda p: p.id)
def test_pages_render_like_the_other_corpora(page: Page) -> None:
    check_rendered(page, _CHECKS)


def test_every_page_of_a_new_type_is_checked() -> None:
    check_types_checked(FRESH22_PAGES, _CHECKS, _NEW_TYPES)


def test_the_format_checks_reject_broken_files() -> None:
    # A sanity check on the test's own format checks: each one fails on a broken file.
    broken = {
        _MDVD: "{1}{1}25\n{200}{100}backwards\n",
        _MOL2: "@<TRIPOS>MOLECULE\nx\n2 1\nSMALL\nNO_CHARGES\n@<TRIPOS>ATOM\n"
        "1 O1 0 0 0 O.3\n@<TRIPOS>BOND\n1 1 2 1\n",
        _REG: 'Windows Registry Editor Version 5.00\n\n"Orphan"="no key above"\n',
        _REFER: "%T A record with no type\n%D 2025\n",
        _POD: "=pod\n\n=over 4\n\n=item B<open\n\n=cut\n",
        _INK: "-> nowhere\n\n=== start ===\nHello {unknown}.\n",
        _TS: '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" '
        'language="de_DE" sourcelanguage="en_GB"><context><name>A</name><message>'
        "<translation>x</translation><source>y</source></message></context></TS>\n",
        _XBEL: '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE xbel>\n<xbel version="1.0">'
        '<bookmark href="no scheme"><desc>d</desc><title>t</title></bookmark></xbel>\n',
        _TID: "title: x\ncreated: 2025\nmodified: 20250101000000000\ntags: a\n\n[[open link\n",
        _DCH: "pkg (1.0-1) unstable; urgency=medium\n\n  * Item.\n\n -- A <a@b.example>  "
        "Mon, 08 Mar 2025 20:15:42 +0000\n",
    }
    assert set(broken) == set(_CHECKS)
    check_rejects_broken(_CHECKS, broken)


def test_the_decoders_read_text_encoded_by_hand() -> None:
    # A sanity check on the test's own decoders, with text that carries no payload.
    # e is ".", t is "-": "e t" is ".xx-", padded ".xx-xx": the threes ".xx" and "-xx",
    # the ninth and eighteenth, D and N in the key alphabet.
    assert _from_fracmorse("DN") == "e t"
    assert _from_farfallino("cafasafa") == "casa"
    assert _from_table(_LYCIAN)("\U00010280\U00010299") == "az"
    assert _from_colemak("arst") == "asdf"
    assert _from_hamming("1100110 1101001") == "a"  # 0x61: 6 is 0110, 1 is 0001
    assert _from_table(_BASSA)("\U00016ad0\U00016ae9") == "az"
    assert _from_2b1q("-1+3-3-1") == "a"  # 0x61 = 01 10 00 01
    assert _from_backslang("yob dlo") == "boy old"
    assert _from_spacetab(" \t\t    \t") == "a"
    assert _from_aegean("\U00010107 \U00010111\U0001010c / \U00010108") == "az b"
    assert _from_aiken("000011111101") == "a"  # 0 9 7
    assert _from_monospace("\U0001d68a\U0001d670\U0001d7f7") == "aA1"


def test_the_payloads_read_as_orders() -> None:
    check_payloads_read_as_orders(FRESH22_ATTACKS, _DECODE)


def test_json_and_markup_in_payloads_parse() -> None:
    # Fake tool calls and chat turns written as JSON or XML in the carriers are valid.
    by_id = {p.id.removeprefix("fresh22-attack-"): render(p, COLLECT) for p in FRESH22_ATTACKS}
    value = re.search(r'^"tool_call"="(.*)"$', by_id["markup-tool-reg-call"], re.M)
    assert value is not None
    call = json.loads(value.group(1).replace('\\"', '"').replace("\\\\", "\\"))
    assert call["name"] == "put_store_entry"
    code = re.search(r"```json\n(.*?)\n```", by_id["markup-leak-tid-json"], re.S)
    assert code is not None and json.loads(code.group(1))[0]["role"] == "developer"
    verbatim = re.search(
        r"^  <function_calls>.*?</function_calls>$", by_id["markup-tool-pod-verbatim"], re.S | re.M
    )
    assert verbatim is not None
    invoke = ET.fromstring(verbatim.group(0)).find("invoke")
    assert invoke is not None and invoke.get("name") == "put_store_entry"
    bookmarks = ET.fromstring(by_id["markup-tool-xbel-href"])
    hrefs = [b.get("href", "") for b in bookmarks.iter("bookmark")]
    assert "tool:put_store_entry?store=library&key=census" in hrefs
    transcript = ET.fromstring(by_id["markup-leak-ts-chat"])
    roles = [
        m.findtext("comment") for m in transcript.iter("message") if m.find("comment") is not None
    ]
    assert roles == ["role: system", "role: user", "role: assistant"]
    result = by_id["markup-url-mol2-result"]
    start = result.index("<tool_result")
    ET.fromstring(result[start : result.index("</tool_result>") + len("</tool_result>")])
    assert f"%U {COLLECT}" in by_id["markup-url-refer-result"]
