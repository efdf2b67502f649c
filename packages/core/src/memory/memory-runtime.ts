import type { MemoryWarning } from "./memory-warning.js";
import type { RecallSelection } from "../recall/recall-types.js";
import type { Message } from "../message/message-schema.js";
import type { Complete, Embed } from "../model-functions.js";
import type { TokenCounter } from "../tokens/token-counter.js";
import type { MemoryStore } from "../store/memory-store.js";
import type { Scope } from "../store/scope.js";
import { extractFacts } from "../extraction/extract-facts.js";
import { extractFactsWithModel } from "../extraction/extract-with-model.js";
import { redactMessage } from "../redaction/redact-message.js";
import { redactText } from "../redaction/redact-secrets.js";
import { toDailyRecord } from "../extraction/daily-record.js";
import { extractedFactId } from "../store/ids.js";
import type { MemoryMode, MemoryOptions } from "./memory-options.js";

import { recallSelectionOf } from "./recall-selection-option.js";

/** What every part of one memory shares: the store, the scope, the mode and the model functions. */
export interface MemoryRuntime {
  readonly store: MemoryStore;
  readonly scope: Scope;
  readonly mode: MemoryMode;
  /** False in incognito: nothing is written anywhere. */
  readonly writes: boolean;
  /** False in incognito and no-ltm: no long-term memory is injected into prompts. */
  readonly injectsMemory: boolean;
  readonly extraction: boolean;
  readonly contextWindow: number;
  readonly maxOutputTokens: number;
  readonly recallShare: number;
  readonly complete: Complete | undefined;
  readonly embed: Embed | undefined;
  /** Recall's model selection, when `recallSelection` turned it on. */
  readonly recallSelection: RecallSelection | undefined;
  now(): Date;
  counter(): Promise<TokenCounter>;
  warn(warning: MemoryWarning): void;
  redactMessage(message: Message): Message;
  redactText(text: string): string;
  /**
   * Extracts facts from the messages into the daily log; returns the ids of the daily items it wrote.
   * Their ids are fixed by the scope, the session and the messages (`extractedFactId`), and an item
   * already there (the same messages extracted by a run that stopped before archiving them) is kept as
   * it is, and not among those returned.
   */
  extractToDailyLog(sessionId: string, messages: readonly Message[]): Promise<readonly string[]>;
}

export function createMemoryRuntime(options: MemoryOptions, counter: () => Promise<TokenCounter>): MemoryRuntime {
  const mode = options.mode ?? "normal";
  const now = options.now ?? (() => new Date());
  const maxFacts = typeof options.extraction === "object" ? options.extraction.maxFacts : undefined;
  const warned = new Set<string>();
  const warn = (warning: MemoryWarning): void => {
    const key = `${warning.code}:${warning.message}`;
    if (warned.has(key)) return;
    warned.add(key);
    options.onWarning?.(warning);
  };
  const runtime: MemoryRuntime = {
    store: options.store,
    scope: options.scope,
    mode,
    writes: mode !== "incognito",
    injectsMemory: mode === "normal",
    extraction: options.extraction !== false,
    contextWindow: options.contextWindow ?? 128_000,
    maxOutputTokens: options.maxOutputTokens ?? 4_096,
    recallShare: options.recallShare ?? 0.2,
    complete: options.complete,
    embed: options.embed,
    recallSelection: recallSelectionOf(options.recallSelection, options.complete, warn),
    now,
    counter,
    warn,
    redactMessage,
    redactText,
    async extractToDailyLog(sessionId, messages) {
      const exchange = { messages: [...messages] };
      const facts = options.complete
        ? await extractFactsWithModel(exchange, {
            complete: options.complete,
            ...(maxFacts === undefined ? {} : { maxFacts }),
            onWarning: (warning) => warn(warning),
          })
        : extractFacts(exchange, maxFacts === undefined ? {} : { maxFacts });
      const last = messages.at(-1);
      const at = last ? new Date(last.createdAt) : now();
      const written: string[] = [];
      const messageIds = messages.map((message) => message.id);
      for (const [index, fact] of facts.entries()) {
        const id = extractedFactId(options.scope, sessionId, messageIds, index);
        // One exchange's facts a millisecond apart, in the order extraction found them: ties on time are
        // broken by ids, and the daily log, MEMORY.md and consolidation must read the same every run.
        const factAt = new Date(at.getTime() + index);
        const record = toDailyRecord(fact, { scope: options.scope, sessionId, at: factAt, id });
        // Written only where there is none: an item an earlier run wrote, and what consolidation did to
        // it since (its tag), is left as it is.
        if ((await options.store.putIf(record, null)) !== undefined) written.push(id);
      }
      return written;
    },
  };
  return runtime;
}
