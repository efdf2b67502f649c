import { redactText } from "../redaction/redact-secrets.js";
import type { MemoryStore } from "../store/memory-store.js";
import type { NoteRecord } from "../store/records.js";
import { sameScope, type Scope } from "../store/scope.js";
import { noteId } from "../store/ids.js";
import { findNote } from "../store-ops/note-lookup.js";
import { isTombstone } from "../store-ops/tombstone.js";
import { untilStored } from "../store-ops/until-stored.js";

/** CLIO's session store: key-value notes and checkpoints of one session or task. */
export interface Scratchpad {
  store(key: string, content: string): Promise<NoteRecord>;
  /**
   * Stores `content` under `key` only when no note is there yet (a compare-and-set against none), so
   * that of writers racing to start a value, the first wins and the others keep it: true when this call
   * stored it.
   */
  create(key: string, content: string): Promise<boolean>;
  retrieve(key: string): Promise<string | undefined>;
  /** Notes whose key or content matches the query, best first. */
  search(query: string, limit?: number): Promise<NoteRecord[]>;
  list(): Promise<NoteRecord[]>;
  delete(key: string): Promise<boolean>;
}

/**
 * A scratchpad over the notes of exactly `scope` (typically a session's). Keys and contents are
 * redacted like every other write; a key is redacted on every call, so a note stored under a key
 * holding a secret is found again under that same key.
 */
export function createScratchpad(store: MemoryStore, scope: Scope, now: () => Date): Scratchpad {
  return {
    async store(secretKey, content) {
      const key = noteKey(secretKey);
      const id = noteId(scope, key);
      let legacy: NoteRecord | undefined;
      // A compare-and-set against the note as read: a concurrent writer's tags and creation time are kept.
      const written = await untilStored(`the note "${key}"`, async () => {
        const current = await store.get("note", id);
        // A note stored under its pre-escaping id moves to its own (and keeps its tags and creation time).
        legacy = current ? undefined : await findNote(store, scope, key);
        const earlier = current ?? legacy;
        const at = now().toISOString();
        const note = {
          kind: "note",
          id,
          key,
          content: redactText(content),
          scope,
          tags: earlier?.tags ?? [],
          createdAt: earlier?.createdAt ?? at,
          updatedAt: at,
        } as const;
        return store.putIf(note, current ?? null);
      });
      if (legacy) await store.delete("note", legacy.id);
      return written;
    },
    async create(secretKey, content) {
      const key = noteKey(secretKey);
      if ((await findNote(store, scope, key)) !== undefined) return false;
      const at = now().toISOString();
      const note = { kind: "note" as const, id: noteId(scope, key), key, content: redactText(content), scope, tags: [], createdAt: at, updatedAt: at };
      return (await store.putIf(note, null)) !== undefined;
    },
    async retrieve(key) {
      return (await findNote(store, scope, noteKey(key)))?.content;
    },
    async search(query, limit = 10) {
      const hits = await store.search({ text: query, targets: ["note"], scope, limit });
      return hits.flatMap((hit) =>
        hit.target === "record" && hit.record.kind === "note" && sameNoteScope(hit.record, scope) && !isTombstone(hit.record) ? [hit.record] : [],
      );
    },
    async list() {
      const notes: NoteRecord[] = [];
      let cursor: string | undefined;
      do {
        const page = await store.query({ kind: "note", scope, scopeMode: "exact", limit: 500, ...(cursor ? { cursor } : {}) });
        // Tombstones of forgotten entries are notes of the scope, but no one's scratchpad.
        notes.push(...page.records.filter((note) => !isTombstone(note)));
        cursor = page.nextCursor;
      } while (cursor);
      return notes.sort((a, b) => a.key.localeCompare(b.key));
    },
    async delete(key) {
      const existing = await findNote(store, scope, noteKey(key));
      return existing ? store.delete("note", existing.id) : false;
    },
  };
}

/** A note's key as stored: redacted, within the 200 characters a key may have (a marker can be longer than a secret). */
function noteKey(key: string): string {
  return redactText(key).slice(0, 200);
}

function sameNoteScope(note: NoteRecord, scope: Scope): boolean {
  return sameScope(note.scope, scope);
}
