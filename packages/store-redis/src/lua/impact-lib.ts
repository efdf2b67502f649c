/**
 * Lua: an exact top-k over impact-ordered postings (a threshold algorithm), so a search reads the
 * postings that can still matter instead of all of them. Needs the ranking and BM25 libs.
 *
 * Each (target, term) has two impact lists, read ascending in batches: `x:<target>:i:<term>` doc ->
 * length for the docs holding the term once, `x:<target>:j:<term>` doc -> length / tf for the others.
 * A term's BM25 weight is idf·(k1+1) / (1 + k1(1-b)/tf + k1·b·(len/tf)/avgdl): it falls as len/tf
 * grows and rises with tf, so every doc not read yet from the tf-1 list weighs at most the weight at
 * its head (exact: tf is 1 there), and every doc not read yet from the other one at most the bound at
 * its head with tf at the term's max (`mtf`). A term's bound is the larger of its two lists' (a doc
 * sits in one of them). Most postings have tf 1, and a max tf of 2 or more made one list's bound
 * loose for all of them; split, the walk stops after far fewer postings. That holds for any idf and average length, which
 * change as the corpus grows, so nothing stored needs rescoring. A doc read from any list is scored
 * in full at once (its length and the other terms' tf by lookup); a doc read from none weighs at most
 * the sum of its target's term bounds, times the phrase boost while it could hold every term (no term
 * of the target finished both lists). The walk stops once that is below the k-th accepted score: filters are
 * applied as docs enter the best k, so a filtered search walks on until k docs pass or the bound
 * proves none can. A list whose next doc cannot reach that score even with the most the other terms
 * could add is cut: none of its later docs can either (their cap only falls), so it counts as finished
 * and the walk stops reading it just to lower its bound. `traverse` (text-search-lib) drives the walk;
 * phrase-pass-lib takes the docs the phrase boost can apply to from the pair sets.
 */
