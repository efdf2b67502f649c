import type { MemoryRecord, RecordKind } from "@engram/core/store";
import { recordPaths } from "./layout.js";
import { asRecordFields, type RecordHead } from "./record-head.js";

/** Whether `file` is where the store would keep `record`: its preferred path or its `~<id>` fallback. */
export function isRecordPath(file: string, record: MemoryRecord): boolean {
  const { preferred, fallback } = recordPaths(record);
  return file === preferred || file === fallback;
}

export function recordKey(kind: RecordKind, id: string): string {
  return `${kind}\u0000${id}`;
}

interface Claim {
  readonly head: RecordHead;
  /** The file is the record's own path (not a hand-moved or copied one). */
  readonly own: boolean;
}

/** What changed for one record id when claims changed: its file now (undefined: none holds it). */
export interface OwnerChange {
  readonly kind: RecordKind;
  readonly id: string;
  readonly owner: string | undefined;
  /** The record's head as the owner holds it, to load. */
  readonly head: RecordHead | undefined;
}

/**
 * Which file holds each record when several files claim one id (a copy made by hand, a crash between
 * writing a record's new file and removing its old one): a file at the record's own path wins over
 * one elsewhere, then the first in path order. The choice depends only on the files, never on the
 * order they were read in, so a copy can never take a record from its own file.
 */
export class RecordClaims {
  readonly #claims = new Map<string, Map<string, Claim>>();
  readonly #owners = new Map<string, string>();

  /**
   * Replaces what `file` claims (`before` it claimed, `after` it claims now). Returns each id whose
   * owner or owned record may have changed, and every file whose duplicate problems may have changed.
   */
  replace(file: string, before: readonly RecordHead[], after: readonly RecordHead[]): { changes: OwnerChange[]; files: Set<string> } {
    const only = before.length === 0 && after.length === 1 ? after[0]! : undefined;
    if (only !== undefined && !this.#claims.has(recordKey(only.kind, only.id))) {
      // A new file with one record no other file claims (nearly every file on an open): it owns it.
      const key = recordKey(only.kind, only.id);
      this.#claims.set(key, new Map([[file, { head: only, own: isRecordPath(file, asRecordFields(only)) }]]));
      this.#owners.set(key, file);
      return { changes: [{ kind: only.kind, id: only.id, owner: file, head: only }], files: new Set([file]) };
    }
    const keys = new Map<string, { kind: RecordKind; id: string }>();
    for (const record of before) {
      const key = recordKey(record.kind, record.id);
      this.#claims.get(key)?.delete(file);
      keys.set(key, record);
    }
    for (const record of after) {
      const key = recordKey(record.kind, record.id);
      let claimants = this.#claims.get(key);
      if (claimants === undefined) this.#claims.set(key, (claimants = new Map()));
      claimants.set(file, { head: record, own: isRecordPath(file, asRecordFields(record)) });
      keys.set(key, record);
    }
    const changes: OwnerChange[] = [];
    const files = new Set<string>([file]);
    for (const [key, { kind, id }] of keys) {
      const claimants = this.#claims.get(key);
      const previous = this.#owners.get(key);
      if (previous !== undefined) files.add(previous);
      for (const claimant of claimants?.keys() ?? []) files.add(claimant);
      const owner = claimants === undefined ? undefined : pickOwner(claimants);
      if (owner === undefined) {
        this.#claims.delete(key);
        this.#owners.delete(key);
        if (previous !== undefined) changes.push({ kind, id, owner: undefined, head: undefined });
        continue;
      }
      this.#owners.set(key, owner);
      // The owner's record changed when the owner changed, or when the owner is the file just read.
      if (owner !== previous || owner === file) changes.push({ kind, id, owner, head: claimants?.get(owner)?.head });
    }
    return { changes, files };
  }

  owner(kind: RecordKind, id: string): string | undefined {
    return this.#owners.get(recordKey(kind, id));
  }
}

function pickOwner(claimants: ReadonlyMap<string, Claim>): string | undefined {
  let best: [string, Claim] | undefined;
  for (const entry of claimants) {
    if (best === undefined) {
      best = entry;
      continue;
    }
    const [file, claim] = entry;
    const [bestFile, bestClaim] = best;
    if (claim.own !== bestClaim.own ? claim.own : file < bestFile) best = entry;
  }
  return best?.[0];
}
