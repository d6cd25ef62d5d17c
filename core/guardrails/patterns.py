"""The vocabulary of prompt injection: what the sanitiser looks for (SPEC 4.2).

Two kinds of evidence. *Strong* phrases are instructions to a model on their
own ("ignore previous instructions", "reveal your system prompt", "if you are
an AI ..."), in English and a dozen other languages. *Features* are weaker
signs that add up in one sentence: the reader addressed as an AI (in about
twenty languages, after a greeting or a call for attention too), an
obligation, control over the reply ("only the word X", "in every answer",
"escreva apenas X"), the user's request set aside, a secret named, a tool
invoked by its identifier, a URL to open, a claim of new instructions or of
the operator's authority, a fake end of page or chat turn. A rule addressed
to people ("members must ...") counts against a sentence, and so does API
documentation for sending a token. ``fold`` makes the English patterns see
through look-alike letters and digit spellings.
"""

from __future__ import annotations

import re
import unicodedata

__all__ = [
    "CHAT_CLOSE",
    "CHAT_OPEN",
    "CHAT_TOKENS",
    "CONDITIONAL",
    "DEFINITION",
    "DOCS_CUE",
    "EXFIL",
    "FEATURES",
    "HUMAN_SUBJECT",
    "MENTION_CUE",
    "QUOTED",
    "REPORTING",
    "ROLE_LABEL",
    "STRONG_EN",
    "STRONG_OTHER",
    "fold",
]

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


def fold(text: str, confusables: bool) -> tuple[str, list[int]]:
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


# --- strong phrases -------------------------------------------------------------------

_W = r"[\s\W_]{1,6}"  # what separates the words of a phrase, punctuation included
_ANY = r"[^.!?\n]{0,40}?"
# A job title is not a model ("the assistant to the director", "assistant librarian").
_JOB_WORDS = (
    r"(?:to{_W}the|director|manager|secretary|editor|librarian|head|principal|curator"
    r"|warden|treasurer|professor|coach|producer|teacher|registrar|headteacher|archivist"
    r"|\w*makers?|keepers?|engineer|officer|clerk|controller|inspector|superintendent"
    r"|surveyor|master|harbou?r{_W}?master|captain|chef|cook|nurse|coordinator"
    r"|administrator|accountant|steward|ranger|guide|planner|organi[sz]er|buyer|conductor"
    r"|organist|priest|vicar)\b"
)
_JOB = r"(?!{_W}" + _JOB_WORDS + ")"
# What follows "assistant" in a job title, for modules that find readers their own way,
# and the assistant of one ("assistant curator").
JOB_TITLE = re.compile(("{_W}" + _JOB_WORDS).replace("{_W}", _W), re.I)
ASSISTANT_JOB = re.compile(("\\bassistants?(?={_W}" + _JOB_WORDS + ")").replace("{_W}", _W), re.I)

_AI = (
    r"(?:ai|a\.i\.|llm|llms|gpt|chat{_W}?bots?|bots?|(?:ai{_W}|virtual{_W})?assistants?"
    + _JOB
    + r"|language{_W}models?|ai{_W}(?:models?|agents?|systems?|helpers?|readers?)"
    r"|automated{_W}(?:readers?|agents?|systems?|tools?))"
).replace("{_W}", _W)

