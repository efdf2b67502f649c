import type { Scope } from "@engram/core";
import type { MemoryRecordInput } from "@engram/core/store";
import { seededRandom } from "@engram/core/testing";

/** Every run indexes the same corpus. */
export const seeded = seededRandom;

/** Few words, skewed: most docs share the common ones, so scores crowd and ties happen. */
export const corpusWords = [
  "cache",
  "deploy",
  "build",
  "test",
  "config",
  "queue",
  "worker",
  "retry",
  "token",
  "schema",
  "login",
  "route",
  "index",
  "merge",
  "lint",
  "pool",
  "timeout",
  "docker",
  "review",
  "release",
] as const;
export const corpusTypes = ["fact", "decision", "convention", "pattern"] as const;
export const corpusTags = ["infra", "api", "web"] as const;

const start = Date.parse("2025-03-01T00:00:00.000Z");

/** Entry i of the generated corpus: 3..24 skewed words (repeats give tf > 1), a type, tags, a scope. */
export function generatedEntry(i: number, scopes: readonly Scope[]): MemoryRecordInput {
  const r = seeded(i + 1);
  const words = Array.from({ length: 3 + Math.floor(r() * 22) }, () => corpusWords[Math.floor(corpusWords.length * r() ** 2)]!);
  // Many records share a time, so equal scores fall to the time and then the id tie-breaks.
  const at = new Date(start + Math.floor(r() * 50) * 60_000).toISOString();
  return {
    kind: "entry",
    id: `g${String(i).padStart(5, "0")}`,
    key: `k${i}`,
    content: words.join(" "),
    type: corpusTypes[Math.floor(r() * corpusTypes.length)]!,
    tags: corpusTags.filter(() => r() < 0.4),
    scope: scopes[Math.floor(r() * scopes.length)]!,
    importance: 0.5,
    confidence: 0.9,
    source: "manual",
    provenance: { trust: "user" },
    createdAt: at,
    updatedAt: at,
  } as MemoryRecordInput;
}
