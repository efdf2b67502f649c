import { createHash } from "node:crypto";
import { z } from "zod";
import { EngramError } from "../errors.js";
import { noteId } from "../store/ids.js";
import { untilStored } from "./until-stored.js";
import type { MemoryStore } from "../store/memory-store.js";
import type { EntryRecord, NoteRecord } from "../store/records.js";
import { scopeKeys, scopeLabel, type Scope } from "../store/scope.js";
import { forgottenText, type ForgottenText } from "./forgotten-text.js";

/** The tag of every tombstone note and tombstone list: scratchpads and purges leave such notes alone. */
export const tombstoneTag = "engram-tombstone";
/** The key of a scope's first tombstone list; the next ones add `-2`, `-3`, … */
export const tombstoneListKey = "engram-forgotten";

/** A note holds at most 100,000 characters; tombstones and lists leave room to spare. */
const maxNoteChars = 90_000;
/** Lists a chain may have before a scope is refused more: 2,400 forgets each. */
const maxLists = 1_000;

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

const tombstoneListSchema = z.object({
  version: z.literal(1),
  /** Keys of the scope's tombstone notes (each note's id is `noteId(scope, key)`). */
  keys: z.array(z.string()),
  /** The key of the next list, once this one is full. */
  next: z.string().optional(),
});
type TombstoneList = z.infer<typeof tombstoneListSchema>;

