import { luaScript } from "./script.js";

/**
 * Replaces a key's value only while it still holds the expected one (an optimistic write).
 * KEYS[1] the key; ARGV: expected value, new value. Returns 1 when written, else the current value
 * (false when the key is gone), so the caller can retry without another read.
 */
export const compareSetScript = luaScript(
  "compare-set",
  `
local current = redis.call('GET', KEYS[1])
if current ~= ARGV[1] then return current end
redis.call('SET', KEYS[1], ARGV[2])
return 1`,
);
