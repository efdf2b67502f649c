import type { CallState } from "./call-state.js";
import type { PreparedContext } from "./prepared-context.js";
import type { Message } from "../message/message-schema.js";
import { tokenOverheads } from "../tokens/token-counter.js";

import { keptMessageCount, windowCost, type Window } from "./context-window.js";
import type { ContextManifest, ManifestExtra, ManifestPart, OmittedInjection } from "./manifest.js";
import type { Injection } from "./pipeline-options.js";
import { epoch, messageTextOf, systemMessage } from "./system-message.js";
import { sum } from "../util/sum.js";

export interface AssembledPrompt {
  readonly context: PreparedContext;
  /** For models counted by the estimator: the prompt's text chars and overhead tokens, to learn from usage. */
  readonly promptChars: { chars: number; overhead: number } | undefined;
}

/**
 * Lays out the prompt in its fixed order (system prompt, thread summary, recovery context,
 * injections, kept messages) and writes the manifest of what each piece cost.
 */
export function assemblePrompt(args: {
  sessionId: string;
  iteration: number;
  droppedInSession: number;
  summarySource: ContextManifest["summary"]["source"];
  /** The session's own summary message: anything else sent in its place was shortened for budget. */
  sessionSummary: Message | undefined;
  countText: (text: string) => number;
  call: CallState;
  window: Window;
  systemTexts: string[];
  recovery: { text: string; tokens: number } | undefined;
  summary: { message: Message; tokens: number } | undefined;
  injections: Injection[];
  injectionTokens: number[];
  omitted: OmittedInjection[];
  budget: ContextManifest["budget"];
  extra: number;
  extras: readonly ManifestExtra[];
  trimBasis: number;
  untrimmed: number;
}): AssembledPrompt {
  const { call, window } = args;
  const counter = call.counter;
  const createdAt = call.sessionMessages[0]?.createdAt ?? epoch;
  const messages: Message[] = [];
  const parts: ManifestPart[] = [];
  let systemTokens = 0;
  args.systemTexts.forEach((text, index) => {
    const id = `engram:system:${index}`;
    const tokens = args.countText(text) + tokenOverheads.perMessage;
    systemTokens += tokens;
    messages.push(systemMessage(id, text, createdAt));
    parts.push({ kind: "system", id, role: "system", tokens });
  });
  const summaryMessage = args.summary?.message;
  const summaryTokens = args.summary?.tokens ?? 0;
  if (summaryMessage) {
    messages.push(summaryMessage);
    parts.push({ kind: "summary", id: summaryMessage.id, role: "system", tokens: summaryTokens });
  }
  const recoveryTokens = args.recovery?.tokens ?? 0;
  if (args.recovery) {
    const id = `engram:recovery:${args.sessionId}`;
    messages.push(systemMessage(id, args.recovery.text, createdAt));
    parts.push({ kind: "recovery", id, role: "system", tokens: recoveryTokens });
  }
  args.injections.forEach((injection, index) => {
    messages.push(systemMessage(`engram:injection:${injection.id}`, injection.text, createdAt));
    parts.push({ kind: "injection", id: injection.id, label: injection.label, role: "system", tokens: args.injectionTokens[index]! });
  });
  let messageTokens = 0;
  let chars = 0;
  let overhead = args.extra;
  const known = window.parts;
  const list = window.list;
  if (list !== undefined && known !== undefined && counter.exact) {
    // Nothing was trimmed: the kept messages are the whole carried list, whose parts carry over (only
    // the new messages' parts are made), and the list's total is the window's cost.
    for (let i = known.length; i < list.length; i++) {
      const message = list[i]!;
      known[i] = Object.freeze({ kind: "message", id: message.id, role: message.role, tokens: counter.countMessage(message) });
    }
    messages.push(...list);
    for (let i = 0; i < list.length; i++) parts.push(known[i]!);
    messageTokens = windowCost(window);
  } else {
    for (const unit of window.units) {
      for (let k = 0; k < unit.messages.length; k++) {
        const message = unit.messages[k]!;
        // A message's part (its tokens with an exact counter) is the same in every call that sends it.
        let part = known?.[unit.start + k];
        if (part === undefined) {
          part = Object.freeze({ kind: "message", id: message.id, role: message.role, tokens: counter.countMessage(message) });
          if (known) known[unit.start + k] = part;
        }
        messageTokens += part.tokens;
        messages.push(message);
        parts.push(part);
        if (!counter.exact) {
          chars += counter.charsOf(message);
          overhead += counter.overheadOf(message);
        }
      }
    }
  }
  let promptChars: AssembledPrompt["promptChars"];
  if (!counter.exact) {
    const systemSide = messages.length - keptMessageCount(window);
    for (let i = 0; i < systemSide; i++) chars += messageTextOf(messages[i]!).length;
    overhead += tokenOverheads.perMessage * systemSide;
    promptChars = { chars, overhead };
  }
  const injectionTotal = sum(args.injectionTokens);
  const total = systemTokens + summaryTokens + recoveryTokens + injectionTotal + messageTokens + args.extra;
  const manifest: ContextManifest = {
    sessionId: args.sessionId,
    iteration: args.iteration,
    trigger: call.stages[0] ?? "none",
    stages: call.stages,
    budget: args.budget,
    tokenizer: counter.info,
    tokens: {
      system: systemTokens,
      summary: summaryTokens,
      recovery: recoveryTokens,
      injections: injectionTotal,
      messages: messageTokens,
      overhead: args.extra,
      total,
      untrimmed: args.untrimmed,
      trimBasis: args.trimBasis,
      trimBasisAfter: total - injectionTotal - recoveryTokens,
    },
    parts,
    extras: args.extras,
    keptMessages: keptMessageCount(window),
    dropped: call.dropped,
    droppedInSession: args.droppedInSession,
    omitted: args.omitted,
    summary: {
      present: summaryMessage !== undefined,
      chars: summaryMessage ? messageTextOf(summaryMessage).length : 0,
      tokens: summaryTokens,
      changed: call.summaryChanged,
      shortened: summaryMessage !== args.sessionSummary,
      source: args.summarySource,
    },
    ...(call.checkpoint ? { checkpoint: call.checkpoint } : {}),
  };
  const context = call.checkpoint ? { messages, manifest, checkpoint: call.checkpoint } : { messages, manifest };
  return { context, promptChars };
}
