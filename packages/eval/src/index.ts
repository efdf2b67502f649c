// The recall eval as a library: what `npm run eval` and `engram eval locomo` both run. Grouped by task;
// the README's "As a library" section documents every name.

// Read a data set into the common model.
export {
  type CategoryInfo,
  type ConversationSet,
  type DatasetFormat,
  datasetFormats,
  type EvalConversation,
  type EvalQuestion,
  type EvalSession,
  type EvalTurn,
  type ReportLayout,
  type TurnRole,
} from "./conversation-set.js";
export { locomoLayout, parseLocomo } from "./locomo-data.js";
export { longMemEvalLayout, parseLongMemEvalFile } from "./longmemeval-data.js";
export { detectFormat, readConversationSet } from "./read-dataset.js";
export { parseRealtalkChat, realtalkLayout } from "./realtalk-data.js";

// Rank: the BM25 floor and Engram's recall.
export { bm25Rankings } from "./bm25-baseline.js";
export { type EngramRun, type EngramRunOptions, engramRankings, runEngram } from "./engram-rankings.js";
export { type IngestMode, ingestModes } from "./ingest-conversation.js";
export type { RankedItem, Rankings } from "./rankings.js";

// Score and report.
export { type CategoryScore, defaultBudgets, defaultKs, type ScoreOptions, type Scores, scoreRankings } from "./score-rankings.js";
export { formatScoreTables, type ScoredSystem } from "./report-table.js";

// The whole run: one data set, or the command.
export { type DatasetResult, type EvaluateOptions, evaluateSet, type SystemResult } from "./evaluate-set.js";
export { devSets, type EvalReport, type EvalRun, runEval } from "./run-eval.js";
export { formatSummary } from "./summary-table.js";

export { EvalError, type EvalErrorCode, isEvalError } from "./eval-error.js";
