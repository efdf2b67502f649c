import { normalizeEvidence, type LocomoConversation } from "./locomo-data.js";
import { questionKey, type RankedItem, type Rankings } from "./rankings.js";

export const defaultKs = [5, 10, 20] as const;
export const defaultBudgets = [256, 512, 1024, 2048, 4096] as const;
export const categoryNames: Record<number, string> = { 1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop", 5: "adversarial" };

export interface ScoreOptions {
  readonly ks?: readonly number[];
  readonly budgets?: readonly number[];
}

/** Percentages (0..100, one decimal) per metric ("all@5", "any@1024t", ...) over `n` questions. */
export interface CategoryScore {
  readonly n: number;
  readonly metrics: Record<string, number>;
}

/** Per category ("1".."5") and "overall" (categories 1-4). */
export type Scores = Record<string, CategoryScore>;

/** The ids of the top `k` items. */
export function idsAtK(items: readonly RankedItem[], k: number): Set<string> {
  return new Set(items.slice(0, k).flatMap((item) => item.ids));
}

/** The ids of the items taken in rank order while their tokens fit `budget` (stops at the first that does not). */
export function idsWithinBudget(items: readonly RankedItem[], budget: number): Set<string> {
  const ids = new Set<string>();
  let used = 0;
  for (const item of items) {
    if (used + item.tokens > budget) break;
    used += item.tokens;
    for (const id of item.ids) ids.add(id);
  }
  return ids;
}

/**
 * all@k / any@k and the same under token budgets, per category and overall (1-4). A question whose
 * evidence names no turn is skipped (it can be neither found nor missed); a question absent from the
 * rankings counts as nothing found.
 */
export function scoreRankings(conversations: readonly LocomoConversation[], rankings: Rankings, options: ScoreOptions = {}): Scores {
  const ks = options.ks ?? defaultKs;
  const budgets = options.budgets ?? defaultBudgets;
  const hits = new Map<string, { n: number; found: Map<string, number> }>();
  const count = (group: string, metric: string, found: boolean): void => {
    let entry = hits.get(group);
    if (!entry) hits.set(group, (entry = { n: 0, found: new Map() }));
    entry.found.set(metric, (entry.found.get(metric) ?? 0) + (found ? 1 : 0));
  };
  for (const conversation of conversations) {
    conversation.qa.forEach((qa, index) => {
      const evidence = normalizeEvidence(qa.evidence);
      if (evidence.length === 0) return;
      const items = rankings[questionKey(conversation.sampleId, index)] ?? [];
      const groups = qa.category === 5 ? ["5"] : [String(qa.category), "overall"];
      for (const group of groups) {
        const entry = hits.get(group) ?? { n: 0, found: new Map<string, number>() };
        entry.n++;
        hits.set(group, entry);
      }
      const record = (metric: string, ids: Set<string>): void => {
        for (const group of groups) {
          count(group, `all@${metric}`, evidence.every((id) => ids.has(id)));
          count(group, `any@${metric}`, evidence.some((id) => ids.has(id)));
        }
      };
      for (const k of ks) record(String(k), idsAtK(items, k));
      for (const budget of budgets) record(`${budget}t`, idsWithinBudget(items, budget));
    });
  }
  const scores: Scores = {};
  for (const [group, entry] of [...hits].sort(([a], [b]) => a.localeCompare(b))) {
    const metrics: Record<string, number> = {};
    for (const [metric, found] of entry.found) metrics[metric] = Math.round((1000 * found) / entry.n) / 10;
    scores[group] = { n: entry.n, metrics };
  }
  return scores;
}
