import { luaScript } from "./script.js";
import { luaTextIndex, textIndexVersion } from "./text-index-lib.js";

/**
 * Builds the impact lists (`i:<term>`, `j:<term>`, `mtf`) of some docs of one target from their stored
 * token streams: what layout version 1 lacks, the split by tf that version 2 lacks (its `i:<term>`
 * held every doc by length / tf; the docs with tf 1 keep the same score there, the others move), and
 * the adjacent-pair sets (`p:<a> <b>`) that version 3 lacks. Each doc is rebuilt whole in this one
 * atomic script, and rebuilding twice writes the same thing, so concurrent migrations are harmless.
 * KEYS: the target's shared index keys, then the docs' terms and pairs (from their streams; a 'stale'
 * reply, changing nothing, asks for missing ones). ARGV: base, target, then doc ids. Returns how many
 * docs it rebuilt (a doc deleted meanwhile is skipped).
 */
export const migrateDocsScript = luaScript(
  "migrate-docs",
  luaTextIndex,
  `
local x = ARGV[1] .. 'x:' .. ARGV[2] .. ':'
local stale = undeclared_docs(ARGV[1], ARGV[2], { unpack(ARGV, 3) })
if stale then return stale end
local rebuilt = 0
for a = 3, #ARGV do
  local doc = ARGV[a]
  local stream = redis.call('HGET', x .. 'doc', doc)
  local len = redis.call('HGET', x .. 'len', doc)
  if stream and len then
    local tokens = {}
    for token in string.gmatch(stream, '[^\\n]+') do tokens[#tokens + 1] = token end
    local tf, order = term_frequencies(tokens)
    post_terms(x, doc, tonumber(len), tf, order, true)
    post_pairs(x, doc, tokens)
    rebuilt = rebuilt + 1
  end
end
return rebuilt`,
);

/**
 * Marks a target as migrated once every doc it held when the walk began was rebuilt (docs written
 * since were indexed by the current scripts). KEYS[1] the target's `ver` key. Returns 1.
 */
export const finishMigrationScript = luaScript(
  "finish-migration",
  `
redis.call('SET', KEYS[1], '${textIndexVersion}')
return 1`,
);
