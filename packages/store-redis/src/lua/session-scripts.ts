import { luaBytesLess, luaReadScript, luaScript } from "./script.js";
import { luaTextIndex } from "./text-index-lib.js";

/**
 * Lua: a scope's sessions live in two hashes under its base: `s:m` session id -> info JSON (scope
 * JSON, createdAt, updatedAt, updatedMs, title, count: the number of events) and `s:e`
 * `<session id>#<seq>` -> event JSON without seq; `s:z` orders the session ids (score -updatedAt ms).
 * `session_info` is the info as the client reads it (id and eventCount instead of count), or nil.
 */
const luaSessions = `
local function read_info(base, sid)
  local raw = redis.call('HGET', base .. 's:m', sid)
  if not raw then return nil end
  return cjson.decode(raw)
end

local function session_info(base, sid)
  local info = read_info(base, sid)
  if not info then return nil end
  info.id, info.eventCount, info.count = sid, info.count, nil
  return cjson.encode(info)
end`;

/**
 * Appends events to a session: each takes the next seq (the info's count + 1, so concurrent writers
 * get consecutive seqs), message text is indexed, and the session's info advances as core's
 * `advanceSessionInfo` does: createdAt the `at` of event 1, updatedAt the latest `at` as an instant
 * (among equal instants the later appended), the latest title. KEYS: the scope's session keys and
 * message index keys, then the new messages' terms (script-keys.ts). ARGV: base, session id, scope
 * JSON, count, then per event: JSON without seq, "+title" or "-", at ms, at, then the text index input
 * (token count, tokens) or "-1" for an event without text. Returns the seqs.
 */
export const appendEventsScript = luaScript(
  "append-events",
  luaTextIndex,
  luaSessions,
  `
local base, sid = ARGV[1], ARGV[2]
local info = read_info(base, sid) or {}
local n = tonumber(info.count or 0)
local created, updated = info.createdAt, info.updatedAt
local updated_ms = tonumber(info.updatedMs or '')
local seqs, title = {}, nil
local i = 5
for _ = 1, tonumber(ARGV[4]) do
  n = n + 1
  redis.call('HSET', base .. 's:e', sid .. '#' .. n, ARGV[i])
  seqs[#seqs + 1] = n
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
    i = index_doc(base, 'message', sid .. '#' .. n, ms_text, i)
  end
end
info.scope, info.createdAt, info.updatedAt, info.updatedMs, info.count = ARGV[3], created, updated, string.format('%d', updated_ms), n
if title then info.title = title end
redis.call('HSET', base .. 's:m', sid, cjson.encode(info))
redis.call('ZADD', base .. 's:z', string.format('%d', -updated_ms), sid)
return seqs`,
);

/** KEYS[1] the scope's session info hash; ARGV: base, session id. Returns the session's JSON or nil. */
export const getSessionScript = luaReadScript("get-session", luaSessions, `return session_info(ARGV[1], ARGV[2])`);

/**
 * A session's events from seq `after + 1`, at most `limit` (-1: all), as JSON without seq, read from the
 * events hash a batch of fields per command. KEYS: the scope's session info and events hashes. ARGV:
 * base, session id, after, limit. An event the info counts but the hash lacks comes back as "" (the
 * client reports the key as corrupt).
 */
export const readEventsScript = luaReadScript(
  "read-events",
  luaSessions,
  `
local base, sid = ARGV[1], ARGV[2]
local info = read_info(base, sid)
if not info then return {} end
local from, limit = tonumber(ARGV[3]) + 1, tonumber(ARGV[4])
local to = tonumber(info.count)
if limit >= 0 then to = math.min(to, from + limit - 1) end
local out, fields = {}, {}
for seq = from, to do
  fields[#fields + 1] = sid .. '#' .. seq
  if #fields == 512 or seq == to then
    local got = redis.call('HMGET', base .. 's:e', unpack(fields))
    for f = 1, #fields do out[#out + 1] = got[f] or '' end
    fields = {}
  end
end
return out`,
);

/**
 * One page of a scope's sessions: KEYS[1] the scope's session index (score -updatedAt ms, read
 * ascending: newest first, ties by id), KEYS[2] its session info hash. ARGV: base, limit, cursor
 * score or "", cursor id. Returns id, score, JSON triples.
 */
export const listSessionsScript = luaReadScript(
  "list-sessions",
  luaBytesLess,
  luaSessions,
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

/**
 * Removes a session, its events and their index entries. KEYS: the scope's session keys and message
 * index keys, then the terms of the session's messages (their streams come back in a 'stale' reply
 * when missing, and nothing is changed). ARGV: base, id. Returns 1, or 0 when there was no session.
 */
export const deleteSessionScript = luaScript(
  "delete-session",
  luaTextIndex,
  luaSessions,
  `
local base, sid = ARGV[1], ARGV[2]
local info = read_info(base, sid)
if not info then
  redis.call('ZREM', base .. 's:z', sid)
  return 0
end
local fields = {}
for seq = 1, tonumber(info.count) do fields[seq] = sid .. '#' .. seq end
local stale = undeclared_docs(base, 'message', fields)
if stale then return stale end
for _, doc in ipairs(fields) do unindex_doc(base, 'message', doc) end
for from = 1, #fields, 512 do redis.call('HDEL', base .. 's:e', unpack(fields, from, math.min(#fields, from + 511))) end
redis.call('HDEL', base .. 's:m', sid)
redis.call('ZREM', base .. 's:z', sid)
return 1`,
);

/**
 * Rewrites events in place (a purge's redaction), as a compare-and-set. KEYS: the scope's session keys
 * and message index keys, then the new texts' terms and the stored ones' (a 'stale' reply asks for
 * missing ones). ARGV: base, session id, count, then per event: seq, its JSON as the client read it,
 * the new JSON (without seq), "+" for a title event or "-", at ms, then the text index input (token
 * count, tokens) or "-1". Returns 0, changing nothing, when any event is no longer what the client
 * read; else the count. Each rewritten message leaves the text index and enters it again with its new
 * tokens; a rewritten title event sets the session's title to the latest title event's.
 */
export const redactEventsScript = luaScript(
  "redact-events",
  luaTextIndex,
  luaSessions,
  `
local base, sid = ARGV[1], ARGV[2]
local events = base .. 's:e'
local starts, docs, i = {}, {}, 4
for _ = 1, tonumber(ARGV[3]) do
  local doc = sid .. '#' .. ARGV[i]
  if redis.call('HGET', events, doc) ~= ARGV[i + 1] then return 0 end
  starts[#starts + 1] = i
  docs[#docs + 1] = doc
  local n = tonumber(ARGV[i + 5])
  i = i + 6 + math.max(n, 0)
end
local stale = undeclared_docs(base, 'message', docs)
if stale then return stale end
local retitle = false
for k, at in ipairs(starts) do
  local doc = docs[k]
  redis.call('HSET', events, doc, ARGV[at + 2])
  unindex_doc(base, 'message', doc)
  if ARGV[at + 3] == '+' then retitle = true end
  if tonumber(ARGV[at + 5]) >= 0 then index_doc(base, 'message', doc, ARGV[at + 4], at + 5) end
end
if retitle then
  local info = read_info(base, sid)
  for seq = tonumber(info.count), 1, -1 do
    local json = redis.call('HGET', events, sid .. '#' .. seq)
    if json and string.find(json, '"title"', 1, true) then
      local event = cjson.decode(json)
      if event.type == 'title' then
        info.title = event.title
        redis.call('HSET', base .. 's:m', sid, cjson.encode(info))
        break
      end
    end
  end
end
return #starts`,
);
