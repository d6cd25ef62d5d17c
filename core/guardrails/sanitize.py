"""Sanitising text from the internet before a model reads it (SPEC 4.2).

``sanitise`` strips markup, scripts and invisible characters, and removes or
neutralises what reads as instructions to the model rather than content:
"ignore previous instructions" and its variants in several languages, role and
system impersonation, chat-template tokens, tool-call-shaped JSON, secret
placeholders, and the same hidden behind zero-width characters, Unicode tag
characters, look-alike letters or base64. Ordinary text passes through
unchanged apart from markup. What was removed is reported as findings so the
caller can log it.
"""

from __future__ import annotations

import base64
import binascii
import re
import unicodedata
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from bs4 import BeautifulSoup, Comment
from bs4.element import Tag

__all__ = [
    "DEFAULT_MAX_CHARS",
    "Finding",
    "Sanitised",
    "is_hidden",
    "looks_injected",
    "marker",
    "sanitise",
]

DEFAULT_MAX_CHARS = 12_000
_SAMPLE_CHARS = 160


_LABELS = {
    "untrusted_marker": "untrusted-block marker",
    "chat_template": "chat template token",
    "secret_placeholder": "secret placeholder",
    "encoded_instruction": "encoded instructions",
    "tool_call_json": "tool-call-like JSON",
    "role_impersonation": "role label",
    "instruction": "instruction-like text",
}


def marker(kind: str) -> str:
    """What replaces removed content, so the model sees that something was taken out."""
    return f"[guardrail: removed {_LABELS.get(kind, kind)}]"


@dataclass(frozen=True, slots=True)
class Finding:
    """One thing removed or neutralised; ``sample`` is (the start of) what it was."""

    kind: str
    sample: str = ""


@dataclass(frozen=True, slots=True)
class Sanitised:
    text: str
    findings: tuple[Finding, ...] = ()
    chars_in: int = 0
    truncated: bool = False

    def summary(self, samples: int = 5) -> dict[str, Any]:
        """Counts per kind and the first few samples, for a span."""
        counts = Counter(f.kind for f in self.findings)
        shown = [{"kind": f.kind, "text": f.sample} for f in self.findings if f.sample and f.kind][
            :samples
        ]
        return {
            "removed": dict(counts),
            "samples": shown,
            "chars_in": self.chars_in,
            "chars_out": len(self.text),
            "truncated": self.truncated,
        }


@dataclass(slots=True)
class _Work:
    text: str
    findings: list[Finding] = field(default_factory=list)

    def add(self, kind: str, sample: str = "") -> None:
        sample = " ".join(sample.split())
        if len(sample) > _SAMPLE_CHARS:
            sample = sample[:_SAMPLE_CHARS] + "…"
        self.findings.append(Finding(kind, sample))


# --- invisible characters -------------------------------------------------------------

_TAG_CHARS = re.compile("[\U000e0000-\U000e007f]+")
_ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b[@-_]")
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")
# Zero-width and bidirectional-control characters, and the supplementary variation
# selectors (which can carry a byte each behind one visible letter); U+200D (zero-width
# joiner) is kept between emoji, where it builds one glyph out of several.
_INVISIBLE = re.compile(
    "[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180e\u200b\u200c\u200e\u200f"
    "\u202a-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U000e0100-\U000e01ef]"
    "|(?<![\U0001f000-\U0001faff\u2600-\u27bf\ufe0f])\u200d"
)


def _strip_invisible(work: _Work) -> None:
    def tags(match: re.Match[str]) -> str:
        decoded = "".join(chr(ord(c) - 0xE0000) for c in match.group())
        printable = "".join(c for c in decoded if c.isprintable())
        work.add("hidden_characters", f"tag characters: {printable}")
        return ""

    text = _TAG_CHARS.sub(tags, work.text)
    if _ANSI.search(text) or _CONTROL.search(text):
        work.add("control_characters")
        text = _CONTROL.sub("", _ANSI.sub("", text))
    hidden = len(_INVISIBLE.findall(text))
    if hidden:
        work.add("hidden_characters", f"{hidden} zero-width or direction characters")
        text = _INVISIBLE.sub("", text)
    work.text = text


