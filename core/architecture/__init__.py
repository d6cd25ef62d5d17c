"""Architecture from a spec (SPEC 6.7): propose, approve, build, gate.

``propose_architecture`` checks a spec against the allow-list and the compute
cap and asks an administrator; ``core.architecture.approval`` acts on the
answer and ``core.architecture.build`` builds and gates an approved one.
"""

from core.architecture.allow import ALLOWABLE, changes, check_allowed
from core.architecture.estimate import Estimate, estimate
from core.architecture.propose import Proposal, load_proposal, propose_architecture
from core.architecture.spec import ArchitectureSpec, BaseFigures, base_figures, parse_spec

__all__ = [
    "ALLOWABLE",
    "ArchitectureSpec",
    "BaseFigures",
    "Estimate",
    "Proposal",
    "base_figures",
    "changes",
    "check_allowed",
    "estimate",
    "load_proposal",
    "parse_spec",
    "propose_architecture",
]
