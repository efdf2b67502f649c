import { luaBytesLess, luaScript } from "./script.js";
import { luaTextIndex } from "./text-index-lib.js";

/**
 * Appends events to a session: RPUSH numbers them (seq = list position, so concurrent writers get
 * consecutive seqs), indexes message text, and advances the session's info as core's
 * `advanceSessionInfo` does: createdAt the `at` of event 1, updatedAt the latest `at` as an instant
 * (among equal instants the later appended), the latest title. KEYS[1] the events list. ARGV: base,
 * session id, scope JSON, count, then per event: JSON without seq, "+title" or "-", at ms, at, then the
 * text index input (token count, tokens) or "-1" for an event without text. Returns the seqs.
 */
export const appendEventsScript = luaScript(
  "append-events",
  luaTextIndex,
  `
local base, sid = ARGV[1], ARGV[2]
local meta = base .. 's:' .. sid .. ':m'
local created = redis.call('HGET', meta, 'createdAt')
local updated = redis.call('HGET', meta, 'updatedAt')
local updated_ms = tonumber(redis.call('HGET', meta, 'updatedMs') or '')
local seqs, title = {}, nil
local i = 5
for _ = 1, tonumber(ARGV[4]) do
  local seq = redis.call('RPUSH', KEYS[1], ARGV[i])
  seqs[#seqs + 1] = seq
  local mark, ms_text, at = ARGV[i + 1], ARGV[i + 2], ARGV[i + 3]
  local ms = tonumber(ms_text)
  if not created then created = at end
  if not updated_ms or ms >= updated_ms then
    updated_ms = ms
    updated = at
  end
  if string.sub(mark, 1, 1) == '+' then title = string.sub(mark, 2) end
  i = i + 4
  if tonumber(ARGV[i]) < 0 then
    i = i + 1
  else
    i = index_doc(base, 'message', sid .. '#' .. seq, ms_text, i)
  end
end
redis.call('HSET', meta, 'scope', ARGV[3], 'createdAt', created, 'updatedAt', updated, 'updatedMs', string.format('%d', updated_ms))
if title then redis.call('HSET', meta, 'title', title) end
redis.call('ZADD', base .. 's:z', string.format('%d', -updated_ms), sid)
return seqs`,
);

/** Lua: a session's info as JSON (its meta hash plus eventCount), or nil when it has no meta. */
const luaSessionInfo = `
local function session_info(base, sid)
  local fields = redis.call('HGETALL', base .. 's:' .. sid .. ':m')
  if #fields == 0 then return nil end
  local info = { id = sid, eventCount = redis.call('LLEN', base .. 's:' .. sid .. ':ev') }
  for i = 1, #fields, 2 do info[fields[i]] = fields[i + 1] end
  return cjson.encode(info)
end`;

/** KEYS[1] the session's meta hash; ARGV: base, session id. Returns the session's JSON or nil. */
export const getSessionScript = luaScript("get-session", luaSessionInfo, `return session_info(ARGV[1], ARGV[2])`);

/**
 * One page of a scope's sessions: KEYS[1] the scope's session index (score -updatedAt ms, read
 * ascending: newest first, ties by id). ARGV: base, limit, cursor score or "", cursor id.
 * Returns id, score, JSON triples.
 */
export const listSessionsScript = luaScript(
  "list-sessions",
  luaBytesLess,
  luaSessionInfo,
  `
local base, limit = ARGV[1], tonumber(ARGV[2])
local cursor_score = ARGV[3] ~= '' and tonumber(ARGV[3]) or nil
local lo = cursor_score and ARGV[3] or '-inf'
local out, offset, batch = {}, 0, 256
while true do
  local page = redis.call('ZRANGEBYSCORE', KEYS[1], lo, '+inf', 'WITHSCORES', 'LIMIT', offset, batch)
  for i = 1, #page, 2 do
    local sid, score = page[i], tonumber(page[i + 1])
    if not cursor_score or score > cursor_score or bytes_less(ARGV[4], sid) then
      local info = session_info(base, sid)
      if info then
        out[#out + 1] = sid
        out[#out + 1] = page[i + 1]
        out[#out + 1] = info
        if #out >= limit * 3 then return out end
      end
    end
  end
  if #page < batch * 2 then return out end
  offset = offset + batch
end`,
);

/** Removes a session, its events and their index entries. KEYS[1] the events list; ARGV: base, id. */
export const deleteSessionScript = luaScript(
  "delete-session",
  luaTextIndex,
  `
local base, sid = ARGV[1], ARGV[2]
local n = redis.call('LLEN', KEYS[1])
for seq = 1, n do unindex_doc(base, 'message', sid .. '#' .. seq) end
local existed = redis.call('DEL', base .. 's:' .. sid .. ':m')
redis.call('DEL', KEYS[1])
redis.call('ZREM', base .. 's:z', sid)
return existed`,
);

/**
 * Rewrites events in place (a purge's redaction), as a compare-and-set: KEYS[1] the events list. ARGV:
 * base, session id, count, then per event: seq, its JSON as the client read it, the new JSON (without
 * seq), "+" for a title event or "-", at ms, then the text index input (token count, tokens) or "-1".
 * Returns 0, changing nothing, when any event is no longer what the client read; else the count. Each
 * rewritten message leaves the text index and enters it again with its new tokens; a rewritten title
 * event sets the session's title to the latest title event's.
 */
export const redactEventsScript = luaScript(
  "redact-events",
  luaTextIndex,
  `
local base, sid = ARGV[1], ARGV[2]
local starts, i = {}, 4
for _ = 1, tonumber(ARGV[3]) do
  if redis.call('LINDEX', KEYS[1], tonumber(ARGV[i]) - 1) ~= ARGV[i + 1] then return 0 end
  starts[#starts + 1] = i
  local n = tonumber(ARGV[i + 5])
  i = i + 6 + math.max(n, 0)
end
local retitle = false
for _, at in ipairs(starts) do
  local seq = ARGV[at]
  local doc = sid .. '#' .. seq
  redis.call('LSET', KEYS[1], tonumber(seq) - 1, ARGV[at + 2])
  unindex_doc(base, 'message', doc)
  if ARGV[at + 3] == '+' then retitle = true end
  if tonumber(ARGV[at + 5]) >= 0 then index_doc(base, 'message', doc, ARGV[at + 4], at + 5) end
end
if retitle then
  local events = redis.call('LRANGE', KEYS[1], 0, -1)
  for k = #events, 1, -1 do
    if string.find(events[k], '"title"', 1, true) then
      local event = cjson.decode(events[k])
      if event.type == 'title' then
        redis.call('HSET', base .. 's:' .. sid .. ':m', 'title', event.title)
        break
      end
    end
  end
end
return #starts`,
);
