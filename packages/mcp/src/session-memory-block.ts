import type { MemoryStore } from "@engram/core";
import { buildMemoryBlock, type MemoryBlock } from "@engram/core/recall";
import { connectionContext, coreScopeOf, scopeLayers, type ScopeIdentity } from "./mcp-scopes.js";

/** Days of the daily log a block without a task holds: today and yesterday, as OpenClaw reads its daily files at start. */
export const recentLogDays = 2;
/** Digests of the project's latest sessions a block opens with ("where we left off"). */
export const recentDigests = 3;

export interface SessionMemoryBlockOptions {
  /** The task, when known: memories recalled for it follow the indexes; without it, the recent daily log does. */
  readonly query?: string;
  readonly budgetTokens: number;
  readonly countTokens: (text: string) => number;
  readonly now: Date;
}

/**
 * The memory block of a session of `identity`: where the project's last `recentDigests` other sessions
 * left off (their digests, within half the budget), the rules, preferences and decisions the person stated
 * that MEMORY.md does not hold yet (whatever they are about, within a third of what is left), each of its scopes' MEMORY.md, most specific first,
 * then what was recalled for the task, or without one what recall finds for those sessions' requests
 * (decision 0173), or when it finds nothing the daily log of the last `recentLogDays` days (what recent
 * sessions learned that consolidation has not distilled yet). `memory_context` returns it
 * and the SessionStart hook injects it, so the two never differ.
 */
export function sessionMemoryBlock(store: MemoryStore, identity: ScopeIdentity, options: SessionMemoryBlockOptions): Promise<MemoryBlock> {
  return buildMemoryBlock({
    store,
    context: connectionContext(identity),
    layers: scopeLayers(identity),
    ...(options.query === undefined ? {} : { query: options.query }),
    budgetTokens: options.budgetTokens,
    countTokens: options.countTokens,
    now: options.now,
    recentDays: recentLogDays,
    digests: { scope: coreScopeOf(identity, "project")!, limit: recentDigests, excludeSessionIds: [identity.session], recall: true, standingRules: true },
  });
}
