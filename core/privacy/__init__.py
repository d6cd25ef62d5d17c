"""Consent, export, deletion and retention of people's data (SPEC 7.7).

``policy`` decides whose conversations may become training data, ``gate``
applies it to every generated dataset, ``store`` records the choices made in
chat, ``export`` / ``delete`` serve a person's requests, ``retention``
deletes what has outlived its period.
"""

from core.privacy.delete import (
    DeletionReport,
    delete_person,
    opt_out_person,
    remove_from_datasets,
)
from core.privacy.export import export_person
from core.privacy.gate import DatasetGate, Gated
from core.privacy.policy import OWN_PLATFORMS, ConsentPolicy, Decision
from core.privacy.retention import RetentionReport, enforce_retention, retention_loop
from core.privacy.store import ConsentStore
from core.privacy.subjects import Person

__all__ = [
    "OWN_PLATFORMS",
    "ConsentPolicy",
    "ConsentStore",
    "DatasetGate",
    "Decision",
    "DeletionReport",
    "Gated",
    "Person",
    "RetentionReport",
    "delete_person",
    "enforce_retention",
    "export_person",
    "opt_out_person",
    "remove_from_datasets",
    "retention_loop",
]
