import { tokenize } from "@engram/core/store-kit";

/**
 * The text index input the Lua scripts read (`index_doc`): the token count, then core's tokens of
 * `text` in order (folded, stop words dropped, CJK per character), so Redis indexes what every store does.
 */
export function indexArgs(text: string): string[] {
  const tokens = tokenize(text);
  return [String(tokens.length), ...tokens];
}
