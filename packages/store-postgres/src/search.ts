import { EngramError } from "@engram/core";
import { defaultSearchTargets, recordKinds, type SearchHit, type SearchQuery } from "@engram/core/store";
import { combineRankings, resolveLimit, searchLimits } from "@engram/core/store-kit";
import type { SqlExecutor } from "./driver/sql-driver.js";
import { sqlState } from "./failures.js";
import { visibleLabels } from "./scope-labels.js";
import { messageTextCandidates, recordTextCandidates, type SearchScope, type StoredDocument } from "./search-candidates.js";
import { readEventJson, readRecordJson, storable } from "./stored-json.js";
import { bandCounts, impactWalkTuning } from "./impact-walk.js";
import { postingTuning } from "./posting-top.js";
import type { Tables } from "./tables.js";
import { textQuery } from "./text-document.js";
import { textScoring } from "./text-search.js";
import type { VectorIndex } from "./vector-index.js";
import { vectorCandidates } from "./vector-search.js";

/** Where a search looks, from the query's targets, scope and filters (a filter value no row can hold matches no record). */
function searchScope(query: SearchQuery): SearchScope {
  const targets = new Set<string>(query.targets ?? defaultSearchTargets);
  const types = query.types !== undefined && query.types.length > 0 ? [...query.types] : undefined;
  const tags = query.tags !== undefined && query.tags.length > 0 ? [...query.tags] : undefined;
  const unmatchable = [...(types ?? []), ...(tags ?? [])].some((value) => !storable(value));
  // Only these sessions' messages (an id no row can hold names none: with no other, no message is a hit).
  const sessionIds = query.sessionIds === undefined ? undefined : query.sessionIds.filter(storable);
  return {
    labels: visibleLabels(query.scope),
    kinds: unmatchable ? [] : recordKinds.filter((kind) => targets.has(kind)),
    // Messages have neither a type nor tags: with either filter set, none is a hit.
    messages: targets.has("message") && types === undefined && tags === undefined && sessionIds?.length !== 0,
    excludeSessionIds: [...(query.excludeSessionIds ?? [])],
    sessionIds,
    types,
    tags,
  };
}

function hit(document: StoredDocument, scores: { score: number; textScore?: number; vectorScore?: number }): SearchHit {
  const { score, textScore, vectorScore } = scores;
  if (document.target === "message") {
    const event = readEventJson(document.body, document.sessionId, document.seq);
    // The postings follow the row's type column; another program may have written a body of another type under it.
    if (event.type !== "message") {
      throw new EngramError(
        "STORE_CORRUPT",
        `The event ${document.sessionId}#${document.seq} of the table events is indexed as a message but holds a ${event.type} event. Restore it from a backup or delete its session.`,
        { details: { table: "events", sessionId: document.sessionId, seq: document.seq, type: event.type } },
      );
    }
    return { target: "message", sessionId: document.sessionId, event, score, ...(textScore === undefined ? {} : { textScore }) };
  }
  return {
    target: "record",
    record: readRecordJson(document.body, document.kind, document.id),
    score,
    ...(textScore === undefined ? {} : { textScore }),
    ...(vectorScore === undefined ? {} : { vectorScore }),
  };
}

/**
 * Text, vector and filters in one read snapshot, with core's reference semantics: BM25 over the stored
 * term statistics (records and messages, each cut to `limit` in SQL), cosine similarity, then core's
 * `combineRankings` (its tie order, reciprocal rank fusion when both rank). Only returned hits are parsed.
 */
export async function searchStore(tx: SqlExecutor, tables: Tables, query: SearchQuery, vectors: VectorIndex | undefined): Promise<SearchHit[]> {
  try {
    return await rankedSearch(tx, tables, query, vectors);
  } catch (error) {
    throw countsRefused(error, tables) ?? error;
  }
}

/**
 * STORE_CORRUPT for what only rows another program wrote make a search meet: numbers past float8's range
 * (SQLSTATE 22003: an embedding element no put of this store takes, or a count) and a BM25 divisor of zero
 * (SQLSTATE 22012: the divisor is a term count plus a length normalisation that is positive for every row
 * this store writes). Checked here, on the failure, rather than guarded in every scored row (3-6% of a
 * two-word message search, measured).
 */
