import { EngramError } from "../errors.js";

/** The EngramError `promise` rejects with; fails the test when it resolves or rejects with anything else. */
export async function engramRejection(promise: Promise<unknown>): Promise<EngramError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof EngramError)) throw new Error(`expected an EngramError, got ${String(error)}`);
  return error;
}
