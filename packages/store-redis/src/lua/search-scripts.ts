import { luaBm25 } from "./bm25-lib.js";
import { luaImpactTraversal } from "./impact-lib.js";
import { luaRanking } from "./ranking-lib.js";
import { luaBytesLess, luaScript } from "./script.js";
import { luaContainsSequence, luaRecordFilter, textIndexVersion } from "./text-index-lib.js";

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
 * BM25 (core's formula) over one scope's text indexes for the query terms, times the phrase boost when
 * a doc's token stream holds the whole query sequence (two tokens or more); idf and average length
 * come from the client (summed over the visible scopes). A target in the current layout is walked in
 * impact order and stops early (impact-lib); an older one is scanned in full until migrated. KEYS[1] a
 * key of the scope's slot. ARGV: base, k, filters JSON, avgdl, k1, b, phrase boost, floor (a score
 * other scopes hold k hits above, or ""), target count, targets, sequence length, sequence tokens,
 * then term/idf pairs. Returns the best k (at least the floor) as target, doc, score, payload quads.
 */
export const textSearchScript = luaScript(
  "text-search",
  luaBytesLess,
  luaRecordFilter,
  luaContainsSequence,
  luaRanking,
  luaBm25,
  luaImpactTraversal,
  `
local base, k = ARGV[1], tonumber(ARGV[2])
local q = { base = base, avgdl = tonumber(ARGV[4]), k1 = tonumber(ARGV[5]), b = tonumber(ARGV[6]), boost = tonumber(ARGV[7]) }
local i = 9
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
local terms = {}
while i < #ARGV do
  terms[#terms + 1] = { term = ARGV[i], idf = tonumber(ARGV[i + 1]) }
  i = i + 2
end
q.seq, q.distinct, q.terms = seq, distinct, terms
local best = new_best(base, k, cjson.decode(ARGV[3]), tonumber(ARGV[8]))
local walked = {}
for _, target in ipairs(targets) do
  local x = base .. 'x:' .. target .. ':'
  if redis.call('GET', x .. 'ver') == '${textIndexVersion}' then
    walked[#walked + 1] = target
  elseif redis.call('EXISTS', x .. 'len') == 1 then
    scan_target(q, best, target)
  end
end
traverse(q, best, walked)
return best_reply(best)`,
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
  luaRanking,
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
