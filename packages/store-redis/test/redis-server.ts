import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { connect, createServer } from "node:net";
import { describe, it } from "vitest";

export const redisServerBinary = process.env["REDIS_SERVER"] ?? "/usr/bin/redis-server";
export const hasRedisServer = existsSync(redisServerBinary);

/** A port the OS says is free right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** One PING over a raw socket: true on +PONG. */
function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: "127.0.0.1" });
    socket.setTimeout(500);
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.once("data", (data) => {
      socket.destroy();
      resolve(data.toString().startsWith("+PONG"));
    });
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** A redis-server child on loopback without persistence; `stop` and `start` keep the port. */
export class RedisServer {
  #child: ChildProcess | undefined;

  private constructor(readonly port: number) {}

  static async start(port?: number): Promise<RedisServer> {
    const server = new RedisServer(port ?? (await freePort()));
    await server.start();
    return server;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const child = spawn(
      redisServerBinary,
      ["--port", String(this.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      { stdio: "ignore" },
    );
    this.#child = child;
    let exited = false;
    child.once("exit", () => (exited = true));
    // Polls readiness until a deadline (a busy machine can take seconds to start it); never a fixed sleep.
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      if (exited) throw new Error(`redis-server on port ${this.port} exited before it was ready`);
      if (await ping(this.port)) return;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    throw new Error(`redis-server on port ${this.port} did not answer PING within 30 s`);
  }

  async stop(): Promise<void> {
    const child = this.#child;
    this.#child = undefined;
    if (child === undefined || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    await exited;
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
