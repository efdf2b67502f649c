import { usedEntry } from "@engram/core/store-kit";
import { decodeRecord } from "./codec.js";
import type { Connection } from "./connection.js";
import type { KeyLayout } from "./keys.js";
import { setFieldIfScript } from "./lua/record-scripts.js";

/**
 * One more use of each entry: read the record, write it back with the new count only if it has not
 * changed meanwhile, else retry from the value the failed write returned. Only the record's JSON
 * changes (updatedAt and the text stay, so no index entry does). Returns how many entries were marked.
 */
export async function markUsedRecords(connection: Connection, keys: KeyLayout, ids: readonly string[], at: string): Promise<number> {
  let marked = 0;
  for (const id of ids) {
    const label = await connection.command("find record", ["HGET", keys.recordRegistry("entry"), id]);
    if (typeof label !== "string") continue;
    const key = keys.records(label, "entry");
    let json = await connection.command("get record", ["HGET", key, id]);
    while (typeof json === "string") {
      const record = decodeRecord(json, key, id);
      if (record.kind !== "entry") break;
      // Not retried blindly after a lost reply: a write that did land would be counted twice.
      const written = await connection.script(setFieldIfScript, [key], [id, json, JSON.stringify(usedEntry(record, at))], false);
      if (written === 1) {
        marked++;
        break;
      }
      json = written;
    }
  }
  return marked;
}
