import type { EntryType } from "../store/records.js";
import { cosineSimilarity } from "../store-kit/vector-math.js";
import { contentSignature, missingFrom, sameMembers, contentOverlap } from "./content-signature.js";

/** What two memories are compared by. */
export interface ComparableMemory {
  readonly type: EntryType;
  readonly key?: string;
  readonly content: string;
  /** An embedding of `content`; with both vectors, cosine similarity replaces word overlap. */
  readonly vector?: readonly number[];
}

export interface RelateOptions {
  /** Word overlap from which two texts are about the same thing (default 0.6). */
  readonly overlapThreshold: number;
  /** Cosine similarity from which two texts are about the same thing, with vectors (default 0.9). */
  readonly cosineThreshold: number;
  /** Types whose newer value supersedes the older (default fact, preference, decision, convention). */
  readonly contradictionTypes: readonly EntryType[];
}

export interface MemoryRelation {
  /** "duplicate": the same statement (merge); "contradiction": the same subject, another value (supersede). */
  readonly kind: "duplicate" | "contradiction";
  readonly similarity: number;
  readonly reason: string;
}

const fixed = (value: number): string => value.toFixed(2);

/**
 * How `newer` relates to `older`, or undefined when they are distinct memories. Never related: other
 * types, or different identifiers ("SR-2023-052" is not "SR-2023-053", whatever the overlap). Same
 * subject: the same key, or similarity (word overlap, or cosine with vectors) at the threshold. A changed
 * number, or words swapped on both sides in the same wording ("on Fridays" → "on Mondays"), is a
 * contradiction for `contradictionTypes` and distinct memories for the other types; anything else (the
 * same words, one text adding words to the other, a paraphrase found by cosine) is a duplicate.
 */
export function relateEntries(newer: ComparableMemory, older: ComparableMemory, options: RelateOptions): MemoryRelation | undefined {
  if (newer.type !== older.type) return undefined;
  const a = contentSignature(newer.content);
  const b = contentSignature(older.content);
  if (!sameMembers(a.names, b.names)) return undefined;
  const byVector = newer.vector !== undefined && older.vector !== undefined && newer.vector.length === older.vector.length;
  const overlap = contentOverlap(a, b);
  const similarity = byVector ? cosineSimilarity(newer.vector!, older.vector!) : overlap;
  const threshold = byVector ? options.cosineThreshold : options.overlapThreshold;
  const sameKey = newer.key !== undefined && newer.key === older.key;
  if (!sameKey && similarity < threshold) return undefined;
  const subject = sameKey ? `same key "${newer.key}"` : `${byVector ? "cosine" : "word overlap"} ${fixed(similarity)} ≥ ${fixed(threshold)}`;

  const added = missingFrom(a.valueWords, b.valueWords);
  const dropped = missingFrom(b.valueWords, a.valueWords);
  const numbersChanged = !sameMembers(a.numbers, b.numbers);
  // Words swapped on both sides are a changed value only in the same wording (or under the same key):
  // a paraphrase found by cosine swaps words too, and is a duplicate.
  const wordsChanged = added.length > 0 && dropped.length > 0 && (sameKey || overlap >= options.overlapThreshold);
  if (!numbersChanged && !wordsChanged) return { kind: "duplicate", similarity, reason: subject };
  if (!options.contradictionTypes.includes(newer.type)) return undefined;
  const change = numbersChanged
    ? `${[...b.numbers].sort().join(", ") || "none"} → ${[...a.numbers].sort().join(", ") || "none"}`
    : `${dropped.join(", ")} → ${added.join(", ")}`;
  return { kind: "contradiction", similarity, reason: `${subject}, changed value: ${change}` };
}
