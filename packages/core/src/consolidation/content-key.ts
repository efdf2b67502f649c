import { createHash } from "node:crypto";
import { type KeyWords, keyWords } from "../text/key-words.js";

/** A key made from content: its first six meaningful words (negations kept), kebab-cased. */
export function keyFromText(content: string, words: KeyWords = keyWords): string {
  const key = words(content).slice(0, 6).join("-").slice(0, 60);
  return key || `memory-${createHash("sha256").update(content).digest("hex").slice(0, 8)}`;
}
