import { luaJsLog } from "./js-log-lib.js";
import { luaReadScript } from "./script.js";
import { luaTextSearchParts } from "./text-search-lib.js";

/**
 * A whole text search over every visible scope in one script, for a standalone server (its keys span
 * the scopes' slots, so never on a Cluster): sums the scopes' statistics over every index into one
 * idf (core's `bm25Idf`, with `js_log` for Math.log) and average length, walks the largest scope,
 * takes its k-th score as the floor, then walks the others with it; the per-scope scripts' results,
 * bit for bit. KEYS: every key it reads (each scope's `textStatsKeys` and `textSearchKeys`). ARGV: k, filters JSON, k1, b, phrase boost, count
 * and names of all indexes (the statistics), count and names of the targets, count and tokens of the
 * query sequence, then the scopes' bases. Returns, for each scope walked (largest first, then the
 * others in the given order), its 1-based position in the bases and its target, doc, score, payload quads.
 */
export const textSearchAllScript = luaReadScript(
  "text-search-all",
  luaTextSearchParts(),
  luaJsLog,
  `
local k, f = tonumber(ARGV[1]), cjson.decode(ARGV[2])
local k1, b, boost = tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
local i = 6
local function list()
  local out = {}
  for _ = 1, tonumber(ARGV[i]) do
    i = i + 1
    out[#out + 1] = ARGV[i]
  end
  i = i + 1
  return out
end
local all, targets, seq = list(), list(), list()
local bases = {}
for j = i, #ARGV do bases[#bases + 1] = ARGV[j] end
local shape = {}
local terms = query_sequence(shape, seq)
local docs, total, df, sized = 0, 0, {}, {}
for j, base in ipairs(bases) do
  local d, t, frequencies = scope_stats(base, all, terms)
  docs, total = docs + d, total + t
  for n = 1, #terms do df[n] = (df[n] or 0) + frequencies[n] end
  if d > 0 then sized[#sized + 1] = { at = j, docs = d } end
end
local weighted = {}
for n, term in ipairs(terms) do
  if df[n] > 0 then weighted[#weighted + 1] = { term = term, idf = js_log(1 + (docs - df[n] + 0.5) / (df[n] + 0.5)) } end
end
if docs == 0 or #weighted == 0 then return {} end
local avgdl = total / docs
if avgdl == 0 then avgdl = 1 end
table.sort(sized, function(x, y)
  if x.docs ~= y.docs then return x.docs > y.docs end
  return x.at < y.at
end)
local out, floor = {}, nil
for n, entry in ipairs(sized) do
  local q = { base = bases[entry.at], avgdl = avgdl, k1 = k1, b = b, boost = boost, seq = shape.seq, distinct = shape.distinct, terms = weighted }
  local best = search_scope(q, k, f, floor, targets)
  if n == 1 and #best.items >= k then floor = best.items[k].score end
  out[#out + 1] = entry.at
  out[#out + 1] = best_reply(best)
end
return out`,
);
