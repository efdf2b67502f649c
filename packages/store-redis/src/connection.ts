import { EngramError } from "@engram/core";
import { createClient, ErrorReply, type RedisClientType } from "redis";
import type { LuaScript } from "./lua/script.js";
import { backoffDelay, type ResolvedRetry, withRetry } from "./retry.js";

export type RedisArg = string | Buffer;

export interface ScriptCall {
  script: LuaScript;
  keys: readonly string[];
  args: readonly RedisArg[];
}

/**
 * One client connection, with bounded retries around every call and STORE_CLOSED after close.
 * `cluster`: the server routes keys by slot (Redis Cluster, or a proxy in front of one), so each
 * script may touch one scope's keys only; false for a standalone server, where one script may span
 * scopes (a search runs as one script).
 */
export class Connection {
  #closed = false;

  private constructor(
    private readonly client: RedisClientType,
    private readonly retry: ResolvedRetry,
    readonly cluster: boolean,
  ) {}

  /** Connects, trying `retry.retries` more times with backoff, then throws STORE_UNAVAILABLE. */
  static async open(url: string, retry: ResolvedRetry, cluster = false): Promise<Connection> {
    let connected = false;
    const client: RedisClientType = createClient({
      url,
      // Commands fail fast while disconnected (the retry loop decides), instead of queueing forever.
      disableOfflineQueue: true,
      socket: {
        reconnectStrategy: (retries, cause) => (connected || retries < retry.retries ? backoffDelay(retry, Math.min(retries, 3)) : cause),
      },
    });
    // node-redis emits every failed reconnect as "error"; the calls report what matters to callers.
    client.on("error", () => undefined);
    try {
      await client.connect();
    } catch (error) {
      client.destroy();
      throw new EngramError("STORE_UNAVAILABLE", `Could not connect to Redis at ${redactUrl(url)}; check that the server is up and the URL is right.`, {
        cause: error,
        details: { url: redactUrl(url) },
      });
    }
    connected = true;
    return new Connection(client, retry, cluster);
  }

  get closed(): boolean {
    return this.#closed;
  }

  /** STORE_CLOSED once the store is closed. */
  assertOpen(what: string): void {
    if (this.#closed) throw new EngramError("STORE_CLOSED", `The Redis store is closed; open a new one to ${what}.`);
  }

  /** A raw command, retried while Redis is unreachable. */
  command(what: string, args: readonly RedisArg[], idempotent = true): Promise<unknown> {
    return this.run(what, idempotent, () => this.client.sendCommand<unknown>([...args]));
  }

  /** Runs a script by SHA, loading its source on NOSCRIPT (a restarted or flushed server). */
  script(script: LuaScript, keys: readonly string[], args: readonly RedisArg[], idempotent = true): Promise<unknown> {
    return this.run(`${script.name} script`, idempotent, async () => {
      const tail: RedisArg[] = [String(keys.length), ...keys, ...args];
      try {
        return await this.client.sendCommand<unknown>(["EVALSHA", script.sha, ...tail]);
      } catch (error) {
        if (!(error instanceof ErrorReply) || !error.message.startsWith("NOSCRIPT")) throw error;
        return await this.client.sendCommand<unknown>(["EVAL", script.source, ...tail]);
      }
    });
  }

  /** Several scripts in one round trip (a pipeline; each script is atomic on its own). */
  scripts(calls: readonly ScriptCall[]): Promise<unknown[]> {
    return Promise.all(calls.map((call) => this.script(call.script, call.keys, call.args)));
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    if (this.client.isOpen) await this.client.close();
    else this.client.destroy();
  }

  private run<T>(what: string, idempotent: boolean, operation: () => Promise<T>): Promise<T> {
    return withRetry(
      {
        retry: this.retry,
        assertOpen: () => this.assertOpen(what),
        waitForReady: (ms) => this.waitForReady(ms),
      },
      what,
      idempotent,
      operation,
    );
  }

  private waitForReady(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.client.off("ready", done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.client.on("ready", done);
    });
  }
}

function redactUrl(url: string): string {
  return url.replace(/\/\/[^@/]*@/, "//***@");
}
