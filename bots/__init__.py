"""Chat surfaces: adapters that convert platform events to core events and back."""

__all__: list[str] = []
