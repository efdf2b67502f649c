import type { PreparedContext } from "./prepared-context.js";
import { isContextLengthError } from "./context-length-error.js";
import type { PrepareInput } from "./pipeline-options.js";
import type { PipelineSession } from "./pipeline-session.js";

export interface ContextRetryOptions {
  /** Decides whether a thrown error was a length rejection; default `isContextLengthError`. */
  isLengthError?: (error: unknown) => boolean;
}

/**
 * Prepares the context, calls the model, and on a length rejection retries with the reactive
 * stages (50%, 25%, minimum). `attempt` is 0 for the first call and counts the retries. Any other
 * error, or a fourth rejection, is thrown.
 */
export async function withContextRetry<T>(
  session: PipelineSession,
  input: PrepareInput,
  call: (context: PreparedContext, attempt: number) => Promise<T>,
  options: ContextRetryOptions = {},
): Promise<T> {
  const isLengthError = options.isLengthError ?? isContextLengthError;
  let context = await session.prepare(input);
  for (let attempt = 0; ; attempt++) {
    try {
      return await call(context, attempt);
    } catch (error) {
      if (!isLengthError(error)) throw error;
      context = await session.recover(input);
    }
  }
}
