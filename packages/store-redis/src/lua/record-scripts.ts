import { luaScript } from "./script.js";
import { luaTextIndex } from "./text-index-lib.js";

/**
 * Lua: `put_record(key, a)` stores a record in its kind's hash `key` and updates its indexes; its
 * arguments start at ARGV[a]: base, kind, id, json, updated ms, created ms, packed vector or "", then
 * the text index input (token count, tokens). Returns 1 when it replaced a record.
 * The updated index scores are -updatedAt, so ascending order is newest first with ties by id
 * ascending, like the created index (oldest first, ties by id ascending).
 */
const luaPutRecord = `
local function put_record(key, a)
  local base, kind, id = ARGV[a], ARGV[a + 1], ARGV[a + 2]
  local existed = redis.call('HEXISTS', key, id)
  unindex_doc(base, kind, id)
  redis.call('HSET', key, id, ARGV[a + 3])
  redis.call('ZADD', base .. 'z:' .. kind .. ':u', -tonumber(ARGV[a + 4]), id)
  redis.call('ZADD', base .. 'z:' .. kind .. ':c', ARGV[a + 5], id)
  if ARGV[a + 6] ~= '' then
    redis.call('HSET', base .. 'v:' .. kind, id, ARGV[a + 6])
  else
    redis.call('HDEL', base .. 'v:' .. kind, id)
  end
  index_doc(base, kind, id, ARGV[a + 4], a + 7)
  return existed
end`;

/** Lua: `delete_record(key, a)` removes a record from its kind's hash `key` and its index entries; ARGV[a..a+2]: base, kind, id. Returns 1 or 0. */
const luaDeleteRecord = `
local function delete_record(key, a)
  local base, kind, id = ARGV[a], ARGV[a + 1], ARGV[a + 2]
  local existed = redis.call('HDEL', key, id)
  unindex_doc(base, kind, id)
  redis.call('ZREM', base .. 'z:' .. kind .. ':u', id)
  redis.call('ZREM', base .. 'z:' .. kind .. ':c', id)
  redis.call('HDEL', base .. 'v:' .. kind, id)
  return existed
end`;

/**
 * Lua: the guard of the compare-and-set scripts. ARGV[1] "absent": the record `id` must not be in the
 * hash `key`; "equal": it must hold exactly ARGV[2] (the raw JSON the client read and compared).
 */
const luaGuard = `
local function guard_holds(key, id)
  local current = redis.call('HGET', key, id)
  if ARGV[1] == 'absent' then return current == false end
  return current == ARGV[2]
end`;

/**
 * Stores a record and updates its indexes in one atomic step. KEYS: the kind's records hash first, then
 * every key the write touches (`recordWriteKeys`, the new text's terms and the stored text's, see
 * script-keys.ts); ARGV: see `put_record` (from 1). Returns what `put_record` returns, or, writing
 * nothing, 'stale' and the stored stream when its keys were not all passed.
 */
export const putRecordScript = luaScript(
  "put-record",
  luaTextIndex,
  luaPutRecord,
  `
local stale = undeclared_docs(ARGV[1], ARGV[2], { ARGV[3] })
if stale then return stale end
return put_record(KEYS[1], 1)`,
);

/**
 * `putRecordScript` behind a guard: writes only while the record holds what the caller expects.
 * KEYS as `putRecordScript`; ARGV: the guard (mode, raw JSON or ""), then the put arguments from 3.
 * Returns -1 (nothing written) when the guard failed, 'stale' as `putRecordScript`, else what
 * `put_record` returns.
 */
export const putRecordIfScript = luaScript(
  "put-record-if",
  luaTextIndex,
  luaPutRecord,
  luaGuard,
  `
if not guard_holds(KEYS[1], ARGV[5]) then return -1 end
local stale = undeclared_docs(ARGV[3], ARGV[4], { ARGV[5] })
if stale then return stale end
return put_record(KEYS[1], 3)`,
);

/** Removes a record and its index entries. KEYS as `putRecordScript`; ARGV: base, kind, id. Returns 1, 0 or 'stale'. */
export const deleteRecordScript = luaScript(
  "delete-record",
  luaTextIndex,
  luaDeleteRecord,
  `
local stale = undeclared_docs(ARGV[1], ARGV[2], { ARGV[3] })
if stale then return stale end
return delete_record(KEYS[1], 1)`,
);

/**
 * `deleteRecordScript` behind the same guard ("equal" only): removes the record only while it holds
 * exactly ARGV[2]. ARGV: "equal", raw JSON, base, kind, id. Returns -1 when the guard failed, 'stale',
 * else 1.
 */
export const deleteRecordIfScript = luaScript(
  "delete-record-if",
  luaTextIndex,
  luaDeleteRecord,
  luaGuard,
  `
if not guard_holds(KEYS[1], ARGV[5]) then return -1 end
local stale = undeclared_docs(ARGV[3], ARGV[4], { ARGV[5] })
if stale then return stale end
return delete_record(KEYS[1], 3)`,
);

/**
 * Swaps a registry field and returns the old value: HSET that tells who held the id before.
 * KEYS[1] the registry hash; ARGV: field, value.
 */
export const swapFieldScript = luaScript(
  "swap-field",
  `
local old = redis.call('HGET', KEYS[1], ARGV[1])
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
return old`,
);

/** Deletes a registry field only while it still holds the given value. KEYS[1] hash; ARGV: field, value. */
export const deleteFieldIfScript = luaScript(
  "delete-field-if",
  `
if redis.call('HGET', KEYS[1], ARGV[1]) ~= ARGV[2] then return 0 end
return redis.call('HDEL', KEYS[1], ARGV[1])`,
);

/**
 * Sets a hash field only while it still holds the given value. KEYS[1] hash; ARGV: field, expected,
 * new. Returns 1 when written, else the field's current value (false when it is gone), so a caller
 * can retry without another read.
 */
export const setFieldIfScript = luaScript(
  "set-field-if",
  `
local current = redis.call('HGET', KEYS[1], ARGV[1])
if current ~= ARGV[2] then return current end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[3])
return 1`,
);
