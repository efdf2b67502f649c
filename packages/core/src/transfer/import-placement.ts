import { createHash } from "node:crypto";
import { scopedName } from "../store-ops/scoped-name.js";
import { noteId } from "../store/ids.js";
import type { MemoryRecord } from "../store/records.js";
import { sameScope, scopeKeys, scopeLabel, type Scope } from "../store/scope.js";

/** Where an import may write: the importing memory's scope, and whether foreign scopes are moved into it. */
export interface ImportTarget {
  readonly scope: Scope;
  /** Move a record or session of another scope into `scope` instead of refusing it. */
  readonly remap: boolean;
}

export type Placement = { readonly scope: Scope } | { readonly refused: string };

/**
 * The scope an imported record or session lands in. Without a target (an administrator's import into a
 * store) it keeps its own. With one, it must lie within the target: every key the target sets, set to
 * the same value (a session's notes in `{ user, session }` lie within `{ user }`); anything else is
 * refused, or with `remap` takes the target's keys (keeping the keys the target does not set).
 */
export function placeImported(scope: Scope, target: ImportTarget | undefined): Placement {
  if (target === undefined) return { scope };
  const within = scopeKeys.every((key) => target.scope[key] === undefined || scope[key] === target.scope[key]);
  if (within) return { scope };
  if (target.remap) return { scope: { ...scope, ...target.scope } };
  return {
    refused:
      `its scope ${scopeLabel(scope)} is outside this memory's scope ${scopeLabel(target.scope)}: import it through a memory of ` +
      "that scope, or pass { remap: true } to move it into this one",
  };
}

/**
 * A record moved into another scope by `remap` gets an id of its own there (the same on every re-import),
 * so it never replaces the record it was copied from: a note the id its scope and key give it, an entry or
 * daily item a hash of its old id and new scope, an index the id of its new scope's. Summaries and
 * checkpoints keep their session's id.
 */
export function placedRecord(record: MemoryRecord, scope: Scope): MemoryRecord {
  if (sameScope(record.scope, scope)) return record;
  switch (record.kind) {
    case "note":
      return { ...record, scope, id: noteId(scope, record.key) };
    case "entry":
    case "daily": {
      const hash = createHash("sha256")
        .update(`${scopeLabel(scope)}\u0000${record.id}`)
        .digest("hex")
        .slice(0, 32);
      return { ...record, scope, id: `${record.kind === "entry" ? "e" : "d"}-${hash}` };
    }
    case "index":
      // MEMORY.md has one id per scope; it is regenerated from the scope's entries after an import.
      return { ...record, scope, id: scopedName("memory-index", scope) };
    default:
      return { ...record, scope };
  }
}
