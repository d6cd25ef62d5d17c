"""LoRA fine-tuning of the small model and export of adapters to GGUF.

Arrives with the self-improvement loop.
"""

__all__: list[str] = []
