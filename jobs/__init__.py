"""Background jobs: agent turns, resumes and improvement cycles on arq workers (SPEC 7.2).

``JobQueue`` submits work (to Redis when ``STROP_REDIS_URL`` is set, else it
runs inline in the process); ``jobs.tasks`` holds the task functions and the
run state machine; ``jobs.worker`` the arq worker (``strop worker``);
``jobs.recovery`` finds lost work; ``jobs.progress`` streams partial output.
"""

from jobs.queue import JobQueue, QueueUnavailable, Submission, TurnRequest

__all__ = ["JobQueue", "QueueUnavailable", "Submission", "TurnRequest"]
