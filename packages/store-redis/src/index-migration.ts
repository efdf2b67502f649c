import { recordKinds } from "@engram/core/store";
import { asArray, asString } from "./codec.js";
import type { Connection } from "./connection.js";
import { runIndexedScript } from "./indexed-script.js";
import type { IndexTarget, KeyLayout } from "./keys.js";
import { finishMigrationScript, migrateDocsScript } from "./lua/migration-scripts.js";
import { textIndexVersion } from "./lua/text-index-lib.js";
import { ScriptKeys } from "./script-keys.js";

const allTargets: readonly IndexTarget[] = [...recordKinds, "message"];

/** Docs per migration script: a bounded step, so other clients' commands interleave. */
export const migrationBatch = 256;

/**
 * Brings every scope's text indexes to layout version 4 (impact lists split by tf, and the adjacent
 * pair sets, for the pruned search), on open. Older data stays searchable meanwhile: the search scans
 * a version 1 or 2 target in full, and walks a version 3 one without the pair sets, until its `ver` key
 * says it was migrated. For each registered scope and
 * target without it, walks the doc lengths with HSCAN (every doc present for the whole walk is
 * returned; docs written meanwhile already have the current lists) and rebuilds them a batch at a
 * time, each doc atomically, then sets the version. Idempotent: processes opening at once just repeat
 * work. Processes still running the older code must be stopped first: their writes would not
 * maintain the current lists. Returns how many docs were rebuilt.
 */
export async function migrateTextIndexes(connection: Connection, keys: KeyLayout): Promise<number> {
  const labels = asArray(await connection.command("list scopes", ["HKEYS", keys.scopeRegistry()]), "HKEYS").map((label) => asString(label, "HKEYS"));
  let rebuilt = 0;
  for (const label of labels) {
    const base = keys.scopeBase(label);
    for (const target of allTargets) {
      const x = `${base}x:${target}:`;
      const version = await connection.command("read index version", ["GET", `${x}ver`]);
      if (version === String(textIndexVersion)) continue;
      rebuilt += await migrateTarget(connection, base, target, `${x}len`);
      await connection.script(finishMigrationScript, [`${x}ver`], []);
    }
  }
  return rebuilt;
}

async function migrateTarget(connection: Connection, base: string, target: IndexTarget, lengths: string): Promise<number> {
  let cursor = "0";
  let rebuilt = 0;
  do {
    const reply = asArray(await connection.command("walk doc lengths", ["HSCAN", lengths, cursor, "COUNT", String(migrationBatch)]), "HSCAN");
    cursor = asString(reply[0], "HSCAN");
    const fields = asArray(reply[1], "HSCAN").map((field) => asString(field, "HSCAN"));
    const docs = fields.filter((_, i) => i % 2 === 0);
    if (docs.length === 0) continue;
    // The docs' terms are keys of the rebuild: read their streams first (the script checks them again).
    const streams = asArray(await connection.command("read doc streams", ["HMGET", `${base}x:${target}:doc`, ...docs]), "HMGET");
    const keys = new ScriptKeys(base).indexTarget(target);
    for (const stream of streams) if (typeof stream === "string") keys.stream(target, stream);
    rebuilt += Number(await runIndexedScript(connection, migrateDocsScript, keys, target, [base, target, ...docs]));
  } while (cursor !== "0");
  return rebuilt;
}
