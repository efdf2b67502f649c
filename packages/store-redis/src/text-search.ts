import { bm25Idf, bm25Parameters, phraseBoost, recordKinds } from "@engram/core";
import { asArray } from "./codec.js";
import type { Connection } from "./connection.js";
import { type IndexTarget, type KeyLayout, scopeKeySuffix } from "./keys.js";
import { textSearchScript, textStatsScript } from "./lua/search-scripts.js";
import { readCandidates, type ScoredCandidate, type SearchScope } from "./search-candidates.js";

/** Every text index: the statistics cover them all, whatever a query targets (as core's one index). */
const allTargets: readonly IndexTarget[] = [...recordKinds, "message"];

/**
 * BM25 with core's parameters and phrase boost, in two pipelined rounds: each visible scope reports
 * its doc count, total length and the query terms' document frequencies over every index; summed,
 * they give one idf and average length, so scores from different scopes compare. Then each scope's
 * script scores its postings for `targets` and returns its best `limit` (filters applied), which
 * holds every one of that scope's hits in the overall best `limit`.
 */
export async function textRanking(
  connection: Connection,
  keys: KeyLayout,
  scopes: readonly SearchScope[],
  targets: readonly IndexTarget[],
  tokens: readonly string[],
  limit: number,
  filters: string,
): Promise<(ScoredCandidate & { textScore: number })[]> {
  const terms = [...new Set(tokens)];
  if (terms.length === 0 || targets.length === 0 || scopes.length === 0) return [];
  const slotKey = (scope: SearchScope): string => keys.scopeBase(scope.label) + scopeKeySuffix.docLengths(allTargets[0]!);
  const stats = await connection.scripts(
    scopes.map((scope) => ({
      script: textStatsScript,
      keys: [slotKey(scope)],
      args: [keys.scopeBase(scope.label), String(allTargets.length), ...allTargets, ...terms],
    })),
  );
  let documents = 0;
  let totalLength = 0;
  const df = terms.map(() => 0);
  for (const reply of stats) {
    const values = asArray(reply, "text-stats").map(Number);
    documents += values[0] ?? 0;
    totalLength += values[1] ?? 0;
    terms.forEach((_, i) => (df[i] = (df[i] ?? 0) + (values[i + 2] ?? 0)));
  }
  const termArgs = terms.flatMap((term, i) => {
    const frequency = df[i] ?? 0;
    return frequency === 0 ? [] : [term, String(bm25Idf(documents, frequency))];
  });
  if (documents === 0 || termArgs.length === 0) return [];
  const averageLength = totalLength / documents || 1;
  const { k1, b } = bm25Parameters;
  const replies = await connection.scripts(
    scopes.map((scope) => ({
      script: textSearchScript,
      keys: [slotKey(scope)],
      args: [
        keys.scopeBase(scope.label),
        String(limit),
        filters,
        String(averageLength),
        String(k1),
        String(b),
        String(phraseBoost),
        String(targets.length),
        ...targets,
        String(tokens.length),
        ...tokens,
        ...termArgs,
      ],
    })),
  );
  return replies.flatMap((reply, i) =>
    readCandidates(reply, scopes[i]!, keys, "text-search").map((candidate) => ({ ...candidate, textScore: candidate.score })),
  );
}
