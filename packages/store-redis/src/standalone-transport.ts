import { EngramError } from "@engram/core";
import { createClient, type RedisClientType } from "redis";
import { redactUrl } from "./redis-target.js";
import { backoffDelay, type ResolvedRetry } from "@engram/core/store-kit";
import { type RedisArg, type ServerLink, type Transport, waitArgs } from "./transport.js";

/** One client connection: a standalone server, or a proxy in front of a cluster. */
export class StandaloneTransport implements Transport {
  private constructor(
    private readonly client: RedisClientType,
    private readonly address: string,
  ) {}

  /** Connects, trying `retry.retries` more times with backoff, then throws STORE_UNAVAILABLE. */
  static async connect(url: string, retry: ResolvedRetry): Promise<StandaloneTransport> {
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
    let address = redactUrl(url);
    try {
      address = new URL(url).host;
    } catch {
      // The client parsed it; keep the redacted text.
    }
    return new StandaloneTransport(client, address);
  }

  send(_key: RedisArg | undefined, args: readonly RedisArg[]): Promise<unknown> {
    return this.client.sendCommand<unknown>([...args]);
  }

  async sendAndWait(_key: RedisArg, args: readonly RedisArg[], replicas: number, timeoutMs: number): Promise<[unknown, number]> {
    // Queued together on the one socket: WAIT runs right after the command, on its connection.
    const [reply, acknowledged] = await Promise.all([
      this.client.sendCommand<unknown>([...args]),
      this.client.sendCommand<unknown>(waitArgs(replicas, timeoutMs)),
    ]);
    return [reply, Number(acknowledged)];
  }

  async servers(): Promise<ServerLink[]> {
    return [{ address: this.address, send: (args) => this.client.sendCommand<unknown>([...args]) }];
  }

  waitForReady(ms: number): Promise<void> {
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

  async close(): Promise<void> {
    if (this.client.isOpen) await this.client.close();
    else this.client.destroy();
  }
}