_ENGLISH = [
    rf"\b(?:ignore|disregard|forget|neglect|override|bypass)\b{_ANY}"
    r"\b(?:previous|prior|above|earlier|preceding|foregoing|former|original|initial|all|any"
    r"|every|your|system|developer|these|those|existing|current)\b"
    rf"{_ANY}\b(?:instructions?|prompts?|directions?|directives?|guidelines|rules|context"
    r"|commands?|guardrails?|constraints|programming|orders|restrictions|policies)\b"
    # (not orders of one kind, as a scam warning says: "Ignore any instructions to install
    # remote-access software.")
    r"(?!\s+to\s+(?!(?:the|a|an|me|you|your|yours|us|them|it|this|that|these|those|any|all"
    r"|every|each|its|our|their|my|his|her)\b)[a-z]+\b)",
    rf"\b(?:do{_W}not|don'?t|never){_W}(?:follow|obey|listen{_W}to){_W}(?:the{_W}|your{_W})?"
    r"(?:previous|prior|original|system|above|user)\b",
    rf"\bnew{_W}(?:system{_W})?(?:instructions?|prompt|directives?)\s*:",
    rf"\byour{_W}(?:new|real|true|actual|updated){_W}(?:task|goal|instructions?|objective"
    rf"|mission){_W}(?:is|are|will{_W}be)\b|\byour{_W}(?:new|real|true|actual|updated)"
    r"{_W}(?:task|goal|instructions?|objective|mission)\s*:",
    rf"\b(?:you{_W}are|you'?re){_W}now{_W}(?:in{_W})?(?:an?{_W})?"
    rf"(?:dan|jailbroken|unrestricted|unfiltered|developer{_W}mode)\b",
    rf"\b(?:reveal|print|show|output|repeat|leak|disclose|display|dump)\b{_ANY}"
    rf"\b(?:system{_W}prompt|initial{_W}prompt|hidden{_W}prompt|your{_W}instructions"
    rf"|your{_W}prompt)\b",
    rf"\b(?:do{_W}not|don'?t|never){_W}(?:tell|inform|mention|alert|notify|warn)"
    rf"{_W}(?:the{_W})?(?:user|human|operator|owner)\b",
    # "if you are an AI researcher" is a job advert
    rf"\bif{_W}you{_W}are{_W}(?:an?{_W})?{_AI}(?!{_W}(?:researchers?|engineers?|developers?"
    r"|enthusiasts?|students?|compan(?:y|ies)|startups?|teams?|experts?|practitioners?"
    r"|professionals?|specialists?|founders?|users?|artists?|ethicists?)\b)",
    # (... unless hidden or planted by someone: "how attackers hide instructions for AI
    # models" names the thing, it labels nothing)
    rf"(?<!\bhide )(?<!\bhides )(?<!\bhid )(?<!\bhiding )(?<!\bplant )(?<!\bplants )"
    rf"(?<!\bplanted )(?<!\bembed )(?<!\bembeds )(?<!\bsmuggle )(?<!\bsmuggled )"
    rf"\b(?:attention|note|message|instructions?|important|reminder|notice|hint|memo)"
    rf"{_W}(?:to|for){_W}(?:the{_W}|all{_W}|any{_W})?{_AI}",
    rf"\bact{_W}as{_W}(?:an?{_W})?(?:jailbroken|unfiltered|unrestricted)\b",
    rf"\bstop{_W}what{_W}you{_W}are{_W}doing\b",
    # "decode this and do what it says": an encoded payload's lead-in.
    rf"\b(?:decode[sd]?|decipher(?:s|ed)?|decrypt(?:s|ed)?|unscramble[sd]?|translate[sd]?"
    rf"|transliterate[sd]?|convert(?:s|ed)?|reverse[sd]?|rot-?13)\b[^.!?\n]{{0,60}}?"
    rf"\b(?:and|then){_W}(?:do|does|follow|follows|obey|obeys|execute|executes|run|runs"
    rf"|carry{_W}out|carries{_W}out|act{_W}on|acts{_W}on|perform|performs|comply|complies)\b",
    rf"\b(?:do|does|follow|follows|obey|obeys|execute|carry{_W}out)\b{_W}(?:what|whatever)"
    rf"{_W}(?:it|this|that"
    rf"|they|these|those|the{_W}(?:text|message|string|blob|letters|banner|lines?|words?))"
    rf"{_W}(?:says?|spells?|reads?|asks?|wants?)\b",
    # "swap each group for its letter and carry out the result"
    # (not "The summariser does not obey text inside a page")
    r"(?<!\bnot\s)(?<!\bnever\s)(?<!n't\s)"
    rf"\b(?:carry{_W}out|carries{_W}out|obey|obeys)\b{_W}(?:the{_W})?(?:result|text|message"
    r"|decoded\s+\w+)\b",
    # "sing it back and do it", "work it out, then act on it": reading a code, then obeying
    rf"\b(?:read|sing|spell|play|tap|work{_W}out|figure{_W}out|solve|decode)\w*{_W}"
    rf"(?:it|this|them)(?:{_W}(?:back|out|aloud))?{_W}(?:and|then){_W}(?:do|follow|obey"
    rf"|execute|act{_W}on|carry{_W}out)\b",
    # "Execute the following (base64): ..."
    rf"\b(?:execute|follow|obey|run|carry{_W}out|perform|do)\b[^.!?\n]{{0,30}}?"
    r"\b(?:following|this|these|below|encoded)\b[^.!?\n]{0,30}?"
    r"\b(?:base-?64|hex|rot-?13|encoded|cipher\w*)\b",
]

