import { EngramError, type Scope } from "@engram/core";
import { scopeLabel } from "@engram/core/store";

/**
 * PostgreSQL refuses a B-tree entry over 2,704 bytes. The indexes of records, sessions, events and the
 * text statistics hold a document's scope label beside its id, key or a term (a lexeme is at most 1,000
 * bytes, 1,006 with its band suffix), so the label and the longest of those must fit together, with room
 * for the entry's headers (24 bytes for up to four columns). An incompressible label of four
 * 200-character values of 3-byte characters passes it.
 */
const entryBudget = 2_680;
const longestLexeme = 1_006;

/**
 * INVALID_SCOPE before anything is written when `scope`'s label and the longest of `keys` (a session
 * id, a record's id and key) would not fit in one index entry: a clear error instead of PostgreSQL's
 * "index row size exceeds btree maximum" from the middle of a write.
 */
export function assertIndexableScope(scope: Scope, keys: readonly (string | undefined)[], what: string): void {
  const label = scopeLabel(scope);
  const labelBytes = Buffer.byteLength(label);
  const longest = Math.max(longestLexeme, ...keys.map((key) => (key === undefined ? 0 : Buffer.byteLength(key))));
  if (labelBytes + longest <= entryBudget) return;
  const limit = entryBudget - longest;
  throw new EngramError(
    "INVALID_SCOPE",
    `The scope of ${what} is too long for the PostgreSQL store: its label takes ${labelBytes} bytes of UTF-8, and the store's indexes hold at most ${limit} here (PostgreSQL caps an index entry at 2,704 bytes). Use shorter scope values (an id or a hash of a long name), or a store without this limit (SQLite, fs, Redis).`,
    { details: { labelBytes, limit, what } },
  );
}
