import { luaBytesLess, luaScript } from "./script.js";
import { luaContainsSequence, luaRecordFilter } from "./text-index-lib.js";

/**
 * The corpus statistics BM25 needs, for one scope over the given targets, so the client can sum them
 * over the visible scopes and score every scope on one scale. KEYS[1] a key of the scope's slot.
 * ARGV: base, target count, targets, then the terms. Returns doc count, total length, then each
 * term's document frequency.
 */
export const textStatsScript = luaScript(
  "text-stats",
  `
local base, n = ARGV[1], tonumber(ARGV[2])
local docs, total, df = 0, 0, {}
for t = 3, 2 + n do
  local x = base .. 'x:' .. ARGV[t] .. ':'
  docs = docs + redis.call('HLEN', x .. 'len')
  total = total + tonumber(redis.call('GET', x .. 'total') or '0')
  for i = 3 + n, #ARGV do df[i - 2 - n] = (df[i - 2 - n] or 0) + redis.call('HLEN', x .. 't:' .. ARGV[i]) end
end
local out = { docs, total }
for i = 1, #ARGV - 2 - n do out[#out + 1] = df[i] end
return out`,
);

/**
 * Lua: orders candidates { target, doc, score, time } best first as core's `compareRanked` does within
 * one scope (score, then the newer, then the reference key "r\0kind\0id" or "m\0session\0seq"), and
 * returns the first k that pass the record filters as target, doc, score, payload quads. The payload
 * is the record's JSON or the message event's JSON (without seq).
 */
const luaTakeBest = `
local function ref_key(target, doc)
  if target == 'message' then
    local sid, seq = string.match(doc, '^(.*)#(%d+)$')
    return 'm\\0' .. (sid or doc) .. '\\0' .. (seq or '')
  end
  return 'r\\0' .. target .. '\\0' .. doc
end

local function payload_of(base, target, doc, f)
  if target == 'message' then
    local sid, seq = string.match(doc, '^(.*)#(%d+)$')
    if not sid then return nil end
    return redis.call('LINDEX', base .. 's:' .. sid .. ':ev', tonumber(seq) - 1)
  end
  local json = redis.call('GET', base .. 'r:' .. target .. ':' .. doc)
  if not json then return nil end
  if next(f) ~= nil and not record_matches(cjson.decode(json), f) then return nil end
  return json
end

local function take_best(base, cands, k, f)
  for _, c in ipairs(cands) do
    c.time = tonumber(redis.call('HGET', base .. 'x:' .. c.target .. ':time', c.doc) or '0')
    c.key = ref_key(c.target, c.doc)
  end
  table.sort(cands, function(a, b)
    if a.score ~= b.score then return a.score > b.score end
    if a.time ~= b.time then return a.time > b.time end
    return bytes_less(a.key, b.key)
  end)
  local out = {}
  for _, c in ipairs(cands) do
    local payload = payload_of(base, c.target, c.doc, f)
    if payload then
      out[#out + 1] = c.target
      out[#out + 1] = c.doc
      out[#out + 1] = string.format('%.17g', c.score)
      out[#out + 1] = payload
      if #out >= k * 4 then break end
    end
  end
  return out
end`;

/**
 * BM25 (core's formula) over one scope's postings for the query terms, times the phrase boost when a
 * doc's token stream holds the whole query sequence (two tokens or more); idf and average length come
 * from the client (summed over the visible scopes). KEYS[1] a key of the scope's slot. ARGV: base, k,
 * filters JSON, avgdl, k1, b, phrase boost, target count, targets, sequence length, sequence tokens,
 * then term/idf pairs. Returns the best k as target, doc, score, payload quads.
 */
