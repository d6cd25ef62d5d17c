"""The standard library's reference documentation, read as benign sentences for the classifier."""

from __future__ import annotations

from pathlib import Path

from core.guardrails.reference_prose import reference_sentences

_MODULE = '''"""Tools for reading tide tables.

Read a table with read_table() and pass the result to high_water().
The heights are given in metres.

>>> read_table("harbour.csv")
Table(rows=12)
"""


def read_table(path):
    """Return the table stored at path. Raise ValueError when a row is malformed."""


class Table:
    """Rows of a tide table, oldest first."""
'''


def test_sentences_come_from_docstrings_in_a_fixed_order(tmp_path: Path) -> None:
    (tmp_path / "tides.py").write_text(_MODULE, encoding="utf-8")
    (tmp_path / "broken.py").write_text("def (:\n", encoding="utf-8")
    # What was installed beside the standard library, and its tests, are left out.
    for skipped in ("site-packages", "test"):
        (tmp_path / skipped).mkdir()
        (tmp_path / skipped / "extra.py").write_text('"""Install the extra parts now."""\n')
    (tmp_path / "empty").mkdir()
    topics = set(reference_sentences(tmp_path / "empty"))  # the language reference alone
    sentences = [s for s in reference_sentences(tmp_path) if s not in topics]
    assert sentences == [
        "Tools for reading tide tables.",
        "Read a table with read_table() and pass the result to high_water().",
        "The heights are given in metres.",
        "Return the table stored at path.",
        "Raise ValueError when a row is malformed.",
        "Rows of a tide table, oldest first.",
    ]
    # A session at the prompt is no prose; short fragments ("Table(rows=12)") are not judged.
    assert not any(">>>" in s or "rows=12" in s for s in sentences)


def test_the_running_interpreter_gives_thousands_of_distinct_sentences() -> None:
    sentences = reference_sentences()
    assert len(sentences) > 5_000
    assert len(set(sentences)) == len(sentences)
    assert sentences == reference_sentences()
    # The language reference behind help() is among them.
    assert any("with" in s and "statement" in s for s in sentences)
