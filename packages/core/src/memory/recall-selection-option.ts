import type { MemoryWarning } from "./memory-warning.js";
import type { RecallSelection } from "../recall/recall-types.js";
import { z } from "zod";
import { EngramError } from "../errors.js";
import type { Complete } from "../model-functions.js";

/**
 * `createMemory({ recallSelection })`: recall asks a model which of its best-ranked candidates are
 * clearly relevant (seed 001's side query). Off by default; `true` or an object turns it on.
 */
export interface RecallSelectionSettings {
  /** Default true when the object is given: `{ enabled: false }` keeps the settings and turns it off. */
  enabled?: boolean;
  /** The model that selects; default the memory's `complete` (a small, fast model is enough). */
  complete?: Complete;
  /** Without an answer by then recall uses its own ranking (default 2,000 ms). */
  timeoutMs?: number;
  /** How many of the best-ranked candidates the model sees (default 20). */
  maxCandidates?: number;
  /** At most this many are selected and recalled first, whole (default 5). */
  maxSelected?: number;
}

export const recallSelectionOptionSchema = z.union([
  z.boolean(),
  z
    .object({
      enabled: z.boolean().optional(),
      complete: z.custom<Complete>((value) => typeof value === "function", "expected a function").optional(),
      timeoutMs: z.number().positive().finite().optional(),
      maxCandidates: z.number().int().positive().optional(),
      maxSelected: z.number().int().positive().optional(),
    })
    .strict(),
]);

/**
 * The selection recall runs with, or undefined when it is off. Each fallback (model error, bad answer,
 * timeout) is reported through `warn` as RECALL_SELECTION_FAILED; recall goes on with its own ranking.
 */
export function recallSelectionOf(
  option: boolean | RecallSelectionSettings | undefined,
  complete: Complete | undefined,
  warn: (warning: MemoryWarning) => void,
): RecallSelection | undefined {
  if (option === undefined || option === false) return undefined;
  const settings = option === true ? {} : option;
  if (settings.enabled === false) return undefined;
  const model = settings.complete ?? complete;
  if (!model) {
    throw new EngramError(
      "INVALID_OPTIONS",
      "recallSelection needs a model: pass `complete` to createMemory (or `recallSelection.complete`), or leave recallSelection off.",
    );
  }
  return {
    complete: model,
    ...(settings.timeoutMs === undefined ? {} : { timeoutMs: settings.timeoutMs }),
    ...(settings.maxCandidates === undefined ? {} : { maxCandidates: settings.maxCandidates }),
    ...(settings.maxSelected === undefined ? {} : { maxSelected: settings.maxSelected }),
    onFallback: (reason, cause) =>
      warn({ code: "RECALL_SELECTION_FAILED", message: `Recall's model selection fell back to Engram's own ranking (${reason}).`, cause }),
  };
}
