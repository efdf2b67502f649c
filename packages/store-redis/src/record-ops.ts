import { EngramError } from "@engram/core";
import { type MemoryRecord, type MemoryRecordInput, type RecordKind, scopeLabel } from "@engram/core/store";
import { checkExpectation, parseRecord, searchableText, instant } from "@engram/core/store-kit";
import { decodeRecord, packVector } from "./codec.js";
import type { Connection, RedisArg } from "./connection.js";
import type { KeyLayout } from "./keys.js";
import { deleteFieldIfScript, deleteRecordScript, putRecordScript, swapFieldScript } from "./lua/record-scripts.js";
import { putRecordIf } from "./put-if.js";
import { registerScope } from "./scope-labels.js";
import { indexArgs } from "./text-terms.js";

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
    const previous = await this.connection.script(swapFieldScript, [registry], [record.id, label]);
    await this.write(record, label);
    if (typeof previous === "string" && previous !== label) await this.remove(record.kind, record.id, previous);
    const now = await this.connection.command("check record owner", ["HGET", registry, record.id]);
    if (now !== label) await this.remove(record.kind, record.id, label);
    return record;
  }

  async get(kind: RecordKind, id: string): Promise<MemoryRecord | undefined> {
    const label = await this.connection.command("find record", ["HGET", this.keys.recordRegistry(kind), id]);
    if (typeof label !== "string") return undefined;
    const key = this.keys.record(label, kind, id);
    const json = await this.connection.command("get record", ["GET", key]);
    if (typeof json !== "string") return undefined;
    const record = decodeRecord(json, key);
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
    const written = await putRecordIf(this.connection, this.keys, record, expectation, putArgs(this.keys, this.vectorDimensions, record));
    return written ? record : undefined;
  }

  private async write(record: MemoryRecord, label: string): Promise<void> {
    await this.connection.script(putRecordScript, [this.keys.record(label, record.kind, record.id)], putArgs(this.keys, this.vectorDimensions, record));
  }

  private async remove(kind: RecordKind, id: string, label: string): Promise<boolean> {
    const removed = await this.connection.script(deleteRecordScript, [this.keys.record(label, kind, id)], [this.keys.scopeBase(label), kind, id]);
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

/** `putRecordScript`'s arguments for `record` in its own scope (after the record key). */
export function putArgs(keys: KeyLayout, vectorDimensions: number | undefined, record: MemoryRecord): RedisArg[] {
  const vector = vectorDimensions !== undefined && record.vector !== undefined ? packVector(record.vector) : "";
  return [
    keys.scopeBase(record.scope),
    record.kind,
    record.id,
    JSON.stringify(record),
    String(instant(record.updatedAt)),
    String(instant(record.createdAt)),
    vector,
    ...indexArgs(searchableText(record)),
  ];
}
