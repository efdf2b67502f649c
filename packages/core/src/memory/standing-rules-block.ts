import { EngramError } from "../errors.js";
import { renderMemory } from "../recall/render-recall.js";
import { fenceMemoryBlock } from "../pipeline/fence.js";
import type { MemoryStore } from "../store/memory-store.js";
import type { EntryType } from "../store/records.js";
import type { Scope } from "../store/scope.js";
import type { ScopeLayer } from "./layered-recall.js";
import { undistilledDaily } from "./undistilled-daily.js";

/** What a person states once and every later session of the project should know, whatever it is about. */
export const standingTypes: readonly EntryType[] = ["convention", "preference", "decision"];
/** At most this many standing rules a block shows (default). */
export const defaultStandingRules = 8;
/** The most a caller may ask for. */
export const maxStandingRules = 50;

export const standingRulesHeading = "Rules, preferences and decisions the person stated in earlier sessions, not yet in MEMORY.md, newest first:";

export interface StandingRulesOptions {
  readonly store: MemoryStore;
  /** The context the items must be visible in; every layer's scope must be visible in it. */
  readonly context: Scope;
  readonly layers: readonly ScopeLayer[];
  readonly budgetTokens: number;
  readonly countTokens: (text: string) => number;
  readonly now: Date;
  /** At most this many, 0 to `maxStandingRules` (default `defaultStandingRules`). */
  readonly limit?: number;
}

export interface StandingRulesBlock {
  /** The fenced part; "" when there is none or nothing fits. */
  readonly text: string;
  readonly tokens: number;
  /** The daily items shown, so the rest of the block does not show them again. */
  readonly ids: readonly string[];
}

/**
 * The conventions, preferences and decisions the person stated (trust "user") in the daily log of the
 * context's layers that consolidation has not distilled into MEMORY.md yet, however old, newest first, each
 * once, without any a forgotten entry came from, as many of the newest as fit `budgetTokens` and `limit`.
 * Recall only finds such a rule when a later request shares its words; consolidation waits for its gates
 * (a day and five sessions by default): a project worked on once a week would start every session without
 * its rules ("keep PRs under 400 lines") until then.
 */
export async function standingRulesBlock(options: StandingRulesOptions): Promise<StandingRulesBlock> {
  const { store, layers, countTokens, now } = options;
  const limit = options.limit ?? defaultStandingRules;
  const none: StandingRulesBlock = { text: "", tokens: 0, ids: [] };
  if (!Number.isInteger(limit) || limit < 0 || limit > maxStandingRules) {
    throw new EngramError("INVALID_OPTIONS", `Invalid standing rules limit ${String(options.limit)}: expected a whole number from 0 to ${maxStandingRules}.`);
  }
  if (limit === 0 || !(options.budgetTokens > 0)) return none;
  const seen = new Set<string>();
  const lines: string[] = [];
  const ids: string[] = [];
  let best = none;
  for (const { layer, record } of await undistilledDaily({ store, context: options.context, layers, types: standingTypes })) {
    if (record.provenance.trust !== "user") continue;
    const said = record.content.trim().replace(/\s+/g, " ").toLowerCase();
    if (seen.has(said)) continue;
    seen.add(said);
    const line = renderMemory({
      at: record.createdAt,
      ageMs: Math.max(0, now.getTime() - Date.parse(record.createdAt)),
      trust: record.provenance.trust,
      lines: record.content.split("\n"),
      label: `${layers[layer]!.name}, ${record.type}`,
    });
    const text = fenceMemoryBlock([standingRulesHeading, ...lines, line].join("\n"));
    const tokens = countTokens(text);
    // Newest first: an older rule never takes the place of a newer one that did not fit.
    if (tokens > options.budgetTokens) break;
    lines.push(line);
    ids.push(record.id);
    best = { text, tokens, ids: [...ids] };
    if (ids.length >= limit) break;
  }
  return best;
}
