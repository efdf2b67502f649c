import type { Complete, MemoryStore } from "@engram/core";
import { scoreAnswers, type AnswerScore, type ItemTexts } from "./answer-words.js";
import { bm25Rankings } from "./bm25-baseline.js";
import type { EvalSystems } from "./cli-args.js";
import { countOf, evidenceReport, type ConversationSet, type EvidenceReport } from "./conversation-set.js";
import { runEngram } from "./engram-rankings.js";
import type { IngestMode } from "./ingest-conversation.js";
import type { Rankings } from "./rankings.js";
import { summarizeLatency, type LatencySummary } from "./recall-latency.js";
import { scoreRankings, scoreSessionRankings, type ScoreOptions, type Scores } from "./score-rankings.js";

export const bm25Name = "BM25 floor";
export const engramName = "Engram recall";

export interface SystemResult {
  readonly name: string;
  /** Turn level, per group. */
  readonly scores: Scores;
  /** Session level, when the set has session evidence (LongMemEval). */
  readonly sessionScores?: Scores;
  /** Engram's recall wall clock per call. */
  readonly latencyMs?: LatencySummary;
  /** Whether the prompt holds the answer's words within `answerBudget` tokens (sets with answers). */
  readonly answers?: AnswerScore;
  readonly rankings: Rankings;
}

export interface DatasetResult {
  readonly name: string;
  readonly format: ConversationSet["format"];
  readonly source: string;
  readonly conversations: number;
  readonly evidence: EvidenceReport;
  readonly systems: readonly SystemResult[];
}

export interface EvaluateOptions extends ScoreOptions {
  readonly system: EvalSystems;
  readonly complete?: Complete;
  /** Where Engram's run writes each conversation (see `EngramRunOptions.store`); default a fresh in-memory store per conversation. */
  readonly store?: MemoryStore;
  /** How Engram's run writes each conversation (see `ingestConversation`); default `batch`. */
  readonly ingest?: IngestMode;
  /** A line of progress for people (stderr); a transient one is worth showing only on a terminal. */
  readonly progress?: (line: string, transient?: boolean) => void;
}

/** Ranks a set with the systems asked for, scores turn level (and session level when it has session evidence). */
export async function evaluateSet(set: ConversationSet, options: EvaluateOptions): Promise<DatasetResult> {
  const scoreOptions: ScoreOptions = { ...(options.ks ? { ks: options.ks } : {}), ...(options.budgets ? { budgets: options.budgets } : {}) };
  const hasSessions = set.conversations.some((conversation) => conversation.questions.some((question) => (question.evidenceSessions ?? []).length > 0));
  const scored = (name: string, rankings: Rankings, texts: ItemTexts, latencyMs?: LatencySummary): SystemResult => ({
    name,
    answers: scoreAnswers(set.conversations, rankings, texts),
    scores: scoreRankings(set.conversations, rankings, scoreOptions),
    ...(hasSessions ? { sessionScores: scoreSessionRankings(set.conversations, rankings, scoreOptions) } : {}),
    ...(latencyMs ? { latencyMs } : {}),
    rankings,
  });
  const systems: SystemResult[] = [];
  if (options.system !== "engram") {
    options.progress?.(`${set.name}: ${bm25Name} over ${countOf(set.conversations.length, "conversation")}`);
    const texts: Record<string, string[]> = {};
    const rankings = bm25Rankings(set.conversations, texts);
    systems.push(scored(bm25Name, rankings, texts));
  }
  if (options.system !== "bm25") {
    const started = Date.now();
    const run = await runEngram(set.conversations, {
      ...(options.complete ? { complete: options.complete } : {}),
      ...(options.store ? { store: options.store } : {}),
      ...(options.ingest ? { ingest: options.ingest } : {}),
      onConversation: (done, total, conversation) =>
        options.progress?.(`${set.name}: ${engramName}, conversation ${done}/${total} (${conversation.id}, ${conversation.questions.length} questions)`, true),
    });
    options.progress?.(`${set.name}: ${engramName} took ${((Date.now() - started) / 1000).toFixed(1)} s`);
    systems.push(scored(engramName, run.rankings, run.texts, summarizeLatency(run.latenciesMs)));
  }
  return {
    name: set.name,
    format: set.format,
    source: set.source,
    conversations: set.conversations.length,
    evidence: evidenceReport(set.conversations),
    systems,
  };
}
