import { createInMemoryStore, createMemory } from "@engram/core";
import type { LocomoConversation } from "./locomo-data.js";
import { conversationScope, ingestConversation } from "./ingest-locomo.js";
import { charTokens, questionKey, type Rankings } from "./rankings.js";

/** Large enough that recall's own packing never cuts the ranking the scorer applies its budgets to. */
export const rankingBudgetTokens = 50_000;
export const rankingLimit = 200;

const diaIdPattern = /^D\d+:\d+$/;

/**
 * Engram's rankings: each conversation ingested into a fresh in-memory store through `createMemory`,
 * each question recalled with `memory.recall` (the question as the query, offline: no embed), at the time of the
 * conversation's last session. Item tokens are what the rendered item costs, counted as ceil(chars/4).
 */
export async function engramRankings(conversations: readonly LocomoConversation[]): Promise<Rankings> {
  const rankings: Rankings = {};
  for (const conversation of conversations) {
    const store = createInMemoryStore();
    // Questions are asked at the time of the conversation's last session.
    let now = new Date(0);
    const memory = createMemory({ store, scope: conversationScope(conversation.sampleId), now: () => now });
    now = new Date(await ingestConversation(memory, conversation));
    for (const [index, qa] of conversation.qa.entries()) {
      const result = await memory.recall(qa.question, {
        budgetTokens: rankingBudgetTokens,
        countTokens: charTokens,
        limit: rankingLimit,
        markUsed: false,
      });
      rankings[questionKey(conversation.sampleId, index)] = result.items.map((item) => ({
        ids: item.ids.filter((id) => diaIdPattern.test(id)),
        tokens: item.tokens,
      }));
    }
    await store.close();
  }
  return rankings;
}
