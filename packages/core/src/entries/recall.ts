/**
 * `@engram/core/recall`: recall run by hand. Rank a store's memories and archived turns for a query
 * within a token budget, recall over named scopes in precedence order, build the memory block a new
 * session starts with (where recent sessions left off included), search across sessions, and answer "what was true on date D". `createMemory`
 * and `createEngram` (the root) call these on every turn; call them directly on a store of your own.
 */
export { type RenderSessionDigestOptions, renderSessionDigest } from "../archive/render-digest.js";
export type { SessionDigest } from "../archive/session-digest.js";
export { type ReadSessionDigestsOptions, readSessionDigests } from "../archive/session-digest-store.js";
export { entriesAsOf } from "../consolidation/entries-as-of.js";
export {
  type LayeredRecalledItem,
  type LayeredRecallOptions,
  type LayeredRecallResult,
  layerOf,
  maxLayeredRecallLimit,
  recallInLayers,
  type ScopeLayer,
} from "../memory/layered-recall.js";
export { type BlockIndex, buildMemoryBlock, type MemoryBlock, type MemoryBlockLayer, type MemoryBlockOptions } from "../memory/memory-block.js";
export { type PromptRecall, type PromptRecallOptions, promptRecallSkip, recallForPrompt } from "../memory/prompt-recall.js";
export { markRecalledUsed } from "../recall/mark-recalled-used.js";
export { recallMemories } from "../recall/recall-memories.js";
export { type RecallSessionsOptions, recallSessions } from "../recall/recall-sessions.js";
export type {
  RecallOptions,
  RecallSelection,
  RecallSelectionReport,
  RecallSignals,
  RecallSource,
  RecallTarget,
  RecallWeights,
} from "../recall/recall-types.js";
export { type RenderableMemory, renderRecallBlock } from "../recall/render-recall.js";
/** The root's token counter, here too: a recall caller counts its budget without loading the root. */
export { TokenCounter } from "../tokens/token-counter.js";
