/**
 * `@engram/core/prompt-skip`: whether a prompt as it arrives would recall anything, decided from its
 * text alone (`promptRecallSkip`), and the Node.js check a CLI makes before anything else
 * (`assertSupportedNode`). It loads no store, schema or recall code: a prompt hook answers small talk
 * with it before loading the rest of Engram.
 */
export { promptQueryChars, type PromptRecallSkip, promptRecallSkip } from "../memory/prompt-recall-skip.js";
export { assertSupportedNode, minimumNodeVersion } from "../runtime/node-version.js";
