import type { ManifestSession } from "./session-files.js";

/**
 * How much re-reading a save may leave to the next open, as a share of the search index file's size. At
 * 100,000 entries that file is about 100 MB and writing it (with `.index/records.json`) takes 1.5-4 s,
 * where re-reading a few MB of session lines takes tens of milliseconds.
 */
export const saveDebtShare = 1 / 32;

/** What one changed record file counts for: the next open reads, parses and indexes it again. */
export const recordDebtBytes = 4096;

/**
 * When a save of the derived files may be put off ([decision 0245](../../../docs/decisions/0245-fs-store-puts-off-small-index-saves.md)).
 * The derived files are a cache: an open compares them with the files and re-reads whatever differs, as
 * it does after a process killed before `close()`. So a save is needed only when what the next open
 * would re-read (the debt) costs more than a fair share of writing the files anew. A process that opens
 * a large store, appends a turn and closes (a coding agent's Stop hook) then pays for the turn's session
 * file, not for re-encoding and writing the whole index.
 *
 * The debt is measured against the files on disk: the session files whose fingerprint the index file's
 * manifest does not hold (each counted at its whole size: it is read whole) and the record files read,
 * written or dropped since the head index was written (`recordDebtBytes` each). A save is put off while
 * the debt stays within `saveDebtShare` of the index file's size; never when there is no index file to
 * catch up from.
 */
export class SaveDebt {
  /** The index file's size as last read or written; undefined while there is none the store could use. */
  #indexBytes: number | undefined;
  /** Each session file of the index file's manifest, with the fingerprint the index holds it at. */
  #sessions = new Map<string, string>();
  /** `RecordFiles.changes` when the head index was last read or written. */
  #recordChanges = 0;

  /** The index file just read (`bytes` long, holding `sessions`), with the head index that goes with it. */
  read(bytes: number, sessions: readonly ManifestSession[]): void {
    this.#indexBytes = bytes;
    this.#sessions = fingerprints(sessions);
    this.#recordChanges = 0;
  }

  /** The index file was written: `bytes` long, holding `sessions`. */
  indexWritten(bytes: number, sessions: readonly ManifestSession[]): void {
    this.#indexBytes = bytes;
    this.#sessions = fingerprints(sessions);
  }

  /** The head index was written (or found current) when the record files' change counter read `changes`. */
  headsWritten(changes: number): void {
    this.#recordChanges = changes;
  }

  /** The bytes the next open would read again, given the sessions now and the record files' change counter. */
  debt(sessions: readonly ManifestSession[], recordChanges: number): number {
    let bytes = Math.max(0, recordChanges - this.#recordChanges) * recordDebtBytes;
    for (const session of sessions) if (this.#sessions.get(session.file) !== session.fingerprint) bytes += session.size;
    return bytes;
  }

  /** Whether a save may be put off: there is an index file, and the debt is within its share of that file. */
  allowsDeferring(sessions: readonly ManifestSession[], recordChanges: number): boolean {
    return this.#indexBytes !== undefined && this.debt(sessions, recordChanges) <= this.#indexBytes * saveDebtShare;
  }
}

function fingerprints(sessions: readonly ManifestSession[]): Map<string, string> {
  return new Map(sessions.map((session) => [session.file, session.fingerprint]));
}
