import { performance } from "node:perf_hooks";
import { createInMemoryStore, createMemory, type Complete, type MemoryStore } from "@engram/core";
import type { EvalConversation } from "./conversation-set.js";
import { conversationScope, ingestConversation, type IngestMode } from "./ingest-conversation.js";
import { charTokens, type Rankings } from "./rankings.js";
import { clearScope } from "./shared-store.js";

/** Large enough that recall's own packing never cuts the ranking the scorer applies its budgets to. */
export const rankingBudgetTokens = 50_000;
export const rankingLimit = 200;

export interface EngramRunOptions {
  /** A model for recall's side query (`recallSelection`) to use; offline without it. Ingestion never uses it. */
  readonly complete?: Complete;
  /**
   * A store to run on instead of a fresh in-memory store per conversation: each conversation is
   * written into it and cleared from it (its scope's sessions and records deleted) before the next, so
   * it should start empty (`npm run eval -- --store` checks). The run never closes it.
   */
  readonly store?: MemoryStore;
  /** How each conversation is written (see `ingestConversation`); default `batch`. */
  readonly ingest?: IngestMode;
  /** Called after each conversation (for progress). */
  readonly onConversation?: (done: number, total: number, conversation: EvalConversation) => void;
}

export interface EngramRun {
  readonly rankings: Rankings;
  /** Wall clock of each `memory.recall` call, in ms, in question order. */
  readonly latenciesMs: readonly number[];
  /** Each item's text as recalled (for `scoreAnswers`). */
  readonly texts: Record<string, string[]>;
}

/**
 * Engram's rankings: each conversation ingested into a fresh in-memory store (or `options.store`, cleared after it) through `createMemory`,
 * each question recalled with `memory.recall` (the question as the query, no embed) at the question's
 * time. An item keeps the evidence ids of the turns it came from (message provenance); its tokens are
 * what the rendered item costs, counted as ceil(chars/4). Each recall call is timed with performance.now().
 */
export async function runEngram(conversations: readonly EvalConversation[], options: EngramRunOptions = {}): Promise<EngramRun> {
  const rankings: Rankings = {};
  const latenciesMs: number[] = [];
  const texts: Record<string, string[]> = {};
  for (const [done, conversation] of conversations.entries()) {
    const turnIds = new Set(conversation.sessions.flatMap((session) => session.turns.map((turn) => turn.id)));
    const dateTexts = new Map(conversation.sessions.flatMap((session) => session.turns.map((turn) => [turn.id, turn.dateText] as const)));
    const store = options.store ?? createInMemoryStore();
    let now = new Date(0);
    const memory = createMemory({
      store,
      scope: conversationScope(conversation.id),
      now: () => now,
      // The model only selects among recall's candidates: ingestion stays offline, as in every other run.
      ...(options.complete ? { recallSelection: { complete: options.complete } } : {}),
    });
    try {
      await ingestConversation(memory, conversation, options.ingest);
      for (const question of conversation.questions) {
        now = new Date(question.askedAt);
        const started = performance.now();
        const result = await memory.recall(question.question, {
          budgetTokens: rankingBudgetTokens,
          countTokens: charTokens,
          limit: rankingLimit,
          markUsed: false,
        });
        latenciesMs.push(performance.now() - started);
        rankings[question.key] = result.items.map((item) => ({ ids: item.ids.filter((id) => turnIds.has(id)), tokens: item.tokens }));
        // The prompt shows each item's date (its head); the set's own wording of it stands in, as in the floor's documents.
        texts[question.key] = result.items.map((item) => {
          const dates = [...new Set(item.ids.map((id) => dateTexts.get(id)).filter((date) => date !== undefined))];
          return `${dates.map((date) => `[${date}]`).join(" ")} ${item.text}`;
        });
      }
    } finally {
      if (options.store) await clearScope(store, conversationScope(conversation.id));
      else await store.close();
    }
    options.onConversation?.(done + 1, conversations.length, conversation);
  }
  return { rankings, latenciesMs, texts };
}

/** Engram's rankings alone (see `runEngram`). */
export async function engramRankings(conversations: readonly EvalConversation[], options: EngramRunOptions = {}): Promise<Rankings> {
  return (await runEngram(conversations, options)).rankings;
}
