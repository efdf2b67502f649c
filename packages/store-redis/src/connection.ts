import { EngramError } from "@engram/core";
import { ErrorReply } from "redis";
import { ClusterTransport } from "./cluster-transport.js";
import type { LuaScript } from "./lua/script.js";
import type { RedisTarget } from "./redis-target.js";
import type { ResolvedRetry } from "@engram/core/store-kit";
import { withRetry } from "./retry.js";
import { StandaloneTransport } from "./standalone-transport.js";
import type { RedisArg, ServerLink, Transport } from "./transport.js";

export type { RedisArg } from "./transport.js";

export interface ScriptCall {
  script: LuaScript;
  keys: readonly string[];
  args: readonly RedisArg[];
}

/** One server of the store's Redis (a cluster master), for commands about itself. */
export interface ServerConnection {
  readonly address: string;
  command(what: string, args: readonly RedisArg[], idempotent?: boolean): Promise<unknown>;
}

/** When a write is acknowledged: once its primary applied it, or once a replica has it too (WAIT). */
export type Durability = { readonly mode: "primary" } | { readonly mode: "replica"; readonly replicas: number; readonly timeoutMs: number };

/** The commands the store sends that change data: with replica durability, each one waits for a replica. */
const writeCommands = new Set(["SET", "DEL", "HSET", "HSETNX", "HDEL", "EXPIRE", "PEXPIRE"]);

/**
 * The store's link to Redis, over a transport (one server, a proxy, or a cluster): bounded retries
 * around every call, WAIT after writes when the store promises replica durability, STORE_CLOSED after
 * close. `slotScripts`: each script may touch one scope's keys only (a cluster or a proxy routing by
 * slot); false for a standalone server, where one script may span scopes (a search runs as one script).
 */
export class Connection {
  #closed = false;

  private constructor(
    private readonly transport: Transport,
    private readonly retry: ResolvedRetry,
    readonly mode: RedisTarget["mode"],
    private readonly durability: Durability,
  ) {}

  static async open(target: RedisTarget, retry: ResolvedRetry, durability: Durability = { mode: "primary" }): Promise<Connection> {
    const transport =
      target.mode === "cluster"
        ? await ClusterTransport.connect(target.rootNodes, target.credentials, retry)
        : await StandaloneTransport.connect(target.url, retry);
    return new Connection(transport, retry, target.mode, durability);
  }

  get slotScripts(): boolean {
    return this.mode !== "standalone";
  }

  get closed(): boolean {
    return this.#closed;
  }

  /** STORE_CLOSED once the store is closed. */
  assertOpen(what: string): void {
    if (this.#closed) throw new EngramError("STORE_CLOSED", `The Redis store is closed; open a new one to ${what}.`);
  }

  /** A command on one key (`args[1]`, which routes it on a cluster), retried while Redis is unreachable. */
  command(what: string, args: readonly RedisArg[], idempotent = true): Promise<unknown> {
    const key = args[1]!;
    const writes = writeCommands.has(String(args[0]).toUpperCase());
    return this.run(what, idempotent, () => this.send(what, key, args, writes));
  }

  /** Runs a script by SHA, loading its source on NOSCRIPT (a restarted or flushed server); routed by `keys[0]`. */
  script(script: LuaScript, keys: readonly string[], args: readonly RedisArg[], idempotent = true): Promise<unknown> {
    const what = `${script.name} script`;
    const key = keys[0]!;
    return this.run(what, idempotent, async () => {
      const tail: RedisArg[] = [String(keys.length), ...keys, ...args];
      try {
        return await this.send(what, key, ["EVALSHA", script.sha, ...tail], script.writes);
      } catch (error) {
        if (!(error instanceof ErrorReply) || !error.message.startsWith("NOSCRIPT")) throw error;
        return await this.send(what, key, ["EVAL", script.source, ...tail], script.writes);
      }
    });
  }

  /** Several scripts in one round trip (pipelined per node; each script is atomic on its own). */
  scripts(calls: readonly ScriptCall[]): Promise<unknown[]> {
    return Promise.all(calls.map((call) => this.script(call.script, call.keys, call.args)));
  }

  /**
   * Every server holding data now (the standalone server, or each master of a cluster), for commands
   * about the server itself (INFO, CONFIG, BGSAVE), each retried on its own.
   */
  async servers(): Promise<ServerConnection[]> {
    const links = await this.run("list the servers", true, () => this.transport.servers());
    return links.map((link: ServerLink) => ({
      address: link.address,
      command: (what, args, idempotent = true) => this.run(`${what} on ${link.address}`, idempotent, () => link.send(args)),
    }));
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await this.transport.close();
  }

  /** Sends; a write under replica durability waits for its replicas and fails when too few acknowledge it. */
  private async send(what: string, key: RedisArg, args: readonly RedisArg[], writes: boolean): Promise<unknown> {
    const durability = this.durability;
    if (!writes || durability.mode === "primary") return this.transport.send(key, args);
    const [reply, acknowledged] = await this.transport.sendAndWait(key, args, durability.replicas, durability.timeoutMs);
    if (acknowledged < durability.replicas) {
      throw new EngramError(
        "STORE_UNAVAILABLE",
        `Redis applied ${what} on its primary, but ${acknowledged} of ${durability.replicas} replica(s) acknowledged it within ${durability.timeoutMs} ms, ` +
          "so the call is not acknowledged: what it wrote so far may be there without a replica, and a failover now could lose it. " +
          "Check the replicas (INFO replication); a read shows what is there.",
        { details: { operation: what, replicated: false, acknowledged, required: durability.replicas } },
      );
    }
    return reply;
  }

  private run<T>(what: string, idempotent: boolean, operation: () => Promise<T>): Promise<T> {
    return withRetry(
      {
        retry: this.retry,
        assertOpen: () => this.assertOpen(what),
        waitForReady: (ms) => this.transport.waitForReady(ms),
      },
      what,
      idempotent,
      operation,
    );
  }
}
