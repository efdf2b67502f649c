import { defaultSearchTargets, recordKinds, type SearchHit, type SearchQuery, scopeLabel } from "@engram/core/store";
import { parseScope, tokenize, combineRankings, resolveLimit, searchLimits, type RankedCandidate } from "@engram/core/store-kit";
import type { Connection } from "./connection.js";
import type { IndexTarget, KeyLayout } from "./keys.js";
import { recordFilters } from "./record-query.js";
import { visibleScopes } from "./scope-labels.js";
import type { PendingDocument, SearchScope } from "./search-candidates.js";
import { textRanking } from "./text-search.js";
import { vectorRanking } from "./vector-search.js";

function toHit(ranked: RankedCandidate<PendingDocument>): SearchHit {
  const document = ranked.document();
  const scores = { score: ranked.score, ...(ranked.textScore === undefined ? {} : { textScore: ranked.textScore }) };
  if (document.target === "message") return { target: "message", sessionId: document.sessionId, event: document.event, ...scores };
  return { target: "record", record: document.record, ...scores, ...(ranked.vectorScore === undefined ? {} : { vectorScore: ranked.vectorScore }) };
}

/**
 * Text and vector search over the visible scopes with core's semantics (see `SearchQuery`): Lua
 * scripts rank each scope and return its best `limit`; core's `combineRankings` merges them (one
 * ranking, or reciprocal rank fusion of both) with core's tie order. Messages are searched only
 * without type and tag filters, which they cannot match.
 */
export async function search(connection: Connection, keys: KeyLayout, vectorDimensions: number | undefined, query: SearchQuery): Promise<SearchHit[]> {
  const context = parseScope(query.scope, "search");
  const limit = resolveLimit(query.limit, searchLimits, "search");
  const targets = new Set(query.targets ?? defaultSearchTargets);
  const kinds = recordKinds.filter((kind) => targets.has(kind));
  const filtered = (query.types?.length ?? 0) > 0 || (query.tags?.length ?? 0) > 0;
  const textTargets: IndexTarget[] = targets.has("message") && !filtered ? [...kinds, "message"] : kinds;
  const scopes: SearchScope[] = visibleScopes(context).map((scope) => ({ label: scopeLabel(scope), scope }));
  const filters = recordFilters(query);
  const tokens = query.text === undefined ? [] : tokenize(query.text);
  const vector = vectorDimensions !== undefined && query.vector !== undefined && query.vector.length > 0 ? query.vector : undefined;
  const [text, nearest] = await Promise.all([
    tokens.length > 0 ? textRanking(connection, keys, scopes, textTargets, tokens, limit, filters) : undefined,
    vector === undefined ? undefined : vector.length === vectorDimensions ? vectorRanking(connection, keys, scopes, kinds, vector, limit, filters) : [],
  ]);
  return combineRankings(text, nearest, limit).map(toHit);
}
