"""The agent loop: model turn -> tool call -> result -> ... -> final answer.

Every model call, tool call, tool result, format error and the output is a
span of the run's trajectory. Malformed replies are re-asked with the error
shown to the model; unknown tools, invalid arguments and tool exceptions are
recorded and fed back as the tool's result. When the step limit is reached,
one last turn is constrained to an answer so a run always ends with one.
"""

from __future__ import annotations

import json
import logging
import re
import string
import time
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Protocol

from core.agents.spec import AgentSpec
from core.errors import (
    ConfigurationError,
    ModelRetry,
    ModelUnavailable,
    RunPaused,
    StropError,
    ToolError,
)
from core.models.base import ChatMessage, Completion, ModelClient
from core.runtime.faithful import faithful_schema, unstated_numbers
from core.runtime.grounding import ask_for, asked_tool, claimed_tool, tool_words, ungrounded
from core.runtime.input import check_message
from core.runtime.prompt import build_messages, call_text, result_message
from core.runtime.protocol import (
    Answer,
    ToolCall,
    answer_schema,
    call_schema,
    parse_reply,
    turn_schema,
)
from core.runtime.repair import drop_repeats, repair_cut_answer
from core.runtime.restate import restricted
from core.runtime.secrets import SecretSource, scrub, substitute
from core.runtime.selection import (
    LexicalSimilarity,
    Similarity,
    order_examples,
    route_first_call,
    select_tools,
)
from core.runtime.streaming import AnswerStream
from core.runtime.trajectory import RunInfo, TrajectoryRecorder
from core.runtime.writes import unasked_write
from core.storage import Database
from core.tools.context import ToolContext
from core.tools.registry import Tool, ToolRegistry

__all__ = ["AgentRunner", "LessonSource", "Lessons", "TurnResult"]

logger = logging.getLogger(__name__)

ContextFactory = Callable[[str, int], ToolContext]


class Lessons(Protocol):
    """What a run is told from earlier critiques (``core.critique.lessons.LessonPlan``)."""

    @property
    def text(self) -> str: ...

    def as_dict(self) -> dict[str, Any]: ...


# (agent, message, the agent's tools, its examples, tool cues, run id) -> the run's lessons.
LessonSource = Callable[
    [AgentSpec, str, Sequence[Tool], Sequence[dict[str, Any]], Mapping[str, Sequence[str]], int],
    Lessons,
]


@dataclass(slots=True)
class TurnResult:
    run_id: int
    output: str
    status: str
    model: str
    tool_calls: list[str] = field(default_factory=list)
    # The arguments of each call in ``tool_calls``, as the model wrote them.
    call_arguments: list[dict[str, Any]] = field(default_factory=list)
    valid_calls: int = 0
    invalid_turns: int = 0
    invalid_calls: int = 0
    steps: int = 0
    error: str = ""
    duration_s: float = 0.0
    first_token_s: float | None = None
    # The failure may pass if the run is tried again later (the model backend was down).
    retryable: bool = False


def _truncate(text: str, limit: int) -> str:
    if len(text) <= limit:
        return text
    return text[:limit] + f"... [truncated {len(text) - limit} characters]"


def _scrub_all(value: Any, used: dict[str, str]) -> Any:
    if isinstance(value, str):
        return scrub(value, used)
    if isinstance(value, dict):
        return {k: _scrub_all(v, used) for k, v in value.items()}
    if isinstance(value, list):
        return [_scrub_all(v, used) for v in value]
    return value