function countsRefused(error: unknown, tables: Tables): EngramError | undefined {
  if (sqlState(error) === "22003") {
    // A number past float8's range: an embedding element or a count no record or append of this store holds.
    return new EngramError(
      "STORE_CORRUPT",
      `A search met numbers out of range that this store never writes (in ${tables.records}' embeddings, whose elements it keeps within ±1e15, or in the counts): another program wrote them. Find the rows (SELECT kind, id FROM ${tables.records} WHERE NOT (embedding_norm <= 1e17)) and write them again with put(), or restore the tables from a backup.`,
      { cause: error, details: { table: tables.records } },
    );
  }
  if (sqlState(error) !== "22012") return undefined;
  return new EngramError(
    "STORE_CORRUPT",
    `A search met term counts this store never writes (a BM25 divisor of zero) in ${tables.textStats} or the postings: another program changed them. Restore the tables from a backup, or delete and write again the sessions and records they count.`,
    { cause: error, details: { table: tables.textStats } },
  );
}

type TextCandidates = Awaited<ReturnType<typeof recordTextCandidates>>;

/**
 * The records' candidates, then the messages': when the search reads both and the transaction can, the
 * records are read on a second connection in the same snapshot while the messages are read on this one
 * (decision 0252: recall's records statement no longer waits for its message statement). The transaction
 * stays open until the second connection is done: it imports this one's snapshot.
 */
async function textCandidates(
  tx: SqlExecutor,
  records: (on: SqlExecutor) => Promise<TextCandidates>,
  messages: (on: SqlExecutor) => Promise<TextCandidates>,
  scope: SearchScope,
): Promise<TextCandidates> {
  if (tx.beside === undefined || scope.kinds.length === 0 || !scope.messages) return [...(await records(tx)), ...(await messages(tx))];
  const besides = tx.beside(records);
  // Awaited below whatever happens; this handler only keeps its failure from being reported while the messages are still read.
  besides.catch(() => undefined);
  let found: TextCandidates;
  try {
    found = await messages(tx);
  } catch (error) {
    await besides.catch(() => undefined);
    throw error;
  }
  return [...(await besides), ...found];
}

async function rankedSearch(tx: SqlExecutor, tables: Tables, query: SearchQuery, vectors: VectorIndex | undefined): Promise<SearchHit[]> {
  const limit = resolveLimit(query.limit, searchLimits, "search");
  const scope = searchScope(query);
  // Vectors first: the message statement is the transaction's last (posting-top.ts, postingTopSettings).
  const vector =
    vectors !== undefined && query.vector !== undefined && query.vector.length > 0
      ? await vectorCandidates(tx, tables, vectors, scope, query.vector, limit)
      : undefined;
  const terms = query.text === undefined ? undefined : textQuery(query.text);
  let text: Awaited<ReturnType<typeof recordTextCandidates>> | undefined;
  if (terms !== undefined && terms.terms.length > 0) {
    const scoring = await textScoring(tx, tables, terms, scope.labels);
    if (scoring === undefined) text = [];
    else {
      // Messages, and records searched without a type or tag filter, are scored from their postings. The
      // other record searches walk the impact bands when many documents hold their term, else score every row holding one.
      const postings = scoring.frequencies.reduce((sum, df) => sum + df, 0);
      const recordsWalk = scope.kinds.length > 0 && (scope.types !== undefined || scope.tags !== undefined || !postingTuning.records);
      const walk = recordsWalk && postings >= impactWalkTuning.fromPostings && (scoring.terms.length === 1 || impactWalkTuning.multiTerm);
      const bands = walk ? await bandCounts(tx, tables, scoring, scope.labels) : undefined;
      text = await textCandidates(
        tx,
        (on) => recordTextCandidates(on, tables, scope, scoring, bands, limit),
        (on) => messageTextCandidates(on, tables, scope, scoring, limit),
        scope,
      );
    }
  }
  return combineRankings(text, vector, limit).map((ranked) => hit(ranked.document, ranked));
}
