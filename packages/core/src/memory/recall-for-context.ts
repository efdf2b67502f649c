import type { RecallExplanation } from "../recall/recall-types.js";
import type { Injection } from "../pipeline/pipeline-options.js";
import { fenceMemoryBlock } from "../pipeline/fence.js";
import { recentMemo } from "../util/recent-memo.js";
import { markRecalledUsed, recallMemories } from "../recall/recall-memories.js";

import type { MemoryRuntime } from "./memory-runtime.js";

/** What recall contributed to one model call, for the manifest and the playground. */
export interface ContextRecall {
  readonly mode: MemoryRuntime["mode"];
  /** Why nothing was recalled, when nothing was. */
  readonly note?: string;
  readonly indexTokens: number;
  readonly explanation?: RecallExplanation;
}

/**
 * MEMORY.md as injected: inside the memory fence, block tags in it neutralised (the file may be
 * hand-edited); its entries' data spans were rendered by `renderMemoryIndex`. The same string call
 * after call, so its token count is found again rather than redone.
 */
const fencedIndex = recentMemo((content: string) => fenceMemoryBlock(content, { origin: "index" }), 64);

/**
 * The injections of one call: the scope's memory index (MEMORY.md) and the memories recalled for
 * the query, within their share of the context window. Nothing in incognito or no-ltm mode.
 */
export async function recallForContext(
  runtime: MemoryRuntime,
  query: string,
  maxOutputTokens: number | undefined,
  sessionId: string,
  /** Entries already marked used in this session: each is marked once per session, not per call. */
  marked: Set<string> = new Set(),
): Promise<{ injections: Injection[]; explanation: ContextRecall }> {
  if (!runtime.injectsMemory) {
    const note =
      runtime.mode === "incognito"
        ? "Incognito: memory is neither read nor written in this session."
        : "No long-term memory (no-ltm): the session is kept, nothing is injected.";
    return { injections: [], explanation: { mode: runtime.mode, note, indexTokens: 0 } };
  }
  const counter = await runtime.counter();
  const injections: Injection[] = [];
  const index = (await runtime.store.query({ kind: "index", scope: runtime.scope, scopeMode: "exact", limit: 1 })).records[0];
  let indexTokens = 0;
  if (index?.content.trim()) {
    const text = fencedIndex(index.content);
    injections.push({ id: "memory-index", label: "memory index (MEMORY.md)", text });
    indexTokens = counter.countText(text);
  }
  // Recall's share is of the window left after the reply, so a large reply reservation shrinks it too.
  const window = runtime.contextWindow - (maxOutputTokens ?? runtime.maxOutputTokens);
  const budgetTokens = Math.max(0, Math.floor(window * runtime.recallShare) - indexTokens);
  if (!query.trim() || budgetTokens <= 0) {
    return { injections, explanation: { mode: runtime.mode, note: "Nothing to recall for.", indexTokens } };
  }
  const result = await recallMemories({
    store: runtime.store,
    scope: runtime.scope,
    query,
    budgetTokens,
    countTokens: (text) => counter.countText(text),
    countJoined: (parts, joined, remember) => counter.countJoined(parts, joined, remember),
    now: runtime.now(),
    excludeSessionIds: [sessionId],
    ...(runtime.embed ? { embed: runtime.embed } : {}),
    ...(runtime.recallSelection ? { selection: runtime.recallSelection } : {}),
  });
  if (result.items.length > 0) {
    injections.push({ id: "recalled-memories", label: "recalled memories", text: result.block });
    // A session recalls the same entries call after call; counting each call would rewrite every
    // recalled entry on every model call and make useCount measure session length, not usefulness.
    const unmarked = result.items.filter((item) => item.source.kind !== "entry" || !marked.has(item.source.id));
    await markRecalledUsed(runtime.store, unmarked, runtime.now());
    for (const item of unmarked) if (item.source.kind === "entry") marked.add(item.source.id);
  }
  return { injections, explanation: { mode: runtime.mode, indexTokens, explanation: result.explanation } };
}
