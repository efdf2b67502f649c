import type { PoolClient } from "pg";
import { isConnectionFailure } from "../failures.js";

/**
 * Runs `body` on a client taken from the pool and gives it back: destroyed instead of pooled when its
 * connection broke (an "error" event between two statements: the server ended the session; a connection
 * failure thrown; or a failure `body` reports through `broke`, such as a ROLLBACK that did not get through).
 */
export async function onPooledClient<T>(client: PoolClient, body: (broke: (error: unknown) => void) => Promise<T>): Promise<T> {
  let broken: unknown;
  const broke = (error: unknown): void => void (broken ??= error);
  // The next statement on a broken connection fails and says so, which is where a retry decides.
  client.on("error", broke);
  try {
    return await body(broke);
  } catch (error) {
    if (isConnectionFailure(error)) broke(error);
    throw error;
  } finally {
    client.off("error", broke);
    client.release(broken === undefined ? undefined : broken instanceof Error ? broken : true);
  }
}
