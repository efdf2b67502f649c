/**
 * `@engram/core/maintenance`: keeping a memory tidy, from a scheduled job, a CLI or an admin page.
 * Consolidation (run, run when due, preview as a plan, apply the plan, undo it), retention, regenerating
 * MEMORY.md, forgetting (with purge, undo and a later purge), and a session's digest after archiving.
 */
export { type AppliedConsolidation, applyConsolidationPlan, undoConsolidation } from "../consolidation/apply-consolidation-plan.js";
export { type ConsolidateInput, consolidate } from "../consolidation/consolidate.js";
export {
  type ConsolidateIfDueResult,
  type ConsolidationGateOptions,
  consolidateIfDue,
  type GateDecision,
  type GateInput,
  shouldConsolidate,
} from "../consolidation/consolidation-gates.js";
export type { ConsolidationAction, ConsolidationBatch } from "../consolidation/consolidation-report.js";
export {
  type ConsolidationPlan,
  type EntryContentDiff,
  type PlanConsolidationInput,
  type PlannedChange,
  planConsolidation,
} from "../consolidation/plan-consolidation.js";
export type { RecordWrite } from "../consolidation/record-writes.js";
export { refreshMemoryIndex } from "../consolidation/refresh-memory-index.js";
export { type UpdateSessionDigestOptions, updateSessionDigest } from "../archive/session-digest-store.js";
export {
  defaultRetentionPolicy,
  type RetentionLevel,
  type RetentionPolicy,
  retentionDays,
  retentionPolicy,
} from "../consolidation/retention-policy.js";
export { type ForgetReport, forgetEntry } from "../forget/forget-entry.js";
export type { PurgeReport } from "../forget/purge-forgotten.js";
export { purgeForgottenLater, type UndoForgetRefusal, undoForget } from "../forget/undo-forget.js";
