import type { MemoryStore, Scope, TokenCounter } from "@engram/core";
import { fenceMemoryBlock } from "@engram/core/pipeline";
import type { MemoryIndexView } from "../api-types.js";

/**
 * MEMORY.md as each prompt of this scope injects it: the scope's index record, fenced the way the
 * pipeline fences it (so the tokens are what the gauge counts). Empty when there are no entries.
 */
export async function memoryIndexView(store: MemoryStore, scope: Scope, counter: TokenCounter): Promise<MemoryIndexView> {
  const index = (await store.query({ kind: "index", scope, scopeMode: "exact", limit: 1 })).records[0];
  if (!index?.content.trim()) return { text: "", tokens: 0, lines: 0 };
  const text = fenceMemoryBlock(index.content, { origin: "index" });
  return {
    text,
    tokens: counter.countText(text),
    lines: index.content.split("\n").length,
    ...(index.truncated === undefined ? {} : { truncated: index.truncated }),
    updatedAt: index.updatedAt,
  };
}
