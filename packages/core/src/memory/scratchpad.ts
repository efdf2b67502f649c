import type { MemoryStore } from "../store/memory-store.js";
import type { NoteRecord } from "../store/records.js";
import { sameScope, type Scope } from "../store/scope.js";
import { noteId } from "./ids.js";
import { findNote } from "./note-lookup.js";

/** CLIO's session store: key-value notes and checkpoints of one session or task. */
export interface Scratchpad {
  store(key: string, content: string): Promise<NoteRecord>;
  retrieve(key: string): Promise<string | undefined>;
  /** Notes whose key or content matches the query, best first. */
  search(query: string, limit?: number): Promise<NoteRecord[]>;
  list(): Promise<NoteRecord[]>;
  delete(key: string): Promise<boolean>;
}

/** A scratchpad over the notes of exactly `scope` (typically a session's). */
export function createScratchpad(store: MemoryStore, scope: Scope, now: () => Date): Scratchpad {
  return {
    async store(key, content) {
      const existing = await findNote(store, scope, key);
      const at = now().toISOString();
      const written = await store.put({
        kind: "note",
        id: noteId(scope, key),
        key,
        content,
        scope,
        tags: existing?.tags ?? [],
        createdAt: existing?.createdAt ?? at,
        updatedAt: at,
      });
      // A note found under its pre-escaping id now lives under its own: the old copy goes.
      if (existing && existing.id !== written.id) await store.delete("note", existing.id);
      return written;
    },
    async retrieve(key) {
      return (await findNote(store, scope, key))?.content;
    },
    async search(query, limit = 10) {
      const hits = await store.search({ text: query, targets: ["note"], scope, limit });
      return hits.flatMap((hit) =>
        hit.target === "record" && hit.record.kind === "note" && sameNoteScope(hit.record, scope) ? [hit.record] : [],
      );
    },
    async list() {
      const notes: NoteRecord[] = [];
      let cursor: string | undefined;
      do {
        const page = await store.query({ kind: "note", scope, scopeMode: "exact", limit: 500, ...(cursor ? { cursor } : {}) });
        notes.push(...page.records);
        cursor = page.nextCursor;
      } while (cursor);
      return notes.sort((a, b) => a.key.localeCompare(b.key));
    },
    async delete(key) {
      const existing = await findNote(store, scope, key);
      return existing ? store.delete("note", existing.id) : false;
    },
  };
}

function sameNoteScope(note: NoteRecord, scope: Scope): boolean {
  return sameScope(note.scope, scope);
}
