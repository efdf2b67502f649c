import { EngramError } from "@engram/core";
import { type MemoryRecord, type MemoryRecordInput, type RecordKind, scopeLabel } from "@engram/core/store";
import { checkExpectation, parseRecord } from "@engram/core/store-kit";
import { decodeRecord } from "./codec.js";
import type { Connection } from "./connection.js";
import { runIndexedScript } from "./indexed-script.js";
import { type KeyLayout, scopeKeySuffix } from "./keys.js";
import { deleteFieldIfScript, deleteRecordScript, putRecordScript, swapFieldScript } from "./lua/record-scripts.js";
import { putRecordIf } from "./put-if.js";
import { registerScope } from "./scope-labels.js";
import { putCall } from "./put-call.js";
import { recordWriteKeys } from "./script-keys.js";

/** put, get and delete of single records. */
export class RecordOps {
  constructor(
    private readonly connection: Connection,
    private readonly keys: KeyLayout,
    private readonly vectorDimensions: number | undefined,
  ) {}

  /**
   * Writes the record in its scope's slot (one Lua script: record, order indexes, text index, vector).
   * The id registry says which scope holds an id; a record that moves scope is removed from the old
   * one after the new write, and a writer whose move lost a race removes its own copy.
   */
  async put(input: MemoryRecordInput): Promise<MemoryRecord> {
    const record = this.validate(input);
    const label = scopeLabel(record.scope);
    await registerScope(this.connection, this.keys, record.scope);
    const registry = this.keys.recordRegistry(record.kind);
    const call = putCall(this.keys, this.vectorDimensions, record);
    // The stored text's terms, read alongside the registry swap: a rewrite's script then has every key
    // it unindexes in one call (it checks them again, and asks for any that changed meanwhile).
    const [previous, stream] = await Promise.all([
      this.connection.script(swapFieldScript, [registry], [record.id, label]),
      this.connection.command("read stored terms", ["HGET", this.keys.scopeBase(label) + scopeKeySuffix.docTerms(record.kind), record.id]),
    ]);
    if (typeof stream === "string") call.keys.stream(record.kind, stream);
    await runIndexedScript(this.connection, putRecordScript, call.keys, record.kind, call.args);
    if (typeof previous === "string" && previous !== label) await this.remove(record.kind, record.id, previous);
    const now = await this.connection.command("check record owner", ["HGET", registry, record.id]);
    if (now !== label) await this.remove(record.kind, record.id, label);
    return record;
  }

  async get(kind: RecordKind, id: string): Promise<MemoryRecord | undefined> {
    const label = await this.connection.command("find record", ["HGET", this.keys.recordRegistry(kind), id]);
    if (typeof label !== "string") return undefined;
    const key = this.keys.records(label, kind);
    const json = await this.connection.command("get record", ["HGET", key, id]);
    if (typeof json !== "string") return undefined;
    const record = decodeRecord(json, key, id);
    return record.kind === kind ? record : undefined;
  }

  async delete(kind: RecordKind, id: string): Promise<boolean> {
    const registry = this.keys.recordRegistry(kind);
    const label = await this.connection.command("find record", ["HGET", registry, id]);
    if (typeof label !== "string") return false;
    const removed = await this.remove(kind, id, label);
    await this.connection.script(deleteFieldIfScript, [registry], [id, label]);
    return removed;
  }

  /**
   * Compare-and-set (see put-if.ts): writes only while the stored record equals `expected`, or with
   * null, only while there is none.
   */
  async putIf(input: MemoryRecordInput, expected: MemoryRecord | null): Promise<MemoryRecord | undefined> {
    const record = this.validate(input, "putIf");
    const expectation = checkExpectation(record, expected);
    const written = await putRecordIf(this.connection, this.keys, record, expectation, putCall(this.keys, this.vectorDimensions, record));
    return written ? record : undefined;
  }

  private async remove(kind: RecordKind, id: string, label: string): Promise<boolean> {
    const base = this.keys.scopeBase(label);
    const removed = await runIndexedScript(this.connection, deleteRecordScript, recordWriteKeys(base, kind), kind, [base, kind, id]);
    return removed === 1;
  }

  private validate(input: MemoryRecordInput, where = "put"): MemoryRecord {
    const record = parseRecord(input, where);
    if (record.vector !== undefined && this.vectorDimensions !== undefined && record.vector.length !== this.vectorDimensions) {
      throw new EngramError(
        "INVALID_RECORD",
        `Invalid record ${record.kind} "${record.id}" (${where}): vector: has ${record.vector.length} dimensions; this store ` +
          `indexes ${this.vectorDimensions}. Embed with the model the store was opened for.`,
        { details: { kind: record.kind, id: record.id, dimensions: record.vector.length, expected: this.vectorDimensions } },
      );
    }
    return record;
  }
}
