/**
 * Lua: maintains a scope's inverted index for one target (a record kind, or "message").
 * Under `<base>x:<target>:`: `t:<term>` HASH doc -> term frequency, `len` HASH doc -> length in tokens,
 * `doc` HASH doc -> its token stream ("\n"-joined, in order: for the phrase check and to unindex it),
 * `time` HASH doc -> epoch ms (a record's updatedAt, a message's at: the tie-break after score),
 * `total` the sum of lengths. The tokens come from the client (core's `tokenize`), so every store
 * indexes the same words.
 */
export const luaTextIndex = `
local function unindex_doc(base, target, doc)
  local x = base .. 'x:' .. target .. ':'
  local stream = redis.call('HGET', x .. 'doc', doc)
  if not stream then return end
  local seen = {}
  for term in string.gmatch(stream, '[^\\n]+') do
    if not seen[term] then
      seen[term] = true
      redis.call('HDEL', x .. 't:' .. term, doc)
    end
  end
  local len = tonumber(redis.call('HGET', x .. 'len', doc) or '0')
  redis.call('HDEL', x .. 'doc', doc)
  redis.call('HDEL', x .. 'len', doc)
  redis.call('HDEL', x .. 'time', doc)
  redis.call('DECRBY', x .. 'total', len)
end

-- Reads "token count n, token 1 .. token n" from ARGV at position i and indexes the doc (even with no
-- tokens: it still counts as a document). Returns the position after it.
local function index_doc(base, target, doc, time, i)
  local x = base .. 'x:' .. target .. ':'
  local n = tonumber(ARGV[i])
  local tokens, tf, order = {}, {}, {}
  for j = 1, n do
    local term = ARGV[i + j]
    tokens[j] = term
    if not tf[term] then
      tf[term] = 0
      order[#order + 1] = term
    end
    tf[term] = tf[term] + 1
  end
  for _, term in ipairs(order) do redis.call('HSET', x .. 't:' .. term, doc, tf[term]) end
  redis.call('HSET', x .. 'doc', doc, table.concat(tokens, '\\n'))
  redis.call('HSET', x .. 'len', doc, n)
  redis.call('HSET', x .. 'time', doc, time)
  redis.call('INCRBY', x .. 'total', n)
  return i + n + 1
end`;

/** Lua: whether a doc's token stream holds the token sequence `seq` contiguously. */
export const luaContainsSequence = `
local function contains_sequence(stream, seq)
  local tokens = {}
  for token in string.gmatch(stream, '[^\\n]+') do tokens[#tokens + 1] = token end
  local m = #seq
  for start = 1, #tokens - m + 1 do
    local match = true
    for o = 1, m do
      if tokens[start + o - 1] ~= seq[o] then
        match = false
        break
      end
    end
    if match then return true end
  end
  return false
end`;

/**
 * Lua: the record filters of a query or search, applied to a decoded record, as core's
 * `matchesRecordQuery` defines them (a filter on a field the kind lacks matches nothing). The client
 * leaves out empty type and tag lists; scope and updatedAt are applied through the keys and indexes.
 */
export const luaRecordFilter = `
local function has_value(list, value)
  for _, v in ipairs(list) do if v == value then return true end end
  return false
end

local function record_matches(r, f)
  if f.types and not (type(r.type) == 'string' and has_value(f.types, r.type)) then return false end
  if f.tags then
    local tags = type(r.tags) == 'table' and r.tags or {}
    for _, tag in ipairs(f.tags) do if not has_value(tags, tag) then return false end end
  end
  if f.key and not (type(r.key) == 'string' and r.key == f.key) then return false end
  if f.fromDate and not (type(r.date) == 'string' and r.date >= f.fromDate) then return false end
  if f.toDate and not (type(r.date) == 'string' and r.date <= f.toDate) then return false end
  return true
end`;