function parsed<T>(schema: z.ZodType<T>, note: NoteRecord | undefined): T | undefined {
  if (note === undefined) return undefined;
  try {
    const result = schema.safeParse(JSON.parse(note.content));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}

/** The hashed wordings of `contents`, distinct, in order; contents of fewer than two words have none. */
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

function note(scope: Scope, key: string, content: string, now: string): NoteRecord {
  return { kind: "note", id: noteId(scope, key), scope, key, content, tags: [tombstoneTag], createdAt: now, updatedAt: now };
}

/**
 * The tombstone of forgetting `entry` (with `earlier`, the entries it superseded): a note of the entry's
 * scope, tagged `engram-tombstone`, whose content is the `Tombstone` as JSON: the source message ids and
 * the hashed wording of every content the entry ever held, never the text itself. Its key
 * (`forgotten-<24 hex>`) derives from the entry's id and last update, so forgetting the same entry twice
 * writes one tombstone. Past 90,000 characters the oldest wordings, then the last message ids, are left out.
 */
export function tombstoneNote(entry: EntryRecord, earlier: readonly EntryRecord[], now: string): NoteRecord {
  const all = [entry, ...earlier];
  const tombstone: Tombstone = {
    version: 1,
    entryId: entry.id,
    forgottenAt: now,
    messageIds: [...new Set(all.flatMap((each) => each.provenance.messageIds))],
    texts: wordings(all.flatMap((each) => [each.content, ...[...each.revisions].reverse().map((revision) => revision.content)])).map((text) => ({
      words: [...text.words],
    })),
  };
  let content = JSON.stringify(tombstone);
  while (content.length > maxNoteChars) {
    if (tombstone.texts.length > 1) tombstone.texts.pop();
    else tombstone.messageIds.splice(Math.floor(tombstone.messageIds.length / 2));
    content = JSON.stringify(tombstone);
  }
  const key = `forgotten-${createHash("sha256").update(`${entry.id}\u0000${entry.updatedAt}`).digest("hex").slice(0, 24)}`;
  return note(entry.scope, key, content, now);
}

/**
 * Adds a tombstone's key to its scope's tombstone list (`engram-forgotten`, then `-2`, … once one holds
 * 90,000 characters), with a compare-and-set per list. The list is what recall reads: a few reads by id
 * per call, whatever the number of notes in the store.
 */
async function listTombstone(store: MemoryStore, scope: Scope, key: string, now: string): Promise<void> {
  let listKey = tombstoneListKey;
  for (let lists = 1; lists <= maxLists; lists++) {
    const next: string | undefined = await untilStored(`the tombstone list "${listKey}" of scope ${scopeLabel(scope)}`, async () => {
      const stored = await store.get("note", noteId(scope, listKey));
      const list: TombstoneList = parsed(tombstoneListSchema, stored) ?? { version: 1, keys: [] };
      if (list.keys.includes(key)) return "";
      if (list.next !== undefined) return list.next;
      const grown = JSON.stringify({ ...list, keys: [...list.keys, key] });
      const content = grown.length <= maxNoteChars ? grown : JSON.stringify({ ...list, next: `${tombstoneListKey}-${lists + 1}` });
      const written = await store.putIf({ ...note(scope, listKey, content, now), createdAt: stored?.createdAt ?? now }, stored ?? null);
      if (written === undefined) return undefined;
      return grown.length <= maxNoteChars ? "" : `${tombstoneListKey}-${lists + 1}`;
    });
    if (next === "") return;
    listKey = next;
  }
  throw new EngramError("INVALID_OPTIONS", `Scope ${scopeLabel(scope)} holds ${maxLists} full tombstone lists; forget in a narrower scope.`);
}

/** Writes the tombstone note and lists it in its scope (listed first: a listed key without its note is skipped). */
export async function writeTombstone(store: MemoryStore, tombstone: NoteRecord): Promise<NoteRecord> {
  await listTombstone(store, tombstone.scope, tombstone.key, tombstone.createdAt);
  return store.put(tombstone);
}

/** Whether a note is a tombstone or a tombstone list (scratchpads and purges leave those alone). */
export function isTombstone(note: NoteRecord): boolean {
  return note.tags.includes(tombstoneTag);
}

/** A tombstone note's content, or undefined when it does not parse (a hand edit): such a note forgets nothing. */
export function readTombstone(note: NoteRecord): Tombstone | undefined {
  return parsed(tombstoneSchema, note);
}

/** Every scope visible in `scope`: the scopes setting a subset of its keys, to the same values (itself and global included). */
export function scopesVisibleIn(scope: Scope): Scope[] {
  let scopes: Scope[] = [{}];
  for (const key of scopeKeys) {
    const value = scope[key];
    if (value !== undefined) scopes = scopes.flatMap((each) => [each, { ...each, [key]: value }]);
  }
  return scopes;
}

/**
 * The tombstone notes visible in `scope`, with the lists that name them: each visible scope's tombstone
 * lists, then the notes they name, all read by id (a context of two scope keys reads four lists; nothing
 * more when none exists).
 */
export async function tombstoneNotesVisibleIn(store: MemoryStore, scope: Scope): Promise<{ lists: NoteRecord[]; notes: NoteRecord[] }> {
  const lists: NoteRecord[] = [];
  const keys = await Promise.all(
    scopesVisibleIn(scope).map(async (visible) => {
      const found: string[] = [];
      let listKey: string | undefined = tombstoneListKey;
      for (let count = 0; listKey !== undefined && count < maxLists; count++) {
        const stored: NoteRecord | undefined = await store.get("note", noteId(visible, listKey));
        if (stored !== undefined) lists.push(stored);
        const list: TombstoneList | undefined = parsed(tombstoneListSchema, stored);
        found.push(...(list?.keys ?? []));
        listKey = list?.next;
      }
      return found.map((key) => noteId(visible, key));
    }),
  );
  const notes = await Promise.all(keys.flat().map((id) => store.get("note", id)));
  return { lists, notes: notes.filter((each): each is NoteRecord => each !== undefined) };
}

/** The tombstones visible in `scope` (see `tombstoneNotesVisibleIn`); notes that do not parse forget nothing. */
export async function tombstonesVisibleIn(store: MemoryStore, scope: Scope): Promise<Tombstone[]> {
  const { notes } = await tombstoneNotesVisibleIn(store, scope);
  return notes.flatMap((each) => readTombstone(each) ?? []);
}

/**
 * Takes a tombstone's key off its scope's tombstone list (the list of the chain that holds it), with a
 * compare-and-set per list. A list left empty stays, so the chain is never broken. For `undoForget`.
 */
export async function unlistTombstone(store: MemoryStore, scope: Scope, key: string, now: string): Promise<void> {
  let listKey: string | undefined = tombstoneListKey;
  for (let lists = 0; listKey !== undefined && lists < maxLists; lists++) {
    const current: string = listKey;
    const step: { next: string | undefined } = await untilStored(`the tombstone list "${current}" of scope ${scopeLabel(scope)}`, async () => {
      const stored = await store.get("note", noteId(scope, current));
      const list = parsed(tombstoneListSchema, stored);
      if (stored === undefined || list === undefined) return { next: undefined };
      if (!list.keys.includes(key)) return { next: list.next };
      const content = JSON.stringify({ ...list, keys: list.keys.filter((each) => each !== key) });
      const written = await store.putIf({ ...stored, content, updatedAt: now }, stored);
      return written === undefined ? undefined : { next: undefined };
    });
    listKey = step.next;
  }
}

/** The tag a tombstone gets once its passages were purged: its forgetting can no longer be undone. */
export const purgedTag = "engram-purged";

/** Whether a tombstone note records a purge (`purgedTag`). */
export function isPurged(note: NoteRecord): boolean {
  return note.tags.includes(purgedTag);
}

/**
 * Tags a tombstone note `engram-purged` (compare-and-set, read again on a conflict) before its purge
 * starts, so a purge that fails half way still refuses an undo. Undefined when the note is gone.
 */
export async function markPurged(store: MemoryStore, id: string, now: string): Promise<NoteRecord | undefined> {
  const result = await untilStored(`the tombstone note "${id}"`, async () => {
    const stored = await store.get("note", id);
    if (stored === undefined || isPurged(stored)) return { note: stored };
    const written = await store.putIf({ ...stored, tags: [...stored.tags, purgedTag], updatedAt: now }, stored);
    return written === undefined ? undefined : { note: written };
  });
  return result.note;
}
