/**
 * `@engram/mcp/hooks`: Engram memory for coding agents through their hooks. For Claude Code: the hook
 * runner (`runClaudeCodeHook`: SessionStart injects the memory block, UserPromptSubmit what recall
 * finds for the prompt, PreCompact / Stop / SessionEnd archive the transcript and extract), the pieces
 * it is made of, and the edits `engram hooks install` makes to Claude Code's settings and MCP
 * configuration. Scopes are the MCP server's (`claudeCodeIdentity`), so hooks and `engram mcp` share memory.
 */
export { type ClaudeCodeHookOptions, type ClaudeCodeHookResult, defaultHookTimeoutMs, runClaudeCodeHook } from "./run-claude-code-hook.js";
export { type HandedOffHookOptions, handedOffHookOptions } from "./handed-off-hook.js";
export {
  type BackgroundExtractionOptions,
  type BackgroundExtractionReport,
  extractionCursorKey,
  runBackgroundExtraction,
} from "./background-extraction.js";
export { CommandCompleteError, commandComplete, type CommandCompleteOptions, defaultCompleteTimeoutMs } from "./command-complete.js";
export { claudeCodeSessionIdPattern } from "./hook-input-limit.js";
export { type ClaudeCodeHookEvent, type ClaudeCodeHookInput, claudeCodeHookEvents, maxHookInputBytes, parseHookInput } from "./hook-input.js";
export { type HookInputRead, readHookInput } from "./hook-input-reader.js";
export { HookError, type HookErrorCode } from "./hook-error.js";
export { claudeCodeIdentity, type ClaudeCodeIdentityOptions, claudeCodeSessionId } from "./claude-code-identity.js";
export { checkTranscriptPath, claudeConfigDir } from "./transcript-path.js";
export { type ConvertedLine, convertTranscriptLine } from "./transcript-messages.js";
export { type ArchiveReport, archiveTranscript, type ArchiveTranscriptOptions } from "./transcript-archive.js";
export { engramHookCommand, engramHookEvents, type JsonObject, withEngramHooks, withoutEngramHooks } from "./claude-code-settings.js";
export {
  engramMcpEntry,
  engramMcpServerIn,
  isEngramMcpEntry,
  type McpServerEntry,
  withEngramMcpServer,
  withoutEngramMcpServer,
} from "./claude-code-mcp-entry.js";