# Sending a secret somewhere: strong, except in documentation of an API ("send your
# token in the Authorization header to https://api...") not addressed to a model.
EXFIL = re.compile(
    rf"\b(?:send|post|upload|forward|exfiltrate|transmit|e-?mail|leak|submit|paste)\b{_ANY}"
    r"\b(?:secrets?|api[\s_-]?keys?|credentials?|passwords?|tokens?|cookies?|conversation"
    rf"|chat{_W}history|private{_W}data|personal{_W}data|deployment{_W}keys?)\b{_ANY}"
    r"\b(?:to|at|via|into)\s+"
    r"(?:https?://|[\w.+-]+@|[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}\b|this\b|the\s+following\b"
    r"|the\s+(?:url|address|endpoint|server|form)\b)",
    re.I,
)
DOCS_CUE = re.compile(
    r"\b(?:headers?|authori[sz]ation|bearer|request body|query (?:string|parameter)|curl"
    r"|(?:post|get|put|patch|delete|http|api) (?:request|call)s?|status code|webhook"
    r"|content-type|sdk|cli)\b",
    re.I,
)

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

STRONG_EN = [re.compile(p, re.I) for p in _ENGLISH]
STRONG_OTHER = [re.compile(p, re.I) for p in _OTHER_LANGUAGES]

# "if you forget your instructions leaflet": a condition, not a command.
CONDITIONAL = re.compile(
    r"\b(?:if|when|whenever|in case|unless|once)\s+(?:you|they|we|users?|people|customers?)"
    r"(?:\s+(?:ever|accidentally|sometimes|later))?\s*$"
)

# --- features: weaker signs that add up within one sentence ---------------------------

