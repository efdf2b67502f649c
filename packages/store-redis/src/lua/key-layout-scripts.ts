import { luaScript } from "./script.js";

/**
 * Moves records from layout 1 (a string key per record, `r:<kind>:<id>`) into their kind's hash
 * (`r:<kind>`, layout 2). KEYS[1] the hash, then the old keys; ARGV: the ids, in the same order. A
 * record the hash already holds keeps that value (a later write); the old key goes either way, so
 * running it twice is harmless. Returns how many records moved.
 */
export const moveRecordsScript = luaScript(
  "move-records",
  `
local moved = 0
for i = 2, #KEYS do
  local json = redis.call('GET', KEYS[i])
  if json then
    moved = moved + redis.call('HSETNX', KEYS[1], ARGV[i - 1], json)
    redis.call('DEL', KEYS[i])
  end
end
return moved`,
);

/**
 * Moves one session from layout 1 (a list of events `s:<id>:ev` and an info hash `s:<id>:m`) into the
 * scope's hashes (layout 2: `s:e` holds `<id>#<seq>` -> event, `s:m` id -> info JSON with the count).
 * KEYS: the old list, the old info hash, the events hash, the info hash. ARGV: session id, the first
 * and last list index of this batch (0-based), "last" on the batch that ends the list. Each batch copies
 * its events (the same fields and values when repeated); the last one writes the info and removes the
 * old keys, so the session is visible in layout 2 only once it is whole. Returns the events copied, or
 * -1 when the old keys are gone (moved already).
 */
export const moveSessionScript = luaScript(
  "move-session",
  `
local list, meta, events, infos = KEYS[1], KEYS[2], KEYS[3], KEYS[4]
local sid = ARGV[1]
if redis.call('EXISTS', meta) == 0 then return -1 end
local from = tonumber(ARGV[2])
local items = redis.call('LRANGE', list, from, tonumber(ARGV[3]))
for i, json in ipairs(items) do redis.call('HSET', events, sid .. '#' .. (from + i), json) end
if ARGV[4] == 'last' then
  local fields = redis.call('HGETALL', meta)
  local info = {}
  for i = 1, #fields, 2 do info[fields[i]] = fields[i + 1] end
  info.count = redis.call('LLEN', list)
  redis.call('HSET', infos, sid, cjson.encode(info))
  redis.call('DEL', list, meta)
end
return #items`,
);
