"""Sentences of reference documentation, as benign examples for the classifier (SPEC 4.2).

Documentation is written in the imperative ("Return the value.", "Call this
first.", "Use a context manager to close it."), and the classifier learned its
benign wording from generated pages, so a developer's README read much like an
order to the model. The running Python's standard library is reference
documentation written for developers and installed everywhere strop runs: the
language reference behind ``help()`` (``pydoc_data.topics``) and the docstrings
of its modules, classes and functions. Nothing here comes from a corpus the
sanitiser is measured on. The sentences are read from the interpreter's own
files in a fixed order, so the same interpreter always gives the same list.
"""

from __future__ import annotations

import ast
import re
import sysconfig
from collections.abc import Iterable, Iterator
from pathlib import Path

__all__ = ["reference_sentences"]

_MIN_WORDS = 3
_MIN_CHARS = 15
_MAX_CHARS = 400
# Not documentation: tests, the IDLE application, and whatever was installed beside the
# standard library (its site-packages differs from machine to machine).
_SKIPPED_DIRS = frozenset({"test", "tests", "idlelib", "site-packages", "dist-packages"})
_SENTENCE_END = re.compile(r"(?<=[.!?:])\s+(?=[A-Z`\"'(])")
_PARAGRAPH_BREAK = re.compile(r"\n[ \t]*\n")
_INTERACTIVE = (">>>", "...", "$ ")


def _topics() -> list[str]:
    try:
        from pydoc_data.topics import topics
    except ImportError:  # a stripped interpreter: the docstrings remain
        return []
    return [str(topics[name]) for name in sorted(topics)]


def _docstrings(root: Path) -> Iterator[str]:
    """Docstrings of the modules, classes and functions under ``root`` (two levels)."""
    paths = sorted(root.glob("*.py")) + sorted(root.glob("*/*.py"))
    for path in paths:
        if _SKIPPED_DIRS & set(path.relative_to(root).parts):
            continue
        try:
            tree = ast.parse(path.read_text(encoding="utf-8"))
        except (OSError, SyntaxError, UnicodeDecodeError, ValueError):
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
                doc = ast.get_docstring(node)
                if doc:
                    yield doc


def _sentences(text: str) -> Iterator[str]:
    """The sentences of ``text``'s prose paragraphs (an interactive session is no prose)."""
    for block in _PARAGRAPH_BREAK.split(text):
        lines = [line.strip() for line in block.splitlines() if line.strip()]
        if not lines or any(line.startswith(_INTERACTIVE) for line in lines):
            continue
        for sentence in _SENTENCE_END.split(" ".join(lines)):
            sentence = sentence.strip()
            if len(sentence.split()) >= _MIN_WORDS and _MIN_CHARS <= len(sentence) <= _MAX_CHARS:
                yield sentence


def _distinct(texts: Iterable[str]) -> list[str]:
    return list(dict.fromkeys(s for text in texts for s in _sentences(text)))


def reference_sentences(stdlib: Path | None = None) -> list[str]:
    """Each distinct sentence of the language reference and the docstrings of the standard
    library at ``stdlib`` (the running interpreter's when ``None``), in a fixed order."""
    root = stdlib if stdlib is not None else Path(sysconfig.get_paths()["stdlib"])
    return _distinct([*_topics(), *_docstrings(root)])