# Words for "the AI reading this" in other languages (addressed directly).
_AI_OTHER = (
    r"asistente|asistentes|assistente|assistentes|assistant(?:e)?s?\s+ia|agents?\s+ia|ia\b"
    r"|ki-\w+|ki\b|künstliche intelligenz|sprachmodell\w*|intelligenza artificiale"
    r"|assistente virtuale|modell[oi] linguistic[oi]|modèles? de langage|modelos? de lenguaje"
    r"|modelos? de linguagem|inteligencia artificial|inteligência artificial|ai-\w+"
    r"|taalmodel\w*|kunstmatige intelligentie|assistent\w*|språkmodell\w*|yapay zeka\w*"
    r"|asistan\w*|dil modeli\w*|sztuczn\w+ inteligencj\w+|asysten\w*|model\w* językow\w*"
    r"|ассистент\w*|ии\b|нейросет\w*|помощник\w*|языков\w+ модел\w*|асистент\w*"
    r"|人工智能|助手|助理|アシスタント|ＡＩ|言語モデル|语言模型|인공지능|어시스턴트|언어 ?모델"
    r"|مساعد|الذكاء الاصطناعي|सहायक|עוזר"
)
_MODAL = (
    r"must|should|shall|ha(?:ve|s) to|needs? to|(?:is|are) (?:required|expected|supposed|asked"
    r"|obliged|instructed|requested) to|is to|are to|will have to"
)
# Greetings and calls for attention that open a vocative, in a dozen languages.
_GREETING = (
    r"(?:dear|hey|hi|hello|attention|psst|listen|ok(?:ay)?|estimad[oa]s?|querid[oa]s?|car[oa]"
    r"|cher|chère|chers|liebe[rs]?|hallo|hola|olá|ciao|salut|bonjour|buongiorno|beste|geachte"
    r"|drog[ia]|szanown\w+|sayın|sevgili|atenção|atención|attenzione|achtung|uwaga|dikkat"
    r"|hej|kära|let op|уважаем\w+|дорог\w+|внимание)[\s,!]+"
)
_ADDRESS = (
    # Whoever is asked about the page ("Anyone, person or program, asked about this song").
    r"\b(?:anyone|anybody|whoever|any\s+(?:one|reader|program))\b[^.!?\n]{0,40}?\basked\s+"
    r"(?:about|for)\s+(?:this|these)\s+(?:page|document|text|song|file|record|listing|entry"
    r"|article|post|book|sheet)s?\b|"
    # Vocative: the reader called out as an AI ("Assistant, ...", "AI agents: ...",
    # "dear bot", "for the model reading this", "any AI that is summarising this").
    rf"(?:^|[\"'(\[*#>-]\s*)(?:{_GREETING}|calling\s+all\s+)?"
    rf"(?:the\s+|all\s+|any\s+)?{_AI}\s*[,:;!]"
    rf"|\b(?:dear|hey|hello|attention)\s+(?:the\s+|all\s+|any\s+)?{_AI}"
    rf"|\b{_AI}\s+(?:(?:that|which|who)\s+)?(?:is\s+|are\s+)?(?:reading|processing"
    r"|summari[sz]ing|parsing|browsing|crawling|visiting|indexing|analy[sz]ing)\s+(?:this|these)\b"
)
# The AI as the subject of an obligation or a habit ("the assistant must ...", "AI agents
# have to ..."); without an article only a firm obligation counts ("AI should be
# regulated" is an opinion about AI, not an order to it).
_NORM = (
    r"(?:must|shall|ha(?:ve|s) to|needs? to"
    r"|(?:is|are) (?:required|expected|obliged|instructed) to|is to|are to|always|never|answers"
    r"|replies|responds|fetches|opens|includes|outputs|prints|reveals|says|writes|calls"
    r"|returns|sends|appends|prepends|ends|begins|starts)\b"
)
_SUBJECT = (
    rf"\b(?:the|this|all|any|every|each)\s+{_AI}\s+{_NORM}"
    # ... with what it is doing between ("any AI going through it takes ... and answers")
    rf"|\b(?:the|this|all|any|every|each)\s+{_AI}\s+(?:\w+ing|(?:that|which|who)\s+\w+s)\b"
    rf"[^.!?\n]{{0,50}}?\s(?:{_NORM}|takes|uses|gets)\b"
    rf"|(?:^|[^\w\s]\s*|\band\s+)(?:(?:reading|browsing|summari[sz]ing|crawling)\s+)?{_AI}\s+"
    r"(?:must|ha(?:ve|s) to|needs? to|(?:is|are) (?:required|obliged|instructed) to|are to"
    r"|may only|can only|may not)\b"
)
_ADDRESS_OTHER = (
    rf"(?:^|[\"'(\[*#>-]\s*)(?:{_GREETING})?(?:{_AI_OTHER})(?:\s+(?:ai|ia|ki))?\s*[,:;!，：]"
    r"|\b(?:para|pour|für|an|à|al|ao|для|per)\s+(?:el\s+|la\s+|le\s+|l'|den\s+|die\s+|o\s+|a\s+)?"
    rf"(?:{_AI_OTHER})"
    r"|(?:アシスタント|助手|助理|人工智能|어시스턴트|인공지능)\s*(?:へ|に|様|さん|님|에게|께)?\s*[:：,，、]"
)
_DIRECTIVE = (
    rf"\b(?:{_MODAL}|make sure|be sure to|from now on|from this point|henceforth|right away"
    r"|immediately|at once|without delay|before (?:answering|replying|responding|anything"
    r" else|you (?:answer|reply|respond|continue|do anything))|do this|then continue)\b"
)
_REPLY = (
    r"\b(?:answers?|repl(?:y|ies)|responds?|says?|outputs?|prints?|returns?)\b[^.!?\n]{0,40}?"
    r"\b(?:nothing else|single word|one word|one-word|verbatim|only the word|only with|exactly"
    r"|every (?:reply|answer|message|question|response)|each (?:reply|answer|message"
    r"|response))\b"
    # "... ends its reply with ...", "answer from it": the reply fixed, or drawn from a target
    r"|\b(?:end|ends|ending|begin|begins|beginning|start|starts|starting|sign|signs)\s+(?:its"
    r"|their|your|the|each|every)\s+(?:reply|replies|answer|answers|response|responses)\s+with\b"
    r"|\b(?:answers?|repl(?:y|ies)|responds?)\s+(?:only\s+)?(?:from|using|based on)\s+(?:it|that"
    r"|them|there|what it|the (?:result|response|location|link|url))\b"
    r"|\b(?:in|at the (?:start|end|beginning|top|bottom) of|to|on the (?:first|last) line of)"
    r"\s+(?:your|every|each|the) (?:reply|replies|answer|answers|response|responses|output"
    r"|summary)\b"
    r"|\b(?:do not|don't|never|instead of)\s+(?:answer|answering|respond|responding|reply"
    # ... but "do not reply to all" (to an e-mail) is for its recipients
    r"|replying)\b(?!\s+to\s+(?:all|everyone|this\s+(?:e-?mail|message|newsletter|thread)))"
    r"(?:\s+(?:to\s+)?(?:the|this|their|any|your)\s+(?:user|question|request|human|person))?"
    r"|\b(?:just|only|simply|solely|exclusively)\s+(?:say|answer|reply|respond|write|output"
    r"|print|return)\b|\b(?:say|answer|reply|respond|output|print|return)\s+(?:just|only"
    r"|solely|exclusively)\b"
)
# "Only" next to a verb of answering or writing, in other languages ("escreva apenas X").
_ONLY_OTHER = (
    r"apenas|solamente|sólo|solo|únicamente|unicamente|seulement|uniquement|nur|ausschließlich"
    r"|lediglich|soltanto|alleen|uitsluitend|enkel|tylko|wyłącznie|sadece|yalnızca|только"
    r"|endast|bara"
)
_ANSWER_OTHER = (
    r"escrib[ea]\w*|escrev[ea]\w*|respond[ea]\w*|contesta\w*|diga|écri\w*|répond\w*|dites"
    r"|schreib\w*|antwort\w*|sag\w*|scriv\w*|rispond\w*|schrijf|antwoord\w*|zeg|napisz"
    r"|odpowi\w*|powiedz|yaz\w*|yanıt\w*|cevap\w*|söyle\w*|напиши|ответь|отвечай|скажи"
    r"|skriv\w*|svara|säg"
)
_REPLY_OTHER = (
    rf"\b(?:{_ONLY_OTHER})\b[^.!?\n]{{0,30}}?\b(?:{_ANSWER_OTHER})\b"
    rf"|\b(?:{_ANSWER_OTHER})\b[^.!?\n]{{0,30}}?\b(?:{_ONLY_OTHER})\b"
)
# Setting the user's request aside ("forget my question above", "ignore the user's task").
_OVERRIDE = (
    r"\b(?:ignore|disregard|forget|skip|drop|abandon|set aside|never mind|ignora|ignore[zr]"
    r"|olvida|oublie[zr]?|esque[çc]a|dimentica|ignoriere|vergiss|negeer|vergeet|zignoruj"
    r"|pomiń|unut|игнорируй|забудь)\b[^.!?\n]{0,25}?"
    r"\b(?:question|request|query|task|prompt|pregunta|petición|pedido|pergunta|demande"
    r"|domanda|richiesta|frage|anfrage|vraag|verzoek|pytanie|prośb\w+|soru\w*|istek\w*"
    r"|вопрос\w*|запрос\w*)\b"
    # The reader sent away from what it was given ("... and answers from there, not from
    # these pages", "use those notes, not this file").
    r"|,\s*not\s+(?:from\s+|in\s+)?(?:this|these)\s+(?:file|files|page|pages|document|record"
    r"|text|draft|listing|book|entry)\b"
)
# Text that claims the page is over and a conversation goes on ("END OF PAGE",
# "Conversation resumed"): a fake boundary.
_BOUNDARY = (
    r"\bend of (?:the )?(?:page|document|article|content|context|text|input|web ?page|data)\b"
    r"|\b(?:conversation|session|chat|dialog(?:ue)?) (?:resumed|resumes|continues|restarted"
    r"|restarts)\b|\bnew (?:conversation|session|chat) (?:begins|started|starts)\b"
)
# A line that opens with a chat role ("User: ...", "AI (assistant): ...").
_TURN = (
    r"^[\W_]*(?:user|human|assistant|ai|bot|system|model|gpt|operator)\s*(?:\([^)\n]{0,20}\))?"
    r"\s*:"
)
# Reporting: what experts, a study or an article say about AI is not said to an AI.
REPORTING = re.compile(
    r"\baccording to\b|\b(?:experts?|researchers?|studies|scientists|critics|officials?"
    r"|analysts?|the (?:study|report|article|paper|authors?|survey))\s+(?:say|said|says|found"
    r"|finds|warn(?:s|ed)?|recommend(?:s|ed)?|argue[sd]?|suggest(?:s|ed)?|note[sd]?|show(?:s|ed)?)"
    r"\b|,\s*(?:he|she|they|experts?|researchers?)\s+(?:said|says|warned|added|argued)\b"
    # what a course or a talk covers ("Week 3 covers why you should never paste ...")
    r"|\b(?:covers|explains|shows|teaches|discusses|looks\s+at)\s+(?:why|how|when|what)\b"
    # what something tells a third party ("a system prompt telling it to answer only ...")
    r"|\b(?:telling|tells|told|asking|asks|asked)\s+(?:it|them|him|her)\s+to\b",
    re.I,
)
# People addressed by what they are (students, members, employees): a rule for readers.
# A definition ("A system prompt is the set of instructions ...", "What a system prompt
# is: the hidden instructions ..."): a term that is no AI reader, then "is" and what it
# is. It says what something is; it asks nothing.
DEFINITION = re.compile(
    # (... that sets no reply: "The segment below is the approved reply of any AI
    # assistant" fixes an answer)
    r"^(?![^.!?\n]*\b(?:repl(?:y|ies)|answers?|responses?|outputs?)\b)"
    r"(?:<[^<>\n]*>|\W)*(?:what\s+)?(?:an?|the)\s+"
    r"(?!(?:[\w-]+\s+){0,2}?(?:assistants?|ai|models?|bots?|chatbots?|agents?|llms?|readers?"
    r"|summari[sz]ers?|you)\b)(?:[\w-]+\s+){1,3}?(?:is|are|means)(?:\s*:|\s+(?:an?|the)\b)",
    re.I,
)
HUMAN_SUBJECT = re.compile(
    r"\b(?:students?|pupils?|members?|users?|customers?|employees?|staff|players?|visitors?"
    r"|guests?|participants?|applicants?|authors?|contributors?|readers?|drivers?|passengers?"
    r"|parents?|teachers?|volunteers?|everyone|candidates?|tenants?|residents?|patients?"
    r"|attendees?|subscribers?|owners?|developers?|admins?|administrators?|moderators?)"
    r"\s+(?:must|should|shall|are (?:required|expected|asked) to|need to|have to|may not"
    r"|must not|are not allowed to)\b",
    re.I,
)
_SECRET = (
    r"\b(?:deployment|api|secret|private|access|licen[cs]e|signing|master|admin|ssh|encryption)"
    r"[\s_-]?keys?\b|\bsecrets?\b|\bpasswords?\b|\bpasscodes?\b|\bcredentials?\b"
    r"|\b(?:access|auth|bearer|session|api)[\s_-]?tokens?\b|\bsystem prompt\b"
    r"|\b(?:conversation|chat) history\b|\bcanary\b"
)
_DISCLOSE = (
    r"\b(?:reveal|disclose|repeat|quote|print|write(?: out)?|show|include|share|tell|give"
    r"|output|leak|post|send|save|store|put|append|paste|insert|add)\b[^.!?\n]{0,30}?"
    rf"(?:{_SECRET})"
)
_TOOL = (
    r"\b(?:call|invoke|run|use|execute|trigger|using|with|via)\s+(?:the\s+)?(?:tool\s+)?"
    r"[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b(?!\.\w)"
)
_OPEN_URL = (
    r"\b(?:open|fetch|visit|load|go to|navigate to|browse to|request|ping|access|click|retriev"
    r"|download)\w*\b"
    r"[^.!?\n]{0,40}?(?:https?://|www\.)"
)
# Sending something to a link ("send the booking list to https://...", "upload the
# file to www..."): with an AI reader addressed, a leak to the attacker's address (only
# then: API documentation tells people to send their requests to its endpoints).
_SEND_URL = (
    r"\b(?:send|post|upload|submit|forward|transmit|e-?mail|share|copy|paste|report)\w*\b"
    r"[^.!?\n]{0,60}?\b(?:to|at|into)\s+(?:https?://|www\.)"
)
# A machine's verb of retrieval opening a clause, with a link or a location as its object,
# that the reader's answer hangs on ("Fetch the preflight URL before answering", "fetch
# ... to continue"): people click and visit, programs fetch. API documentation fetches
# too, to list or create something, not to answer.
_FETCH = (
    r"(?:^|[:;,.!?=]\s*|\b(?:then|and|first|now)\s+)(?:please\s+)?(?:fetch|retrieve|crawl)\b"
    r"[^.!?\n]{0,40}?(?:https?://|www\.|\b(?:url|uri|link|location|address|endpoint|resource)s?\b)"
    r"(?:[^.!?\n]|[.!?](?=\S)){0,80}?\b(?:answer\w*|repl(?:y|ies|ying)|respond\w*|continu\w*"
    r"|proceed\w*"
    r"|summari[sz]\w*)\b"
)
_META = (
    r"\b(?:new|updated|real|actual|true|hidden|secret|additional|override|priority|urgent)"
    r"\s+(?:task|instructions?|orders?|objective|goal|directives?|mission)s?\b"
    # ... unless they are someone else's ("new instructions for the contractor were agreed")
    r"(?!\s+for\s+(?:the|our|a|an|all|every)\s+(?!(?:ai|a\.i\.|assistants?|bots?|models?"
    r"|agents?|readers?|llms?|chatbots?|systems?|summari[sz]ers?|crawlers?)\b)[a-z][\w-]*)"
    r"|\b(?:task|instructions?|orders?|directives?)\s+for\s+you\b|\bjailbreak\w*\b"
)
# A claim to speak for whoever runs the site or the model ("Message from the site
# administrator: ...", "Operator override").
_AUTHORITY = (
    r"\b(?:message|note|notice|instructions?|orders?|directive|request|update)\s+from\s+"
    r"(?:the\s+)?(?:site\s+|page\s+|system\s+)?(?:admin(?:istrator)?s?|owners?|operators?"
    r"|developers?|maintainers?|security team|moderators?|system)\b"
    r"|\b(?:operator|admin(?:istrator)?|system|developer|owner)\s+(?:override|directive"
    r"|instruction|order|command)s?\b"
)
_IMPERATIVE = (
    r"^[\W_]*(?:please\s+)?(?:reply|respond|answer|say|print|output|repeat|reveal|disclose"
    r"|write out|type|state|declare)\b"
)
_DIRECTIVE_OTHER = (
    r"\b(?:debes|deberás|tienes que|por favor|escribe|responde|abre|llama|muss|müssen|sollen"
    r"|bitte|rufen sie|schreibe|antworte|öffne|öffnen sie|vous devez|devez|écrivez|répondez"
    r"|ouvrez|appelez|avant de répondre|deve|devi|scrivi|rispondi|apri|chiama|escreva|responda"
    r"|abra|chame|não responda|no respondas|ne répondez pas|antworte nicht"
    r"|gib|gib aus|sofort|zuerst|beantworte|esegui|visita|subito|prima di rispondere"
    r"|moet|moeten|schrijf|bezoek|eerst|voordat je|musisz|należy|napisz|odpowiedz|otwórz"
    r"|wywołaj|dopisz|najpierw|yapmalısın|zorundasın|yanıtlama|cevaplama|yazın|açın|çağırın"
    r"|hemen|måste|skriv|svara|öppna)\b"
    r"|(?:должен|должна|обязательно|напиши|ответь|открой|вызови|сначала|не отвечай"
    r"|请|必须|务必|不要回答|してください|ください|答えず|하세요|해라|반드시|먼저)"
)

