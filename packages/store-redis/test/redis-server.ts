import { createClient, type RedisClientType } from "redis";
import { afterAll, beforeAll, describe, it } from "vitest";
import { hasRedisServer as findRedisServer, redisServerBinary, startRedisServer, type RedisProcess } from "../src/testing/redis-server.js";

export { redisServerBinary };
export const hasRedisServer = findRedisServer();

/** A redis-server child on loopback without persistence; `stop` and `start` keep the port. */
export class RedisServer {
  #process: RedisProcess | undefined;

  private constructor(readonly port: number) {}

  static async start(): Promise<RedisServer> {
    const first = await startRedisServer();
    const server = new RedisServer(first.port);
    server.#process = first;
    return server;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.#process = await startRedisServer({ port: this.port });
  }

  async stop(): Promise<void> {
    const running = this.#process;
    this.#process = undefined;
    await running?.stop();
  }
}

/**
 * Runs `body` when redis-server exists. Without it, warns loudly and adds one test that fails on CI
 * (CI=true), so a missing service is never a silent skip there.
 */
export function describeWithRedis(name: string, body: () => void): void {
  if (hasRedisServer) {
    describe(name, body);
    return;
  }
  console.warn(`\n*** ${name}: SKIPPED, ${redisServerBinary} not found (apt-get install redis-server) ***\n`);
  describe(name, () => {
    it("needs redis-server (fails on CI)", () => {
      if (process.env["CI"] === "true") throw new Error(`redis-server not found at ${redisServerBinary}; CI must install it`);
    });
  });
}

/** The server and an admin client of one describe block. */
export interface RedisFixture {
  readonly server: RedisServer;
  /** A plain client, to look at or damage the keys a store wrote. */
  readonly admin: RedisClientType;
}

/**
 * Starts a redis-server and connects an admin client before the block's tests; closes both after
 * them. Register it first: vitest runs after-hooks in reverse, so the block's own hooks (opening and
 * closing stores) run inside the server's lifetime.
 */
export function useRedisFixture(): RedisFixture {
  let server: RedisServer | undefined;
  let admin: RedisClientType | undefined;
  beforeAll(async () => {
    server = await RedisServer.start();
    admin = createClient({ url: server.url });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.close();
    await server?.stop();
  });
  return {
    get server() {
      if (!server) throw new Error("useRedisFixture: the server starts in beforeAll; use it inside hooks and tests.");
      return server;
    },
    get admin() {
      if (!admin) throw new Error("useRedisFixture: the admin client connects in beforeAll; use it inside hooks and tests.");
      return admin;
    },
  };
}
