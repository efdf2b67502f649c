import { EngramError } from "@engram/core";
import { bm25Parameters, phraseBoost } from "@engram/core/store-kit";
import { asArray } from "./codec.js";
import type { Connection } from "./connection.js";
import type { IndexTarget, KeyLayout } from "./keys.js";
import { textSearchAllScript } from "./lua/text-search-all-script.js";
import { readCandidates, type ScoredCandidate, type SearchScope } from "./search-candidates.js";

/** One text ranking's inputs, as both ways of running it (one script, per-scope rounds) take them. */
export interface RankingRequest {
  readonly connection: Connection;
  readonly keys: KeyLayout;
  readonly scopes: readonly SearchScope[];
  readonly targets: readonly IndexTarget[];
  readonly tokens: readonly string[];
  readonly limit: number;
  readonly filters: string;
  /** The indexes the statistics cover. */
  readonly allTargets: readonly IndexTarget[];
  /** A key of the scope's slot. */
  readonly slotKey: (scope: SearchScope) => string;
}

/**
 * The text ranking on a standalone server: one script, one round trip, does what the per-scope
 * rounds do (statistics of every visible scope, the largest scope, the others with its floor) and
 * returns the same candidates in the same order, scores bit for bit (see `textSearchAllScript`).
 */
export async function textRankingInOneScript(request: RankingRequest): Promise<ScoredCandidate[]> {
  const { connection, keys, scopes, targets, tokens, limit, filters, allTargets, slotKey } = request;
  const { k1, b } = bm25Parameters;
  const reply = await connection.script(textSearchAllScript, scopes.map(slotKey), [
    String(limit),
    filters,
    String(k1),
    String(b),
    String(phraseBoost),
    String(allTargets.length),
    ...allTargets,
    String(targets.length),
    ...targets,
    String(tokens.length),
    ...tokens,
    ...scopes.map((scope) => keys.scopeBase(scope.label)),
  ]);
  const parts = asArray(reply, "text-search-all");
  const candidates: ScoredCandidate[] = [];
  for (let i = 0; i + 1 < parts.length; i += 2) {
    const scope = scopes[Number(parts[i]) - 1];
    if (scope === undefined) {
      throw new EngramError("STORE_CORRUPT", `Redis answered text-search-all with scope position ${String(parts[i])} of ${scopes.length}.`);
    }
    candidates.push(...readCandidates(parts[i + 1], scope, keys, "text-search-all"));
  }
  return candidates;
}