# --- markup ---------------------------------------------------------------------------

# Only real HTML element names count as markup: "ssh <user>@<host>" in a page's
# text is content.
_ELEMENTS = (
    "a|abbr|address|area|article|aside|audio|b|base|bdi|bdo|blockquote|body|br|button|canvas"
    "|caption|center|cite|code|col|colgroup|data|datalist|dd|del|details|dfn|dialog|div|dl|dt"
    "|em|embed|fieldset|figcaption|figure|font|footer|form|frame|frameset|h[1-6]|head|header"
    "|hgroup|hr|html|i|iframe|img|input|ins|kbd|label|legend|li|link|main|map|mark|marquee|menu"
    "|meta|meter|nav|noscript|object|ol|optgroup|option|output|p|param|picture|pre|progress|q"
    "|rp|rt|ruby|s|samp|script|section|select|slot|small|source|span|strike|strong|style|sub"
    "|summary|sup|svg|table|tbody|td|template|textarea|tfoot|th|thead|time|title|tr|track|tt|u"
    "|ul|var|video|wbr"
)
_TAG = re.compile(rf"</?(?:{_ELEMENTS})(?:\s[^<>]*)?/?>|<!--|<!\[CDATA\[|<!doctype", re.I)
_SCRIPT_TAGS = ("script", "style", "template", "noscript", "iframe", "object", "embed")
_HIDDEN_STYLE = re.compile(
    r"display\s*:\s*none|visibility\s*:\s*hidden|font-size\s*:\s*0(?:\.0*)?(?![.\d])"
    r"|opacity\s*:\s*0(?:\.0*)?(?![.\d])|(?<![-\w])(?:width|height)\s*:\s*0(?:px)?\s*(?:;|$)"
    r"|clip\s*:\s*rect\(\s*0|(?:left|top|text-indent)\s*:\s*-\d{3,}",
    re.I,
)


def is_hidden(tag: Tag) -> bool:
    """Whether an HTML element is invisible to a reader (and so only there for machines)."""
    attrs = tag.attrs or {}
    if "hidden" in attrs or str(attrs.get("aria-hidden", "")).lower() == "true":
        return True
    return bool(_HIDDEN_STYLE.search(str(attrs.get("style", ""))))


def _strip_markup(work: _Work) -> None:
    if not _TAG.search(work.text):
        return
    soup = BeautifulSoup(work.text, "html.parser")
    tags = len(soup.find_all(True))
    for tag in soup(_SCRIPT_TAGS):
        work.add("script", tag.get_text())
        tag.decompose()
    for comment in soup.find_all(string=lambda s: isinstance(s, Comment)):
        work.add("hidden_text", f"comment: {comment}")
        comment.extract()
    for tag in soup.find_all(is_hidden):
        if tag.decomposed:
            continue
        text = tag.get_text()
        if text.strip():
            work.add("hidden_text", text)
        tag.decompose()
    if tags:
        work.add("markup", f"{tags} HTML tags")
    work.text = soup.get_text()


# --- look-alike letters ---------------------------------------------------------------

_CONFUSABLE = str.maketrans(
    {
        **dict.fromkeys("аɑα", "a"),
        **dict.fromkeys("сϲ", "c"),
        **dict.fromkeys("ԁ", "d"),
        **dict.fromkeys("еєѐёε", "e"),
        **dict.fromkeys("ɡ", "g"),
        **dict.fromkeys("һ", "h"),
        **dict.fromkeys("іїɩιí", "i"),
        **dict.fromkeys("ј", "j"),
        **dict.fromkeys("κк", "k"),
        **dict.fromkeys("ӏⅼ", "l"),
        **dict.fromkeys("ոռп", "n"),
        **dict.fromkeys("оοօ", "o"),
        **dict.fromkeys("рρ", "p"),
        **dict.fromkeys("ԛ", "q"),
        **dict.fromkeys("ѕ", "s"),
        **dict.fromkeys("τт", "t"),
        **dict.fromkeys("υս", "u"),
        **dict.fromkeys("νѵ", "v"),
        **dict.fromkeys("ԝѡ", "w"),
        **dict.fromkeys("хχ", "x"),
        **dict.fromkeys("уγ", "y"),
        **dict.fromkeys("ᴢ", "z"),
        "0": "o",
        "1": "i",
        "3": "e",
        "@": "a",
        "$": "s",
    }
)


