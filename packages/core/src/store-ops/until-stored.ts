import { EngramError } from "../errors.js";

/** How many refused compare-and-sets one read-modify-write survives before it gives up. */
export const maxWriteConflicts = 50;

/**
 * Runs `attempt` (read, change, `putIf` with what was read) until it stores something: undefined
 * means another writer changed the record in between, so the attempt reads and applies the change
 * again. After `maxWriteConflicts` refusals: WRITE_CONFLICT naming `what`; nothing of this call was stored.
 */
export async function untilStored<T>(what: string, attempt: () => Promise<T | undefined>): Promise<T> {
  for (let conflicts = 0; conflicts < maxWriteConflicts; conflicts++) {
    const stored = await attempt();
    if (stored !== undefined) return stored;
  }
  throw new EngramError(
    "WRITE_CONFLICT",
    `Could not store ${what}: other writers changed it ${maxWriteConflicts} times while this call tried to. Nothing of this call was stored; retry it.`,
    { details: { what, attempts: maxWriteConflicts } },
  );
}
