/** The stages that trim a call's window: proactive, a reactive retry's smaller prompt, and validation against the hard limit. */
import type { Message } from "../message/message-schema.js";
import { tokenOverheads, type TokenCounter } from "../tokens/token-counter.js";
import type { CallFrame, FittedParts } from "./call-state.js";
import { contextTooSmall } from "./context-too-small.js";
import { costOf, windowCost } from "./context-window.js";
import type { OmittedInjection, TrimTrigger } from "./manifest.js";
import type { Injection } from "./pipeline-options.js";
import { maxReactiveAttempts } from "./reactive-attempts.js";
import { fitSummaryText, renderThreadSummary } from "./render-summary.js";
import { selectMinimum, selectUnitsWithinBudget } from "./select-units.js";
import type { SessionCore } from "./session-core.js";
import { trimWindow, type UnitPlan } from "./session-trim.js";
import { messageTextOf } from "./system-message.js";
import { sum } from "../util/sum.js";

/**
 * The call's stage: a reactive retry's smaller prompt, or the proactive trim when the window passes its threshold.
 * `lastTotal`: the tokens of the last prompt prepared, the one a reactive retry follows.
 */
export async function trimStage(session: SessionCore, frame: CallFrame, level: number, lastTotal: number | undefined): Promise<void> {
  const { call, window, budget } = frame;
  if (level > 0) {
    const trigger = `reactive-${level}` as TrimTrigger;
    const share = level === 1 ? session.shared.thresholds.reactive[0] : session.shared.thresholds.reactive[1];
    // Each retry aims below its share of the budget and at least a quarter below the prompt the
    // provider just rejected, so a retry never resends a prompt as large as the rejected one.
    const rejected = lastTotal ?? budget.limit;
    const target = Math.min(Math.floor(budget.limit * share), Math.floor(rejected * 0.75));
    const plan = level >= maxReactiveAttempts ? () => selectMinimum(window.units, window.required) : planner(frame, target, () => frame.recoveryTokens);
    // A reactive call is a stage of its own even when there is nothing left to drop.
    call.stages.push(trigger);
    await trimWindow(session, call, window, plan, trigger);
  } else if (frame.exceedsProactive) {
    await trimWindow(
      session,
      call,
      window,
      planner(frame, budget.targetAt, () => 0),
      "proactive",
    );
  }
}

/**
 * Validation: the last count before sending, against the hard limit. What gives way, in order: older
 * units, injections (last first), the summary's detail, the recovery notes, the summary itself.
 */
export async function fitWithinLimit(session: SessionCore, frame: CallFrame, given: readonly Injection[]): Promise<FittedParts> {
  const { call, window, budget } = frame;
  const { counter } = call;
  const injections = [...given];
  const injectionTokens = injections.map((injection) => session.countText(counter, injection.text) + tokenOverheads.perMessage);
  let recovery = frame.recoveryText ? { text: frame.recoveryText, tokens: frame.recoveryTokens } : undefined;
  let summary = session.summary.message ? { message: session.summary.message, tokens: session.summary.tokens } : undefined;
  const total = (): number => frame.systemTokens + (summary?.tokens ?? 0) + frame.extra + (recovery?.tokens ?? 0) + sum(injectionTokens) + windowCost(window);
  const omitted: OmittedInjection[] = [];
  if (total() > budget.limit) {
    await trimWindow(
      session,
      call,
      window,
      planner(frame, budget.targetAt, () => frame.recoveryTokens + sum(injectionTokens)),
      "validation",
    );
    summary = session.summary.message ? { message: session.summary.message, tokens: session.summary.tokens } : undefined;
    while (total() > budget.limit && injections.length > 0) {
      const injection = injections.pop()!;
      omitted.unshift({ id: injection.id, label: injection.label, tokens: injectionTokens.pop()!, reason: "budget" });
    }
    if (total() > budget.limit && summary && session.state.summary) {
      summary = summaryFor(session, renderThreadSummary(session.state.summary, { compact: true }), counter);
    }
    if (total() > budget.limit && recovery) recovery = undefined;
    if (total() > budget.limit && summary) {
      const room = budget.limit - (total() - summary.tokens) - tokenOverheads.perMessage;
      const fitted = fitSummaryText(messageTextOf(summary.message), room, (text) => session.countText(counter, text));
      summary = fitted === undefined ? undefined : summaryFor(session, fitted, counter);
    }
    if (total() > budget.limit) {
      throw contextTooSmall({
        sessionId: session.id,
        counter,
        window,
        systemTokens: frame.systemTokens,
        limit: budget.limit,
        contextWindow: session.shared.options.contextWindow,
      });
    }
  }
  return { recovery, summary, injections, injectionTokens, omitted };
}

/**
 * Plans a selection for a given summary size: the summary grows as units are dropped, so the walk is
 * redone with the merged summary's size until the kept part fits beside it (and beside `beside()`).
 */
function planner(frame: CallFrame, target: number, beside: () => number): UnitPlan {
  const { window, budget } = frame;
  return (summaryTokens) => {
    const fixedNow = frame.systemTokens + summaryTokens + frame.extra + beside();
    return selectUnitsWithinBudget(window.units, {
      cost: (position) => costOf(window, position),
      required: window.required,
      target: target - fixedNow,
      limit: budget.limit - fixedNow,
    });
  };
}

function summaryFor(session: SessionCore, text: string, counter: TokenCounter): { message: Message; tokens: number } {
  return { message: session.summary.asMessage(text), tokens: session.countText(counter, text) + tokenOverheads.perMessage };
}
