/**
 * UTF-8 byte order of two ids, which is code point order: the order Redis keeps equal scores in and
 * the Lua scripts compare ties by, so the client merges scopes in the same order.
 */
export function compareBytes(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}
