import type { MemoryRecord, RecordKind } from "@engram/core/store";
import type { FileBody, RecordBodies } from "./record-bodies.js";
import { RecordClaims, recordKey } from "./record-claims.js";
import type { RecordHead } from "./record-head.js";
import type { IndexedFile } from "./record-head-file.js";
import { RecordFileChanged, type RecordSink } from "./record-sink.js";
import { sourceDigest } from "./source-digest.js";

/**
 * Which file owns each record (record-claims.ts), carried to the search sink: when a file's claims
 * change, the sink is given each record as its owner holds it now, or told it is gone. A record whose
 * text the sink does not hold from its owner's current version, and whose body was not at hand, waits
 * in `#unindexed` until `indexPending` reads it.
 */
export class RecordOwners {
  readonly #sink: RecordSink;
  readonly #bodies: RecordBodies;
  /** What each record file held when it was last read, as the record files track it. */
  readonly #tracked: (file: string) => IndexedFile | undefined;
  /** Which file holds each record when several claim it. */
  readonly #claims: RecordClaims;
  /** Records whose text the search index does not hold from their file's current version: indexed at the end of a refresh. */
  readonly #unindexed = new Map<string, { kind: RecordKind; id: string }>();

  constructor(sink: RecordSink, bodies: RecordBodies, tracked: (file: string) => IndexedFile | undefined) {
    this.#sink = sink;
    this.#bodies = bodies;
    this.#tracked = tracked;
    this.#claims = new RecordClaims((file, kind, id) => tracked(file)?.heads.find((head) => head.kind === kind && head.id === id));
  }

  /** The file the record of that kind and id is read from (undefined: no file claims it). */
  owner(kind: RecordKind, id: string): string | undefined {
    return this.#claims.owner(kind, id);
  }

  /**
   * Reads the bodies of the records the search index lacks (a file taken from the head index whose record
   * moved to it as owner), through `body` (which may throw `RecordFileChanged`: that file was read again).
   */
  async indexPending(body: (file: string) => Promise<FileBody | undefined>): Promise<void> {
    for (const [key, { kind, id }] of this.#unindexed) {
      this.#unindexed.delete(key);
      const owner = this.#claims.owner(kind, id);
      const tracked = owner === undefined ? undefined : this.#tracked(owner);
      const head = tracked?.heads.find((candidate) => candidate.kind === kind && candidate.id === id);
      if (owner === undefined || tracked === undefined || head === undefined) continue;
      let record: MemoryRecord | undefined;
      try {
        record = (await body(owner))?.records.find((candidate) => candidate.kind === kind && candidate.id === id);
      } catch (error) {
        // Read again, and so indexed, by the body read.
        if (error instanceof RecordFileChanged) continue;
        throw error;
      }
      if (record !== undefined) this.#sink.upsert(head, sourceDigest(owner, tracked.fingerprint), record);
    }
  }

  /**
   * Moves `file`'s claims from `before` to `after` and loads what each id's owner holds. `records`: the
   * bodies of `after` when they were just read (to index their text, whatever the index holds when
   * `reindex`). Returns the files whose duplicates to restate: "sole" when `file` just claimed its one
   * record and no other file claims it (only its own problems, none to look up).
   */
  claim(
    file: string,
    before: readonly RecordHead[],
    after: readonly RecordHead[],
    records?: readonly MemoryRecord[],
    tracked?: IndexedFile,
    reindex = false,
  ): "sole" | readonly string[] {
    // A new file with one record no other file claims (nearly every file on an open): it owns that record, and
    // only its own problems are restated. As `replace` would answer, without the answer's four objects a file.
    if (before.length === 0 && after.length === 1 && this.#claims.claimSole(file, after[0]!)) {
      this.#owned(after[0]!, file, file, records, tracked, reindex);
      return "sole";
    }
    const { changes, files } = this.#claims.replace(file, before, after);
    for (const change of changes) {
      if (change.head === undefined) {
        if (this.#unindexed.size > 0) this.#unindexed.delete(recordKey(change.kind, change.id));
        this.#sink.remove(change.kind, change.id);
      }
      // The owner the claims now name (a change with a head has one).
      else this.#owned(change.head, change.owner ?? file, file, records, tracked, reindex);
    }
    return files;
  }

  /**
   * Loads the record `head` names as `owner` holds it into the search sink: from `records` when the owner is
   * `file`, just read (indexed again whatever the index holds when `reindex`), else from the owner's kept
   * body (none: the sink indexes it from its body later).
   */
  #owned(
    head: RecordHead,
    owner: string,
    file: string,
    records: readonly MemoryRecord[] | undefined,
    tracked: IndexedFile | undefined,
    reindex: boolean,
  ): void {
    if (this.#unindexed.size > 0) this.#unindexed.delete(recordKey(head.kind, head.id));
    const fingerprint = (owner === file && tracked !== undefined ? tracked : this.#tracked(owner))?.fingerprint ?? "";
    const held = owner === file ? records : this.#bodies.peek(owner, fingerprint)?.records;
    const record = held?.find((candidate) => candidate.kind === head.kind && candidate.id === head.id);
    if (!this.#sink.upsert(head, sourceDigest(owner, fingerprint), record, reindex && owner === file)) {
      this.#unindexed.set(recordKey(head.kind, head.id), { kind: head.kind, id: head.id });
    }
  }
}
