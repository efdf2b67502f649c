/** What a memory session keeps of a prepared context: the trim with its summary and checkpoint, and the prompt's trace. */
import type { PreparedContext } from "../pipeline/prepared-context.js";
import type { PromptExtra } from "../pipeline/pipeline-options.js";
import type { PipelineSession } from "../pipeline/pipeline-session.js";
import type { NewSessionEvent } from "../store/session-events.js";
import { buildTrace } from "../trace/build-trace.js";
import type { MemoryContext } from "./memory-manifest.js";
import type { MemoryRuntime } from "./memory-runtime.js";

/** What a trace records beside the context: the call's extras and label, the flushed daily items, the redaction. */
export interface TraceCall {
  readonly extras: readonly PromptExtra[] | undefined;
  readonly label: string | undefined;
  readonly flushed: readonly string[];
  readonly redact: (text: string) => string;
}

/** The prompt's trace, appended after what the call archived (see `ContextInput.trace`). */
export async function persistTrace(runtime: MemoryRuntime, sessionId: string, context: MemoryContext, call: TraceCall): Promise<void> {
  const reactive = /^reactive-(\d)$/.exec(context.manifest.stages[0] ?? "");
  const trace = buildTrace({
    messages: context.messages,
    manifest: context.manifest,
    extras: call.extras,
    attempt: reactive ? Number(reactive[1]) : 0,
    label: call.label,
    flushed: call.flushed,
    redact: call.redact,
  });
  await runtime.store.appendEvents(sessionId, runtime.scope, [{ at: runtime.now().toISOString(), type: "trace", trace }]);
}

/** A trim is recorded in the archive, and the summary and checkpoint are kept for resuming. */
export async function persistTrim(runtime: MemoryRuntime, sessionId: string, pipeline: PipelineSession, prepared: PreparedContext): Promise<void> {
  const { manifest } = prepared;
  if (!runtime.writes || manifest.dropped.length === 0) return;
  const at = runtime.now().toISOString();
  const summary = pipeline.summary;
  const events: NewSessionEvent[] = [{ at, type: "trim", trigger: manifest.trigger, droppedIds: manifest.dropped.map((d) => d.id) }];
  if (summary) events.push({ at, type: "summary", summary });
  if (prepared.checkpoint) events.push({ at, type: "checkpoint", progress: prepared.checkpoint });
  await runtime.store.appendEvents(sessionId, runtime.scope, events);
  if (summary) {
    await runtime.store.put({
      kind: "summary",
      id: sessionId,
      sessionId,
      scope: runtime.scope,
      summary,
      pipelineState: pipeline.state(),
      createdAt: at,
      updatedAt: at,
    });
  }
  if (prepared.checkpoint) {
    await runtime.store.put({
      kind: "checkpoint",
      id: sessionId,
      sessionId,
      scope: runtime.scope,
      progress: prepared.checkpoint,
      createdAt: at,
      updatedAt: at,
    });
  }
}
