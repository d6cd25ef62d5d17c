"""strop's benchmarks: runtime speed against raw llama.cpp, and the task suite.

Run from the repository root with ``python -m bench`` (``make bench``); results
are written by code to ``bench/results/*.json`` and never edited by hand.
"""

from bench.meta import RESULTS_DIR, metadata, write_result

__all__ = ["RESULTS_DIR", "metadata", "write_result"]