def _fold(text: str, confusables: bool) -> tuple[str, list[int]]:
    """A lower-case, compatibility-normalised copy and, per character, its source index."""
    out: list[str] = []
    index: list[int] = []
    for i, ch in enumerate(text):
        folded = unicodedata.normalize("NFKC", ch).casefold()
        if confusables:
            folded = folded.translate(_CONFUSABLE)
        out.append(folded)
        index.extend([i] * len(folded))
    return "".join(out), index


# --- instruction-like text ------------------------------------------------------------

_W = r"[\s\W_]{1,6}"  # what separates the words of a phrase, punctuation included
_ANY = r"[^.!?\n]{0,40}?"

_ENGLISH = [
    rf"\b(?:ignore|disregard|forget|neglect)\b{_ANY}"
    r"\b(?:previous|prior|above|earlier|preceding|foregoing|former|original|initial|all|any"
    r"|every|your|system|developer|these|those)\b"
    rf"{_ANY}\b(?:instructions?|prompts?|directions?|directives?|guidelines|rules|context"
    r"|commands?|guardrails?|constraints|programming|orders|restrictions)\b",
    rf"\b(?:do{_W}not|don'?t|never){_W}(?:follow|obey|listen{_W}to){_W}(?:the{_W}|your{_W})?"
    r"(?:previous|prior|original|system|above)\b",
    rf"\bnew{_W}(?:system{_W})?(?:instructions?|prompt|task|rules|directives?|objective)\s*:",
    rf"\byour{_W}(?:new|real|true|actual|updated){_W}(?:task|goal|instructions?|objective"
    rf"|mission){_W}(?:is|are|will{_W}be)\b|\byour{_W}(?:new|real|true|actual|updated)"
    r"{_W}(?:task|goal|instructions?|objective|mission)\s*:",
    rf"\b(?:you{_W}are|you'?re){_W}now{_W}(?:in{_W})?(?:an?{_W})?"
    rf"(?:dan|jailbroken|unrestricted|unfiltered|developer{_W}mode)\b",
    rf"\b(?:reveal|print|show|output|repeat|leak|disclose|display|dump)\b{_ANY}"
    rf"\b(?:system{_W}prompt|initial{_W}prompt|hidden{_W}prompt|your{_W}instructions"
    rf"|your{_W}prompt)\b",
    rf"\b(?:send|post|upload|forward|exfiltrate|transmit|e-?mail|leak|submit|paste)\b{_ANY}"
    r"\b(?:secrets?|api[\s_-]?keys?|credentials?|passwords?|tokens?|cookies?|conversation"
    rf"|chat{_W}history|private{_W}data|personal{_W}data)\b{_ANY}\b(?:to|at|via|into)\s+"
    r"(?:https?://|[\w.+-]+@|[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}\b|this\b|the\s+following\b"
    r"|the\s+(?:url|address|endpoint|server|form)\b)",
    rf"\b(?:do{_W}not|don'?t|never){_W}(?:tell|inform|mention|alert|notify|warn)"
    rf"{_W}(?:the{_W})?(?:user|human|operator|owner)\b",
    rf"\bif{_W}you{_W}are{_W}(?:an?{_W})?(?:ai|llm|language{_W}model|ai{_W}assistant"
    r"|chatbot)\b",
    rf"\b(?:attention|note|message|instructions?|important){_W}(?:to|for){_W}(?:the{_W})?"
    rf"(?:ai|llm|ai{_W}assistants?|ai{_W}agents?|language{_W}models?|chatbots?)\b",
    rf"\bact{_W}as{_W}(?:an?{_W})?(?:jailbroken|unfiltered|unrestricted)\b",
    rf"\bstop{_W}what{_W}you{_W}are{_W}doing\b",
]

