/**
 * The text index layout version the scripts maintain. A target whose `ver` key is below
 * `impactIndexVersion` is searched by a full scan until migrated; one at `impactIndexVersion` is walked
 * in impact order without the pair sets (they are built by the migration to this version).
 */
export const textIndexVersion = 4;
/** The first layout with the impact lists (split by tf). */
export const impactIndexVersion = 3;

/**
 * Lua: maintains a scope's inverted index for one target (a record kind, or "message").
 * Under `<base>x:<target>:`: `t:<term>` HASH doc -> term frequency, and the term's impact lists (the
 * impact order: ascending is the best BM25 term weight first, whatever idf and average length are,
 * see impact-lib), split by tf: `i:<term>` ZSET doc -> length for the docs holding the term once, and
 * `j:<term>` ZSET doc -> length / tf for those holding it twice or more; `mtf` HASH term -> the
 * largest tf ever indexed when above 1 (never lowered, so it stays an upper bound), `len` HASH doc -> length in tokens, `doc` HASH doc -> its token stream
 * ("\n"-joined, in order: for the phrase check and to unindex it), `time` HASH doc -> epoch ms (a
 * record's updatedAt, a message's at: the tie-break after score), `p:<a> <b>` HASH doc -> "" of the
 * docs where token b directly follows token a (layout 4; a hash rather than a set because Redis 7.0
 * keeps small hashes as compact listpacks and small sets only of integers; a doc holding a phrase holds
 * each of its adjacent pairs, so intersecting them finds every doc the phrase boost can apply to),
 * `total` the sum of lengths, `ver` the layout version. The tokens come from the client (core's `tokenize`), so every store indexes the
 * same words. Every key a script touches is in its KEYS (see script-keys.ts); those named by stored
 * token streams are checked first (`undeclared_docs`).
 */
