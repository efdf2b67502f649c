/**
 * Lua: the phrase pass of the impact walk. A doc holding the whole query sequence scores the phrase
 * boost times its BM25, so while any unread doc could hold the phrase the walk's bound carries the
 * boost. From layout 4 each adjacent token pair keeps its docs (`p:<a> <b>`, text-index-lib), and a
 * phrase doc holds every pair of the query: the docs in all of them are the only ones the boost can
 * apply to. Once those are scored, no unread doc has the boost, so the bound leaves it out. Needs the
 * impact lib (term_tfs) and the ranking and BM25 libs (offer, phrase_boosted) defined before it.
 */
export const luaPhrasePass = `
-- The candidates are scored up front when at most \`phrase_docs_now\`; up to \`phrase_docs_max\`, they
-- are kept and the few the walk has not met by the time only a phrase doc could still enter are
-- scored then. Past that the walk keeps the boost in its bounds until some term is read whole.
local phrase_docs_now = 64
local phrase_docs_max = 512

-- The docs that can hold the token sequence (every one of its adjacent pairs), when that is at most
-- \`phrase_docs_max\` docs: an empty list when some pair is in no doc; nil when more.
local function phrase_candidates(x, seq)
  local keys, seen, fewest = {}, {}, nil
  for j = 2, #seq do
    local key = x .. 'p:' .. seq[j - 1] .. ' ' .. seq[j]
    if not seen[key] then
      seen[key] = true
      local card = redis.call('HLEN', key)
      if card == 0 then return {} end
      if not fewest or card < keys[fewest].card then fewest = #keys + 1 end
      keys[#keys + 1] = { key = key, card = card }
    end
  end
  if keys[fewest].card > phrase_docs_max then return nil end
  local docs = redis.call('HKEYS', keys[fewest].key)
  -- Intersected with the other pairs' docs, a command per pair.
  for j, other in ipairs(keys) do
    if j ~= fewest and #docs > 0 then
      local held, kept = redis.call('HMGET', other.key, unpack(docs)), {}
      for i = 1, #docs do
        if held[i] then kept[#kept + 1] = docs[i] end
      end
      docs = kept
    end
  end
  return docs
end

-- Scores docs in full (every term's tf by lookup, the phrase checked) and offers them; each is marked
-- seen, so the traversal does not score it again. Weights and the sum are score_batch's expressions,
-- in the same order, so the scores are bit-identical to it.
local function score_docs(q, best, T, docs)
  if #docs == 0 then return end
  local lens = redis.call('HMGET', T.x .. 'len', unpack(docs))
  local k1, b, avgdl, k1p1 = q.k1, q.b, q.avgdl, q.k1 + 1
  local ids, dl, norm, n = {}, {}, {}, 0
  for i = 1, #docs do
    T.seen[docs[i]] = true
    if lens[i] then
      n = n + 1
      local len = tonumber(lens[i])
      ids[n], dl[n], norm[n] = docs[i], len, k1 * (1 - b + b * len / avgdl)
    end
  end
  if n == 0 then return end
  local scores, matched = {}, {}
  for i = 1, n do scores[i], matched[i] = 0, 0 end
  for _, o in ipairs(T.lists) do
    local tfs, oidf = term_tfs(o, ids, dl), o.idf
    for i = 1, n do
      local tf = tfs[i]
      if tf > 0 then
        scores[i] = scores[i] + oidf * tf * k1p1 / (tf + norm[i])
        matched[i] = matched[i] + 1
      end
    end
  end
  for i = 1, n do
    if matched[i] > 0 then offer(best, T.name, ids[i], phrase_boosted(q, T.x, ids[i], scores[i], matched[i])) end
  end
end

-- Starts target T's phrase pass when its pair sets exist (\`pairs\`): scores the candidates now or
-- keeps them (T.phrase_set, T.phrase_left: how many the walk has not met), or leaves the boost in the
-- bounds when there are too many. No candidate at all: no doc has the phrase.
local function start_phrase(q, best, T, pairs)
  if not (T.phrase and pairs) then return end
  local docs = phrase_candidates(T.x, q.seq)
  if not docs then return end
  if #docs <= phrase_docs_now then
    score_docs(q, best, T, docs)
    T.phrase = false
    return
  end
  T.phrase_set, T.phrase_left = {}, #docs
  for _, doc in ipairs(docs) do T.phrase_set[doc] = true end
end

-- Whether T's kept candidates should be scored now: only a phrase doc can still enter (the bound
-- without the boost, \`plain\`, is below the floor) and few are left unmet.
local function phrase_due(T, plain, floor)
  return floor ~= nil and T.phrase_set ~= nil and plain < floor and T.phrase_left <= phrase_docs_now
end

-- Scores T's candidates the walk has not met; no unread doc has the boost any more.
local function finish_phrase(q, best, T)
  local left = {}
  for doc in pairs(T.phrase_set) do
    if not T.seen[doc] then left[#left + 1] = doc end
  end
  table.sort(left)
  score_docs(q, best, T, left)
  T.phrase, T.phrase_set = false, nil
end`;
