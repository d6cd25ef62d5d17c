"""Persistence: SQLAlchemy models, sessions and Alembic migrations."""

from core.storage.agents import Agent, AgentVersion, ToolRecord
from core.storage.base import Base
from core.storage.chat import ChannelSetting, GuardrailRule, SecurityInsight, VaultSecret
from core.storage.consent import ConsentOptOut, ConsentSetting
from core.storage.critiques import Critique
from core.storage.db import Database
from core.storage.evolution import RatingAnalysis
from core.storage.evolution_records import EvolutionRecord
from core.storage.feedback import Feedback
from core.storage.improvement import (
    ImprovementCycle,
    ImprovementJob,
    ModelInstance,
    ModelVersion,
    TrainingRun,
)
from core.storage.loop import ArchitectureProposal, LoopHealthEvent
from core.storage.playbook import TechniqueEntry, TechniqueInsight
from core.storage.runs import Attempt, Run, Span
from core.storage.service import ApiToken, HelpRequest
from core.storage.stores import RagCollection, Store, StoreEntry
from core.storage.workflows import (
    Workflow,
    WorkflowDraft,
    WorkflowFeedback,
    WorkflowRun,
    WorkflowStepRecord,
    WorkflowVersion,
)

__all__ = [
    "Agent",
    "AgentVersion",
    "ApiToken",
    "ArchitectureProposal",
    "Attempt",
    "Base",
    "ChannelSetting",
    "ConsentOptOut",
    "ConsentSetting",
    "Critique",
    "Database",
    "EvolutionRecord",
    "Feedback",
    "GuardrailRule",
    "HelpRequest",
    "ImprovementCycle",
    "ImprovementJob",
    "LoopHealthEvent",
    "ModelInstance",
    "ModelVersion",
    "RagCollection",
    "RatingAnalysis",
    "Run",
    "SecurityInsight",
    "Span",
    "Store",
    "StoreEntry",
    "TechniqueEntry",
    "TechniqueInsight",
    "ToolRecord",
    "TrainingRun",
    "VaultSecret",
    "Workflow",
    "WorkflowDraft",
    "WorkflowFeedback",
    "WorkflowRun",
    "WorkflowStepRecord",
    "WorkflowVersion",
]