export const luaTextIndex = `
-- The keys of the distinct adjacent token pairs of a token list (\`p:<a> <b>\`; tokens hold no space).
local function pair_keys(x, tokens)
  local keys, seen = {}, {}
  for j = 2, #tokens do
    local key = x .. 'p:' .. tokens[j - 1] .. ' ' .. tokens[j]
    if not seen[key] then
      seen[key] = true
      keys[#keys + 1] = key
    end
  end
  return keys
end

-- Adds the doc to the pair set of each adjacent token pair it holds.
local function post_pairs(x, doc, tokens)
  for _, key in ipairs(pair_keys(x, tokens)) do redis.call('HSET', key, doc, '') end
end

-- The KEYS of this call as a set (built on first use): the keys that stored data names (a doc's
-- terms and pairs) are checked against it before a script writes anything.
local declared_set
local function declared(key)
  if not declared_set then
    declared_set = {}
    for _, k in ipairs(KEYS) do declared_set[k] = true end
  end
  return declared_set[key] == true
end

-- Whether every key that unindexing (or rebuilding) the doc touches was passed in KEYS: its terms'
-- posting and impact lists and its adjacent pairs' sets. If not: false, and the doc's stream.
local function doc_declared(base, target, doc)
  local x = base .. 'x:' .. target .. ':'
  local stream = redis.call('HGET', x .. 'doc', doc)
  if not stream then return true end
  local prev
  for term in string.gmatch(stream, '[^\\n]+') do
    if not (declared(x .. 't:' .. term) and declared(x .. 'i:' .. term) and declared(x .. 'j:' .. term)) then return false, stream end
    if prev and not declared(x .. 'p:' .. prev .. ' ' .. term) then return false, stream end
    prev = term
  end
  return true
end

-- Nil when the keys of every doc are in KEYS; else the reply that asks for them, changing nothing:
-- 'stale', then the stream of each doc whose keys are missing (the client adds them and calls again).
local function undeclared_docs(base, target, docs)
  local reply
  for _, doc in ipairs(docs) do
    local ok, stream = doc_declared(base, target, doc)
    if not ok then
      reply = reply or { 'stale' }
      reply[#reply + 1] = stream
    end
  end
  return reply
end

local function unindex_doc(base, target, doc)
  local x = base .. 'x:' .. target .. ':'
  local stream = redis.call('HGET', x .. 'doc', doc)
  if not stream then return end
  local seen, tokens = {}, {}
  for term in string.gmatch(stream, '[^\\n]+') do
    tokens[#tokens + 1] = term
    if not seen[term] then
      seen[term] = true
      redis.call('HDEL', x .. 't:' .. term, doc)
      redis.call('ZREM', x .. 'i:' .. term, doc)
      redis.call('ZREM', x .. 'j:' .. term, doc)
      -- A term no doc holds leaves no trace, its largest tf included (a purge erases words).
      if redis.call('EXISTS', x .. 't:' .. term) == 0 then redis.call('HDEL', x .. 'mtf', term) end
    end
  end
  for _, key in ipairs(pair_keys(x, tokens)) do redis.call('HDEL', key, doc) end
  local len = tonumber(redis.call('HGET', x .. 'len', doc) or '0')
  redis.call('HDEL', x .. 'doc', doc)
  redis.call('HDEL', x .. 'len', doc)
  redis.call('HDEL', x .. 'time', doc)
  redis.call('DECRBY', x .. 'total', len)
end

-- The postings of one doc: tf in t:<term>, the impact key (17 digits, so the traversal's bound reads
-- back the exact quotient) in i:<term> (tf 1: the length) or j:<term> (length / tf), and the term's
-- max tf when this one is larger. \`migrating\`: the doc may still sit in i:<term> with tf above 1
-- (layout 2 kept every tf there), so it is removed from there.
local function post_terms(x, doc, n, tf, order, migrating)
  for _, term in ipairs(order) do
    local f = tf[term]
    redis.call('HSET', x .. 't:' .. term, doc, f)
    if f == 1 then
      redis.call('ZADD', x .. 'i:' .. term, n, doc)
    else
      if migrating then redis.call('ZREM', x .. 'i:' .. term, doc) end
      redis.call('ZADD', x .. 'j:' .. term, string.format('%.17g', n / f), doc)
      if f > tonumber(redis.call('HGET', x .. 'mtf', term) or '1') then redis.call('HSET', x .. 'mtf', term, f) end
    end
  end
end

-- Term frequencies of a token list, and the distinct terms in first-seen order.
local function term_frequencies(tokens)
  local tf, order = {}, {}
  for _, term in ipairs(tokens) do
    if not tf[term] then
      tf[term] = 0
      order[#order + 1] = term
    end
    tf[term] = tf[term] + 1
  end
  return tf, order
end

-- Reads "token count n, token 1 .. token n" from ARGV at position i and indexes the doc; a doc with
-- no tokens is no document (core's search spec: it counts in no statistic), so it is not indexed.
-- Returns the position after it. An empty target starts in the current layout, so a new scope never
-- needs migrating.
local function index_doc(base, target, doc, time, i)
  local x = base .. 'x:' .. target .. ':'
  local n = tonumber(ARGV[i])
  if n == 0 then return i + 1 end
  if redis.call('HLEN', x .. 'len') == 0 then redis.call('SET', x .. 'ver', '${textIndexVersion}') end
  local tokens = {}
  for j = 1, n do tokens[j] = ARGV[i + j] end
  local tf, order = term_frequencies(tokens)
  post_terms(x, doc, n, tf, order, false)
  post_pairs(x, doc, tokens)
  redis.call('HSET', x .. 'doc', doc, table.concat(tokens, '\\n'))
  redis.call('HSET', x .. 'len', doc, n)
  redis.call('HSET', x .. 'time', doc, time)
  redis.call('INCRBY', x .. 'total', n)
  return i + n + 1
end`;

/**
 * Lua: whether a doc's token stream holds the token sequence `seq` contiguously. Tokens never hold
 * "\n", so that is a plain substring search of the "\n"-delimited sequence (in C, not token by token).
 */
export const luaContainsSequence = `
local function contains_sequence(stream, seq)
  return string.find('\\n' .. stream .. '\\n', '\\n' .. table.concat(seq, '\\n') .. '\\n', 1, true) ~= nil
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
