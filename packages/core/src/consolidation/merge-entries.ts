import { consolidatedTag, type EntryRecord } from "../store/records.js";
import { keyForNewValue } from "./chain-key.js";
import { contentSignature, missingFrom } from "./content-signature.js";
import type { ConsolidationWorkingSet } from "./working-set.js";

const union = <T>(a: readonly T[], b: readonly T[]): T[] => [...new Set([...a, ...b])];

function later(a: string | undefined, b: string | undefined): string | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return Date.parse(a) >= Date.parse(b) ? a : b;
}

/**
 * Folds `incoming` (a distilled candidate or another entry) into the entry `targetId`. When `incoming`
 * says strictly more (adds words, drops none) it becomes the content, with its own trust, and the old
 * text is kept as a revision; a paraphrase leaves the established text. An explicit `content` (a
 * model's merged text) always replaces it; a key derived from the old text that the new one no longer
 * fits is renamed (`keyForNewValue`). Provenance, tags and examples are united; importance,
 * confidence and last use take the higher; use counts add up.
 */
export function mergeIntoEntry(set: ConsolidationWorkingSet, targetId: string, incoming: EntryRecord, content?: string): EntryRecord {
  const target = set.get(targetId);
  if (!target) throw new Error(`consolidation: no entry "${targetId}" to merge into`);
  const newText = content ?? incoming.content;
  const incomingWords = contentSignature(newText).words;
  const targetWords = contentSignature(target.content).words;
  // Only a text that says strictly more replaces the established one; a paraphrase leaves it as it is.
  const saysMore = missingFrom(incomingWords, targetWords).length > 0 && missingFrom(targetWords, incomingWords).length === 0;
  const replace = content !== undefined ? content !== target.content : saysMore;
  const merged = set.update(targetId, {
    key: replace ? keyForNewValue(set, target, newText, targetId) : target.key,
    content: replace ? newText : target.content,
    revisions: replace ? [...target.revisions, { at: set.now, content: target.content }] : target.revisions,
    provenance: {
      ...target.provenance,
      messageIds: union(target.provenance.messageIds, incoming.provenance.messageIds),
      trust: replace ? incoming.provenance.trust : target.provenance.trust,
    },
    tags: union(target.tags, incoming.tags).filter((tag) => tag !== consolidatedTag),
    examples: union(target.examples, incoming.examples),
    importance: Math.max(target.importance, incoming.importance),
    confidence: Math.max(target.confidence, incoming.confidence),
    pinned: target.pinned || incoming.pinned,
    useCount: target.useCount + incoming.useCount,
    lastUsedAt: later(target.lastUsedAt, incoming.lastUsedAt),
    updatedAt: set.now,
  });
  if (!replace) return merged;
  // The embedding must follow the text: take the incoming one, or drop a stored one that is now stale.
  const vector = set.vectors.get(incoming.id);
  if (vector) set.vectors.set(targetId, vector);
  else set.vectors.delete(targetId);
  if (merged.vector === undefined && vector === undefined) return merged;
  const { vector: _stale, ...rest } = merged;
  const next: EntryRecord = vector ? { ...rest, vector } : rest;
  set.set(next);
  return next;
}

/**
 * `newer` replaces `older` from `newer`'s validFrom on: the older entry gets `validTo` and
 * `supersededBy`, the newer `supersedes`. Nothing is deleted, so "as of" questions still find the old value.
 */
export function supersedeEntry(set: ConsolidationWorkingSet, olderId: string, newer: EntryRecord): string {
  const validTo = newer.validFrom ?? newer.createdAt;
  set.update(olderId, { validTo, supersededBy: newer.id, updatedAt: set.now });
  set.set({ ...newer, supersedes: olderId, updatedAt: set.now });
  return validTo;
}
