export { EngramMastraMemory } from "./engram-mastra-memory.js";
export { engramSystemTag } from "./engram-input-processor.js";
export type { EngramMastraMemoryOptions, MastraAdapterOptions } from "./memory-options.js";
export { engramComplete, engramEmbed, type GenerateCapableModel, type EmbedCapableModel } from "./model-functions.js";
export { mastraToDrafts } from "./mastra-to-drafts.js";
export { engramToMastra } from "./engram-to-mastra.js";
export { threadNoteKey } from "./engram-threads.js";
export { workingMemoryKey } from "./working-memory.js";
