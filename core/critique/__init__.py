"""The self-critique log: critiques of finished runs and the lessons drawn from them."""

from core.critique.collapse import COLLAPSE_KIND, check_collapse
from core.critique.critic import LESSONS_SPAN, CritiqueView, critique_run, get_critique
from core.critique.domain import GENERAL, query_domain
from core.critique.lessons import LessonBook, LessonPlan
from core.critique.scheduler import CritiqueScheduler

__all__ = [
    "COLLAPSE_KIND",
    "GENERAL",
    "LESSONS_SPAN",
    "CritiqueScheduler",
    "CritiqueView",
    "LessonBook",
    "LessonPlan",
    "check_collapse",
    "critique_run",
    "get_critique",
    "query_domain",
]
