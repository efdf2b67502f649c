import type { CompactBase } from "./compact-base.js";
import type { F64Column, U32Column } from "./typed-columns.js";
import { readVarint, VarintWriter, varintEnd } from "./varint-bytes.js";

/** What a rebuild reads of a `CompactTextIndex`: its base, what was added and removed since, its columns. */
export interface CompactState {
  readonly base: CompactBase;
  /** Documents removed since (their owner removed or replaced). */
  readonly dead: ReadonlySet<number>;
  /** Postings added since the base, per term: pairs of document and tf. */
  readonly added: ReadonlyMap<number, readonly number[]>;
  readonly termCount: number;
  /** A term's UTF-8 bytes. */
  termBytes(id: number): Uint8Array;
  /** A document's term numbers in order. */
  tokens(doc: number): ArrayLike<number>;
  readonly owners: readonly string[];
  readonly groups: readonly string[];
  /** Each owner's source digest (NaN: none). */
  readonly digests: F64Column;
  readonly owner: U32Column;
  readonly seq: F64Column;
  readonly group: U32Column;
  readonly time: F64Column;
  readonly offset: F64Column;
  readonly lineLength: U32Column;
  readonly length: U32Column;
}

/**
 * The live documents of an index as a new frozen base (renumbered in order, terms numbered by how many
 * documents hold them, most first, so the commonest terms' numbers are one byte in the token sequences).
 */
export function rebuiltBase(state: CompactState): CompactBase {
  const live: number[] = [];
  for (let doc = 0; doc < state.owner.length; doc++) if (!state.dead.has(doc)) live.push(doc);
  const renumbered = new Int32Array(state.owner.length).fill(-1);
  live.forEach((doc, at) => {
    renumbered[doc] = at;
  });
  const base = state.base;
  const baseTerms = base.termStart.length - 1;
  // Each term's live postings, renumbered: the base's read from its bytes, then those added since.
  const postingsOf = (term: number, each: (doc: number, tf: number) => void): void => {
    if (term < baseTerms) {
      const bytes = base.postings;
      let doc = 0;
      for (let at = base.termStart[term]!, end = base.termStart[term + 1]!; at < end; ) {
        doc += readVarint(bytes, at, end);
        const tf = readVarint(bytes, varintEnd, end);
        at = varintEnd;
        const kept = renumbered[doc]!;
        if (kept >= 0) each(kept, tf);
      }
    }
    const added = state.added.get(term) ?? [];
    for (let at = 0; at < added.length; at += 2) {
      const kept = renumbered[added[at]!]!;
      if (kept >= 0) each(kept, added[at + 1]!);
    }
  };
  const held = new Uint32Array(state.termCount);
  for (let term = 0; term < state.termCount; term++) {
    postingsOf(term, () => {
      held[term]! += 1;
    });
  }
  const order: number[] = [];
  for (let term = 0; term < state.termCount; term++) if (held[term]! > 0) order.push(term);
  order.sort((a, b) => held[b]! - held[a]! || a - b);
  const termMap = new Int32Array(state.termCount).fill(-1);
  const termTextStart = new Uint32Array(order.length + 1);
  const termBytes = order.map((term, at) => {
    termMap[term] = at;
    const bytes = state.termBytes(term);
    termTextStart[at + 1] = termTextStart[at]! + bytes.length;
    return bytes;
  });
  const termText = new Uint8Array(termTextStart[order.length]!);
  termBytes.forEach((bytes, at) => termText.set(bytes, termTextStart[at]!));
  const termStart = new Uint32Array(order.length + 1);
  const postings = new VarintWriter();
  order.forEach((term, at) => {
    termStart[at] = postings.length;
    let previous = 0;
    postingsOf(term, (doc, tf) => {
      postings.write(doc - previous);
      postings.write(tf);
      previous = doc;
    });
  });
  termStart[order.length] = postings.length;
  const ownerMap = new Map<number, number>();
  const owners: string[] = [];
  const groupMap = new Map<number, number>();
  const groups: string[] = [];
  const docOwner = new Uint32Array(live.length);
  const docSeq = new Float64Array(live.length);
  const docGroup = new Uint32Array(live.length);
  const docTime = new Float64Array(live.length);
  const docOffset = new Float64Array(live.length);
  const docLineLength = new Uint32Array(live.length);
  const docLength = new Uint32Array(live.length);
  const tokenStart = new Uint32Array(live.length + 1);
  const tokens = new VarintWriter();
  live.forEach((doc, at) => {
    const owner = state.owner.get(doc);
    if (!ownerMap.has(owner)) ownerMap.set(owner, owners.push(state.owners[owner]!) - 1);
    const group = state.group.get(doc);
    if (!groupMap.has(group)) groupMap.set(group, groups.push(state.groups[group]!) - 1);
    docOwner[at] = ownerMap.get(owner)!;
    docSeq[at] = state.seq.get(doc);
    docGroup[at] = groupMap.get(group)!;
    docTime[at] = state.time.get(doc);
    docOffset[at] = state.offset.get(doc);
    docLineLength[at] = state.lineLength.get(doc);
    docLength[at] = state.length.get(doc);
    tokenStart[at] = tokens.length;
    const ids = state.tokens(doc);
    for (let index = 0; index < ids.length; index++) tokens.write(termMap[ids[index]!]!);
  });
  tokenStart[live.length] = tokens.length;
  // Owners with a digest but no document (a record whose text has no token) come after those with documents.
  for (let id = 0; id < state.owners.length; id++) {
    if (!Number.isNaN(state.digests.get(id)) && !ownerMap.has(id)) ownerMap.set(id, owners.push(state.owners[id]!) - 1);
  }
  const ownerDigests = new Float64Array(owners.length);
  for (const [id, at] of ownerMap) ownerDigests[at] = state.digests.get(id);
  return {
    owners,
    groups,
    ownerDigests,
    docOwner,
    docSeq,
    docGroup,
    docTime,
    docOffset,
    docLineLength,
    docLength,
    termStart,
    postings: postings.toArray(),
    tokenStart,
    tokens: tokens.toArray(),
    termTextStart,
    termText,
  };
}
