import type { MemoryStore } from "../store/memory-store.js";
import type { NoteRecord } from "../store/records.js";
import type { Scope } from "../store/scope.js";
import { noteId } from "./ids.js";
import { untilStored } from "./until-stored.js";

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
      const id = noteId(scope, key);
      // A compare-and-set against the note as read: a concurrent writer's tags and creation time are kept.
      return untilStored(`the note "${key}"`, async () => {
        const existing = await store.get("note", id);
        const at = now().toISOString();
        const note = { kind: "note", id, key, content, scope, tags: existing?.tags ?? [], createdAt: existing?.createdAt ?? at, updatedAt: at } as const;
        return store.putIf(note, existing ?? null);
      });
    },
    async retrieve(key) {
      return (await store.get("note", noteId(scope, key)))?.content;
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
      return store.delete("note", noteId(scope, key));
    },
  };
}

function sameNoteScope(note: NoteRecord, scope: Scope): boolean {
  return noteId(note.scope, note.key) === noteId(scope, note.key);
}
