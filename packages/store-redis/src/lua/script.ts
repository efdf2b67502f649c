import { createHash } from "node:crypto";

/** A Lua script sent by SHA (EVALSHA), with its source for the first call on a fresh server. */
export interface LuaScript {
  readonly name: string;
  readonly source: string;
  readonly sha: string;
  /** It may change data (so a store promising replica durability waits for a replica after it). */
  readonly writes: boolean;
}

/** A script that may write. */
export function luaScript(name: string, ...parts: string[]): LuaScript {
  const source = parts.join("\n");
  return { name, source, sha: createHash("sha1").update(source).digest("hex"), writes: true };
}

/** A script that only reads. */
export function luaReadScript(name: string, ...parts: string[]): LuaScript {
  return { ...luaScript(name, ...parts), writes: false };
}

/**
 * Byte order of two strings (UTF-8 bytes: code point order), the order of equal scores in a sorted set.
 * Lua's own string comparison follows the server's collation locale, so it is not used.
 */
export const luaBytesLess = `
local function bytes_less(a, b)
  local la, lb = #a, #b
  for i = 1, math.min(la, lb) do
    local x, y = string.byte(a, i), string.byte(b, i)
    if x ~= y then return x < y end
  end
  return la < lb
end`;