FEATURES: tuple[tuple[str, int, re.Pattern[str]], ...] = (
    ("address", 2, re.compile(_ADDRESS, re.I | re.M)),
    ("address", 2, re.compile(_ADDRESS_OTHER, re.I | re.M)),
    ("subject", 1, re.compile(_SUBJECT, re.I)),
    ("directive", 1, re.compile(_DIRECTIVE, re.I)),
    ("directive", 1, re.compile(_DIRECTIVE_OTHER, re.I)),
    ("reply", 2, re.compile(_REPLY, re.I)),
    ("secret", 1, re.compile(_SECRET, re.I)),
    ("disclose", 1, re.compile(_DISCLOSE, re.I)),
    ("tool", 2, re.compile(_TOOL)),
    ("open_url", 1, re.compile(_OPEN_URL, re.I)),
    ("send_url", 1, re.compile(_SEND_URL, re.I)),
    ("fetch", 2, re.compile(_FETCH, re.I | re.M)),
    ("meta", 2, re.compile(_META, re.I)),
    ("imperative", 1, re.compile(_IMPERATIVE, re.I)),
    ("reply", 2, re.compile(_REPLY_OTHER, re.I)),
    ("override", 2, re.compile(_OVERRIDE, re.I)),
    ("boundary", 2, re.compile(_BOUNDARY, re.I)),
    ("turn", 1, re.compile(_TURN, re.I)),
    ("authority", 1, re.compile(_AUTHORITY, re.I)),
)

