/**
 * `@engram/mcp/hooks/run`: what `engram hooks run` needs to run one Claude Code hook (`runClaudeCodeHook`
 * and reading its stdin), without what the rest of `@engram/mcp/hooks` holds (the settings edits, the
 * transcript conversion and archive as a library): each event loads its own work when it runs
 * (decision 0168).
 */
export { type ClaudeCodeHookOptions, type ClaudeCodeHookResult, defaultHookTimeoutMs, runClaudeCodeHook } from "./run-claude-code-hook.js";
export { type ClaudeCodeHookEvent, claudeCodeHookEvents } from "./hook-input.js";
export { type HookInputRead, maxHookInputBytes, readHookInput } from "./hook-input-reader.js";
