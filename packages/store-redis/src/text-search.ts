import { recordKinds } from "@engram/core/store";
import { bm25Idf, bm25Parameters, phraseBoost } from "@engram/core/store-kit";
import { asArray } from "./codec.js";
import type { Connection, ScriptCall } from "./connection.js";
import type { IndexTarget, KeyLayout } from "./keys.js";
import { textSearchScript, textStatsScript } from "./lua/search-scripts.js";
import { ScriptKeys, textSearchKeys, textStatsKeys } from "./script-keys.js";
import { readCandidates, type ScoredCandidate, type SearchScope } from "./search-candidates.js";
import { textRankingInOneScript, type RankingRequest } from "./text-search-standalone.js";

/** Every text index: the statistics cover them all, whatever a query targets (as core's one index). */
const allTargets: readonly IndexTarget[] = [...recordKinds, "message"];

/** The score `limit` candidates reach (the limit-th best), or undefined with fewer. */
function floorOf(candidates: readonly ScoredCandidate[], limit: number): number | undefined {
  if (candidates.length < limit) return undefined;
  return candidates.map((candidate) => candidate.score).sort((a, b) => b - a)[limit - 1];
}

/**
 * BM25 with core's parameters and phrase boost, in pipelined rounds: each visible scope reports its
 * doc count, total length and the query terms' document frequencies over every index; summed, they
 * give one idf and average length, so scores from different scopes compare. Then each scope's script
 * returns its best `limit` (filters applied), which holds every one of that scope's hits in the
 * overall best `limit`. The largest scope goes first, alone: its limit-th score is a floor the other
 * scopes' hits must reach (a tie may still win on precedence), so their walks stop sooner. Scopes
 * without docs are skipped. That is the way on a Cluster (each script touches one scope's slot); on a
 * standalone server (`connection.slotScripts` false) one script does all of it (text-search-standalone).
 * Each script gets every key it reads in KEYS (script-keys.ts).
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
  const statsKeys = (scope: SearchScope): string[] => textStatsKeys(new ScriptKeys(keys.scopeBase(scope.label)), allTargets, terms).list;
  const searchKeys = (scope: SearchScope): string[] => textSearchKeys(new ScriptKeys(keys.scopeBase(scope.label)), targets, tokens).list;
  const request: RankingRequest = { connection, keys, scopes, targets, tokens, limit, filters, allTargets, statsKeys, searchKeys };
  const ranked = connection.slotScripts ? await perScopeRanking(request) : await textRankingInOneScript(request);
  return ranked.map((candidate) => ({ ...candidate, textScore: candidate.score }));
}

/** The rounds of pipelined per-scope scripts (see `textRanking`). */
async function perScopeRanking(request: RankingRequest): Promise<ScoredCandidate[]> {
  const { connection, keys, scopes, targets, tokens, limit, filters, statsKeys, searchKeys } = request;
  const terms = [...new Set(tokens)];
  const stats = await connection.scripts(
    scopes.map((scope) => ({
      script: textStatsScript,
      keys: statsKeys(scope),
      args: [keys.scopeBase(scope.label), String(allTargets.length), ...allTargets, ...terms],
    })),
  );
  let documents = 0;
  let totalLength = 0;
  const df = terms.map(() => 0);
  const sized: { scope: SearchScope; documents: number }[] = [];
  stats.forEach((reply, i) => {
    const values = asArray(reply, "text-stats").map(Number);
    documents += values[0] ?? 0;
    totalLength += values[1] ?? 0;
    terms.forEach((_, t) => (df[t] = (df[t] ?? 0) + (values[t + 2] ?? 0)));
    if ((values[0] ?? 0) > 0) sized.push({ scope: scopes[i]!, documents: values[0] ?? 0 });
  });
  const termArgs = terms.flatMap((term, i) => {
    const frequency = df[i] ?? 0;
    return frequency === 0 ? [] : [term, String(bm25Idf(documents, frequency))];
  });
  if (documents === 0 || termArgs.length === 0) return [];
  const averageLength = totalLength / documents || 1;
  const { k1, b } = bm25Parameters;
  const call = (scope: SearchScope, floor: number | undefined): ScriptCall => ({
    script: textSearchScript,
    keys: searchKeys(scope),
    args: [
      keys.scopeBase(scope.label),
      String(limit),
      filters,
      String(averageLength),
      String(k1),
      String(b),
      String(phraseBoost),
      floor === undefined ? "" : String(floor),
      String(targets.length),
      ...targets,
      String(tokens.length),
      ...tokens,
      ...termArgs,
    ],
  });
  const read = (reply: unknown, scope: SearchScope): ScoredCandidate[] => readCandidates(reply, scope, keys, "text-search");
  sized.sort((x, y) => y.documents - x.documents);
  const [first, ...rest] = sized.map((entry) => entry.scope);
  if (first === undefined) return [];
  const firstCall = call(first, undefined);
  const firstHits = read(await connection.script(textSearchScript, firstCall.keys, firstCall.args), first);
  const floor = floorOf(firstHits, limit);
  const replies = await connection.scripts(rest.map((scope) => call(scope, floor)));
  return [...firstHits, ...replies.flatMap((reply, i) => read(reply, rest[i]!))];
}
