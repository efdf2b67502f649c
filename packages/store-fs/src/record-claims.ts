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
  /**
   * Each claimed id's claimants, by kind then id: the path of the one file that claims it (nearly always), or
   * every file that does, with its head. Keyed by the heads' own id strings: a key string per record was
   * 100,000 more strings at an open, each made and hashed once more. A sole claimant is its path alone (an
   * object per record with its head was 4.6 MiB at 100,000 entries): its head is in its file's heads, and
   * whether it is the record's own path matters only once another file claims the id too.
   */
  readonly #claims = new Map<RecordKind, Map<string, string | Map<string, Claim>>>();
  /** The head `file` holds for that kind and id now, as its tracked heads say. */
  readonly #headIn: (file: string, kind: RecordKind, id: string) => RecordHead | undefined;

  constructor(headIn: (file: string, kind: RecordKind, id: string) => RecordHead | undefined) {
    this.#headIn = headIn;
  }
  /** The owner of each id several files claim (a sole claimant owns its id), by kind then id. */
  readonly #owners = new Map<RecordKind, Map<string, string>>();

  /**
   * Replaces what `file` claims (`before` it claimed, `after` it claims now). Returns each id whose
   * owner or owned record may have changed, and every file whose duplicate problems may have changed (in
   * path order). A new file with one record no other file claims is `claimSole`'s, which callers try first.
   */
  replace(file: string, before: readonly RecordHead[], after: readonly RecordHead[]): { changes: OwnerChange[]; files: readonly string[] } {
    const keys = new Map<string, { kind: RecordKind; id: string }>();
    const working = new Map<string, { claimants: Map<string, Claim>; previous: string | undefined }>();
    const claimantsOf = (key: string, kind: RecordKind, id: string): Map<string, Claim> => {
      let entry = working.get(key);
      if (entry === undefined) working.set(key, (entry = { claimants: this.#claimantsOf(kind, id), previous: this.#ownerOf(kind, id) }));
      return entry.claimants;
    };
    for (const record of before) {
      const key = recordKey(record.kind, record.id);
      claimantsOf(key, record.kind, record.id).delete(file);
      keys.set(key, record);
    }
    for (const record of after) {
      const key = recordKey(record.kind, record.id);
      claimantsOf(key, record.kind, record.id).set(file, { head: record, own: isRecordPath(file, asRecordFields(record)) });
      keys.set(key, record);
    }
    const changes: OwnerChange[] = [];
    const files = new Set<string>([file]);
    for (const [key, { kind, id }] of keys) {
      const { claimants, previous } = working.get(key)!;
      if (previous !== undefined) files.add(previous);
      for (const claimant of claimants.keys()) files.add(claimant);
      const owner = pickOwner(claimants);
      this.#store(kind, id, claimants, owner);
      if (owner === undefined) {
        if (previous !== undefined) changes.push({ kind, id, owner: undefined, head: undefined });
        continue;
      }
      // The owner's record changed when the owner changed, or when the owner is the file just read.
      if (owner !== previous || owner === file) changes.push({ kind, id, owner, head: claimants.get(owner)?.head });
    }
    return { changes, files: [...files].sort() };
  }

  /**
   * Claims `head`'s id for `file` when no file claims it yet (a new file with one record: nearly every file on an
   * open): `file` then owns it, as `replace(file, [], [head])` would decide, without `replace`'s working maps,
   * and true is returned (the record owned by `file` is `head`, and no other file's problems change). False,
   * claiming nothing, when another file claims it: then `replace` decides.
   */
  claimSole(file: string, head: RecordHead): boolean {
    const ofKind = this.#kindClaims(head.kind);
    if (ofKind.has(head.id)) return false;
    ofKind.set(head.id, file);
    return true;
  }

  #kindClaims(kind: RecordKind): Map<string, string | Map<string, Claim>> {
    let ofKind = this.#claims.get(kind);
    if (ofKind === undefined) this.#claims.set(kind, (ofKind = new Map()));
    return ofKind;
  }

  /**
   * The id's claimants as a map to change (the stored one, or a new one for a sole or no claimant). A sole
   * claimant whose tracked heads no longer hold the id (its file was just taken in again without it, or
   * forgotten) is left out: the caller is dropping its claim.
   */
  #claimantsOf(kind: RecordKind, id: string): Map<string, Claim> {
    const stored = this.#claims.get(kind)?.get(id);
    if (stored === undefined) return new Map();
    if (typeof stored !== "string") return stored;
    const head = this.#headIn(stored, kind, id);
    return head === undefined ? new Map() : new Map([[stored, { head, own: isRecordPath(stored, asRecordFields(head)) }]]);
  }

  #ownerOf(kind: RecordKind, id: string): string | undefined {
    const stored = this.#claims.get(kind)?.get(id);
    return stored === undefined ? undefined : typeof stored === "string" ? stored : this.#owners.get(kind)?.get(id);
  }

  #store(kind: RecordKind, id: string, claimants: Map<string, Claim>, owner: string | undefined): void {
    this.#owners.get(kind)?.delete(id);
    const ofKind = this.#kindClaims(kind);
    if (owner === undefined || claimants.size === 0) {
      ofKind.delete(id);
      return;
    }
    if (claimants.size > 1) {
      ofKind.set(id, claimants);
      let owners = this.#owners.get(kind);
      if (owners === undefined) this.#owners.set(kind, (owners = new Map()));
      owners.set(id, owner);
      return;
    }
    ofKind.set(id, claimants.keys().next().value as string);
  }

  owner(kind: RecordKind, id: string): string | undefined {
    return this.#ownerOf(kind, id);
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
