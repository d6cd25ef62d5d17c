"""Model serving: instances and versions, deploy targets, routing (SPEC 6.4, 6.6).

``InstanceService`` keeps named instances and their adapter versions;
``Deployer`` puts a version behind a target (``EmbeddedTarget`` hot-swaps
llama.cpp in this process, ``LlamaCppServerTarget`` runs llama.cpp's server,
``OllamaTarget`` creates Ollama models) and rolls back; ``Router`` picks the
model of a request; ``EnsembleModel`` lets several models vote.
"""

from core.serving.deploy import Deployer, make_target
from core.serving.embedded import EmbeddedTarget
from core.serving.ensemble import EnsembleModel
from core.serving.instances import Instance, InstanceService, Version
from core.serving.llamacpp_server import LlamaCppServerTarget
from core.serving.ollama import OllamaTarget
from core.serving.resolve import INSTANCE_PREFIX, instance_model
from core.serving.routing import Router, RouteRequest
from core.serving.target import Deployment, DeployTarget

__all__ = [
    "INSTANCE_PREFIX",
    "DeployTarget",
    "Deployer",
    "Deployment",
    "EmbeddedTarget",
    "EnsembleModel",
    "Instance",
    "InstanceService",
    "LlamaCppServerTarget",
    "OllamaTarget",
    "RouteRequest",
    "Router",
    "Version",
    "instance_model",
    "make_target",
]
