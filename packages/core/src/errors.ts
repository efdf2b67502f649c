/** Every error Engram throws carries one of these codes; the message says what to do about it. */
export const engramErrorCodes = [
  "INVALID_MESSAGE",
  "INVALID_OPTIONS",
  "CONTEXT_TOO_SMALL",
  "CONTEXT_RETRIES_EXHAUSTED",
  "FLUSH_FAILED",
  "INVALID_RECORD",
  "INVALID_KEY",
  "STORE_CORRUPT",
  "STORE_UNAVAILABLE",
  "STORE_CLOSED",
  "UNSUPPORTED_STORE",
  "SCOPE_MISMATCH",
  "IMPORT_FAILED",
  "INVALID_SCOPE",
  "WRITE_CONFLICT",
  "CHANGED_SINCE_PLAN",
  "UNDO_REFUSED",
  "NOT_FORGOTTEN",
  "UNSUPPORTED_RUNTIME",
] as const;

export type EngramErrorCode = (typeof engramErrorCodes)[number];

export class EngramError extends Error {
  readonly code: EngramErrorCode;
  readonly details: Readonly<Record<string, unknown>>;

  constructor(code: EngramErrorCode, message: string, options: { cause?: unknown; details?: Record<string, unknown> } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "EngramError";
    this.code = code;
    this.details = Object.freeze({ ...options.details });
  }
}

export function isEngramError(value: unknown, code?: EngramErrorCode): value is EngramError {
  return value instanceof EngramError && (code === undefined || value.code === code);
}

/** How many `cause` links `engramErrorOf` follows: deeper than any framework's wrapping. */
const maxCauseDepth = 16;

/**
 * An error a framework rebuilt from an EngramError (Mastra's workflow steps pass errors on as plain
 * `Error`s with the same name, message, code and details): an EngramError again, the copy as its cause.
 */
function rebuilt(value: unknown): EngramError | undefined {
  if (!(value instanceof Error) || value.name !== "EngramError") return undefined;
  const { code, details } = value as { code?: unknown; details?: unknown };
  if (typeof code !== "string" || !(engramErrorCodes as readonly string[]).includes(code)) return undefined;
  const plainDetails = typeof details === "object" && details !== null && !Array.isArray(details) ? (details as Record<string, unknown>) : undefined;
  return new EngramError(code as EngramErrorCode, value.message, { cause: value, ...(plainDetails ? { details: plainDetails } : {}) });
}

/**
 * The EngramError behind `error`: the error itself, or the first one down its `cause` chain (a
 * framework may wrap it: LangChain's MiddlewareError, Mastra's MastraError, a retry's error). An
 * `Error` named "EngramError" with a known code, as a framework rebuilt it, counts: it comes back as an
 * EngramError with the same code, message and details. Undefined when there is none; a cycle of
 * causes ends the walk.
 */
export function engramErrorOf(error: unknown): EngramError | undefined {
  const seen = new Set<unknown>();
  for (let current = error, depth = 0; current !== undefined && current !== null && depth <= maxCauseDepth && !seen.has(current); depth++) {
    if (current instanceof EngramError) return current;
    const copy = rebuilt(current);
    if (copy) return copy;
    seen.add(current);
    current = typeof current === "object" ? (current as { cause?: unknown }).cause : undefined;
  }
  return undefined;
}
