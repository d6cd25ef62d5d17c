"""The composition root: builds storage, tools, the model and the runner from settings.

Only the edges (CLI, service, bots) create a ``Services``; everything below
receives what it needs as arguments.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import TYPE_CHECKING

from core.agents.defaults import ensure_default_agents
from core.agents.service import AgentService
from core.agents.spec import AgentSpec
from core.browser import BrowserSessions
from core.critique.lessons import LessonBook
from core.critique.scheduler import CritiqueScheduler
from core.models import ModelClient, load_model
from core.runtime.loop import AgentRunner, TurnResult
from core.runtime.selection import Similarity
from core.runtime.trajectory import TrajectoryRecorder
from core.serving.tools import register_serving_tools
from core.settings import Settings
from core.storage import Database
from core.tools.architecture import register_architecture_tools
from core.tools.browser import register_browser_tools
from core.tools.code import register_code_tools
from core.tools.context import FetchLimits, SandboxLimits, ToolContext
from core.tools.custom import load_code_tools, register_custom_tool_tools
from core.tools.design import register_design_tools
from core.tools.evolution import register_evolution_tools
from core.tools.guardrails import register_guardrail_tools
from core.tools.help import register_help_tools
from core.tools.hub import register_hub_tools
from core.tools.improvement import register_improvement_tools
from core.tools.playbook import register_playbook_tools
from core.tools.rag import register_rag_tools
from core.tools.registry import ToolRegistry
from core.tools.security import register_security_tools
from core.tools.stores import register_store_tools
from core.tools.training import register_training_tools
from core.tools.training_data import register_training_data_tools
from core.tools.web import register_web_tools
from core.tools.workflows import register_workflow_tools
from core.vault import Vault, load_key

if TYPE_CHECKING:
    from core.rag.index import RagIndex

__all__ = ["Services", "builtin_tools"]

logger = logging.getLogger(__name__)


def builtin_tools() -> ToolRegistry:
    """Every built-in tool, in the order the model sees them."""
    registry = ToolRegistry()
    register_code_tools(registry)
    register_web_tools(registry)
    register_browser_tools(registry)
    register_store_tools(registry)
    register_rag_tools(registry)
    register_custom_tool_tools(registry)
    register_design_tools(registry)
    register_improvement_tools(registry)
    register_playbook_tools(registry)
    register_evolution_tools(registry)
    register_architecture_tools(registry)
    register_training_tools(registry)
    register_serving_tools(registry)
    register_training_data_tools(registry)
    register_hub_tools(registry)
    register_help_tools(registry)
    register_security_tools(registry)
    register_guardrail_tools(registry)
    register_workflow_tools(registry)
    return registry


class Services:
    """Long-lived objects of one strop process."""

    def __init__(
        self,
        settings: Settings,
        *,
        model: ModelClient | None = None,
        similarity: Similarity | None = None,
    ) -> None:
        self.settings = settings
        settings.data_dir.mkdir(parents=True, exist_ok=True)
        self.db = Database(url=settings.resolved_database_url)
        self.db.migrate()
        self.tools = builtin_tools()
        load_code_tools(self.db, self.tools)
        self.agents = AgentService(self.db)
        ensure_default_agents(self.agents)
        self._model = model
        self._model_lock = threading.Lock()
        self._models: dict[str, ModelClient] = {}
        self._rag: RagIndex | None = None
        self._similarity = similarity
        self._vault: Vault | None = None
        # Awaited with the run id when a run's attempt ends (tools' per-run cleanup).
        self.run_end_hooks: list[Callable[[int], Awaitable[None]]] = []
        # One browser context per run, closed when the run's attempt ends.
        self.browser = BrowserSessions()
        self.run_end_hooks.append(self.browser.close_run)
        # The self-critique log (STROP_CRITIQUE): critiques after runs, lessons before them.
        self.critiques = CritiqueScheduler(self.db)
        self.lessons = LessonBook(self.db, similarity=similarity)

    @property
    def model(self) -> ModelClient:
        # One load even when warm_up() races the first message: llama.cpp swaps the
        # process's stdout/stderr while loading, and two overlapping loads can leave
        # stdout pointing at /dev/null.
        with self._model_lock:
            return self._load_model()

    def default_lora(self) -> Path | None:
        """The adapter the configured model serves: ``STROP_LORA_PATH``, else the bundled
        warm-start adapter for the embedded model (unless ``STROP_WARMSTART=false``)."""
        s = self.settings
        if s.lora_path is not None:
            return s.lora_path
        if s.warmstart and s.model == "embedded":
            from core.models.warmstart import bundled_adapter

            return bundled_adapter()
        return None

    def _load_model(self) -> ModelClient:
        if self._model is None:
            s = self.settings
            self._model = load_model(
                s.model,
                lora_path=self.default_lora(),
                n_ctx=s.n_ctx,
                n_threads=s.n_threads,
                api_base=s.model_api_base,
                api_key=s.model_api_key.get_secret_value() if s.model_api_key else None,
            )
        return self._model

    def model_for(self, spec: str) -> ModelClient:
        """The model an agent asks for (``AgentSpec.model``); ``""`` is the configured one.

        Other specs are loaded once and kept, so agents can run on different
        instances side by side; ``STROP_LORA_PATH`` applies only to the default.
        ``instance:NAME`` is a model instance's base with its current adapter.
        """
        if not spec:
            return self.model
        with self._model_lock:
            if spec not in self._models and spec.startswith("instance:"):
                from core.serving import InstanceService, instance_model

                self._models[spec] = instance_model(
                    InstanceService(self.db, self.settings.data_dir),
                    spec.removeprefix("instance:"),
                    n_ctx=self.settings.n_ctx,
                    n_threads=self.settings.n_threads,
                )
            if spec not in self._models:
                s = self.settings
                self._models[spec] = load_model(
                    spec,
                    n_ctx=s.n_ctx,
                    n_threads=s.n_threads,
                    api_base=s.model_api_base,
                    api_key=s.model_api_key.get_secret_value() if s.model_api_key else None,
                )
            return self._models[spec]

    def route(
        self, agent: str, agent_model: str = "", *, key: str = "", tool: str | None = None
    ) -> ModelClient:
        """The model for one request: the specialist tagged ``tool:NAME`` for a request
        about ``tool``, else the agent's own ``model``, an instance tagged ``agent:NAME``,
        an A/B arm (``ab:GROUP``, sticky per ``key``) or an ensemble.

        Behind it stands the fallback chain (``core.serving.fallback``): an
        instance's previous version, its base, then ``STROP_FALLBACK_MODEL``.
        """
        from core.serving.fallback import FallbackModel, fallback_chain
        from core.serving.instances import InstanceService
        from core.serving.routing import Router, RouteRequest

        instances = InstanceService(self.db, self.settings.data_dir)
        router = Router(instances, self.model_for)
        spec = router.spec_for(
            RouteRequest(agent=agent, agent_model=agent_model, key=key, tool=tool)
        )
        hosted = self.settings.fallback_model
        links = fallback_chain(
            spec,
            instances=instances,
            load_spec=router.load,
            load_version=self.instance_version,
            hosted=self._hosted_model if hosted else None,
            hosted_name=hosted,
        )
        if len(links) == 1:
            return links[0].load()  # nothing to fall back on
        return FallbackModel(links, timeout_s=self.settings.fallback_timeout_s)

    def instance_version(self, name: str, version: int) -> ModelClient:
        """Version ``version`` of instance ``name`` (0: its base) in this process, kept loaded."""
        from core.serving import InstanceService
        from core.serving.resolve import version_model

        key = f"instance:{name}@v{version}"
        with self._model_lock:
            if key not in self._models:
                self._models[key] = version_model(
                    InstanceService(self.db, self.settings.data_dir),
                    name,
                    version,
                    n_ctx=self.settings.n_ctx,
                    n_threads=self.settings.n_threads,
                )
            return self._models[key]

    def _hosted_model(self) -> ModelClient:
        from core.models.litellm import LiteLLMModel

        s = self.settings
        key = f"fallback:{s.fallback_model}"
        with self._model_lock:
            if key not in self._models:
                self._models[key] = LiteLLMModel(
                    model=s.fallback_model.removeprefix("litellm:"),
                    api_base=s.fallback_api_base,
                    api_key=s.fallback_api_key.get_secret_value() if s.fallback_api_key else None,
                    timeout_s=s.fallback_timeout_s,
                )
            return self._models[key]

    def swap_model(self, spec: str, client: ModelClient) -> None:
        """Serve ``spec`` (``""``: the default model) with ``client`` from the next request on.

        Runs already under way finish on the model they started with.
        """
        with self._model_lock:
            if spec:
                self._models[spec] = client
            else:
                self._model = client

    @property
    def vault(self) -> Vault:
        """The secret vault, keyed from STROP_VAULT_KEY or the key file."""
        if self._vault is None:
            s = self.settings
            key = load_key(
                s.vault_key.get_secret_value() if s.vault_key else None,
                s.resolved_vault_key_file,
            )
            self._vault = Vault(self.db, key)
        return self._vault

    @property
    def rag(self) -> RagIndex:
        if self._rag is None:
            from core.rag.index import RagIndex

            s = self.settings
            if s.qdrant_url:
                key = s.qdrant_api_key.get_secret_value() if s.qdrant_api_key else None
                self._rag = RagIndex(url=s.qdrant_url, api_key=key)
            else:
                self._rag = RagIndex(path=s.qdrant_path)
        return self._rag

    def context(self, agent: str, run_id: int | None = None) -> ToolContext:
        s = self.settings
        return ToolContext(
            agent=agent,
            db=self.db,
            data_dir=s.data_dir,
            sandbox=SandboxLimits(
                timeout_s=s.run_code_timeout_s,
                memory_mb=s.run_code_memory_mb,
                output_bytes=s.run_code_output_bytes,
            ),
            fetch=FetchLimits(
                max_bytes=s.fetch_max_bytes,
                timeout_s=s.fetch_timeout_s,
                max_redirects=s.fetch_max_redirects,
            ),
            run_id=run_id,
            rag=self.rag,
            extras={
                "registry": self.tools,
                "services": self,
                "vault": self.vault,
                "help_request_ttl_s": s.help_request_ttl_s,
            },
        )

    def warm_up(self) -> threading.Thread:
        """Load the model in the background so the first reply is fast."""

        def load() -> None:
            _ = self.model

        thread = threading.Thread(target=load, name="strop-warm-up", daemon=True)
        thread.start()
        return thread

    def runner(self, model: ModelClient | None = None, *, critique: bool = False) -> AgentRunner:
        """A runner on ``model`` (default: the configured model).

        ``critique``: the runs answer people (chat, queued turns), so they get lessons
        from the critique log and are critiqued afterwards, unless STROP_CRITIQUE=off.
        Evaluations, self-play and distillation leave it off: their runs must not be
        steered by lessons nor feed them.
        """
        model = model or self.model
        critique = critique and self.settings.critique != "off"
        return AgentRunner(
            model=model,
            tools=self.tools,
            db=self.db,
            context_factory=self.context,
            tool_output_chars=self.settings.tool_output_chars,
            max_message_chars=self.settings.max_message_chars,
            similarity=self._similarity,
            secrets=self.vault,
            on_run_end=self._end_run,
            on_fallback=self._count_fallback,
            lessons=self.lessons.for_turn if critique else None,
            after_run=self._critique_after(model) if critique else None,
        )

    def _critique_after(self, model: ModelClient) -> Callable[[TurnResult, AgentSpec], None]:
        judge = model if self.settings.critique == "full" else None

        def submit(result: TurnResult, agent: AgentSpec) -> None:
            # A failure that will be retried is not the run's end yet.
            if result.retryable or agent.param("quick"):
                return
            if result.status in ("done", "failed"):
                self.critiques.submit(result.run_id, judge=judge)

        return submit

    def _count_fallback(self, recorder: TrajectoryRecorder) -> None:
        from core.serving.fallback_alerts import raise_if_due

        try:
            raise_if_due(
                recorder,
                count=self.settings.fallback_alert_count,
                window_s=self.settings.fallback_alert_window_s,
            )
        except Exception:  # an alert must never fail the run it is about
            logger.exception("checking for repeated fallbacks failed (run %s)", recorder.run_id)

    async def _end_run(self, run_id: int) -> None:
        for hook in list(self.run_end_hooks):
            try:
                await hook(run_id)
            except Exception:
                logger.exception("cleaning up after run %s failed", run_id)

    def close(self) -> None:
        self.browser.close()
        if self._rag is not None:
            self._rag.close()
        self.db.dispose()
