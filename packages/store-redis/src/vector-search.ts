import type { RecordKind } from "@engram/core/store";
import { packVector } from "./codec.js";
import type { Connection } from "./connection.js";
import { type KeyLayout, scopeKeySuffix } from "./keys.js";
import { vectorSearchScript } from "./lua/search-scripts.js";
import { readCandidates, type ScoredCandidate, type SearchScope } from "./search-candidates.js";

/** What the vector script reads: each kind's vectors, records (the filters, the payload) and times (ties). */
function vectorKeys(base: string, kinds: readonly RecordKind[]): string[] {
  return kinds.flatMap((kind) => [base + scopeKeySuffix.vectors(kind), base + scopeKeySuffix.records(kind), base + scopeKeySuffix.index(kind, "time")]);
}

/**
 * Brute-force cosine similarity, run by a Lua script in each visible scope over the targeted kinds;
 * each returns its best `limit` (filters applied).
 */
export async function vectorRanking(
  connection: Connection,
  keys: KeyLayout,
  scopes: readonly SearchScope[],
  kinds: readonly RecordKind[],
  vector: readonly number[],
  limit: number,
  filters: string,
): Promise<(ScoredCandidate & { vectorScore: number })[]> {
  if (kinds.length === 0 || scopes.length === 0) return [];
  const packed = packVector(vector);
  const replies = await connection.scripts(
    scopes.map((scope) => ({
      script: vectorSearchScript,
      keys: vectorKeys(keys.scopeBase(scope.label), kinds),
      args: [keys.scopeBase(scope.label), String(limit), filters, String(vector.length), packed, ...kinds],
    })),
  );
  return replies.flatMap((reply, i) =>
    readCandidates(reply, scopes[i]!, keys, "vector-search").map((candidate) => ({ ...candidate, vectorScore: candidate.score })),
  );
}