export const textSearchScript = luaScript(
  "text-search",
  luaBytesLess,
  luaRecordFilter,
  luaContainsSequence,
  luaTakeBest,
  `
local base, k = ARGV[1], tonumber(ARGV[2])
local f = cjson.decode(ARGV[3])
local avgdl, k1, b, boost = tonumber(ARGV[4]), tonumber(ARGV[5]), tonumber(ARGV[6]), tonumber(ARGV[7])
local i = 8
local targets, seq, distinct, seen = {}, {}, 0, {}
for _ = 1, tonumber(ARGV[i]) do
  i = i + 1
  targets[#targets + 1] = ARGV[i]
end
i = i + 1
for _ = 1, tonumber(ARGV[i]) do
  i = i + 1
  seq[#seq + 1] = ARGV[i]
  if not seen[ARGV[i]] then
    seen[ARGV[i]] = true
    distinct = distinct + 1
  end
end
i = i + 1
local terms, idfs = {}, {}
while i < #ARGV do
  terms[#terms + 1] = ARGV[i]
  idfs[#idfs + 1] = tonumber(ARGV[i + 1])
  i = i + 2
end
local cands = {}
for _, target in ipairs(targets) do
  local x = base .. 'x:' .. target .. ':'
  local scores, matched, lengths = {}, {}, {}
  for t = 1, #terms do
    local postings = redis.call('HGETALL', x .. 't:' .. terms[t])
    for j = 1, #postings, 2 do
      local doc, tf = postings[j], tonumber(postings[j + 1])
      local len = lengths[doc]
      if not len then
        len = tonumber(redis.call('HGET', x .. 'len', doc) or '0')
        lengths[doc] = len
      end
      scores[doc] = (scores[doc] or 0) + idfs[t] * tf * (k1 + 1) / (tf + k1 * (1 - b + b * len / avgdl))
      matched[doc] = (matched[doc] or 0) + 1
    end
  end
  for doc, score in pairs(scores) do
    if #seq >= 2 and matched[doc] == distinct then
      local stream = redis.call('HGET', x .. 'doc', doc)
      if stream and contains_sequence(stream, seq) then score = score * boost end
    end
    cands[#cands + 1] = { target = target, doc = doc, score = score }
  end
end
return take_best(base, cands, k, f)`,
);

/**
 * Cosine similarity of the query against every vector of one scope's target kinds (float32, packed
 * little-endian), on the server; 0 when either vector is all zeros. KEYS[1] a key of the scope's
 * slot. ARGV: base, k, filters JSON, dimensions, the packed query, then the kinds.
 * Returns the best k as kind, id, score, payload quads.
 */
export const vectorSearchScript = luaScript(
  "vector-search",
  luaBytesLess,
  luaRecordFilter,
  luaTakeBest,
  `
local base, k = ARGV[1], tonumber(ARGV[2])
local f = cjson.decode(ARGV[3])
local dims = tonumber(ARGV[4])
local chunk = 128
local function unpack_vector(packed)
  local v, pos, done = {}, 1, 0
  while done < dims do
    local n = math.min(chunk, dims - done)
    local values = { struct.unpack('<' .. string.rep('f', n), packed, pos) }
    pos = values[n + 1]
    for i = 1, n do v[done + i] = values[i] end
    done = done + n
  end
  return v
end
local q = unpack_vector(ARGV[5])
local qnorm = 0
for i = 1, dims do qnorm = qnorm + q[i] * q[i] end
qnorm = math.sqrt(qnorm)
local cands = {}
for a = 6, #ARGV do
  local kind = ARGV[a]
  local all = redis.call('HGETALL', base .. 'v:' .. kind)
  for j = 1, #all, 2 do
    local packed = all[j + 1]
    if #packed == dims * 4 then
      local v = unpack_vector(packed)
      local dot, norm = 0, 0
      for i = 1, dims do
        dot = dot + q[i] * v[i]
        norm = norm + v[i] * v[i]
      end
      local norms = qnorm * math.sqrt(norm)
      cands[#cands + 1] = { target = kind, doc = all[j], score = norms == 0 and 0 or dot / norms }
    end
  end
end
return take_best(base, cands, k, f)`,
);
