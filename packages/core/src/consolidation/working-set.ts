import type { EntryRecord } from "../store/records.js";
import type { ConsolidationChange } from "./consolidation-report.js";

/** When an entry started being true: its `validFrom`, else its creation. */
export function validFromOf(entry: EntryRecord): string {
  return entry.validFrom ?? entry.createdAt;
}

/** Whether an entry holds at `at`: started by then and not ended (not superseded) by then. */
export function isValidAt(entry: EntryRecord, at: number): boolean {
  if (Date.parse(validFromOf(entry)) > at) return false;
  return entry.validTo === undefined || Date.parse(entry.validTo) > at;
}

/** Not superseded and not ended at `at`: what MEMORY.md and the dedup checks look at. */
export function isCurrent(entry: EntryRecord, at: number): boolean {
  return entry.supersededBy === undefined && (entry.validTo === undefined || Date.parse(entry.validTo) > at);
}

/**
 * The entries of one scope as consolidation changes them, in memory: nothing reaches the store until
 * the run ends (and nothing at all in a dry run). Every change is recorded with its reason.
 */
export class ConsolidationWorkingSet {
  readonly now: string;
  readonly nowMs: number;
  readonly changes: ConsolidationChange[] = [];
  /** Reports a recoverable problem once (the run's warning callback). */
  readonly warn: (message: string) => void;
  readonly #entries = new Map<string, EntryRecord>();
  /** The entries as read from the store: what each write back expects to find there still. */
  readonly #read = new Map<string, EntryRecord>();
  readonly #written = new Set<string>();
  readonly #deleted = new Set<string>();
  /** Embeddings of entry contents by id, when `embed` was given. */
  readonly vectors = new Map<string, number[]>();

  constructor(entries: readonly EntryRecord[], now: string, warn: (message: string) => void = () => {}) {
    this.now = now;
    this.warn = warn;
    this.nowMs = Date.parse(now);
    for (const entry of entries) {
      this.#entries.set(entry.id, entry);
      this.#read.set(entry.id, entry);
    }
  }

  /** The entry as the run read it from the store; undefined for one the run created. */
  asRead(id: string): EntryRecord | undefined {
    return this.#read.get(id);
  }

  get(id: string): EntryRecord | undefined {
    return this.#entries.get(id);
  }

  /** Every entry still in the set, current or superseded. */
  all(): EntryRecord[] {
    return [...this.#entries.values()];
  }

  current(): EntryRecord[] {
    return this.all().filter((entry) => isCurrent(entry, this.nowMs));
  }

  has(id: string): boolean {
    return this.#entries.has(id) || this.#deleted.has(id);
  }

  /** Adds or replaces an entry and marks it for writing. */
  set(entry: EntryRecord): void {
    this.#entries.set(entry.id, entry);
    this.#written.add(entry.id);
    this.#deleted.delete(entry.id);
  }

  update(id: string, patch: Partial<EntryRecord>): EntryRecord {
    const entry = this.#entries.get(id);
    if (!entry) throw new Error(`consolidation: no entry "${id}" in the working set`);
    const next = { ...entry, ...patch };
    this.set(next);
    return next;
  }

  remove(id: string): void {
    this.#entries.delete(id);
    this.#written.delete(id);
    this.#deleted.add(id);
    this.vectors.delete(id);
  }

  record(change: ConsolidationChange): void {
    this.changes.push(change);
  }

  /** Entries to put, and ids to delete, once the run is done. */
  pending(): { write: EntryRecord[]; remove: string[] } {
    const write = [...this.#written].map((id) => this.#entries.get(id)).filter((e): e is EntryRecord => e !== undefined);
    return { write, remove: [...this.#deleted].sort() };
  }
}