_OTHER_LANGUAGES = [
    # French, Spanish, Portuguese, Italian
    r"\b(?:ignore[zr]?|oublie[zr]?|ignora|ignoren|olvida|olvide|esqueça|esquece|dimentica)\b"
    r"[^.!?\n]{0,40}?\b(?:instructions?|instrucciones|instruções|instrucoes|istruzioni"
    r"|consignes|indicaciones|directives)\b",
    r"\b(?:nouvelles instructions|nuevas instrucciones|novas instruções|nuove istruzioni)\s*:",
    # German, Dutch
    r"\b(?:ignoriere|ignorieren sie|vergiss|vergessen sie|missachte|negeer|vergeet)\b"
    r"[^.!?\n]{0,40}?\b(?:anweisungen|instruktionen|anordnungen|befehle|vorgaben|instructies"
    r"|aanwijzingen|regels)\b",
    # Polish, Czech, Turkish, Indonesian, Vietnamese
    r"\b(?:zignoruj|ignoruj|zapomnij|ignorujte|zapomeňte)\b[^.!?\n]{0,40}?"
    r"\b(?:instrukcje|polecenia|instrukce|pokyny)\b",
    r"\b(?:önceki|tüm)\b[^.!?\n]{0,30}?\btalimatlar\w*\b[^.!?\n]{0,20}?"
    r"(?:görmezden gel|yok say|unut)",
    r"\b(?:abaikan|lupakan)\b[^.!?\n]{0,40}?\b(?:instruksi|perintah)\b",
    r"\b(?:bỏ qua|phớt lờ)\b[^.!?\n]{0,40}?\b(?:hướng dẫn|chỉ dẫn|lệnh)\b",
    # Russian, Ukrainian
    r"(?:игнорируй|игнорируйте|забудь|забудьте|проигнорируй|не обращай внимания на"
    r"|ігноруй|забудь)[^.!?\n]{0,40}?(?:инструкци|указани|команд|правил|інструкці|вказівк)",
    r"(?:новые инструкции|нові інструкції)\s*:",
    # Chinese, Japanese, Korean
    r"(?:忽略|忽视|无视|無視|忘记|忘記|不要理会|不要理會)[^。！？\n]{0,20}?"
    r"(?:指令|指示|说明|說明|规则|規則|提示|命令|要求)",
    r"(?:以前|前|上記|これまで|先|上)の[^。！？\n]{0,10}?(?:指示|命令|ルール|プロンプト)"
    r"[^。！？\n]{0,10}?(?:を)?(?:無視|忘れ)",
    r"(?:이전|앞의|위의|모든)[^.!?\n]{0,15}?(?:지시|명령|지침|규칙|프롬프트)[^.!?\n]{0,10}?"
    r"(?:무시|잊어)",
    # Arabic, Hindi, Persian, Hebrew
    r"(?:تجاهل|انس|تجاهلي)[^.!?\n؟]{0,40}?(?:التعليمات|الأوامر|التوجيهات)",
    r"(?:पिछले|पिछली|सभी|पूर्व)[^.!?\n।]{0,30}?(?:निर्देशों|निर्देश|आदेशों)[^.!?\n।]{0,30}?"
    r"(?:अनदेखा|नज़रअंदाज़|नजरअंदाज|भूल)",
    r"(?:دستورالعمل|دستورات)[^.!?\n؟]{0,30}?(?:قبلی)[^.!?\n؟]{0,30}?(?:نادیده)",
    r"(?:התעלם|שכח)[^.!?\n]{0,40}?(?:מההוראות|ההוראות|הוראות)",
]

