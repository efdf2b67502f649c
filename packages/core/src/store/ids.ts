import { createHash } from "node:crypto";
import { scopeKeys, scopeLabel, type Scope } from "./scope.js";
import { type KeyWords, keyWords } from "../text/key-words.js";
import { recentMemo } from "../util/recent-memo.js";

/**
 * The id of the entry `remember` creates under `key` in `scope`: the same in every process, so writers
 * racing to create it collide on one id instead of creating one entry each. `attempt` > 0 gives the
 * next candidates, for when another entry (another key, a hand edit, an import) already holds the id.
 */
export function keyedEntryId(scope: Scope, key: string, attempt = 0): string {
  const name = `${scopeLabel(scope)}\u0000${key}${attempt === 0 ? "" : `\u0000${attempt}`}`;
  return `e-${createHash("sha256").update(name).digest("hex").slice(0, 32)}`;
}

/**
 * The id of the daily item holding the `index`th fact extraction found in `messageIds` of session
 * `sessionId` in `scope`: the same in every run, so extraction run again over the same messages (the
 * retry after a process stopped between an exchange's facts and its archive, decision 0259, or a
 * background job run again) finds the items already written instead of writing a second copy. The scope
 * is part of it: two tenants' sessions may share their ids.
 */
export function extractedFactId(scope: Scope, sessionId: string, messageIds: readonly string[], index: number): string {
  // Each part after its length, so no two lists of ids (whatever characters they hold) hash alike.
  const hash = createHash("sha256");
  for (const part of [scopeLabel(scope), sessionId, String(index), ...messageIds]) hash.update(`${part.length}:${part}`);
  return `d-${hash.digest("hex").slice(0, 32)}`;
}

/**
 * A note's id: stable for a scope and key, and safe as a file name in every store (no separators,
 * whatever the key holds).
 */
export function noteId(scope: Scope, key: string): string {
  return hashedNoteId(`${scopeLabel(scope)}\u0000${key}`);
}

/**
 * The id a note had before scope labels were escaped (values joined as they are), or undefined when it
 * is the same as `noteId`'s: only scopes whose values hold "%", "," or "=" changed. A note stored under
 * it is still that note when its own scope and key match (see note-lookup.ts).
 */
export function legacyNoteId(scope: Scope, key: string): string | undefined {
  const label = [...scopeKeys]
    .reverse()
    .filter((k) => scope[k] !== undefined)
    .map((k) => `${k}=${scope[k]}`)
    .join(",");
  const legacy = label === "" ? "global" : label;
  return legacy === scopeLabel(scope) ? undefined : hashedNoteId(`${legacy}\u0000${key}`);
}

/** Note ids already hashed (a framework reads the same thread's note on every call); long names are hashed every time. */
const hashedNoteId = recentMemo((name) => `n-${createHash("sha256").update(name).digest("hex").slice(0, 24)}`, 4_096, 1_024);

/** A key made from content when the caller gives none: its first meaningful words (negations kept), kebab-cased. */
export function keyFromContent(content: string, wordsOf: KeyWords = keyWords): string {
  const words = wordsOf(content).slice(0, 6);
  const key = words
    .join("-")
    .replace(/[^\p{L}\p{N}-]+/gu, "")
    .slice(0, 60);
  return key || `memory-${createHash("sha256").update(content).digest("hex").slice(0, 8)}`;
}
