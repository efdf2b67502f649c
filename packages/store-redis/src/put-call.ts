import type { MemoryRecord } from "@engram/core/store";
import { instant, searchableText, tokenize } from "@engram/core/store-kit";
import { packVector } from "./codec.js";
import type { RedisArg } from "./connection.js";
import type { KeyLayout } from "./keys.js";
import { recordWriteKeys, type ScriptKeys } from "./script-keys.js";

/** A put script's KEYS (the record's kind, its text's terms) and arguments (after any guard). */
export interface PutCall {
  readonly keys: ScriptKeys;
  readonly args: readonly RedisArg[];
}

/** The tokens the text index holds for a record: core's tokens of its searchable text. */
export function recordTokens(record: MemoryRecord): string[] {
  return tokenize(searchableText(record));
}

/** `putRecordScript`'s KEYS and arguments for `record` in its own scope. */
export function putCall(keys: KeyLayout, vectorDimensions: number | undefined, record: MemoryRecord): PutCall {
  const base = keys.scopeBase(record.scope);
  const tokens = recordTokens(record);
  const vector = vectorDimensions !== undefined && record.vector !== undefined ? packVector(record.vector) : "";
  return {
    keys: recordWriteKeys(base, record.kind).tokens(record.kind, tokens),
    args: [
      base,
      record.kind,
      record.id,
      JSON.stringify(record),
      String(instant(record.updatedAt)),
      String(instant(record.createdAt)),
      vector,
      String(tokens.length),
      ...tokens,
    ],
  };
}
