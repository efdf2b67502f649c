/**
 * Lua: an exact top-k over impact-ordered postings (a threshold algorithm), so a search reads the
 * postings that can still matter instead of all of them. Needs the ranking and BM25 libs.
 *
 * Each (target, term) list `x:<target>:i:<term>` holds doc -> length / tf, read ascending in batches.
 * A term's BM25 weight is idf·(k1+1) / (1 + k1(1-b)/tf + k1·b·(len/tf)/avgdl): it falls as len/tf
 * grows and rises with tf, so every doc not read yet from a list weighs at most the bound at the
 * list's head with tf at the term's max (`mtf`). That holds for any idf and average length, which
 * change as the corpus grows, so nothing stored needs rescoring. A doc read from any list is scored
 * in full at once (its length and the other terms' tf by lookup); a doc read from none weighs at most
 * the sum of its target's list bounds, times the phrase boost while it could hold every term (no list
 * of the target finished). The walk stops once that is below the k-th accepted score: filters are
 * applied as docs enter the best k, so a filtered search walks on until k docs pass or the bound
 * proves none can.
 */
export const luaImpactTraversal = `
local impact_batch = 32
-- The bound is computed by another expression than the weight; this keeps rounding from ever putting
-- it below a weight it covers.
local bound_slack = 1 + 1e-9

-- Moves the list's head to its next unread posting (reading the next batch when the buffer is
-- used up) and recomputes its bound; 0 once the list is done.
local function advance_head(q, l)
  if l.bi > #l.buf then
    if l.last then
      l.done, l.bound = true, 0
      return
    end
    l.buf = redis.call('ZRANGE', l.key, l.pos, l.pos + impact_batch - 1, 'WITHSCORES')
    l.pos = l.pos + impact_batch
    l.bi = 1
    l.last = #l.buf < impact_batch * 2
    if #l.buf == 0 then
      l.done, l.bound = true, 0
      return
    end
  end
  local head = tonumber(l.buf[l.bi + 1])
  l.bound = l.idf * (q.k1 + 1) / (1 + q.k1 * (1 - q.b) / l.mtf + q.k1 * q.b * head / q.avgdl) * bound_slack
end

-- The most a term can weigh in a doc of this length (tf at most the term's max).
local function term_cap(q, l, len)
  return l.idf * (q.k1 + 1) * l.mtf / (l.mtf + q.k1 * (1 - q.b) + q.k1 * q.b * len / q.avgdl) * bound_slack
end

-- Scores a batch of docs first met in list l (docs[i] at impact key kvs[i]) and offers them. The
-- lookups go a whole batch per command (HMGET of the lengths, then of each other term's tf, rarest
-- first), and after each one the docs that even the remaining terms' caps cannot lift to \`floor\`
-- are dropped. A doc gone meanwhile (no length) is skipped.
local function score_batch(q, best, T, l, docs, kvs)
  local floor = best_floor(best)
  local lens = redis.call('HMGET', T.x .. 'len', unpack(docs))
  local alive = {}
  for i, doc in ipairs(docs) do
    if lens[i] then
      local len = tonumber(lens[i])
      local tf = math.floor(len / kvs[i] + 0.5)
      local c = { doc = doc, len = len, tfs = { [l.t] = tf }, known = term_weight(q, l.idf, tf, len), rest = 0, phrase = T.phrase }
      if floor then
        for _, o in ipairs(T.lists) do
          if o ~= l then c.rest = c.rest + term_cap(q, o, len) end
        end
      end
      alive[#alive + 1] = c
    end
  end
  for _, o in ipairs(T.rarest) do
    if o ~= l then
      local kept, ids = {}, {}
      for _, c in ipairs(alive) do
        if not floor or (c.known + c.rest) * (c.phrase and q.boost or 1) * bound_slack >= floor then
          kept[#kept + 1] = c
          ids[#ids + 1] = c.doc
        end
      end
      alive = kept
      if #ids == 0 then return end
      local tfs = redis.call('HMGET', T.x .. 't:' .. o.term, unpack(ids))
      for i, c in ipairs(alive) do
        local tf = tonumber(tfs[i] or '0')
        c.tfs[o.t] = tf
        if floor then c.rest = c.rest - term_cap(q, o, c.len) end
        if tf > 0 then c.known = c.known + term_weight(q, o.idf, tf, c.len) else c.phrase = false end
      end
    end
  end
  for _, c in ipairs(alive) do
    -- The exact score, summed in the query's term order as the full scan sums it.
    local score, matched = 0, 0
    for t, term in ipairs(q.terms) do
      local tf = c.tfs[t] or 0
      if tf > 0 then
        score = score + term_weight(q, term.idf, tf, c.len)
        matched = matched + 1
      end
    end
    floor = best_floor(best)
    if not floor or score * (c.phrase and q.boost or 1) * bound_slack >= floor then
      offer(best, T.name, c.doc, phrase_boosted(q, T.x, c.doc, score, matched))
    end
  end
end

-- The most a doc first met in list l at impact key kv can score, before any lookup: its weight in l
-- at kv, plus for each other list the lesser of that list's bound (the doc was not read there, so it
-- lies past the head) and the term's cap at length kv (len = kv * tf >= kv).
local function unread_cap(q, T, l, kv)
  local sum = l.idf * (q.k1 + 1) / (1 + q.k1 * (1 - q.b) / l.mtf + q.k1 * q.b * kv / q.avgdl) * bound_slack
  local phrase = T.phrase
  for _, o in ipairs(T.lists) do
    -- A finished list was read whole: the doc is not in it, so it cannot hold the phrase either.
    if o.done then phrase = false elseif o ~= l then sum = sum + math.min(o.bound, term_cap(q, o, kv)) end
  end
  return phrase and sum * q.boost or sum
end

local function open_target(q, name)
  local T = { name = name, x = q.base .. 'x:' .. name .. ':', lists = {}, has = {}, seen = {} }
  for t, term in ipairs(q.terms) do
    local key = T.x .. 'i:' .. term.term
    local card = redis.call('ZCARD', key)
    if card > 0 then
      T.has[t] = true
      local mtf = tonumber(redis.call('HGET', T.x .. 'mtf', term.term) or '1')
      local l = { t = t, term = term.term, idf = term.idf, key = key, card = card, read = 0, pos = 0, bi = 1, buf = {}, mtf = mtf }
      advance_head(q, l)
      T.lists[#T.lists + 1] = l
    end
  end
  T.rarest = {}
  for i, l in ipairs(T.lists) do T.rarest[i] = l end
  table.sort(T.rarest, function(a, b) return a.idf > b.idf end)
  -- A phrase doc holds every distinct query token, so each must have a list here.
  T.phrase = #q.seq >= 2 and #T.lists == q.distinct
  return T
end

-- The best score a doc read from no list of T could have, and that bound without the phrase boost.
local function unread_bound(q, T)
  local sum, live = 0, 0
  for _, l in ipairs(T.lists) do
    if not l.done then
      sum = sum + l.bound
      live = live + 1
    end
  end
  if live == 0 then return nil, 0 end
  if T.phrase and live == #T.lists then return sum * q.boost, sum end
  return sum, sum
end

-- Which list of T to read next: the one with the largest bound, or, when only a phrase doc could
-- still enter, the one with the fewest postings left (once it is done, no unread doc holds them all).
local function pick_list(T, bound, plain, floor)
  local pick
  local phrase_only = floor ~= nil and bound > plain and plain < floor
  for _, l in ipairs(T.lists) do
    if not l.done then
      if not pick then
        pick = l
      elseif phrase_only then
        if l.card - l.read < pick.card - pick.read then pick = l end
      elseif l.bound > pick.bound then
        pick = l
      end
    end
  end
  return pick
end

local function traverse(q, best, names)
  local targets = {}
  for _, name in ipairs(names) do targets[#targets + 1] = open_target(q, name) end
  while true do
    local top, top_bound, top_plain
    for _, T in ipairs(targets) do
      local bound, plain = unread_bound(q, T)
      if bound and (not top or bound > top_bound) then top, top_bound, top_plain = T, bound, plain end
    end
    if not top then return end
    local floor = best_floor(best)
    if floor and top_bound < floor then return end
    local l = pick_list(top, top_bound, top_plain, floor)
    local docs, kvs = {}, {}
    local floor = best_floor(best)
    while l.bi <= #l.buf do
      local doc, kv = l.buf[l.bi], tonumber(l.buf[l.bi + 1])
      l.bi = l.bi + 2
      l.read = l.read + 1
      if not top.seen[doc] then
        top.seen[doc] = true
        if not floor or unread_cap(q, top, l, kv) >= floor then
          docs[#docs + 1] = doc
          kvs[#kvs + 1] = kv
        end
      end
    end
    if #docs > 0 then score_batch(q, best, top, l, docs, kvs) end
    advance_head(q, l)
  end
end`;
