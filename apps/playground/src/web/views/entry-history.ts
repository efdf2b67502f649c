import type { EntryRecord, MemoryStore, Scope } from "@engram/core";
import { isVisibleIn } from "@engram/core/store";
import type { EntryEvent, EntryHistoryView } from "../api-types.js";
import { entryView } from "../memory-views.js";

const origins: Readonly<Record<EntryRecord["source"], { kind: string; detail: string }>> = {
  extracted: { kind: "extracted", detail: "Extracted from a conversation." },
  distilled: { kind: "distilled", detail: "Distilled from the daily log by consolidation." },
  manual: { kind: "remembered", detail: "Stored directly (the page, a tool call or the API)." },
  imported: { kind: "imported", detail: "Imported from an export file." },
};

/** Chains longer than this are cut: a chain is a fact's values over time, and a person reads the newest. */
const maxChain = 50;

async function visibleEntry(store: MemoryStore, scope: Scope, id: string | undefined): Promise<EntryRecord | undefined> {
  if (id === undefined) return undefined;
  const entry = await store.get("entry", id);
  return entry && isVisibleIn(entry.scope, scope) ? entry : undefined;
}

/** The supersede chain through `entry`, newest first: newer values by `supersededBy`, older by `supersedes`. */
async function supersedeChain(store: MemoryStore, scope: Scope, entry: EntryRecord): Promise<EntryRecord[]> {
  const seen = new Set([entry.id]);
  const newer: EntryRecord[] = [];
  for (let next = await visibleEntry(store, scope, entry.supersededBy); next && !seen.has(next.id) && newer.length < maxChain; ) {
    seen.add(next.id);
    newer.unshift(next);
    next = await visibleEntry(store, scope, next.supersededBy);
  }
  const older: EntryRecord[] = [];
  for (let next = await visibleEntry(store, scope, entry.supersedes); next && !seen.has(next.id) && older.length < maxChain; ) {
    seen.add(next.id);
    older.push(next);
    next = await visibleEntry(store, scope, next.supersedes);
  }
  return [...newer, entry, ...older];
}

/**
 * An entry's life, oldest first: where it came from with its first text, each edit under its key (a
 * revision holds the text as it stood until the next write), what it superseded, and what superseded it.
 */
export function entryEvents(entry: EntryRecord): EntryEvent[] {
  const texts = [...entry.revisions.map((revision) => ({ at: revision.at, content: revision.content })), { at: entry.updatedAt, content: entry.content }];
  const origin = origins[entry.source];
  const events: EntryEvent[] = [{ at: entry.createdAt, kind: origin.kind, text: texts[0]!.content, detail: origin.detail }];
  for (let index = 1; index < texts.length; index++) {
    const { at, content } = texts[index]!;
    events.push({ at, kind: "edited", text: content, detail: "A new text under the same key; the old one is kept as a revision." });
  }
  if (entry.supersedes !== undefined) {
    events.push({ at: entry.validFrom ?? entry.createdAt, kind: "supersedes", detail: `Replaced an older value (${entry.supersedes}).` });
  }
  if (entry.supersededBy !== undefined) {
    events.push({
      at: entry.validTo ?? entry.updatedAt,
      kind: "superseded",
      detail: `A newer value (${entry.supersededBy}) replaced it; it is kept, no longer recalled as current.`,
    });
  }
  // Where it came from opens the story; a supersede can date from before the entry was written (its validFrom).
  const [first, ...rest] = events;
  return [first!, ...rest.sort((a, b) => a.at.localeCompare(b.at))];
}

export async function entryHistoryView(store: MemoryStore, scope: Scope, entry: EntryRecord): Promise<EntryHistoryView> {
  const chain = await supersedeChain(store, scope, entry);
  return {
    entry: entryView(entry),
    events: entryEvents(entry),
    chain: chain.map(entryView),
    provenance: {
      ...(entry.provenance.sessionId === undefined ? {} : { sessionId: entry.provenance.sessionId }),
      messageIds: entry.provenance.messageIds,
      trust: entry.provenance.trust,
    },
  };
}
