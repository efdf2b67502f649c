// The recall eval as a library: what `npm run eval` and `engram eval locomo` both run.
export {
  datasetFormats,
  evidenceReport,
  formatNames,
  type CategoryInfo,
  type ConversationSet,
  type DatasetFormat,
  type EvalConversation,
  type EvalQuestion,
  type EvalSession,
  type EvalTurn,
  type EvidenceReport,
  type ReportLayout,
  type TurnRole,
  type UnknownEvidence,
} from "./conversation-set.js";
export { EvalError, isEvalError, type EvalErrorCode } from "./eval-error.js";
export { parseLocomo, normalizeEvidence, locomoLayout } from "./locomo-data.js";
export { parseRealtalkChat, realtalkLayout } from "./realtalk-data.js";
export { parseLongMemEvalQuestion, parseLongMemEvalFile, longMemEvalLayout, longMemEvalTypes } from "./longmemeval-data.js";
export { readConversationSet, detectFormat } from "./read-dataset.js";
export { parseEvidence, normalizeDiaId } from "./evidence-ids.js";
export { engramRankings, runEngram, rankingBudgetTokens, rankingLimit, type EngramRun, type EngramRunOptions } from "./engram-rankings.js";
export { bm25Rankings, floorTokens } from "./bm25-baseline.js";
export { scoreRankings, scoreSessionRankings, defaultKs, defaultBudgets, type ScoreOptions, type Scores, type CategoryScore } from "./score-rankings.js";
export { formatScoreTables, type ScoredSystem } from "./report-table.js";
export { evaluateSet, type DatasetResult, type SystemResult, type EvaluateOptions } from "./evaluate-set.js";
export { runEval, devSets, type EvalReport, type EvalRun } from "./run-eval.js";
export { formatSummary } from "./summary-table.js";
export { completeFromPrompt, loadComplete, type PromptComplete } from "./load-complete.js";
export { summarizeLatency, percentile, type LatencySummary } from "./recall-latency.js";
export { charTokens, questionKey, type RankedItem, type Rankings } from "./rankings.js";
export { answerBudget, answerWords, scoreAnswers, type AnswerScore, type ItemTexts } from "./answer-words.js";
