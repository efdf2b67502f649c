/** Exit codes: 0 success, 1 a runtime failure, 2 a usage error (what was typed or configured is wrong). */
export const exitCodes = { ok: 0, failure: 1, usage: 2 } as const;

/** What was typed is wrong: the message names the command, option or value, and the fix. Exit 2. */
export class UsageError extends Error {
  readonly exitCode = exitCodes.usage;
  constructor(
    message: string,
    readonly helpFor?: string,
  ) {
    super(message);
    this.name = "UsageError";
  }
}

/** The command ran and could not do what was asked (not found, declined, lines rejected). Exit 1. */
export class CommandFailure extends Error {
  readonly exitCode = exitCodes.failure;
  constructor(message: string) {
    super(message);
    this.name = "CommandFailure";
  }
}