_ENGLISH_RE = [re.compile(p, re.I) for p in _ENGLISH]
_OTHER_RE = [re.compile(p, re.I) for p in _OTHER_LANGUAGES]

# A label that claims the text comes from the system or the developer, not the page.
_ROLES = r"(?:system|developer|admin|administrator|root|operator)"
_QUALIFIER = r"(?:message|prompt|instructions?|note|override|update|notice|command)"
_ROLE_LABEL = re.compile(
    rf"^[ \t>*#=_-]*(?:(?:system|developer)(?:[ \t]+{_QUALIFIER})?"
    rf"|{_ROLES}[ \t]+{_QUALIFIER})[ \t]*:"
    rf"|^[ \t>*#=_-]*[\[(<{{|]+[ \t]*{_ROLES}(?:[ \t]+{_QUALIFIER})?[ \t]*[\])}}>|]+",
    re.I | re.M,
)
_CHAT_TOKENS = re.compile(
    r"<\|[a-z_ ]{2,30}\|>|<</?\s*sys\s*>>|\[/?inst\]|<(?:start|end)_of_turn>"
    r"|</?(?:system|assistant|tool_call|tool_response|function_calls?|invoke)\b[^>]*>",
    re.I,
)
_WRAPPER_MARK = re.compile(
    r"<<<\s*(?:end[\s_-]*)?untrusted[\s_-]*(?:content)?[^>\n]{0,200}>{0,3}", re.I
)
_SECRET_PLACEHOLDER = re.compile(r"\{\{\s*secret\s*:[^}\n]{0,80}\}?\}?", re.I)
_BASE64 = re.compile(r"(?<![A-Za-z0-9+/_-])[A-Za-z0-9+/_-]{24,}={0,2}(?![A-Za-z0-9+/=_-])")
_JSON_START = re.compile(
    r"\{\s*[\"'](?:tool|tool_calls|tool_name|function_call|function|answer|name|action|type)"
    r"[\"']\s*:"
)
_JSON_CALL = re.compile(
    r"[\"'](?:tool|tool_name|name|action|function)[\"']\s*:[\s\S]*[\"'](?:args|arguments"
    r"|parameters|input|action_input)[\"']\s*:"
    r"|^\{\s*[\"'](?:answer|tool_calls|function_call)[\"']\s*:"
    r"|[\"']type[\"']\s*:\s*[\"'](?:function|tool_use|tool_call)[\"']",
)
_SENTENCE_END = ".!?\n。！？"


def _sentence(text: str, start: int, end: int) -> tuple[int, int]:
    """The sentence (at most 300 characters either side) around ``text[start:end]``."""
    lo = start
    while lo > 0 and start - lo < 300 and text[lo - 1] not in _SENTENCE_END:
        lo -= 1
    while lo < start and text[lo] in " \t":
        lo += 1
    hi = end
    while hi < len(text) and hi - end < 300 and text[hi] != "\n":
        hi += 1
        if text[hi - 1] in _SENTENCE_END:
            break
    return lo, hi


def _merge(spans: Iterable[tuple[int, int]]) -> list[tuple[int, int]]:
    merged: list[tuple[int, int]] = []
    for lo, hi in sorted(spans):
        if merged and lo <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(hi, merged[-1][1]))
        else:
            merged.append((lo, hi))
    return merged


def _replace(work: _Work, spans: Iterable[tuple[int, int]], kind: str) -> None:
    text = work.text
    pieces: list[str] = []
    last = 0
    for lo, hi in _merge(spans):
        work.add(kind, text[lo:hi])
        pieces += [text[last:lo], marker(kind)]
        last = hi
    if pieces:
        work.text = "".join(pieces) + text[last:]


def _instruction_spans(text: str) -> list[tuple[int, int]]:
    """Spans of ``text`` (whole sentences) that read as instructions to a model."""
    spans: list[tuple[int, int]] = []
    for confusables, patterns in ((True, _ENGLISH_RE), (False, _OTHER_RE)):
        folded, index = _fold(text, confusables)
        for pattern in patterns:
            for m in pattern.finditer(folded):
                if m.end() > m.start():
                    spans.append(_sentence(text, index[m.start()], index[m.end() - 1] + 1))
    return spans


