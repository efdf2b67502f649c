// The LoCoMo recall eval as a library: what `npm run eval` and `engram eval locomo` both run.
export { parseLocomo, normalizeEvidence, normalizeDiaId, type LocomoConversation, type LocomoQuestion, type LocomoSession, type LocomoTurn } from "./locomo-data.js";
export { engramRankings, rankingBudgetTokens, rankingLimit } from "./engram-rankings.js";
export { bm25Rankings, floorTokens } from "./bm25-baseline.js";
export { scoreRankings, defaultKs, defaultBudgets, categoryNames, type ScoreOptions, type Scores, type CategoryScore } from "./score-rankings.js";
export { formatScoreTables } from "./report-table.js";
export { charTokens, questionKey, type RankedItem, type Rankings } from "./rankings.js";
