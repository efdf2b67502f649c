import { luaBytesLess, luaReadScript } from "./script.js";
import { luaRecordFilter } from "./text-index-lib.js";

/**
 * Pages (or counts) one scope's records of one kind, filtering on the server.
 * KEYS[1] the order index: `z:<kind>:u` (score -updatedAt ms) or `z:<kind>:c` (score createdAt ms);
 * both are read ascending, so ties come by id in byte (code point) order. KEYS[2] the kind's records
 * hash, KEYS[3] the updated index (for the updated bounds of a created-order walk). ARGV: base, kind, order ("u"
 * or "c"), limit (0 counts instead), cursor score (in the index's terms) or "", cursor id, filters
 * JSON, then the bounds of the updated index (-updatedUntil, -updatedSince, or -inf / +inf).
 * Walks the index in batches, so a page costs what it skips plus what it returns.
 * Returns id, score, json triples (at most `limit`), or the count.
 */
export const queryRecordsScript = luaReadScript(
  "query-records",
  luaBytesLess,
  luaRecordFilter,
  `
local base, kind, order = ARGV[1], ARGV[2], ARGV[3]
local limit = tonumber(ARGV[4])
local cursor_score = ARGV[5] ~= '' and tonumber(ARGV[5]) or nil
local cursor_id = ARGV[6]
local f = cjson.decode(ARGV[7])
local umin, umax = ARGV[8], ARGV[9]
local filtered = next(f) ~= nil
local by_updated = order == 'u'
local updated_key = KEYS[3]
local bounded = umin ~= '-inf' or umax ~= '+inf'
local lo, hi = '-inf', '+inf'
if by_updated then lo, hi = umin, umax end
if cursor_score and (lo == '-inf' or tonumber(lo) < cursor_score) then lo = ARGV[5] end
if limit == 0 and not filtered and by_updated and not cursor_score then
  return redis.call('ZCOUNT', KEYS[1], lo, hi)
end
local out, count, offset, batch = {}, 0, 0, 256
while true do
  local page = redis.call('ZRANGEBYSCORE', KEYS[1], lo, hi, 'WITHSCORES', 'LIMIT', offset, batch)
  for i = 1, #page, 2 do
    local id, score = page[i], tonumber(page[i + 1])
    local keep = true
    if cursor_score and score == cursor_score then keep = bytes_less(cursor_id, id) end
    if keep and not by_updated and bounded then
      local u = tonumber(redis.call('ZSCORE', updated_key, id))
      keep = u ~= nil and (umin == '-inf' or u >= tonumber(umin)) and (umax == '+inf' or u <= tonumber(umax))
    end
    if keep then
      local json = redis.call('HGET', KEYS[2], id)
      if json and (not filtered or record_matches(cjson.decode(json), f)) then
        count = count + 1
        if limit > 0 then
          out[#out + 1] = id
          out[#out + 1] = page[i + 1]
          out[#out + 1] = json
          if count >= limit then return out end
        end
      end
    end
  end
  if #page < batch * 2 then break end
  offset = offset + batch
end
if limit == 0 then return count end
return out`,
);
