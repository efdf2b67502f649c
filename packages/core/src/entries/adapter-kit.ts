/**
 * `@engram/core/adapter-kit`: building blocks for framework adapters, used by Engram's own three. An
 * adapter converts between its framework's messages and core's, and delegates every decision to the
 * `Engram` that `createEngram` returns: these helpers cover the converting. Conversion caches keyed by
 * message object (so a framework's re-sent history is converted once and keeps its identity), message
 * drafts an adapter completes into core messages, the context-length error test, text clipping, and
 * the scope keys a framework's ids map onto. The behaviours every adapter must show are checked by
 * `describeAdapterConformance` in `@engram/core/testing`.
 */
export { convertListOnce, convertOnce } from "../message/convert-once.js";
export { type MessageDraft, completeDraft } from "../message/message-draft.js";
export type { ConversationIds } from "../conversation/conversation-ids.js";
export { maxReactiveAttempts } from "../conversation/engram.js";
export { toolExtras } from "../conversation/tool-extras.js";
export type { PromptExtra } from "../pipeline/pipeline-options.js";
export { isContextLengthError } from "../pipeline/context-length-error.js";
export { clipText, messageText, partText } from "../message/message-text.js";
export { scopeKeys } from "../store/scope.js";
