"""strop core: the platform-neutral agent runtime, tools, storage and models."""

__all__: list[str] = []