# A quoted phrase that a sentence talks about ("a sentence such as '...'") is mentioned,
# not used; only short quotations count, a quoted paragraph is still an instruction.
# Quotations a sentence may only talk about: in double, typographic or 'single' quotes,
# *emphasis* or `code` (an article quoting an attack: 'a CV with the line "Ignore ...').
QUOTED = re.compile(
    r"\"[^\"\n]{3,120}\"|“[^”\n]{3,120}”|«[^»\n]{3,120}»|„[^“”\n]{3,120}[“”]"
    r"|(?<![\w'])'[^'\n]{3,120}'(?![\w'])|(?<![\w*])\*[^*\n]{3,120}\*(?![\w*])|`[^`\n]{3,120}`"
    # Texinfo's quoting commands
    r"|@(?:samp|code|verb|kbd|var|dfn|cite)\{[^}\n]{3,200}\}"
)
MENTION_CUE = re.compile(
    r"\b(?:such as|like|e\.g\.|for example|for instance|phrases?|sentences?|called|known as"
    r"|wording|messages?|commands? like|reads?|writes?|says?|said|text|strings?|means?"
    r"|examples?|quote[sd]?|attacks?|injections?|scams?|phishing|warns?|typ(?:e[sd]?|ing)"
    r"|asked|asking|enter(?:s|ed|ing)|hidden|hid|hides|carried|carries)\b",
    re.I,
)

