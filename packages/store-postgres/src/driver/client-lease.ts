import type { Pool, PoolClient } from "pg";
import { isConnectionFailure } from "../failures.js";

/**
 * A client taken from the pool before its work starts, its "error" events kept from the moment it was taken.
 * The pool stops listening to a client it hands out, and node-postgres emits "error" when the server ends
 * the session: with no listener, that event ends the process. A client held while something else is awaited
 * (the second connection of a shared snapshot while the first exports it) is guarded so.
 */
export interface GuardedClient {
  readonly client: PoolClient;
  /** The first "error" the client emitted while guarded, if any. */
  readonly broken: () => unknown;
  /** Stops keeping its events (once `onPooledClient` listens, or before it is given back). */
  readonly unguard: () => void;
}

/** Takes a client from `pool`, guarded from the start (see `GuardedClient`). */
export async function connectGuarded(pool: Pool): Promise<GuardedClient> {
  const client = await pool.connect();
  let broken: unknown;
  const keep = (error: unknown): void => void (broken ??= error);
  client.on("error", keep);
  return { client, broken: () => broken, unguard: () => void client.off("error", keep) };
}

/** Gives back a guarded client that no work used: destroyed when its connection broke while it was held. */
export function giveBackUnused(guarded: GuardedClient): void {
  guarded.unguard();
  giveBack(guarded.client, guarded.broken());
}

/** Gives `client` back to its pool, or has the pool destroy it when its connection broke (`broken`: what said so). */
function giveBack(client: PoolClient, broken: unknown): void {
  client.release(broken === undefined ? undefined : broken instanceof Error ? broken : true);
}

/**
 * Runs `body` on a client taken from the pool and gives it back: destroyed instead of pooled when its
 * connection broke (an "error" event between two statements: the server ended the session; a connection
 * failure thrown; or a failure `body` reports through `broke`, such as a ROLLBACK that did not get through).
 * A client taken earlier comes `guarded`: what it met while held counts as broken too.
 */
export async function onPooledClient<T>(client: PoolClient, body: (broke: (error: unknown) => void) => Promise<T>, guarded?: GuardedClient): Promise<T> {
  let broken: unknown;
  const broke = (error: unknown): void => void (broken ??= error);
  // The next statement on a broken connection fails and says so, which is where a retry decides.
  client.on("error", broke);
  if (guarded !== undefined) {
    guarded.unguard();
    if (guarded.broken() !== undefined) broke(guarded.broken());
  }
  try {
    return await body(broke);
  } catch (error) {
    if (isConnectionFailure(error)) broke(error);
    throw error;
  } finally {
    client.off("error", broke);
    giveBack(client, broken);
  }
}
