/** A trim: the units it drops, the flush before they go, and the summary, cut and checkpoint it commits. */
import { EngramError } from "../errors.js";
import type { PipelineSessionState } from "../store/pipeline-state-schema.js";
import type { CallState } from "./call-state.js";
import { buildCheckpoint } from "./checkpoint.js";
import type { Window } from "./context-window.js";
import type { TrimTrigger } from "./manifest.js";
import { writeModelNarrative } from "./model-summary.js";
import type { UnitSelection } from "./select-units.js";
import type { SessionCore } from "./session-core.js";
import { mergeSummaries, summarizeUnits } from "./thread-summary.js";

/** A selection of the window's units for a given summary size (the summary grows as units are dropped). */
export type UnitPlan = (summaryTokens: number) => UnitSelection;

/**
 * Drops what `plan` selects from the window: the flush hook first (nothing is dropped when it fails),
 * then the merged summary, the cut and the checkpoint are committed to the session, and the window
 * keeps only the units left.
 */
export async function trimWindow(session: SessionCore, call: CallState, window: Window, plan: UnitPlan, trigger: TrimTrigger): Promise<void> {
  const { state } = session;
  let selection = plan(session.summary.tokens);
  for (let round = 0; round < 3 && selection.dropped.length > 0; round++) {
    const open = state.summary?.openQuestion;
    const merged = mergeSummaries(
      state.summary,
      summarizeUnits(
        selection.dropped.map((p) => window.units[p]!),
        open,
      ),
    );
    const next = plan(session.summary.render(merged, call.counter).tokens);
    if (next.dropped.length <= selection.dropped.length) break;
    selection = next;
  }
  if (selection.dropped.length === 0) return;
  const trimTrigger = trigger as Exclude<TrimTrigger, "none">;
  const droppedUnits = selection.dropped.map((position) => window.units[position]!);
  const droppedMessages = droppedUnits.flatMap((unit) => unit.messages);
  const { options } = session.shared;
  const onFlush = session.onFlush;
  if (onFlush) {
    try {
      await onFlush({ sessionId: session.id, trigger: trimTrigger, units: droppedUnits, messages: droppedMessages });
    } catch (cause) {
      throw new EngramError(
        "FLUSH_FAILED",
        `The flush hook failed before ${droppedMessages.length} messages left the working context of session "${session.id}", ` +
          "so nothing was dropped. Fix the error in onFlush (see cause) and call again.",
        { cause, details: { sessionId: session.id, trigger } },
      );
    }
  }

  const merged = mergeSummaries(state.summary, summarizeUnits(droppedUnits, state.summary?.openQuestion));
  let source: PipelineSessionState["summarySource"] = "heuristic";
  if (options.summarizer) {
    try {
      merged.narrative = await writeModelNarrative(options.summarizer, merged, droppedUnits);
      source = "model";
    } catch (cause) {
      source = "heuristic-after-model-error";
      options.onWarning?.({
        code: "SUMMARY_MODEL_FAILED",
        message: `The model summary for session "${session.id}" failed; the heuristic summary is used instead.`,
        cause,
      });
    }
  }

  // Commit. The cut only moves forward: dropping a unit pinned before it (an old anchor) leaves it.
  const lastDropped = droppedUnits.at(-1)!;
  const cutEnd = Math.max(lastDropped.end, window.afterCut);
  const keptUnits = selection.kept.map((position) => window.units[position]!);
  if (lastDropped.end > window.afterCut) state.droppedThroughId = lastDropped.messages.at(-1)!.id;
  window.afterCut = cutEnd;
  state.pinnedIds = keptUnits.filter((unit) => unit.start < cutEnd).flatMap((unit) => unit.messages.map((m) => m.id));
  state.summary = merged;
  state.summarySource = source;
  state.trims += 1;
  state.droppedInSession += droppedMessages.length;
  session.summary.set(merged, call.counter);
  call.summaryChanged = true;
  if (!call.stages.includes(trimTrigger)) call.stages.push(trimTrigger);
  for (const message of droppedMessages) {
    const { tokens, exact } = call.counter.countMessageCheaply(message);
    call.dropped.push({ id: message.id, role: message.role, tokens, exact });
  }

  const anchorUnit = window.anchor === undefined ? undefined : window.units[window.anchor];
  const anchorMessage = anchorUnit?.messages.find((message) => message.role === "user");
  const checkpoint = buildCheckpoint({
    sessionId: session.id,
    iteration: state.iteration,
    trims: state.trims,
    messages: call.sessionMessages,
    anchor: anchorMessage,
    now: session.shared.now(),
  });
  state.lastCheckpoint = checkpoint;
  call.checkpoint = checkpoint;
  await options.onCheckpoint?.(checkpoint);

  const newPosition = new Map(selection.kept.map((position, index) => [position, index]));
  window.units = keptUnits;
  window.known = undefined;
  window.list = undefined;
  window.costs = selection.kept.map((position) => window.costs[position]);
  window.required = new Set([...window.required].map((position) => newPosition.get(position)!));
  window.anchor = window.anchor === undefined ? undefined : newPosition.get(window.anchor);
}
