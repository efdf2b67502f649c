import { createHash } from "node:crypto";
import { z } from "zod";
import { collectRecords } from "../consolidation/collect-records.js";
import { noteId } from "../memory/ids.js";
import type { MemoryStore } from "../store/memory-store.js";
import type { EntryRecord, NoteRecord } from "../store/records.js";
import type { Scope } from "../store/scope.js";
import { forgottenText, type ForgottenText } from "./forgotten-text.js";

/** The tag every tombstone note carries: what recall queries them by. */
export const tombstoneTag = "engram-tombstone";

/** A note holds at most 100,000 characters; a tombstone leaves room to spare. */
const maxTombstoneChars = 90_000;

export const tombstoneSchema = z.object({
  version: z.literal(1),
  /** The id of the entry whose forgetting this records. */
  entryId: z.string().min(1),
  forgottenAt: z.iso.datetime({ offset: true }),
  /** The ids of the messages the entry (and what it superseded) was distilled from. */
  messageIds: z.array(z.string()),
  /** The wording of its content and of every earlier content (revisions, superseded entries), hashed. */
  texts: z.array(z.object({ words: z.array(z.string()) })),
});
export type Tombstone = z.infer<typeof tombstoneSchema>;

/** The hashed wordings of `contents`, distinct, in order; contents of fewer than two tokens have none. */
function wordings(contents: readonly string[]): ForgottenText[] {
  const seen = new Set<string>();
  const texts: ForgottenText[] = [];
  for (const content of contents) {
    const text = forgottenText(content);
    if (text === undefined || seen.has(text.words.join(" "))) continue;
    seen.add(text.words.join(" "));
    texts.push(text);
  }
  return texts;
}

/**
 * The tombstone of forgetting `entry` (with `earlier`, the entries it superseded): a note of the entry's
 * scope, tagged `engram-tombstone`, whose content is the `Tombstone` as JSON: the source message ids and
 * the hashed wording of every content the entry ever held. Never the text itself. Its key is derived
 * from the entry's id and last update, so forgetting the same entry twice writes one tombstone. Past
 * 90,000 characters the oldest wordings, then the last message ids, are left out.
 */
export function tombstoneNote(entry: EntryRecord, earlier: readonly EntryRecord[], now: string): Omit<NoteRecord, "tags"> & { tags: string[] } {
  const all = [entry, ...earlier];
  const tombstone: Tombstone = {
    version: 1,
    entryId: entry.id,
    forgottenAt: now,
    messageIds: [...new Set(all.flatMap((each) => each.provenance.messageIds))],
    texts: wordings(all.flatMap((each) => [each.content, ...[...each.revisions].reverse().map((revision) => revision.content)])).map((text) => ({ words: [...text.words] })),
  };
  let content = JSON.stringify(tombstone);
  while (content.length > maxTombstoneChars) {
    if (tombstone.texts.length > 1) tombstone.texts.pop();
    else tombstone.messageIds.splice(Math.floor(tombstone.messageIds.length / 2));
    content = JSON.stringify(tombstone);
  }
  const key = `forgotten-${createHash("sha256").update(`${entry.id}\u0000${entry.updatedAt}`).digest("hex").slice(0, 24)}`;
  return { kind: "note", id: noteId(entry.scope, key), scope: entry.scope, key, content, tags: [tombstoneTag], createdAt: now, updatedAt: now };
}

/** Whether a note is a tombstone (scratchpads and purges leave those alone). */
export function isTombstone(note: NoteRecord): boolean {
  return note.tags.includes(tombstoneTag);
}

/** A tombstone note's content, or undefined when it does not parse (a hand edit): such a note forgets nothing. */
export function readTombstone(note: NoteRecord): Tombstone | undefined {
  try {
    const parsed = tombstoneSchema.safeParse(JSON.parse(note.content));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The tombstones visible in `scope`: one query (paged past 1,000). */
export async function tombstonesVisibleIn(store: MemoryStore, scope: Scope): Promise<Tombstone[]> {
  const notes = await collectRecords(store, { kind: "note", scope, tags: [tombstoneTag] });
  return notes.flatMap((note) => readTombstone(note) ?? []);
}
