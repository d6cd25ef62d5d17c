"""Retrieved passages are cut to the sentences about the query (issue 9: RAG quoting)."""

from __future__ import annotations

import pytest

from core.rag.embeddings import MiniLMEmbedder
from core.rag.focus import focus, sentences

FERRY = (
    "Ferry timetable. The harbour ferry to Skerry Island leaves every Wednesday at 08:15. "
    "Tickets cost 12 euros for adults. Bicycles travel free. "
    "Boarding closes ten minutes before departure."
)


@pytest.fixture(scope="module")
def embedder() -> MiniLMEmbedder:
    return MiniLMEmbedder()


def test_sentences_keep_pronouns_with_what_they_refer_to() -> None:
    assert sentences("The tower was built in 1889. It is 330 m tall. Visitors climb it.") == [
        "The tower was built in 1889. It is 330 m tall.",
        "Visitors climb it.",
    ]
    assert sentences("Version 2.5 is out. 3 bugs were fixed!  Really?") == [
        "Version 2.5 is out.",
        "3 bugs were fixed!",
        "Really?",
    ]
    assert sentences("   ") == []


def test_a_passage_is_cut_to_what_the_query_asks(embedder: MiniLMEmbedder) -> None:
    (query,) = embedder.embed(["On which day does the ferry to Skerry Island leave?"])
    (kept,) = focus(query, [FERRY], embedder)
    assert kept.startswith("Ferry timetable. The harbour ferry to Skerry Island leaves")
    assert "Boarding closes" not in kept and "Bicycles" not in kept
    (query,) = embedder.embed(["How much is a ferry ticket?"])
    (kept,) = focus(query, [FERRY], embedder)
    assert "12 euros" in kept and "Boarding closes" not in kept


def test_unrelated_or_single_sentence_passages_stay_whole(embedder: MiniLMEmbedder) -> None:
    one = "A bloom of thirty seconds lets carbon dioxide escape first."
    (query,) = embedder.embed(["ferry departure"])
    assert focus(query, [one, ""], embedder) == [one, ""]
    # Nothing in the passage resembles the query: there is nothing to pick, so it stays.
    (opposite,) = embedder.embed(["zzzz"])
    negative = [-x for x in opposite]
    assert focus(negative, ["Zzzz. Zzzz zzzz zz."], embedder)[0] == "Zzzz. Zzzz zzzz zz."