def _first_step_schema(
    allowed: Sequence[str], tools: Sequence[Tool], enums: dict[str, list[Any]]
) -> dict[str, Any]:
    """The first turn restricted to ``allowed`` tools (``"answer"``: a direct answer).

    Guided exploration for self-play: the model still writes the arguments and
    the answer itself, and an automatic checker judges the whole run.
    """
    if list(allowed) == ["answer"]:
        return answer_schema()
    chosen = [t for t in tools if t.name in allowed]
    if not chosen:
        raise ConfigurationError(f"first_step names no tool the agent can use: {list(allowed)}")
    schema = turn_schema(chosen)
    schema["anyOf"] = [o for o in schema["anyOf"] if "tool" in o["properties"]]
    # Arguments with a known set of valid values (e.g. the stores that exist) may be
    # restricted to it; the model still picks among them.
    for option in schema["anyOf"]:
        props = option["properties"]["args"]["properties"]
        for name, values in enums.items():
            if name in props and values:
                props[name] = {"enum": list(values)}
    return schema


class AgentRunner:
    """Runs agent turns against one model with one tool registry."""

    def __init__(
        self,
        *,
        model: ModelClient,
        tools: ToolRegistry,
        db: Database,
        context_factory: ContextFactory,
        tool_output_chars: int = 2000,
        max_message_chars: int = 8000,
        constrained: bool = True,
        similarity: Similarity | None = None,
        secrets: SecretSource | None = None,
        on_run_end: Callable[[int], Awaitable[None]] | None = None,
        on_fallback: Callable[[TrajectoryRecorder], None] | None = None,
        lessons: LessonSource | None = None,
        after_run: Callable[[TurnResult, AgentSpec], None] | None = None,
    ) -> None:
        self.model = model
        # Lessons from the critique log for the system prompt (not in quick mode), and
        # what to do once a run is recorded (submit its critique); see core.critique.
        self.lessons = lessons
        self.after_run = after_run
        # Called after a model call moved down the fallback chain (it is recorded by
        # then); the service counts fallbacks there and raises an alert.
        self.on_fallback = on_fallback
        self.secrets = secrets
        # Called once a run's attempt ends, whatever happened: tools free per-run
        # resources there (a browser context).
        self.on_run_end = on_run_end
        self.tools = tools
        self.db = db
        self.context_factory = context_factory
        self.tool_output_chars = tool_output_chars
        self.max_message_chars = max_message_chars
        self.constrained = constrained
        self.similarity: Similarity = similarity or LexicalSimilarity()

    async def run(
        self,
        agent: AgentSpec,
        message: str | bytes,
        *,
        history: Sequence[ChatMessage] = (),
        platform: str = "terminal",
        workspace: str = "",
        channel: str = "",
        user: str = "",
        event_id: str | None = None,
        on_text: Callable[[str], None] | None = None,
        run_id: int | None = None,
        worker: str = "",
    ) -> TurnResult:
        """One user turn. Never raises for bad input or model/tool failures.

        With ``run_id`` the turn is a new attempt of that existing (queued or
        interrupted) run, executed by ``worker``; the conversation fields are then
        the run's own and the ones given here are ignored.
        """
        started = time.perf_counter()
        text, problem = check_message(message, max_chars=self.max_message_chars)
        if run_id is not None:
            recorder = TrajectoryRecorder.new_attempt(
                self.db,
                run_id,
                worker=worker,
                model=self.model.model_id,
                agent_version_id=agent.version_id,
            )
        else:
            recorder = TrajectoryRecorder.start(
                self.db,
                RunInfo(
                    agent_name=agent.name,
                    agent_version_id=agent.version_id,
                    model=self.model.model_id,
                    input=text,
                    platform=platform,
                    workspace=workspace,
                    channel=channel,
                    user=user,
                    event_id=event_id,
                ),
            )
        result = TurnResult(
            run_id=recorder.run_id, output="", status="done", model=self.model.model_id
        )
        if problem:
            recorder.span("output", name="rejected_input", error=problem)
            recorder.finish(output="", status="failed", error=problem)
            result.status, result.error = "failed", problem
            return result
        try:
            await self._loop(agent, text, history, recorder, result, on_text)
        except RunPaused as exc:  # a tool asked a person; the queue resumes the run
            result.status, result.output = "waiting_for_user", ""
            recorder.span(
                "output", name="waiting_for_user", output={"help_request": exc.help_request_id}
            )
        except StropError as exc:  # model backend down, misconfiguration
            result.status, result.error = "failed", f"{type(exc).__name__}: {exc}"
            result.retryable = isinstance(exc, ModelUnavailable)
            recorder.span("output", name="error", error=result.error)
        finally:
            if self.on_run_end is not None:
                await self.on_run_end(recorder.run_id)
        result.duration_s = time.perf_counter() - started
        recorder.finish(output=result.output, status=result.status, error=result.error)
        if self.after_run is not None:
            try:
                self.after_run(result, agent)
            except Exception:  # the run is recorded and answered: nothing may undo that
                logger.exception("after-run hook failed for run %s", result.run_id)
        return result

    async def _model_turn(
        self,
        messages: list[ChatMessage],
        schema: dict[str, Any] | None,
        max_tokens: int,
        temperature: float,
        recorder: TrajectoryRecorder,
        on_text: Callable[[str], None] | None,
        n_examples: int,
        route: dict[str, Any] | None = None,
    ) -> Completion:
        stream = AnswerStream(on_text) if on_text is not None else None
        completion = await self.model.complete(
            messages,
            max_tokens=max_tokens,
            temperature=temperature,
            json_schema=schema if self.constrained else None,
            on_token=stream.feed if stream is not None else None,
        )
        fallbacks = completion.raw.get("fallbacks") or []
        for event in fallbacks:
            recorder.fallback(event)
        if fallbacks and self.on_fallback is not None:
            self.on_fallback(recorder)
        recorder.span(
            "llm_call",
            name=self.model.model_id,
            input={
                "messages": [m.as_dict() for m in messages],
                "example_messages": n_examples,
                **({"tool_route": route} if route else {}),
            },
            output={"text": completion.text, "finish_reason": completion.finish_reason},
            model=completion.model,
            tokens_in=completion.prompt_tokens,
            tokens_out=completion.completion_tokens,
            duration_ms=completion.duration_s * 1000,
        )
        return completion

    def context(self, agent: AgentSpec, run_id: int) -> ToolContext:
        """The tool context of ``agent``'s calls in run ``run_id`` (its store namespace too)."""
        ctx = self.context_factory(agent.name, run_id)
        scope = str(agent.param("store_namespace") or "")
        return replace(ctx, store_namespace=scope) if scope else ctx

    def _cues(self, agent: AgentSpec, tools: Sequence[Tool], run_id: int) -> dict[str, list[str]]:
        """Each tool's selection cues (``Tool.cues``), read from this agent's data now."""
        cued = [t for t in tools if t.cues is not None]
        if not cued:
            return {}
        ctx = self.context(agent, run_id)
        read: dict[Any, list[str]] = {}  # tools sharing a source (a store's keys) read it once
        cues: dict[str, list[str]] = {}
        for tool in cued:
            if tool.cues is not None:
                if tool.cues not in read:
                    read[tool.cues] = tool.cues(ctx)
                cues[tool.name] = read[tool.cues]
        return cues

    async def _loop(
        self,
        agent: AgentSpec,
        text: str,
        history: Sequence[ChatMessage],
        recorder: TrajectoryRecorder,
        result: TurnResult,
        on_text: Callable[[str], None] | None,
    ) -> None:
        examples: list[dict[str, Any]] = list(agent.param("examples") or [])
        available = list(self.tools.subset(agent.tools))
        cues = self._cues(agent, available, recorder.run_id)
        tools = select_tools(
            available,
            examples,
            text,
            int(agent.param("tool_choice_k")),
            sim=self.similarity,
            cues=cues,
        )
        routed, route_scores = route_first_call(
            tools,
            examples,
            text,
            float(agent.param("tool_route_margin") or 0),
            sim=self.similarity,
            cues=cues,
        )
        forced = [n for n in agent.param("first_step") or [] if n != "answer"]
        route: dict[str, Any] | None = None  # how the first call was narrowed, if it was
        unmatched = bool(tools) and max(route_scores.values(), default=0.0) <= 0
        if unmatched and agent.param("answer_unmatched") and not agent.param("first_step"):
            # Nothing the agent has relates to the message: it is answered, not routed
            # to whichever tools happen to come first.
            route = {"tool": None, "scores": route_scores}
            tools, routed = [], None
        missing = [n for n in forced if n not in {t.name for t in tools}]
        if missing:
            tools += list(self.tools.subset(tuple(n for n in missing if n in agent.tools)))
        if not getattr(self.model, "few_shot", True):
            examples = []  # the model learned the behaviour itself (see LlamaCppModel.few_shot)
        elif agent.param("example_order") == "similar":
            examples = order_examples(examples, text, tools, sim=self.similarity, cues=cues)
        cap = int(agent.param("max_examples") or 0)
        if cap > 0:
            examples = examples[-cap:]  # the most relevant come last
        messages = build_messages(agent, tools, text, history=history, examples=examples)
        if self.lessons is not None and not agent.param("quick"):
            all_examples = list(agent.param("examples") or [])
            messages[0] = self._with_lessons(
                messages[0], agent, text, available, all_examples, cues, recorder
            )
        # Recorded with each model call so training data can leave the few-shot turns out.
        n_examples = len(messages) - len(history) - 2
        max_steps = int(agent.param("max_steps"))
        temperature = float(agent.param("temperature"))
        schema = turn_schema(tools)
        # What the conversation said: where a call's required values must come from.
        heard = [m.content for m in history] + [text]
        told = False  # whether a tool call of this turn returned a result (not an error)
        for step in range(max_steps + 1):
            final_step = step == max_steps
            if final_step:
                step_schema = answer_schema()
            elif step == 0 and agent.param("first_step"):
                step_schema = _first_step_schema(
                    agent.param("first_step"), tools, dict(agent.param("first_step_enums") or {})
                )
            elif step == 0 and routed is not None:
                step_schema = turn_schema([routed])
                # Recorded with the model call it shaped.
                route = {"tool": routed.name, "scores": route_scores}
            else:
                step_schema = schema
            completion = await self._model_turn(
                messages,
                step_schema,
                agent.max_tokens,
                temperature,
                recorder,
                on_text,
                n_examples,
                route=route if step == 0 else None,
            )
            result.steps += 1
            if result.first_token_s is None:
                result.first_token_s = completion.first_token_s
            try:
                reply = self._read(completion, recorder)
                if isinstance(reply, Answer):
                    self._check_output(agent, reply.text)
            except ModelRetry as exc:
                result.invalid_turns += 1
                recorder.span(
                    "reasoning",
                    name="format_error",
                    error=str(exc),
                    input={"text": completion.text},
                )
                messages += [
                    ChatMessage("assistant", completion.text),
                    ChatMessage("user", f"Error: {exc}"),
                ]
                continue
            if isinstance(reply, Answer) and step == 0 and not final_step:
                reply = await self._instead_of_asking(
                    agent,
                    reply,
                    tools,
                    routed,
                    messages,
                    [text, *heard],
                    recorder,
                    result,
                    n_examples,
                )
            if isinstance(reply, Answer) and told:
                reply = await self._faithful(
                    agent, reply, messages, heard, recorder, result, n_examples
                )
            if isinstance(reply, Answer):
                result.output = drop_repeats(reply.text)
                recorder.span("output", output={"text": result.output})
                if final_step and max_steps > 0 and result.tool_calls:
                    result.error = "step limit reached"
                return
            if self._unasked_write(reply, text, recorder):
                # Not run: the turn is taken again with nothing that writes on offer.
                tools = [t for t in tools if not t.writes]
                schema = turn_schema(tools)
                continue
            unstated = self._unstated(agent, reply, heard, recorder)
            if unstated is not None:
                tool, missing = unstated
                restated = await self._restated(
                    agent,
                    tool,
                    reply,
                    missing,
                    messages,
                    [text, *heard],
                    recorder,
                    result,
                    n_examples,
                )
                if restated is None:
                    result.output = ask_for(tool.name, tool.parameters, missing)
                    recorder.span("output", output={"text": result.output})
                    return
                reply = restated
            told = (
                await self._call_tool(agent, reply, recorder, result, messages, request=text)
                or told
            )
            heard.append(messages[-1].content)
        result.status = "failed"
        result.error = "the model gave no usable answer within the step limit"
        recorder.span("output", name="error", error=result.error)

    def _unasked_write(self, call: ToolCall, text: str, recorder: TrajectoryRecorder) -> bool:
        """Whether ``call`` saves or deletes something though the message ``text`` only
        asked a question (``core.runtime.writes``); such a call is recorded, not run."""
        try:
            tool = self.tools.get(call.name)
        except ToolError:
            return False
        if not unasked_write(tool.writes, text):
            return False
        recorder.span(
            "reasoning", name="unasked_write", input={"tool": call.name, "args": call.arguments}
        )
        return True

    def _unstated(
        self, agent: AgentSpec, call: ToolCall, heard: Sequence[str], recorder: TrajectoryRecorder
    ) -> tuple[Tool, list[str]] | None:
        """The checked tool and the required values of ``call`` nobody stated, if any."""
        if not agent.param("ground_arguments") or call.name not in agent.tools:
            return None
        try:
            tool = self.tools.get(call.name)
            if not tool.ground_arguments:
                return None
            tool.validate(call.arguments)  # a broken call gets the schema's error instead
        except ToolError:
            return None
        missing = ungrounded(call.arguments, tool.parameters, "\n".join(heard))
        if not missing:
            return None
        recorder.span(
            "reasoning",
            name="ungrounded_call",
            input={"tool": call.name, "args": call.arguments},
            output={"unstated": missing},
        )
        return tool, missing

    async def _extra_turn(
        self,
        agent: AgentSpec,
        messages: list[ChatMessage],
        schema: dict[str, Any],
        recorder: TrajectoryRecorder,
        result: TurnResult,
        n_examples: int,
    ) -> Completion:
        """One more model turn under ``schema`` (not streamed), counted as a step."""
        completion = await self._model_turn(
            messages,
            schema,
            agent.max_tokens,
            float(agent.param("temperature")),
            recorder,
            None,
            n_examples,
        )
        result.steps += 1
        return completion

    async def _call_turn(
        self,
        agent: AgentSpec,
        tool: Tool,
        parameters: Mapping[str, Any],
        messages: list[ChatMessage],
        recorder: TrajectoryRecorder,
        result: TurnResult,
        n_examples: int,
    ) -> tuple[Completion, ToolCall | None]:
        """One extra model turn that may only call ``tool`` (arguments per ``parameters``);
        the call when it is well-formed for the tool's own schema, else None."""
        completion = await self._extra_turn(
            agent,
            messages,
            {"anyOf": [call_schema(tool.name, parameters)]},
            recorder,
            result,
            n_examples,
        )
        try:
            reply = parse_reply(completion.text)
            if isinstance(reply, ToolCall) and reply.name == tool.name:
                tool.validate(reply.arguments)
                return completion, reply
        except (ModelRetry, ToolError):
            pass
        return completion, None

    async def _restated(
        self,
        agent: AgentSpec,
        tool: Tool,
        call: ToolCall,
        missing: list[str],
        messages: list[ChatMessage],
        heard: Sequence[str],
        recorder: TrajectoryRecorder,
        result: TurnResult,
        n_examples: int,
    ) -> ToolCall | None:
        """The model writes ``call`` again with the ``missing`` values restricted to what
        the conversation states (``core.runtime.restate``); the new call if all its
        values are stated, else None (nothing fitting was said: ask the user)."""
        said = "\n".join(heard)
        parameters = (
            restricted(tool.parameters, missing, said, call.arguments, tool_words(tool))
            if self.constrained
            else None
        )
        if parameters is None:
            return None
        completion, restated = await self._call_turn(
            agent, tool, parameters, messages, recorder, result, n_examples
        )
        still = ungrounded(restated.arguments, tool.parameters, said) if restated else missing
        recorder.span(
            "reasoning",
            name="restated_call",
            input={"tool": tool.name, "args": call.arguments, "unstated": missing},
            output={"call": completion.text, "unstated": still},
        )
        return restated if restated is not None and not still else None

    async def _faithful(
        self,
        agent: AgentSpec,
        answer: Answer,
        messages: list[ChatMessage],
        heard: Sequence[str],
        recorder: TrajectoryRecorder,
        result: TurnResult,
        n_examples: int,
    ) -> Answer:
        """``answer`` when every number in it was stated; else the model's answer written
        once more with only the conversation's numbers allowed (``core.runtime.faithful``)."""
        if not self.constrained or not agent.param("faithful_answers"):
            return answer
        unstated = unstated_numbers(answer.text, heard)
        if not unstated:
            return answer
        completion = await self._extra_turn(
            agent, messages, faithful_schema(heard), recorder, result, n_examples
        )
        try:
            reply = self._read(completion, recorder)
            if isinstance(reply, Answer):
                self._check_output(agent, reply.text)
        except ModelRetry:
            reply = None
        restated = reply if isinstance(reply, Answer) and reply.text.strip() else None
        recorder.span(
            "reasoning",
            name="restated_answer",
            input={"answer": answer.text, "unstated": unstated},
            output={"answer": restated.text if restated else None},
        )
        return restated or answer

    async def _instead_of_asking(
        self,
        agent: AgentSpec,
        answer: Answer,
        tools: Sequence[Tool],
        routed: Tool | None,
        messages: list[ChatMessage],
        heard: Sequence[str],
        recorder: TrajectoryRecorder,
        result: TurnResult,
        n_examples: int,
    ) -> ToolCall | Answer:
        """``answer`` asks the user about a checked tool, or states a number nobody said
        where a checked tool fits the request: the model writes that tool's call; when
        every required value in it was stated, the call runs instead of the answer (the
        135M model asks for values the request gives, or guesses a tool's result), else
        the answer becomes a question naming the values that were not."""
        if not agent.param("ground_arguments") or agent.param("first_step"):
            return answer
        tool = asked_tool(answer.text, tools, routed) or claimed_tool(
            answer.text, heard[0], "\n".join(heard), tools, routed
        )
        if tool is None:
            return answer
        completion, call = await self._call_turn(
            agent, tool, tool.parameters, messages, recorder, result, n_examples
        )
        unstated = ungrounded(call.arguments, tool.parameters, "\n".join(heard)) if call else []
        recorder.span(
            "reasoning",
            name="ask_checked",
            input={"question": answer.text, "tool": tool.name},
            output={"call": completion.text, "unstated": unstated},
        )
        if call is None:
            return answer
        if unstated:  # a value was not stated: choose among stated ones, or ask for it
            restated = await self._restated(
                agent, tool, call, unstated, messages, heard, recorder, result, n_examples
            )
            return restated or Answer(ask_for(tool.name, tool.parameters, unstated))
        return call

    def _with_lessons(
        self,
        system: ChatMessage,
        agent: AgentSpec,
        text: str,
        tools: Sequence[Tool],
        examples: Sequence[dict[str, Any]],
        cues: Mapping[str, Sequence[str]],
        recorder: TrajectoryRecorder,
    ) -> ChatMessage:
        """``system`` with the run's lessons appended; the lessons are recorded as a span."""
        assert self.lessons is not None
        try:
            given = self.lessons(agent, text, tools, examples, cues, recorder.run_id)
        except Exception:  # lessons are an extra: a run goes on without them
            logger.exception("reading lessons for run %s failed", recorder.run_id)
            return system
        recorder.span("reasoning", name="lessons", output=given.as_dict())
        if not given.text:
            return system
        return ChatMessage("system", f"{system.content}\n\n{given.text}")

    async def _call_tool(
        self,
        agent: AgentSpec,
        call: ToolCall,
        recorder: TrajectoryRecorder,
        result: TurnResult,
        messages: list[ChatMessage],
        *,
        request: str = "",
    ) -> bool:
        """Run ``call`` and append it and its result to ``messages``; whether it succeeded.

        ``request`` is the user message the call serves (``ToolContext.request``)."""
        result.tool_calls.append(call.name)
        result.call_arguments.append(dict(call.arguments))
        recorder.span("tool_call", name=call.name, input={"args": call.arguments})
        started = time.perf_counter()
        error = ""
        value: Any
        try:
            tool = self.tools.get(call.name)
            if call.name not in agent.tools:
                raise ToolError(f"tool {call.name!r} is not enabled for agent {agent.name}")
            tool.validate(call.arguments)
        except ToolError as exc:
            # The model named a tool it cannot use or broke the schema: a bad call.
            result.invalid_calls += 1
            error = str(exc)
            value = {"error": error}
        else:
            # A well-formed call counts as valid even if the tool then fails.
            result.valid_calls += 1
            ctx = self.context(agent, recorder.run_id)
            ctx.request = request
            ctx.agent_tools = frozenset(agent.tools)
            used: dict[str, str] = {}
            try:
                arguments = call.arguments
                if self.secrets is not None:
                    arguments = substitute(
                        arguments, agent.name, self.secrets, used, internet=tool.internet
                    )
                value = await tool.call(arguments, ctx)
            except ToolError as exc:
                error = scrub(str(exc), used)
                value = {"error": error}
            for kind, name, output, note_error in ctx.notes:
                if used:  # a note may quote a URL or page the secret went into
                    output = _scrub_all(output, used)
                    note_error = scrub(note_error, used)
                recorder.span(kind, name=name, output=output, error=note_error)
            if used and not isinstance(value, str):
                value = json.dumps(value, ensure_ascii=False, default=str)
            if used:
                value = scrub(value, used)
        shown = _truncate(
            value if isinstance(value, str) else json.dumps(value, ensure_ascii=False, default=str),
            self.tool_output_chars,
        )
        recorder.span(
            "tool_result",
            name=call.name,
            output={"result": shown},
            duration_ms=(time.perf_counter() - started) * 1000,
            error=error,
        )
        messages += [
            ChatMessage("assistant", call_text(call.name, call.arguments)),
            result_message(call.name, shown),
        ]
        return not error

    def _read(self, completion: Completion, recorder: TrajectoryRecorder) -> ToolCall | Answer:
        if completion.finish_reason in ("length", "repetition"):
            repaired = repair_cut_answer(completion.text)
            if repaired is not None:
                recorder.span(
                    "reasoning",
                    name="repaired_answer",
                    input={"text": completion.text, "finish_reason": completion.finish_reason},
                    output={"text": repaired},
                )
                return Answer(repaired)
        return parse_reply(completion.text, allow_prose=not self.constrained)

    @staticmethod
    def _check_output(agent: AgentSpec, text: str) -> None:
        for pattern in agent.constraints.get("forbidden_patterns", []):
            if re.search(pattern, text):
                raise ModelRetry("the answer contains forbidden content; answer without it")
        if not text.strip(string.punctuation + string.whitespace + "…"):
            # Empty, or "..." (the 135M model copying the format's placeholder).
            raise ModelRetry('the answer is empty; write the answer text in {"answer": "..."}')
