/**
 * `@engram/mcp/hooks/small-talk`: what a prompt hook needs before it loads the rest of Engram. Reading
 * the hook's stdin (`readHookInput`) and telling a `UserPromptSubmit` input that `runClaudeCodeHook`
 * would answer with nothing, without opening a store (`isSmallTalkPromptInput`). It loads no schema
 * library, store or recall code (decision 0167).
 */
import { assertSupportedNode, promptRecallSkip } from "@engram/core/prompt-skip";
import { claudeCodeSessionIdPattern } from "./hook-input-limit.js";
import { maxHookInputBytes } from "./hook-input-reader.js";

export { type HookInputRead, maxHookInputBytes, readHookInput } from "./hook-input-reader.js";

const optionalPath = (value: unknown): boolean =>
  value === undefined || (typeof value === "string" && value.length >= 1 && value.length <= 4_096 && !value.includes("\0"));
const optionalWord = (value: unknown): boolean => value === undefined || (typeof value === "string" && value.length <= 64);

/**
 * True when `text` is a `UserPromptSubmit` hook input that `parseHookInput` accepts and whose prompt
 * `recallForPrompt` would skip (small talk, or no topic word): `runClaudeCodeHook` answers it with
 * nothing, logs nothing and opens no store. False for anything else, invalid input included (the whole
 * hook then reads it, says what is wrong and logs it) and any input on a Node.js older than Engram
 * supports: the check may only ever be stricter than the schema, never looser.
 */
export function isSmallTalkPromptInput(text: string): boolean {
  // On a Node.js Engram does not support, the whole hook says so in the log.
  try {
    assertSupportedNode("@engram/cli");
  } catch {
    return false;
  }
  if (Buffer.byteLength(text, "utf8") > maxHookInputBytes) return false;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return false;
  }
  if (typeof json !== "object" || json === null || Array.isArray(json)) return false;
  const input = json as Record<string, unknown>;
  const has = (key: string): unknown => (Object.hasOwn(input, key) ? input[key] : undefined);
  const sessionId = has("session_id");
  if (typeof sessionId !== "string" || !claudeCodeSessionIdPattern.test(sessionId)) return false;
  if (!optionalPath(has("transcript_path")) || !optionalPath(has("cwd"))) return false;
  const event = has("hook_event_name");
  if (event !== undefined && event !== "UserPromptSubmit") return false;
  if (!optionalWord(has("source")) || !optionalWord(has("trigger")) || !optionalWord(has("reason"))) return false;
  const prompt = has("prompt");
  if (prompt !== undefined && typeof prompt !== "string") return false;
  return promptRecallSkip(prompt ?? "") !== undefined;
}
