import { z } from "zod";
import { HookError } from "./hook-error.js";
import { claudeCodeSessionIdPattern, maxHookInputBytes } from "./hook-input-limit.js";

/** The Claude Code hook events Engram handles, in the order a session meets them. */
export const claudeCodeHookEvents = ["SessionStart", "UserPromptSubmit", "PreCompact", "Stop", "SessionEnd"] as const;
export type ClaudeCodeHookEvent = (typeof claudeCodeHookEvents)[number];

export { maxHookInputBytes };

/** Claude Code's session ids are UUIDs; this admits any id of that alphabet, and nothing a path or a scope could trip on. */
const sessionIdSchema = z.string().regex(claudeCodeSessionIdPattern, "a session id of letters, digits, - and _ (at most 128)");
const pathSchema = z
  .string()
  .min(1)
  .max(4_096)
  .refine((value) => !value.includes("\0"), "a path without NUL characters");
const wordSchema = z.string().max(64);

/**
 * The fields Engram reads from a Claude Code hook's stdin (`session_id`, `transcript_path`, `cwd`,
 * `hook_event_name`, and per event `prompt`, `source`, `trigger`, `reason`, Stop's
 * `last_assistant_message`); other fields pass, since
 * Claude Code adds some from release to release.
 */
const hookInputSchema = z.looseObject({
  session_id: sessionIdSchema,
  transcript_path: pathSchema.optional(),
  cwd: pathSchema.optional(),
  hook_event_name: z.string().max(64).optional(),
  prompt: z.string().optional(),
  source: wordSchema.optional(),
  trigger: wordSchema.optional(),
  reason: wordSchema.optional(),
  // Only read for the reply it carries: a value of another type is ignored rather than costing the whole archive.
  last_assistant_message: z.string().optional().catch(undefined),
});

export type ClaudeCodeHookInput = z.infer<typeof hookInputSchema>;

/**
 * Reads the hook JSON of `event` as Claude Code sends it on stdin. HOOK_INPUT_INVALID when it is not
 * JSON, not an object of the fields above, or names another event than the command line's.
 */
export function parseHookInput(text: string, event: ClaudeCodeHookEvent): ClaudeCodeHookInput {
  if (Buffer.byteLength(text, "utf8") > maxHookInputBytes) {
    throw new HookError("HOOK_INPUT_INVALID", `The ${event} hook input is over ${maxHookInputBytes} bytes; it was not read.`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new HookError("HOOK_INPUT_INVALID", `The ${event} hook input is not JSON (${(error as Error).message}); Claude Code sends one JSON object on stdin.`);
  }
  const parsed = hookInputSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? issue.path.join(".") : "the input";
    throw new HookError("HOOK_INPUT_INVALID", `The ${event} hook input is invalid at ${where}: ${issue?.message ?? "unexpected shape"}.`);
  }
  const named = parsed.data.hook_event_name;
  if (named !== undefined && named !== event) {
    throw new HookError(
      "HOOK_INPUT_INVALID",
      `The hook input is for ${JSON.stringify(named.slice(0, 64))}, but this command handles ${event}: check the hook's command in the settings.`,
    );
  }
  return parsed.data;
}
