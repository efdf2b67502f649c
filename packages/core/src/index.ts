/**
 * `@engram/core`: what an application uses. The two front doors (`createEngram` for a framework-style
 * turn loop, `createMemory` for the memory tiers), the in-memory store, the message model, errors, and
 * the options and result types. Everything else is on a subpath by task, each documented in
 * docs/entry-points.md: `/recall`, `/inspect`, `/maintenance`, `/transfer`, `/extraction`, `/pipeline`,
 * `/adapter-kit`, `/store` (the store contract), `/store-kit` (for store authors) and `/testing`.
 */
export { EngramError, type EngramErrorCode, engramErrorCodes, engramErrorOf, isEngramError } from "./errors.js";
export { assertSupportedNode, minimumNodeVersion } from "./runtime/node-version.js";
export { type HeapSettling, type SettleHeapOptions, settleHeap } from "./runtime/settle-heap.js";
export type { Complete, CompleteRequest, CompleteResult, Embed } from "./model-functions.js";

export {
  type FilePart,
  type Message,
  type MessagePart,
  type MessageRole,
  messageSchema,
  parseMessage,
  type TextPart,
  type ToolCallPart,
  type ToolResultPart,
} from "./message/message-schema.js";
export { messageText } from "./message/message-text.js";

export {
  createEngram,
  type Engram,
  type EngramOptions,
  type PreparedTurn,
  type RunOptions,
  type TurnInput,
  type TurnUsage,
} from "./conversation/engram.js";
export type { ConversationIds } from "./conversation/conversation-ids.js";
export { createMemory, type ListOptions, type Memory, type RecallCallOptions } from "./memory/create-memory.js";
export type { MemoryWarmUp } from "./memory/warm-up.js";
export type { MemoryMode, MemoryOptions } from "./memory/memory-options.js";
export type { MemoryWarning } from "./memory/memory-warning.js";
export type { RecallSelectionSettings } from "./memory/recall-selection-option.js";
export type { MemoryStats } from "./memory/memory-stats.js";
export type { ContextInput, MemoryContext, MemoryManifest, MemorySession } from "./memory/memory-session.js";
export type { SessionTail } from "./memory/session-tail.js";
export type { RecallResult, RecalledItem, LeftOutItem } from "./recall/recall-types.js";
export type { SessionExcerpt } from "./recall/recall-sessions.js";
export type { ConsolidationReport, ConsolidationChange } from "./consolidation/consolidation-report.js";
export type { ConsolidationOptions } from "./consolidation/consolidation-options.js";
export type { ForgetOptions } from "./forget/forget-entry.js";
export type { RememberInput } from "./memory/remember.js";
export type { Scratchpad } from "./memory/scratchpad.js";
export type { ExportOptions } from "./transfer/export-store.js";
export type { ImportReport } from "./transfer/import-into-store.js";
export { memoryTools, type MemoryTool, type MemoryToolResult } from "./memory/memory-tools.js";
export { TokenCounter } from "./tokens/token-counter.js";

export { createInMemoryStore, type InMemoryStoreOptions } from "./store-kit/in-memory-store.js";
export type { MemoryStore } from "./store/memory-store.js";
export type { EntryRecord, EntryType } from "./store/records.js";
export type { Scope } from "./store/scope.js";
