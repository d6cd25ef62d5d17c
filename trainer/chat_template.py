"""A training copy of SmolLM2's chat template that marks what the assistant says.

trl computes the loss on assistant turns only when the template wraps them in
``{% generation %}`` blocks, and it has no patched version of SmolLM2's
ChatML template. The copy below renders byte-for-byte the same text as the
template in the GGUF (the markers emit nothing), so the model trains on exactly
the prompts llama.cpp shows it at run time. The span covers the reply and its
``<|im_end|>``, so the model also learns to stop. An assistant turn marked
``"train": false`` (the failed attempt of a ``rise`` chain) is rendered the same
but left out of the loss: the model sees the mistake and learns the correction.
"""

from __future__ import annotations

from core.errors import ConfigurationError

__all__ = ["SMOLLM2_TEMPLATE", "SMOLLM2_TRAINING_TEMPLATE", "training_chat_template"]

SMOLLM2_TEMPLATE = (
    "{% for message in messages %}"
    "{% if loop.first and messages[0]['role'] != 'system' %}"
    "{{ '<|im_start|>system\nYou are a helpful AI assistant named SmolLM, "
    "trained by Hugging Face<|im_end|>\n' }}"
    "{% endif %}"
    "{{'<|im_start|>' + message['role'] + '\n' + message['content'] + '<|im_end|>' + '\n'}}"
    "{% endfor %}"
    "{% if add_generation_prompt %}{{ '<|im_start|>assistant\n' }}{% endif %}"
)

SMOLLM2_TRAINING_TEMPLATE = (
    "{% for message in messages %}"
    "{% if loop.first and messages[0]['role'] != 'system' %}"
    "{{ '<|im_start|>system\nYou are a helpful AI assistant named SmolLM, "
    "trained by Hugging Face<|im_end|>\n' }}"
    "{% endif %}"
    "{% if message['role'] == 'assistant' and message.get('train', true) is not false %}"
    "{{ '<|im_start|>assistant\n' }}"
    "{% generation %}{{ message['content'] + '<|im_end|>' }}{% endgeneration %}"
    "{{ '\n' }}"
    "{% else %}"
    "{{'<|im_start|>' + message['role'] + '\n' + message['content'] + '<|im_end|>' + '\n'}}"
    "{% endif %}"
    "{% endfor %}"
    "{% if add_generation_prompt %}{{ '<|im_start|>assistant\n' }}{% endif %}"
)


def training_chat_template(template: str | None) -> str:
    """The assistant-marked template to train with, for a tokenizer's own ``template``."""
    if template == SMOLLM2_TEMPLATE:
        return SMOLLM2_TRAINING_TEMPLATE
    if template is not None and "{% generation %}" in template:
        return template
    raise ConfigurationError(
        "assistant-only loss needs a chat template with {% generation %} markers; this "
        "tokenizer's template is not SmolLM2's. Train with assistant_only_loss=False instead."
    )
