/**
 * Lua: BM25 as core's `TextIndex` computes it, shared by the full scan and the impact traversal so a
 * doc gets bit-identical scores either way (same expression, terms summed in the query's order).
 * Needs `contains_sequence` (text-index-lib.ts) and the ranking lib (`offer`, `best_floor`).
 *
 * The query `q`: { base, avgdl, k1, b, boost, seq (the query's tokens in order), distinct (how many
 * distinct tokens seq has), terms ({ term, idf } for each distinct token some visible scope holds) }.
 */
export const luaBm25 = `
local function term_weight(q, idf, tf, len)
  return idf * tf * (q.k1 + 1) / (tf + q.k1 * (1 - q.b + q.b * len / q.avgdl))
end

-- The score times the phrase boost when the doc holds every query token (matched of them) and its
-- token stream holds the query's sequence (two tokens or more).
local function phrase_boosted(q, x, doc, score, matched)
  if #q.seq >= 2 and matched == q.distinct then
    local stream = redis.call('HGET', x .. 'doc', doc)
    if stream and contains_sequence(stream, q.seq) then return score * q.boost end
  end
  return score
end

-- Scores every posting of every query term in one target and offers the docs best first: the way
-- for a target whose impact lists are not built yet (written before the current layout version).
local function scan_target(q, best, target)
  local x = q.base .. 'x:' .. target .. ':'
  local scores, matched, lengths = {}, {}, {}
  for _, term in ipairs(q.terms) do
    local postings = redis.call('HGETALL', x .. 't:' .. term.term)
    for j = 1, #postings, 2 do
      local doc, tf = postings[j], tonumber(postings[j + 1])
      local len = lengths[doc]
      if not len then
        len = tonumber(redis.call('HGET', x .. 'len', doc) or '0')
        lengths[doc] = len
      end
      scores[doc] = (scores[doc] or 0) + term_weight(q, term.idf, tf, len)
      matched[doc] = (matched[doc] or 0) + 1
    end
  end
  local cands = {}
  for doc, score in pairs(scores) do cands[#cands + 1] = { doc = doc, score = phrase_boosted(q, x, doc, score, matched[doc]) } end
  table.sort(cands, function(a, b) return a.score > b.score end)
  for _, c in ipairs(cands) do
    local floor = best_floor(best)
    if floor and c.score < floor then return end
    offer(best, target, c.doc, c.score)
  end
end`;
