import { luaRanking } from "./ranking-lib.js";
import { luaBytesLess, luaReadScript } from "./script.js";
import { luaRecordFilter } from "./text-index-lib.js";
import { luaTextSearchParts } from "./text-search-lib.js";

/**
 * The corpus statistics BM25 needs, for one scope over the given targets, so the client can sum them
 * over the visible scopes and score every scope on one scale. KEYS: what it reads (`textStatsKeys`).
 * ARGV: base, target count, targets, then the terms. Returns doc count, total length, then each
 * term's document frequency.
 */
export const textStatsScript = luaReadScript(
  "text-stats",
  luaTextSearchParts(),
  `
local n = tonumber(ARGV[2])
local targets, terms = {}, {}
for t = 3, 2 + n do targets[#targets + 1] = ARGV[t] end
for i = 3 + n, #ARGV do terms[#terms + 1] = ARGV[i] end
local docs, total, df = scope_stats(ARGV[1], targets, terms)
local out = { docs, total }
for i = 1, #terms do out[#out + 1] = df[i] end
return out`,
);

/**
 * BM25 (core's formula) over one scope's text indexes for the query terms, times the phrase boost when
 * a doc's token stream holds the whole query sequence (two tokens or more); idf and average length
 * come from the client (summed over the visible scopes). See `search_scope` (text-search-lib). KEYS:
 * what it reads (`textSearchKeys`). ARGV: base, k, filters JSON, avgdl, k1, b, phrase boost, floor (a score
 * other scopes hold k hits above, or ""), target count, targets, sequence length, sequence tokens,
 * then term/idf pairs. Returns the best k (at least the floor) as target, doc, score, payload quads.
 */
export const textSearchScript = luaReadScript(
  "text-search",
  luaTextSearchParts(),
  `
local q = { base = ARGV[1], avgdl = tonumber(ARGV[4]), k1 = tonumber(ARGV[5]), b = tonumber(ARGV[6]), boost = tonumber(ARGV[7]) }
local i = 9
local targets, seq = {}, {}
for _ = 1, tonumber(ARGV[i]) do
  i = i + 1
  targets[#targets + 1] = ARGV[i]
end
i = i + 1
for _ = 1, tonumber(ARGV[i]) do
  i = i + 1
  seq[#seq + 1] = ARGV[i]
end
query_sequence(q, seq)
i = i + 1
local terms = {}
while i < #ARGV do
  terms[#terms + 1] = { term = ARGV[i], idf = tonumber(ARGV[i + 1]) }
  i = i + 2
end
q.terms = terms
return best_reply(search_scope(q, tonumber(ARGV[2]), cjson.decode(ARGV[3]), tonumber(ARGV[8]), targets))`,
);

/**
 * Cosine similarity of the query against every vector of one scope's target kinds (float32, packed
 * little-endian), on the server; 0 when either vector is all zeros. KEYS: each kind's vectors,
 * records and times. ARGV: base, k, filters JSON, dimensions, the packed query, then the kinds.
 * Returns the best k as kind, id, score, payload quads.
 */
export const vectorSearchScript = luaReadScript(
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
