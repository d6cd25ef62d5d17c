"""Background jobs: agent turns and improvement steps run by arq workers on Redis.

The queue arrives with the service backbone; until then the CLI runs turns inline.
"""

__all__: list[str] = []
