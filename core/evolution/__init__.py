"""Self-improvement from ratings: reward analysis, trends and credit assignment (SPEC 5.2, 6.10)."""

from core.evolution.analysis import Analysis, analyse_rating, analyse_with_rules
from core.evolution.aspects import ASPECTS, DIRECTIONS, Aspect, find_aspects
from core.evolution.credit import (
    RatingCredit,
    SpanCredit,
    TrajectoryCredit,
    credit_rating,
    trajectory_credit,
)
from core.evolution.prompt_credit import (
    PromptCredit,
    Segment,
    SegmentCredit,
    prompt_credit,
    split_segments,
)
from core.evolution.ratings import StoredAnalysis, analyse_feedback, analyse_new, get_analysis
from core.evolution.trend import Trend, agent_trend, compute_trend

__all__ = [
    "ASPECTS",
    "DIRECTIONS",
    "Analysis",
    "Aspect",
    "PromptCredit",
    "RatingCredit",
    "Segment",
    "SegmentCredit",
    "SpanCredit",
    "StoredAnalysis",
    "TrajectoryCredit",
    "Trend",
    "agent_trend",
    "analyse_feedback",
    "analyse_new",
    "analyse_rating",
    "analyse_with_rules",
    "compute_trend",
    "credit_rating",
    "find_aspects",
    "get_analysis",
    "prompt_credit",
    "split_segments",
    "trajectory_credit",
]
