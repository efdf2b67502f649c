/** What went wrong in a hook or with an agent's settings; the message names the input and the fix. */
export type HookErrorCode =
  /** The JSON the agent sent on stdin is missing, malformed, too large, or not for this event. */
  | "HOOK_INPUT_INVALID"
  /** A transcript path outside where the agent keeps its transcripts, or not a transcript file. */
  | "TRANSCRIPT_REFUSED"
  /** A settings or MCP configuration file that is not the JSON shape the agent reads. */
  | "SETTINGS_INVALID";

export class HookError extends Error {
  readonly code: HookErrorCode;

  constructor(code: HookErrorCode, message: string) {
    super(message);
    this.name = "HookError";
    this.code = code;
  }
}
