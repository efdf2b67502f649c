import { floorTokens } from "./bm25-baseline.js";
import type { EvalConversation } from "./conversation-set.js";
import type { Rankings } from "./rankings.js";

/**
 * Each ranked item's text as the prompt would show it, by question key, in rank order: kept in memory
 * beside the rankings (whose file format holds only ids and tokens).
 */
export type ItemTexts = Record<string, readonly string[]>;

/** The budget the answer measure is reported at by default. */
export const answerBudget = 1_024;

/** An answer's words as the floor reads text: lowercase, alphanumeric runs, NLTK stop words dropped. */
export function answerWords(answer: string): string[] {
  return [...new Set(floorTokens(answer))];
}

export interface AnswerScore {
  /** Questions counted: scored (not apart), with an answer holding at least one word. */
  readonly n: number;
  /** Percent of them whose every answer word is in the text of the items within the budget. */
  readonly all: number;
}

/**
 * Whether the prompt holds the answer, not only the turn it came from: for each question with an
 * answer, the items taken in rank order while their tokens fit `budget` (stopping at the first that
 * does not, as the evidence scores do), their texts joined, and every answer word looked for in it.
 * An excerpt that keeps a turn's id but clips away the answer counts as a miss here.
 */
export function scoreAnswers(conversations: readonly EvalConversation[], rankings: Rankings, texts: ItemTexts, budget: number = answerBudget): AnswerScore {
  let n = 0;
  let found = 0;
  for (const conversation of conversations) {
    for (const question of conversation.questions) {
      if (question.apart || question.answer === undefined || question.evidence.length === 0) continue;
      const wanted = answerWords(question.answer);
      if (wanted.length === 0) continue;
      n++;
      const items = rankings[question.key] ?? [];
      const itemTexts = texts[question.key] ?? [];
      const words = new Set<string>();
      let used = 0;
      for (const [index, item] of items.entries()) {
        if (used + item.tokens > budget) break;
        used += item.tokens;
        for (const word of floorTokens(itemTexts[index] ?? "")) words.add(word);
      }
      if (wanted.every((word) => words.has(word))) found++;
    }
  }
  return { n, all: n === 0 ? 0 : Math.round((1000 * found) / n) / 10 };
}
