import { redactText } from "../extraction/redact-secrets.js";
import type { MemoryStore } from "../store/memory-store.js";
import type { NoteRecord } from "../store/records.js";
import type { Scope } from "../store/scope.js";
import { noteId } from "./ids.js";

/** CLIO's session store: key-value notes and checkpoints of one session or task. */
export interface Scratchpad {
  store(key: string, content: string): Promise<NoteRecord>;
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
      const existing = await store.get("note", noteId(scope, key));
      const at = now().toISOString();
      return store.put({
        kind: "note",
        id: noteId(scope, key),
        key,
        content: redactText(content),
        scope,
        tags: existing?.tags ?? [],
        createdAt: existing?.createdAt ?? at,
        updatedAt: at,
      });
    },
    async retrieve(key) {
      return (await store.get("note", noteId(scope, noteKey(key))))?.content;
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
      return store.delete("note", noteId(scope, noteKey(key)));
    },
  };
}

/** A note's key as stored: redacted, within the 200 characters a key may have (a marker can be longer than a secret). */
function noteKey(key: string): string {
  return redactText(key).slice(0, 200);
}

function sameNoteScope(note: NoteRecord, scope: Scope): boolean {
  return noteId(note.scope, note.key) === noteId(scope, note.key);
}
