"""Rules for people about the AI tools they use (SPEC 4.2).

Terms of use, competition rules and advice pages speak to a person about the
assistants and bots that person uses ("You must not use automated tools,
including AI agents, to scrape this site.", "If you let an AI assistant browse
for you, you remain responsible for what it does."): "you" is the person and
the AI is what they use, so the sentence is no order to the model reading the
page. Such a sentence (the person as the one who uses, lets or asks an AI, the
AI as its object, or as the one who acts on what it wrote, "before you act on an
AI summary"; also told with no "you", "Don't let an AI assistant write your
letter.", and in Portuguese, Spanish, Catalan, French, Italian, German, Dutch and
the Scandinavian languages) that
names nothing to act on (no link, code name, code word or secret) is left as it is.
"""

from __future__ import annotations

import re

from core.guardrails.classifier import names_target

__all__ = ["outside_ai_use_rules", "speaks_of_ai_use"]

Span = tuple[int, int]

_AI = (
    r"(?:ai|a\.i\.|automated|generative|chat[ \t-]?bots?|bots?|assistants?|agents?|scrapers?"
    r"|crawlers?|language[ \t]+models?|llms?)"
)
# "you" as the one who uses, lets or asks an AI: "you use AI tools", "you may use AI coding
# assistants", "if you let an AI assistant browse", "you must not use automated tools".
_USES_AI = re.compile(
    r"\byou\b(?:[ \t]+(?:may|can|must|should|might|do|did|will|are[ \t]+allowed[ \t]+to)"
    r"(?:[ \t]+not|n't)?)?[ \t]+(?:use|let|ask|have|run|install|hire|deploy|employ)[ \t]+"
    rf"(?:(?:an?|the|any|your|such|other)[ \t]+)?(?:[a-z-]+[ \t]+){{0,2}}?{_AI}\b"
    # ... or who acts on what an AI wrote: "Read the original before you act on an AI
    # summary.", "you should not rely on the chatbot's answers"
    r"|\byou\b(?:[ \t]+[a-z']+){0,2}?[ \t]+(?:act|rely|depend)[ \t]+(?:up)?on[ \t]+"
    r"(?:an?|the|any|your)[ \t]+(?:ai|a\.i\.|chat[ \t-]?bot|bot|assistant|model)(?:'s|’s)?"
    r"[ \t-]+(?:summar(?:y|ies)|answers?|output|repl(?:y|ies)|drafts?|translations?)\b"
    # ... or told so with no "you": "Don't let an AI assistant write your letter."
    rf"|\b(?:don't|do[ \t]+not|never)[ \t]+(?:let|use|ask|trust)[ \t]+"
    rf"(?:an?|the|any|your)[ \t]+(?:[a-z-]+[ \t]+){{0,2}}?{_AI}\b"
    # ... and in other languages: "Não deixe um assistente de IA escrever ...", "No dejes
    # que un asistente ...", "Ne laissez pas un assistant ...", "Non lasciate che un
    # assistente ...", "Lassen Sie keinen KI-Assistenten ...", "Laat geen AI-assistent ...".
    # (to the many, too: "Não peçam ao assistente ...", "No le pidáis al asistente ...")
    r"|\bn[ãa]o[ \t]+(?:deix(?:e|es|em)|us(?:e|es|em)|pe[çc](?:a|as|am)|permit(?:a|am))[ \t]+"
    r"(?:que[ \t]+)?(?:um|uma|o|a|ao|à|aos|seu|sua|nenhum)[ \t]+"
    r"(?:assistente|chatbot|bot|agente|modelo|ia)\b"
    r"|\bno[ \t]+(?:les?[ \t]+)?(?:dej(?:es|e|en|éis)|us(?:es|e|en|éis)|pid(?:as|a|an|áis)"
    r"|permit(?:as|an|áis))[ \t]+(?:que[ \t]+)?(?:a[ \t]+)?(?:un|una|el|la|al|tu|su|ning[úu]n)"
    r"[ \t]+(?:asistente|chatbot|bot|agente|modelo|ia)\b"
    r"|\bne[ \t]+(?:laissez|laisse|utilisez|utilise|demandez)[ \t]+pas[ \t]+(?:[àa][ \t]+)?"
    r"(?:un|une|le|la|l'|votre|ton|ta)[ \t]*(?:assistant|chatbot|bot|agent|mod[èe]le|ia)\b"
    r"|\bnon[ \t]+(?:lasciate|lasciare|lascia|usate|usare|usa)[ \t]+(?:che[ \t]+)?"
    r"(?:un|una|il|la|lo|l'|il[ \t]+vostro|il[ \t]+tuo)[ \t]*(?:assistente|chatbot|bot|agente"
    r"|modello|ia)\b"
    r"|\b(?:lassen[ \t]+sie|lass|nutzen[ \t]+sie|verwenden[ \t]+sie)[ \t]+(?:keinen?|nie)"
    r"[ \t]+(?:ki-?)?(?:assistenten|chatbot|bot|agenten|sprachmodell)\b"
    r"|\blaat[ \t]+(?:geen|nooit[ \t]+een)[ \t]+(?:ai-?)?(?:assistent|chatbot|bot|agent)\b"
    r"|\b(?:vraag|gebruik)[ \t]+(?:een|de|uw|je)?[ \t]*(?:ai-?)?(?:assistent|chatbot|bot)\b"
    r"[^.!?\n]{0,12}\bniet\b|\bgebruik[ \t]+geen[ \t]+(?:ai-?)?(?:assistent|chatbot|bot)\b"
    # ... and in Norwegian, Danish and Swedish: "Ikke bruk KI-assistent", "Brug ikke ..."
    r"|\b(?:ikke[ \t]+(?:bruk|brug|spør|spørg)|(?:bruk|brug)[ \t]+ikke|använd[ \t]+inte"
    r"|fråga[ \t]+inte)[ \t]+(?:en[ \t]+|ei[ \t]+|din[ \t]+|di[ \t]+)?(?:ki-?|ai-?)?"
    r"(?:assistent(?:en)?|chatbot(?:en)?|bot(?:en)?)\b"
    # ... and in Catalan: "No demaneu a l'assistent que ...", "No deixeu que un xatbot ...".
    r"|\bno[ \t]+(?:deixeu|deixis|demaneu|demanis|utilitzeu|utilitzis|feu[ \t]+servir"
    r"|facis[ \t]+servir)[ \t]+(?:que[ \t]+|a[ \t]+)?(?:un|una|l'|el|la|cap|el[ \t]+vostre"
    r"|el[ \t]+teu)[ \t]*(?:assistent|xatbot|chatbot|bot|agent|model|ia)\b",
    re.I,
)


def speaks_of_ai_use(sentence: str) -> bool:
    """Whether ``sentence`` speaks to a person about an AI they use and points nowhere."""
    return bool(_USES_AI.search(sentence)) and not names_target(sentence, secrets=True)


def outside_ai_use_rules(text: str, spans: list[Span]) -> list[Span]:
    """``spans`` less the sentences that speak to a person about the AI they use."""
    return [(lo, hi) for lo, hi in spans if not speaks_of_ai_use(text[lo:hi])]
