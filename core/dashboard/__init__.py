"""Server-rendered web dashboard (SPEC 5.3).

The pages are in ``core.dashboard.routes`` (imported by the API app);
``dashboard_link`` is what the bots send on ``/dashboard``.
"""

from core.dashboard.signing import dashboard_link

__all__ = ["dashboard_link"]
