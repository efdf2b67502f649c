import { luaScript } from "./script.js";
import { luaTextIndex } from "./text-index-lib.js";

/**
 * Stores a record and updates its indexes in one atomic step.
 * KEYS[1] the record key. ARGV: base, kind, id, json, updated ms, created ms, packed vector or "",
 * then the text index input (token count, tokens). Returns 1 when it replaced a record.
 * The updated index scores are -updatedAt, so ascending order is newest first with ties by id
 * ascending, like the created index (oldest first, ties by id ascending).
 */
export const putRecordScript = luaScript(
  "put-record",
  luaTextIndex,
  `
local base, kind, id = ARGV[1], ARGV[2], ARGV[3]
local existed = redis.call('EXISTS', KEYS[1])
unindex_doc(base, kind, id)
redis.call('SET', KEYS[1], ARGV[4])
redis.call('ZADD', base .. 'z:' .. kind .. ':u', -tonumber(ARGV[5]), id)
redis.call('ZADD', base .. 'z:' .. kind .. ':c', ARGV[6], id)
if ARGV[7] ~= '' then
  redis.call('HSET', base .. 'v:' .. kind, id, ARGV[7])
else
  redis.call('HDEL', base .. 'v:' .. kind, id)
end
index_doc(base, kind, id, ARGV[5], 8)
return existed`,
);

/** Removes a record and its index entries. KEYS[1] the record key; ARGV: base, kind, id. Returns 1 or 0. */
export const deleteRecordScript = luaScript(
  "delete-record",
  luaTextIndex,
  `
local base, kind, id = ARGV[1], ARGV[2], ARGV[3]
local existed = redis.call('DEL', KEYS[1])
unindex_doc(base, kind, id)
redis.call('ZREM', base .. 'z:' .. kind .. ':u', id)
redis.call('ZREM', base .. 'z:' .. kind .. ':c', id)
redis.call('HDEL', base .. 'v:' .. kind, id)
return existed`,
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
