"""The self-improvement loop: from recorded runs and ratings to training data."""

__all__: list[str] = []
