import type { EvalConversation, EvalQuestion } from "./conversation-set.js";
import type { RankedItem, Rankings } from "./rankings.js";

export const defaultKs = [5, 10, 20] as const;
export const defaultBudgets = [256, 512, 1024, 2048, 4096] as const;

export interface ScoreOptions {
  readonly ks?: readonly number[];
  readonly budgets?: readonly number[];
}

/** Percentages (0..100, one decimal) per metric ("all@5", "any@1024t", ...) over `n` questions. */
export interface CategoryScore {
  readonly n: number;
  readonly metrics: Record<string, number>;
}

/** Per category (the questions' `category`) and "overall" (every question not reported apart). */
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

/** What a ranking reaches: evidence ids in its top k, and within a token budget. */
interface Reach {
  atK(items: readonly RankedItem[], k: number): Set<string>;
  withinBudget(items: readonly RankedItem[], budget: number): Set<string>;
}

const turnReach: Reach = { atK: idsAtK, withinBudget: idsWithinBudget };

/**
 * Sessions as LongMemEval's retrieval recall counts them: the first k distinct sessions the ranking
 * reaches, in rank order (an item reaches the sessions its turns came from); under a budget, the
 * sessions of the items that fit.
 */
function sessionReach(conversation: EvalConversation): Reach {
  const sessionOf = new Map<string, string>();
  for (const session of conversation.sessions) for (const turn of session.turns) sessionOf.set(turn.id, session.sourceId);
  const sessionsOf = (ids: Iterable<string>): string[] => [...ids].flatMap((id) => sessionOf.get(id) ?? []);
  return {
    atK(items, k) {
      const sessions = new Set<string>();
      for (const item of items) {
        for (const session of sessionsOf(item.ids)) {
          if (sessions.size === k) return sessions;
          sessions.add(session);
        }
      }
      return sessions;
    },
    withinBudget: (items, budget) => new Set(sessionsOf(idsWithinBudget(items, budget))),
  };
}

/**
 * all@k / any@k and the same under token budgets, per category and overall, of the questions
 * `evidenceOf` gives evidence for (the others are skipped: they can be neither found nor missed).
 * A question absent from the rankings counts as nothing found.
 */
function score(
  conversations: readonly EvalConversation[],
  rankings: Rankings,
  options: ScoreOptions,
  evidenceOf: (question: EvalQuestion) => readonly string[],
  reachOf: (conversation: EvalConversation) => Reach,
): Scores {
  const ks = options.ks ?? defaultKs;
  const budgets = options.budgets ?? defaultBudgets;
  const hits = new Map<string, { n: number; found: Map<string, number> }>();
  for (const conversation of conversations) {
    const reach = reachOf(conversation);
    for (const question of conversation.questions) {
      const evidence = evidenceOf(question);
      if (evidence.length === 0) continue;
      const items = rankings[question.key] ?? [];
      const groups = question.apart ? [question.category] : [question.category, "overall"];
      const entries = groups.map((group) => {
        let entry = hits.get(group);
        if (!entry) hits.set(group, (entry = { n: 0, found: new Map<string, number>() }));
        entry.n++;
        return entry;
      });
      const record = (metric: string, ids: Set<string>): void => {
        const all = evidence.every((id) => ids.has(id));
        const any = evidence.some((id) => ids.has(id));
        for (const entry of entries) {
          entry.found.set(`all@${metric}`, (entry.found.get(`all@${metric}`) ?? 0) + (all ? 1 : 0));
          entry.found.set(`any@${metric}`, (entry.found.get(`any@${metric}`) ?? 0) + (any ? 1 : 0));
        }
      };
      for (const k of ks) record(String(k), reach.atK(items, k));
      for (const budget of budgets) record(`${budget}t`, reach.withinBudget(items, budget));
    }
  }
  const scores: Scores = {};
  for (const [group, entry] of [...hits].sort(([a], [b]) => a.localeCompare(b))) {
    const metrics: Record<string, number> = {};
    for (const [metric, found] of entry.found) metrics[metric] = Math.round((1000 * found) / entry.n) / 10;
    scores[group] = { n: entry.n, metrics };
  }
  return scores;
}

/**
 * Turn level: all@k (every evidence turn is in the top k items), any@k (one is), and the same under
 * token budgets. Evidence that names no turn is already out of `evidence`; a question left with none
 * is skipped.
 */
export function scoreRankings(conversations: readonly EvalConversation[], rankings: Rankings, options: ScoreOptions = {}): Scores {
  return score(
    conversations,
    rankings,
    options,
    (question) => question.evidence,
    () => turnReach,
  );
}

/**
 * Session level (LongMemEval's answer_session_ids): all@k / any@k of the evidence sessions among the
 * first k distinct sessions the ranking reaches (LongMemEval's session recall@k), and among the
 * sessions of the items a token budget takes. Only questions with session evidence count; `{}` when none has.
 */
export function scoreSessionRankings(conversations: readonly EvalConversation[], rankings: Rankings, options: ScoreOptions = {}): Scores {
  return score(conversations, rankings, options, (question) => question.evidenceSessions ?? [], sessionReach);
}