export const luaImpactTraversal = `
-- Postings per ZRANGE. Since a list is cut as soon as its next doc misses the floor, reading 64 at a
-- time scores few docs in vain and halves the calls (100k: script time ~7% below 32; 128 no better).
local impact_batch = 64
-- The bound is computed by another expression than the weight; this keeps rounding from ever putting
-- it below a weight it covers.
local bound_slack = 1 + 1e-9

-- The term's bound and whether it is done, from its lists' (the larger bound of the unfinished ones).
-- Also the least length an unread doc holding the term can have (\`least\`): the head's key with tf 1,
-- twice it in the other list.
local function refresh_term(l)
  local bound, done, least = 0, true, nil
  for _, c in ipairs(l.lists) do
    if not c.done then
      done = false
      if c.bound > bound then bound = c.bound end
      local len = c.one and c.head or 2 * c.head
      if not least or len < least then least = len end
    end
  end
  l.bound, l.done, l.least = bound, done, least
end

-- Moves list c's head to its next unread posting (reading the next batch when the buffer is used up)
-- and recomputes its bound (0 once the list is done), then its term's.
local function advance_head(q, l, c)
  if c.bi > #c.buf then
    if c.last then
      c.done, c.bound = true, 0
      return refresh_term(l)
    end
    c.buf = redis.call('ZRANGE', c.key, c.pos, c.pos + impact_batch - 1, 'WITHSCORES')
    c.pos = c.pos + impact_batch
    c.bi = 1
    c.last = #c.buf < impact_batch * 2
    if #c.buf == 0 then
      c.done, c.bound = true, 0
      return refresh_term(l)
    end
  end
  local head = tonumber(c.buf[c.bi + 1])
  c.head = head
  c.bound = l.idf * (q.k1 + 1) / (1 + q.k1 * (1 - q.b) / c.mtf + q.k1 * q.b * head / q.avgdl) * bound_slack
  refresh_term(l)
end

-- The most a term can weigh in a doc of this length (tf at most the term's max).
-- idf·(k1+1)·mtf / (mtf + k1(1-b) + k1·b·len/avgdl), with the parts that do not depend on the
-- length kept on the term (\`ctop\`, \`cbase\`; open_target) and the query (\`cper\`).
local function term_cap(q, l, len)
  return l.ctop / (l.cbase + q.cper * len / q.avgdl) * bound_slack
end

-- The tf of term o in docs ids[1..n] (lengths lens[i]), from o's impact lists (ZMSCORE: a hash
-- lookup in a large zset) rather than from t:<term>, which Redis keeps as a listpack, scanned per
-- field, up to hash-max-listpack-entries (512 by default) docs. In the tf-1 list: 1; in the other:
-- length / key.
local function term_tfs(o, ids, lens)
  local tfs, rest, at = {}, ids, nil
  if o.once then
    local keys = redis.call('ZMSCORE', o.once, unpack(ids))
    rest, at = {}, {}
    local r = 0
    for i = 1, #ids do
      if keys[i] then
        tfs[i] = 1
      else
        tfs[i] = 0
        r = r + 1
        rest[r] = ids[i]
        at[r] = i
      end
    end
  end
  if o.many and #rest > 0 then
    local keys = redis.call('ZMSCORE', o.many, unpack(rest))
    for n = 1, #rest do
      local i = at and at[n] or n
      tfs[i] = keys[n] and math.floor(lens[i] / tonumber(keys[n]) + 0.5) or 0
    end
  elseif not o.once then
    for i = 1, #ids do tfs[i] = 0 end
  end
  return tfs
end

-- Scores a batch of docs first met in a list of term l (docs[i] at impact key kvs[i]) and offers them. The
-- lookups go a whole batch per command (HMGET of the lengths, then each other term's tf, rarest
-- first), and after each one the docs that even the remaining terms' caps cannot lift to \`floor\`
-- are dropped. A doc from the tf-1 list (\`one\`) needs no length lookup: its key is its length (both
-- written by one script). A doc without a length is skipped. Per doc state lives in parallel arrays
-- indexed by the doc's place in the batch; weights are term_weight's expression with the length
-- part (\`norm\`) computed once per doc, so they are bit-identical to it.
local function score_batch(q, best, T, l, docs, kvs, one)
  local floor = best_floor(best)
  local lens = one and kvs or redis.call('HMGET', T.x .. 'len', unpack(docs))
  local k1, b, avgdl, k1p1 = q.k1, q.b, q.avgdl, q.k1 + 1
  local lt, lidf, phrase = l.t, l.idf, T.phrase
  local ids, dl, norm, known, rest, phr = {}, {}, {}, {}, {}, {}
  local weights = { [lt] = {} }
  local wl = weights[lt]
  local alive, n = {}, 0
  for i = 1, #docs do
    if lens[i] then
      local len = tonumber(lens[i])
      local tf = math.floor(len / kvs[i] + 0.5)
      n = n + 1
      ids[n], dl[n], phr[n], alive[n] = docs[i], len, phrase, n
      local nm = k1 * (1 - b + b * len / avgdl)
      norm[n] = nm
      local w = lidf * tf * k1p1 / (tf + nm)
      wl[n], known[n] = w, w
    end
  end
  -- Each other term's cap in each doc (term_cap), kept to take it off \`rest\` once the term is known.
  local caps = {}
  if floor then
    for i = 1, n do rest[i] = 0 end
    for _, o in ipairs(T.lists) do
      if o ~= l then
        local co, top, base, per = {}, o.ctop, o.cbase, q.cper
        caps[o.t] = co
        for i = 1, n do
          local cap = top / (base + per * dl[i] / avgdl) * bound_slack
          co[i] = cap
          rest[i] = rest[i] + cap
        end
      end
    end
  end
  local boost = q.boost
  for _, o in ipairs(T.rarest) do
    if o ~= l then
      local kept, ks, klens = {}, {}, {}
      local m = 0
      for _, i in ipairs(alive) do
        if not floor or (known[i] + rest[i]) * (phr[i] and boost or 1) * bound_slack >= floor then
          m = m + 1
          kept[m], ks[m], klens[m] = i, ids[i], dl[i]
        end
      end
      alive = kept
      if m == 0 then return end
      local tfs = term_tfs(o, ks, klens)
      local wo, oidf, co = {}, o.idf, caps[o.t]
      weights[o.t] = wo
      for j = 1, m do
        local i, tf = kept[j], tfs[j]
        if co then rest[i] = rest[i] - co[i] end
        if tf > 0 then
          local w = oidf * tf * k1p1 / (tf + norm[i])
          wo[i] = w
          known[i] = known[i] + w
        else
          phr[i] = false
        end
      end
    end
  end
  local lists = T.lists
  for _, i in ipairs(alive) do
    -- \`known\` is the score summed in another order (a few ulps off, far inside the slack): a doc
    -- it keeps below the floor is not summed again.
    floor = best_floor(best)
    local lift = (phr[i] and boost or 1) * bound_slack
    if not floor or known[i] * lift * bound_slack >= floor then
      -- The exact score, summed in the query's term order as the full scan sums it (T.lists is in it).
      local score, matched = 0, 0
      for _, o in ipairs(lists) do
        local w = weights[o.t][i]
        if w then
          score = score + w
          matched = matched + 1
        end
      end
      if not floor or score * lift >= floor then
        offer(best, T.name, ids[i], phrase_boosted(q, T.x, ids[i], score, matched))
      end
    end
  end
end

-- The most a doc first met in list c of term l at impact key kv can score, before any lookup: its
-- weight in l at kv (tf 1, or at most the term's max), plus for each other term the lesser of that
-- term's bound (the doc was not read there, so it lies past both heads) and the term's cap at the
-- least length the doc can have (kv with tf 1, else 2·kv).
local function unread_cap(q, T, l, c, kv)
  local sum = l.idf * (q.k1 + 1) / (1 + q.k1 * (1 - q.b) / c.mtf + q.k1 * q.b * kv / q.avgdl) * bound_slack
  local len = c.one and kv or 2 * kv
  local phrase = T.phrase
  for _, o in ipairs(T.lists) do
    -- A finished term was read whole: the doc does not hold it, so it cannot hold the phrase either.
    if o.done then phrase = false elseif o ~= l then sum = sum + math.min(o.bound, term_cap(q, o, len)) end
  end
  return phrase and sum * q.boost or sum
end

local function open_target(q, name)
  local T = { name = name, x = q.base .. 'x:' .. name .. ':', lists = {}, seen = {} }
  for t, term in ipairs(q.terms) do
    -- Its lists: tf 1, and tf 2 or more when the term ever had such a doc (a max tf is recorded).
    local card = redis.call('HLEN', T.x .. 't:' .. term.term)
    if card > 0 then
      local l = { t = t, term = term.term, idf = term.idf, lists = {}, card = card, read = 0, mtf = 1 }
      l.once = T.x .. 'i:' .. term.term
      l.lists[1] = { key = l.once, one = true, mtf = 1, bound = 0, head = 0, pos = 0, bi = 1, buf = {} }
      local mtf = redis.call('HGET', T.x .. 'mtf', term.term)
      if mtf then
        l.mtf, l.many = tonumber(mtf), T.x .. 'j:' .. term.term
        l.lists[2] = { key = l.many, one = false, mtf = l.mtf, bound = 0, head = 0, pos = 0, bi = 1, buf = {} }
      end
      l.ctop, l.cbase = l.idf * (q.k1 + 1) * l.mtf, l.mtf + q.k1 * (1 - q.b)
      for _, c in ipairs(l.lists) do advance_head(q, l, c) end
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
-- Such a doc is at least as long as the \`least\` of each term it holds: if the longest of those is
-- term I's, it holds only terms whose least is at most I's, each weighing at most its bound and its
-- cap at that length. The largest of those sums over I bounds it; a phrase doc holds every term.
local function unread_bound(q, T)
  local live, n = {}, 0
  for _, l in ipairs(T.lists) do
    if not l.done then
      n = n + 1
      live[n] = l
    end
  end
  if n == 0 then return nil, 0 end
  local per, avgdl = q.cper, q.avgdl
  local plain, longest = 0, 0
  for a = 1, n do
    local least = live[a].least
    local sum = 0
    for z = 1, n do
      local j = live[z]
      if j.least <= least then
        local cap = j.ctop / (j.cbase + per * least / avgdl) * bound_slack
        sum = sum + (j.bound < cap and j.bound or cap)
      end
    end
    if sum > plain then plain = sum end
    if least > longest then longest = least end
  end
  if T.phrase and n == #T.lists then
    local sum = 0
    for z = 1, n do
      local j = live[z]
      local cap = j.ctop / (j.cbase + per * longest / avgdl) * bound_slack
      sum = sum + (j.bound < cap and j.bound or cap)
    end
    if sum * q.boost > plain then return sum * q.boost, plain end
  end
  return plain, plain
end

-- Which term of T to read next: the one with the largest bound, or, when only a phrase doc could
-- still enter, the one with the fewest postings left (once it is done, no unread doc holds them all);
-- then which of its lists: the one with the larger bound.
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
  local list
  for _, c in ipairs(pick.lists) do
    if not c.done and (not list or c.bound > list.bound) then list = c end
  end
  return pick, list
end

-- Reads the next batch of the list pick_list chooses in target T and scores the docs in it that can
-- still enter. The buffer is in ascending key order and a doc's cap only falls as its key grows (and
-- as the other terms' bounds fall and the floor rises), so the first doc of the buffer that misses the
-- floor (found by bisection) is the list's cut: neither it nor any doc after it in this list, read or
-- not, can enter. The list is then finished as if read whole, which is exact for every other doc; a
-- doc past a cut that turns up in another list is below the floor whatever it scores.
local function read_batch(q, best, T, bound, plain, floor)
  local l, c = pick_list(T, bound, plain, floor)
  local buf, seen = c.buf, T.seen
  local from, n = c.bi, (#buf - c.bi + 1) / 2
  local keep = n
  if floor then
    local lo, hi = 0, n
    while lo < hi do
      local mid = math.floor((lo + hi) / 2)
      if unread_cap(q, T, l, c, tonumber(buf[from + 2 * mid + 1])) >= floor then lo = mid + 1 else hi = mid end
    end
    keep = lo
  end
  local docs, kvs, m = {}, {}, 0
  for bi = from, from + 2 * keep - 1, 2 do
    local doc = buf[bi]
    if not seen[doc] then
      seen[doc] = true
      -- One fewer of the phrase's candidates left unmet (phrase-pass-lib).
      if T.phrase_set and T.phrase_set[doc] then T.phrase_left = T.phrase_left - 1 end
      m = m + 1
      docs[m], kvs[m] = doc, tonumber(buf[bi + 1])
    end
  end
  l.read = l.read + n
  c.bi = #buf + 1
  if m > 0 then score_batch(q, best, T, l, docs, kvs, c.one) end
  if keep < n then
    c.done, c.bound = true, 0
    refresh_term(l)
  else
    advance_head(q, l, c)
  end
end`;
