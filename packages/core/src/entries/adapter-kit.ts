/**
 * `@engram/core/adapter-kit`: building blocks for framework adapters and servers, used by Engram's own
 * three adapters and its MCP server. An adapter converts between its framework's messages and core's,
 * and delegates every decision to the `Engram` that `createEngram` returns: these helpers cover the
 * converting. Conversion caches keyed by message object (so a framework's re-sent history is converted
 * once and keeps its identity), message drafts, the context-length error test, how many smaller prompts
 * a length error gets, tool definitions as prompt extras, text clipping, and the input schemas of the
 * memory tools for exposing them in a framework's own idiom. The behaviours every adapter must show are
 * checked by `describeAdapterConformance` in `@engram/core/testing`.
 */
export { toolExtras } from "../conversation/tool-extras.js";
export { memoryForgetInputSchema, memoryRecallInputSchema, memoryStoreInputSchema } from "../memory/memory-tools.js";
export { rememberInputSchema } from "../memory/remember.js";
export { convertListOnce, convertOnce } from "../message/convert-once.js";
export type { MessageDraft } from "../message/message-draft.js";
export { clipText, partText } from "../message/message-text.js";
export { isContextLengthError } from "../pipeline/context-length-error.js";
export type { PromptExtra } from "../pipeline/pipeline-options.js";
export { maxReactiveAttempts } from "../pipeline/reactive-attempts.js";
