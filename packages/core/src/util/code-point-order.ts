/**
 * Orders strings by Unicode code point (the order of their UTF-8 bytes, SQLite's BINARY and Redis's byte
 * comparison), which `<` on JavaScript strings is not: it compares UTF-16 code units, so a character past
 * U+FFFF (a surrogate pair, 0xD800-0xDBFF first) sorts before U+E000-U+FFFF there.
 */
export function compareCodePoints(a: string, b: string): number {
  if (a === b) return 0;
  const length = Math.min(a.length, b.length);
  for (let at = 0; at < length; at++) {
    const x = a.charCodeAt(at);
    const y = b.charCodeAt(at);
    if (x === y) continue;
    // Below the surrogates both orders agree; from there on, a surrogate (an astral code point) is larger.
    if (x < 0xd800 && y < 0xd800) return x - y;
    return surrogateRank(x) - surrogateRank(y);
  }
  return a.length - b.length;
}

/** A code unit's place in code point order: surrogates (astral code points) after U+E000-U+FFFF. */
function surrogateRank(unit: number): number {
  if (unit < 0xd800) return unit;
  if (unit <= 0xdfff) return unit + 0x2000;
  return unit - 0x800;
}
