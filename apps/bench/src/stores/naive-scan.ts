import type { EntryRecord, MemoryStore, Scope } from "@engram/core";
import { foldText, searchableText, tokenize } from "@engram/core/store-kit";

/**
 * The baseline the stores are compared with: what an app does without a search index. Per search it
 * loads every entry visible in the scope through the store's own `query` paging (1,000 per page, the
 * contract's maximum), then scores each in this process by how often the query's terms occur in its
 * text, and keeps the best `limit`. Nothing is cached between searches.
 */

export const naiveBaseline = "naive load-and-scan";

const pageSize = 1000;

export interface NaiveHit {
  readonly record: EntryRecord;
  readonly score: number;
}

/** Every entry visible in `scope`, page by page. */
export async function loadAllEntries(store: MemoryStore, scope: Scope): Promise<EntryRecord[]> {
  const all: EntryRecord[] = [];
  let cursor: string | undefined;
  do {
    const page = await store.query({ kind: "entry", scope, limit: pageSize, ...(cursor === undefined ? {} : { cursor }) });
    all.push(...page.records);
    cursor = page.nextCursor;
  } while (cursor !== undefined);
  return all;
}

function occurrences(haystack: string, needle: string): number {
  let count = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) count += 1;
  return count;
}

/**
 * Scores by term occurrences: the query's distinct terms (the same tokens the stores search by) are
 * counted as substrings of each record's folded searchable text. Best first, ties by id; zero scores dropped.
 */
export function scoreByTermCount(records: readonly EntryRecord[], text: string, limit: number): NaiveHit[] {
  const terms = [...new Set(tokenize(text))];
  if (terms.length === 0) return [];
  const hits: NaiveHit[] = [];
  for (const record of records) {
    const body = foldText(searchableText(record));
    let score = 0;
    for (const term of terms) score += occurrences(body, term);
    if (score > 0) hits.push({ record, score });
  }
  hits.sort((a, b) => b.score - a.score || (a.record.id < b.record.id ? -1 : a.record.id > b.record.id ? 1 : 0));
  return hits.slice(0, limit);
}

/** One naive search: load everything visible, then scan. */
export async function naiveSearch(store: MemoryStore, query: { readonly text: string; readonly scope: Scope; readonly limit: number }): Promise<NaiveHit[]> {
  return scoreByTermCount(await loadAllEntries(store, query.scope), query.text, query.limit);
}
