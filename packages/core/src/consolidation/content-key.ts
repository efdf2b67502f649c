import { createHash } from "node:crypto";
import { tokenize } from "../text/text-tokens.js";

/** A key made from content: its first six meaningful words, kebab-cased. */
export function keyFromText(content: string): string {
  const key = tokenize(content).slice(0, 6).join("-").slice(0, 60);
  return key || `memory-${createHash("sha256").update(content).digest("hex").slice(0, 8)}`;
}
