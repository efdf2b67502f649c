/**
 * What the eval throws when a person can fix it: a bad flag (USAGE), a data file it cannot read
 * (DATA_UNREADABLE) or whose fields do not fit its format (DATA_INVALID), a `--complete` module that
 * does not export a model function (COMPLETE_MODULE). The message names the flag, file or field and the fix.
 */
export type EvalErrorCode = "USAGE" | "DATA_UNREADABLE" | "DATA_INVALID" | "COMPLETE_MODULE";

export class EvalError extends Error {
  readonly code: EvalErrorCode;

  constructor(code: EvalErrorCode, message: string, options: { cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "EvalError";
    this.code = code;
  }
}

export const isEvalError = (value: unknown): value is EvalError => value instanceof EvalError;