# --- labels and tokens that impersonate the system or a chat turn ---------------------

_ROLES = r"(?:system|developer|admin|administrator|root|operator)"
_QUALIFIER = r"(?:message|prompt|instructions?|note|override|update|notice|command)"
ROLE_LABEL = re.compile(
    rf"^[ \t>*#=_-]*(?:(?:system|developer|assistant)(?:[ \t]+{_QUALIFIER})?"
    rf"|{_ROLES}[ \t]+{_QUALIFIER})[ \t]*:"
    # (an XML element named like a role, "<root>" followed by its child tags, is none)
    rf"|^[ \t>*#=_-]*[\[(<{{|]+[ \t]*{_ROLES}(?:[ \t]+{_QUALIFIER})?[ \t]*[\])}}>|]+"
    r"(?!\s*</?[A-Za-z])"
    # ... or a banner of its own, the role between runs of dashes or equals signs
    # ("MMMMM-----SYSTEM-----", "===== ASSISTANT =====").
    rf"|^[ \t]*[A-Za-z]{{0,8}}[-=~]{{3,}}[ \t]*(?:system|developer|assistant|{_ROLES}[ \t]+"
    rf"{_QUALIFIER})[ \t]*[-=~]{{3,}}[ \t]*$"
    # ... or between at signs, after a comment mark ("-- @@ SYSTEM OVERRIDE @@ ...").
    r"|^[ \t>*#=_/;-]*@@[ \t]*(?:system|developer|assistant)\b[^@\n]{0,30}@@"
    # ... or the Alpaca template's section headers, alone on their line ("### Response:").
    r"|^###[ \t]+(?:instruction|input|response)[ \t]*:[ \t]*$",
    re.I | re.M,
)
CHAT_TOKENS = re.compile(
    r"<\|[a-z_ ]{2,30}\|>|<</?\s*sys\s*>>|\[/?inst\]|<(?:start|end)_of_turn>"
    r"|</?(?:system|assistant|tool_call|tool_response|function_calls?|invoke)\b[^>]*>",
    re.I,
)
# Tokens that open a turn (the block after them is the fake turn) and that close one.
CHAT_OPEN = re.compile(
    r"<\|(?:im_start|start_header_id|system|user|assistant|begin_of_text)\|>|<<\s*sys\s*>>"
    r"|\[inst\]|<start_of_turn>|<(?:system|assistant|tool_response)\b[^>]*>",
    re.I,
)
CHAT_CLOSE = re.compile(
    r"<\|(?:im_end|eot_id|end|end_of_text|endoftext)\|>|<</\s*sys\s*>>|\[/inst\]"
    r"|<end_of_turn>|</(?:system|assistant|tool_response)\s*>",
    re.I,
)
