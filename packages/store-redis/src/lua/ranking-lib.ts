/**
 * Lua: the order of one scope's search hits and the best-k holder both search scripts fill. Needs
 * `bytes_less` (script.ts) and `record_matches` (text-index-lib.ts) defined before it.
 *
 * Candidates { target, doc, score } rank as core's `compareRanked` does within one scope: score, then
 * the newer (`time`), then the reference key "r\0kind\0id" or "m\0session\0seq" (`recordSearchKey`,
 * `messageSearchKey`: seq in 16 digits, so the bytes order it as a number). A candidate counts
 * only when its payload exists and passes the record filters; the payload is the record's JSON or the
 * message event's JSON (without seq). A message of a session in the filters' `xs` set never counts, nor,
 * when the filters hold an `os` set, one of a session outside it.
 */
export const luaRanking = `
local function ref_key(target, doc)
  if target == 'message' then
    local sid, seq = string.match(doc, '^(.*)#(%d+)$')
    return 'm\\0' .. (sid or doc) .. '\\0' .. (seq and string.format('%016d', tonumber(seq)) or '')
  end
  return 'r\\0' .. target .. '\\0' .. doc
end

local function payload_of(base, target, doc, f)
  if target == 'message' then
    local sid, seq = string.match(doc, '^(.*)#(%d+)$')
    if not sid or (f.xs and f.xs[sid]) or (f.os and not f.os[sid]) then return nil end
    return redis.call('HGET', base .. 's:e', doc)
  end
  local json = redis.call('HGET', base .. 'r:' .. target, doc)
  if not json then return nil end
  if next(f) ~= nil and not record_matches(cjson.decode(json), f) then return nil end
  return json
end

local function ranks_before(a, b)
  if a.score ~= b.score then return a.score > b.score end
  if a.time ~= b.time then return a.time > b.time end
  return bytes_less(a.key, b.key)
end

-- The best k accepted candidates, kept sorted. Time, key and payload are read only for a candidate
-- that would enter, so a traversal pays for the few that can still matter. \`min\` (or nil): a score
-- other scopes already hold k hits above, so nothing below it can make the overall best k.
local function new_best(base, k, f, min)
  return { base = base, k = k, f = f, items = {}, min = min }
end

-- The score a candidate must at least reach to enter (a tie may still win on precedence, time or
-- key), or nil while nothing bounds it.
local function best_floor(best)
  local kth = #best.items >= best.k and best.items[best.k].score or nil
  if kth and best.min then return math.max(kth, best.min) end
  return kth or best.min
end

local function offer(best, target, doc, score)
  local items, k = best.items, best.k
  local floor = best_floor(best)
  if floor and score < floor then return end
  local c = { target = target, doc = doc, score = score, key = ref_key(target, doc) }
  c.time = tonumber(redis.call('HGET', best.base .. 'x:' .. target .. ':time', doc) or '0')
  if #items >= k and not ranks_before(c, items[k]) then return end
  c.payload = payload_of(best.base, target, doc, best.f)
  if not c.payload then return end
  local i = #items + 1
  items[i] = c
  while i > 1 and ranks_before(items[i], items[i - 1]) do
    items[i], items[i - 1] = items[i - 1], items[i]
    i = i - 1
  end
  items[k + 1] = nil
end

-- The reply: target, doc, score, payload quads, best first.
local function best_reply(best)
  local out = {}
  for _, c in ipairs(best.items) do
    out[#out + 1] = c.target
    out[#out + 1] = c.doc
    out[#out + 1] = string.format('%.17g', c.score)
    out[#out + 1] = c.payload
  end
  return out
end

-- Offers every candidate { target, doc, score }, best score first, stopping once none can enter.
local function take_best(base, cands, k, f)
  table.sort(cands, function(a, b) return a.score > b.score end)
  local best = new_best(base, k, f)
  for _, c in ipairs(cands) do
    local floor = best_floor(best)
    if floor and c.score < floor then break end
    offer(best, c.target, c.doc, c.score)
  end
  return best_reply(best)
end`;
