import { luaBm25 } from "./bm25-lib.js";
import { luaImpactTraversal } from "./impact-lib.js";
import { luaPhrasePass } from "./phrase-pass-lib.js";
import { luaRanking } from "./ranking-lib.js";
import { luaBytesLess } from "./script.js";
import { impactIndexVersion, luaContainsSequence, luaRecordFilter, textIndexVersion } from "./text-index-lib.js";

/**
 * Lua: one scope's part of a text search, shared by the per-scope scripts (Cluster: one slot per
 * script) and the all-scopes script (standalone: one script per search), so both score and rank alike.
 * Needs the BM25, ranking, impact and phrase-pass libs (and what they need) defined before it.
 */
export const luaTextSearch = `
-- The walk over the targets of one scope (see impact-lib): opens each target (and starts its phrase
-- pass), then, while some unread doc could still enter, reads a batch from the target whose unread
-- docs could score most, or scores its phrase candidates once only they can still enter.
local function traverse(q, best, walks)
  q.cper = q.k1 * q.b
  local targets = {}
  for _, walk in ipairs(walks) do
    local T = open_target(q, walk.name)
    start_phrase(q, best, T, walk.pairs)
    targets[#targets + 1] = T
  end
  while true do
    local top, top_bound, top_plain
    for _, T in ipairs(targets) do
      local bound, plain = unread_bound(q, T)
      if bound and (not top or bound > top_bound) then top, top_bound, top_plain = T, bound, plain end
    end
    if not top then return end
    local floor = best_floor(best)
    if floor and top_bound < floor then return end
    if phrase_due(top, top_plain, floor) then
      finish_phrase(q, best, top)
    else
      read_batch(q, best, top, top_bound, top_plain, floor)
    end
  end
end

-- The scope's doc count, total length and each term's document frequency over the given targets.
local function scope_stats(base, targets, terms)
  local docs, total, df = 0, 0, {}
  for _, target in ipairs(targets) do
    local x = base .. 'x:' .. target .. ':'
    docs = docs + redis.call('HLEN', x .. 'len')
    total = total + tonumber(redis.call('GET', x .. 'total') or '0')
    for i, term in ipairs(terms) do df[i] = (df[i] or 0) + redis.call('HLEN', x .. 't:' .. term) end
  end
  return docs, total, df
end

-- The query's tokens in order (q.seq), how many distinct (q.distinct), and the distinct ones in
-- first-occurrence order.
local function query_sequence(q, tokens)
  local seen, distinct = {}, {}
  q.seq = tokens
  for _, token in ipairs(tokens) do
    if not seen[token] then
      seen[token] = true
      distinct[#distinct + 1] = token
    end
  end
  q.distinct = #distinct
  return distinct
end

-- The scope's best k (at least \`floor\`, or nil) over the targets: a target with impact lists is
-- walked in impact order (with its pair sets from layout ${textIndexVersion} on), an older one scanned in
-- full until migrated. q.base is the scope's base.
local function search_scope(q, k, f, floor, targets)
  local best = new_best(q.base, k, f, floor)
  local walked = {}
  for _, target in ipairs(targets) do
    local x = q.base .. 'x:' .. target .. ':'
    local ver = tonumber(redis.call('GET', x .. 'ver') or '0')
    if ver >= ${impactIndexVersion} then
      walked[#walked + 1] = { name = target, pairs = ver >= ${textIndexVersion} }
    elseif redis.call('EXISTS', x .. 'len') == 1 then
      scan_target(q, best, target)
    end
  end
  traverse(q, best, walked)
  return best
end`;

/** Everything `luaTextSearch` needs, then it, in order: one part for a text search script. */
export function luaTextSearchParts(): string {
  return [luaBytesLess, luaRecordFilter, luaContainsSequence, luaRanking, luaBm25, luaImpactTraversal, luaPhrasePass, luaTextSearch].join("\n");
}
