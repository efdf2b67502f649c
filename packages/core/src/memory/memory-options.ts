import { assertSupportedStore } from "../store/specification-version.js";
import type { MemoryWarning } from "./memory-warning.js";
import { z } from "zod";
import { EngramError } from "../errors.js";
import type { Complete, Embed } from "../model-functions.js";
import type { PipelineThresholds } from "../pipeline/pipeline-options.js";
import type { MemoryStore } from "../store/memory-store.js";
import { describeIssues } from "../store-kit/parse-record.js";
import { parseScope, type Scope } from "../store/scope.js";
import type { TokenCounter } from "../tokens/token-counter.js";
import { recallSelectionOptionSchema, type RecallSelectionSettings } from "./recall-selection-option.js";

/**
 * "normal" reads and writes memory; "no-ltm" keeps the session (archive, extraction) but injects no
 * long-term memory; "incognito" reads and writes nothing at all, and says so in every result.
 */
export type MemoryMode = "normal" | "no-ltm" | "incognito";

export interface MemoryOptions {
  store: MemoryStore;
  /** Who this memory serves: the context records are visible in and written to. */
  scope: Scope;
  complete?: Complete;
  embed?: Embed;
  /** The model that will be called: picks the tokenizer. */
  model?: string;
  contextWindow?: number;
  maxOutputTokens?: number;
  mode?: MemoryMode;
  thresholds?: PipelineThresholds;
  /** Extract facts from each exchange into the daily log (default true). */
  extraction?: boolean | { maxFacts?: number };
  /**
   * Consolidate when a new session starts and the gates are open (24 h and 5 sessions since the last
   * run, and its lock free). Default true; false leaves it to `consolidate`/`consolidateIfDue`.
   */
  autoConsolidate?: boolean;
  /**
   * How many sessions stay open in this process (their history, trim state and matcher), and for how
   * long unused: default 1,000 and 30 minutes. A session dropped for room or idleness resumes from the
   * store unchanged on its next use.
   */
  openSessions?: { max?: number; idleMs?: number };
  /** A token counter to share (createEngram gives all its memories one); default one for `model`. */
  counter?: TokenCounter | Promise<TokenCounter>;
  /** Share of the context window recalled memory may take (default 0.2). */
  recallShare?: number;
  /**
   * Recall asks `complete` which of its best-ranked candidates are clearly relevant, and recalls those
   * first and whole (off by default; see the README's "Model selection"). `true` uses the defaults.
   */
  recallSelection?: boolean | RecallSelectionSettings;
  now?: () => Date;
  /** Recoverable problems (a model call that failed and fell back); each is reported once. */
  onWarning?: (warning: MemoryWarning) => void;
}

const numericOptions = z.object({
  contextWindow: z.number().int().positive().optional(),
  maxOutputTokens: z.number().int().nonnegative().optional(),
  recallShare: z.number().gt(0).max(1).optional(),
  recallSelection: recallSelectionOptionSchema.optional(),
  mode: z.enum(["normal", "no-ltm", "incognito"]).optional(),
  openSessions: z.object({ max: z.number().int().nonnegative().optional(), idleMs: z.number().int().positive().optional() }).strict().optional(),
});

/**
 * Checks the options a person is most likely to get wrong (INVALID_OPTIONS names the field; a bad scope
 * is INVALID_SCOPE) and returns the scope normalised.
 */
export function checkMemoryOptions(options: MemoryOptions): Scope {
  if (typeof options.store?.search !== "function") {
    throw new EngramError(
      "INVALID_OPTIONS",
      "createMemory needs a store: pass `store` (createInMemoryStore(), openFsStore, openSqliteStore or openRedisStore).",
    );
  }
  assertSupportedStore(options.store, "createMemory");
  const result = numericOptions.safeParse(options);
  if (!result.success) {
    throw new EngramError("INVALID_OPTIONS", `Invalid memory options: ${describeIssues(result.error.issues, "(options)")}.`, {
      details: { issues: result.error.issues },
    });
  }
  return parseScope(options.scope, "createMemory({ scope })");
}