def looks_injected(text: str) -> bool:
    """Whether ``text`` holds instruction-like content (used on decoded blobs, too)."""
    return bool(
        _instruction_spans(text)
        or _CHAT_TOKENS.search(text)
        or _ROLE_LABEL.search(text)
        or _json_calls(text)
        or _SECRET_PLACEHOLDER.search(text)
    )


def _json_end(text: str, start: int) -> int:
    """Index after the JSON-ish object starting at ``text[start] == "{"`` (or -1)."""
    depth = 0
    quote = ""
    escaped = False
    for i in range(start, min(len(text), start + 20_000)):
        ch = text[i]
        if quote:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == quote:
                quote = ""
        elif ch in "\"'":
            quote = ch
        elif ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
            if depth == 0:
                return i + 1
    return -1


def _json_calls(text: str) -> list[tuple[int, int]]:
    spans: list[tuple[int, int]] = []
    pos = 0
    while (m := _JSON_START.search(text, pos)) is not None:
        end = _json_end(text, m.start())
        if end < 0:
            end = min(len(text), m.start() + 300)
        if _JSON_CALL.search(text[m.start() : end]):
            spans.append((m.start(), end))
            pos = end
        else:
            pos = m.end()
    return spans


def _decode_base64(blob: str) -> str | None:
    data = blob.rstrip("=")
    try:
        raw = base64.b64decode(
            data.replace("-", "+").replace("_", "/") + "=" * (-len(data) % 4), validate=True
        )
        decoded = raw.decode("utf-8")
    except (binascii.Error, ValueError):
        return None
    printable = sum(c.isprintable() or c.isspace() for c in decoded)
    return decoded if decoded and printable / len(decoded) > 0.9 else None


def _encoded(text: str) -> list[tuple[int, int]]:
    spans = []
    for m in _BASE64.finditer(text):
        decoded = _decode_base64(m.group())
        if decoded is not None and looks_injected(decoded):
            spans.append(m.span())
    return spans


def _stage(work: _Work, kind: str, find: Callable[[str], list[tuple[int, int]]]) -> None:
    _replace(work, find(work.text), kind)


def _regex(pattern: re.Pattern[str]) -> Callable[[str], list[tuple[int, int]]]:
    return lambda text: [m.span() for m in pattern.finditer(text) if m.end() > m.start()]


def sanitise(text: str, *, max_chars: int = DEFAULT_MAX_CHARS) -> Sanitised:
    """Clean ``text`` from the internet; at most ``max_chars`` characters come back."""
    # Markup and look-alike checks are not free; what the cap cuts anyway (markup
    # shrinks to a fraction of itself) is not parsed.
    work = _Work(text[: max_chars * 4])
    cut = len(text) - len(work.text)
    _strip_invisible(work)
    _stage(work, "untrusted_marker", _regex(_WRAPPER_MARK))
    _stage(work, "chat_template", _regex(_CHAT_TOKENS))
    _strip_markup(work)
    _stage(work, "secret_placeholder", _regex(_SECRET_PLACEHOLDER))
    # Patterns are cheap but not free: what the cap will cut is not searched.
    truncated = cut > 0 or len(work.text) > max_chars
    if truncated:
        work.text = work.text[:max_chars]
        work.add("length_cap", f"over the limit of {max_chars} characters")
    _stage(work, "encoded_instruction", _encoded)
    _stage(work, "tool_call_json", _json_calls)
    _stage(work, "role_impersonation", _regex(_ROLE_LABEL))
    _stage(work, "instruction", _instruction_spans)
    if truncated:
        work.text += f"\n[guardrail: truncated at {max_chars} characters]"
    return Sanitised(
        text=work.text, findings=tuple(work.findings), chars_in=len(text), truncated=truncated
    )
