/** The search of a `CompactTextIndex`: BM25 scores over its postings, with core's phrase boost. */

import { bm25Idf, bm25TermScore, containsSequence, phraseBoost, tokenize } from "@engram/core/store-kit";
import type { CompactBase } from "./compact-base.js";
import type { CompactDocuments } from "./compact-documents.js";
import { heldPostings, type PostingFilter } from "./compact-postings.js";
import type { SearchScratch } from "./search-scratch.js";
import { type CompactSelection, selectionFloor } from "./search-selection.js";
import type { TermTable } from "./term-table.js";

/** What `CompactTextIndex.search` found: document numbers and their scores (phrase boost applied), unsorted. */
export interface CompactMatches {
  readonly docs: number[];
  readonly scores: number[];
}

/** What a search reads of a `CompactTextIndex`: its base, its terms, what was added since and its documents. */
export interface SearchedIndex {
  readonly base: CompactBase;
  readonly terms: TermTable;
  /** Postings added since the base, per term: pairs of document and tf. */
  readonly added: ReadonlyMap<number, readonly number[]>;
  readonly documents: CompactDocuments;
  /** The arrays searches score in (search-scratch.ts). */
  readonly scratch: SearchScratch;
  /** A document's term numbers in order. */
  tokens(doc: number): ArrayLike<number>;
}

/**
 * The documents of `index` holding at least one query token, with core's `TextIndex.search` scores: N, df
 * and the average length over the groups `accept` takes (indexed as `groupLabels`), only their documents matching.
 */
export function searchCompact(index: SearchedIndex, query: string, accept: (group: number) => boolean, selection: CompactSelection): CompactMatches {
  const sequence = tokenize(query);
  const terms = [...new Set(sequence)];
  const found: CompactMatches = { docs: [], scores: [] };
  if (terms.length === 0) return found;
  const { accepted, count, totalLength } = acceptedGroups(index.documents, accept);
  if (count === 0) return found;
  const averageLength = totalLength / count;
  const scratch = index.scratch;
  const documents = index.documents.count;
  scratch.fit(documents);
  const sums = scratch.sums;
  const heldTerms = scratch.heldTerms;
  let scored = scratch.scored;
  let scoredCount = 0;
  // The columns as arrays: nothing is added to them while a search runs.
  const filter: PostingFilter = { accepted, groupOf: index.documents.group.array(), dead: index.documents.deadFlags };
  const ownerOf = index.documents.owner.array();
  const { keep, limit, ranked, owners } = selection;
  const lengthOf = index.documents.length.array();
  const base = index.base;
  const baseTerms = base.termStart.length - 1;
  for (const token of terms) {
    const term = index.terms.id(token);
    if (term === undefined) continue;
    const added = index.added.get(term);
    // Each posting takes two bytes at least: room for as many as the term's bytes could hold.
    const most = (term < baseTerms ? (base.termStart[term + 1]! - base.termStart[term]!) >>> 1 : 0) + (added === undefined ? 0 : added.length >>> 1);
    scratch.room(most, documents);
    const heldDocs = scratch.heldDocs;
    const heldTfs = scratch.heldTfs;
    const held = heldPostings(base, term, added, filter, heldDocs, heldTfs);
    if (held === 0) continue;
    const idf = bm25Idf(count, held);
    for (let at = 0; at < held; at++) {
      const doc = heldDocs[at]!;
      // Counted in df above; never returned, so never scored.
      if (owners !== undefined && owners[ownerOf[doc]!] !== 1) continue;
      const score = bm25TermScore(idf, heldTfs[at]!, lengthOf[doc]!, averageLength);
      if (heldTerms[doc] === 0) {
        if (scoredCount === scored.length) scored = scratch.moreScored(scoredCount, documents);
        scored[scoredCount++] = doc;
      }
      heldTerms[doc]! += 1;
      sums[doc]! += score;
    }
  }
  const phrase = sequence.length >= 2 ? sequence.map((token) => index.terms.id(token)) : undefined;
  const phraseIds = phrase?.every((id) => id !== undefined) ? (phrase as number[]) : undefined;
  const floor =
    limit === undefined || ranked === undefined ? Number.NEGATIVE_INFINITY : selectionFloor(scored.subarray(0, scoredCount), sums, keep, ranked, limit);
  // A document holds the sequence only if it holds each of its terms: only those are read token by token.
  const all = terms.length;
  for (let at = 0; at < scoredCount; at++) {
    const doc = scored[at]!;
    const score = sums[doc]!;
    const held = heldTerms[doc]!;
    sums[doc] = 0;
    heldTerms[doc] = 0;
    if (keep !== undefined && !keep(doc)) continue;
    // (A count past 65,535 terms wraps: such a query checks every document.)
    const holds = phraseIds !== undefined && (held === all || all > 0xffff);
    if (score * (holds ? phraseBoost : 1) < floor && ranked!(doc)) continue;
    found.docs.push(doc);
    found.scores.push(holds && containsSequence(index.tokens(doc), phraseIds) ? score * phraseBoost : score);
  }
  return found;
}

/** The groups `accept` takes that hold live documents (1 by group number), and their documents' count and total length. */
function acceptedGroups(documents: CompactDocuments, accept: (group: number) => boolean): { accepted: Uint8Array; count: number; totalLength: number } {
  const { groups, groupDocs, groupLength } = documents;
  const accepted = new Uint8Array(groups.length);
  let count = 0;
  let totalLength = 0;
  for (let group = 0; group < groups.length; group++) {
    if ((groupDocs[group] ?? 0) === 0 || !accept(group)) continue;
    accepted[group] = 1;
    count += groupDocs[group]!;
    totalLength += groupLength[group]!;
  }
  return { accepted, count, totalLength };
}
