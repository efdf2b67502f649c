import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { connect, createServer } from "node:net";

/** The redis-server tests and benchmarks start: `$REDIS_SERVER`, else the Debian package's path. */
export const redisServerBinary = process.env["REDIS_SERVER"] ?? "/usr/bin/redis-server";

export function hasRedisServer(): boolean {
  return existsSync(redisServerBinary);
}

/** A loopback port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      server.close(() => (port > 0 ? resolve(port) : reject(new Error("The OS gave no free port."))));
    });
  });
}

/** One PING over a raw socket; true on +PONG. */
function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: "127.0.0.1" });
    const done = (ok: boolean): void => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500);
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.once("data", (data) => done(data.toString().startsWith("+PONG")));
    socket.once("error", () => done(false));
    socket.once("timeout", () => done(false));
  });
}

/** A redis-server child of this process, on 127.0.0.1 only, without persistence unless asked. */
export interface RedisProcess {
  readonly port: number;
  readonly url: string;
  readonly pid: number;
  /** The directory the server persists to (its AOF directory and RDB file), with persistence on. */
  readonly dir?: string;
  /** Kills the server and waits for it to exit; idempotent. */
  stop(): Promise<void>;
}

/**
 * Starts redis-server on a free loopback port (`--save "" --appendonly no`: nothing is written to
 * disk) and waits until it answers PING. The child is also killed if this process exits without
 * calling `stop` (a crash, an uncaught error), so no server outlives its tests. Pass `port` to start
 * again where a stopped server was (an outage test). `persistence: "aof"` turns the append-only file
 * on, `"rdb"` snapshots (a save point of an hour: they happen when asked for), each in a temp directory
 * (`dir`) removed by `stop` (AOF without fsync: a test of what the store writes, not of the disk).
 */
export async function startRedisServer(options: { port?: number; readyTimeoutMs?: number; persistence?: "none" | "aof" | "rdb" } = {}): Promise<RedisProcess> {
  const port = options.port ?? (await freePort());
  const kind = options.persistence ?? "none";
  const dir = kind === "none" ? undefined : mkdtempSync(join(tmpdir(), `engram-redis-${kind}-`));
  const aof = kind === "aof" ? ["--appendonly", "yes", "--appendfsync", "no"] : ["--appendonly", "no"];
  // RDB: a save point no test reaches on its own (an hour), so snapshots happen when a test asks for one.
  const save = kind === "rdb" ? ["--save", "3600 1"] : ["--save", ""];
  const child: ChildProcess = spawn(
    redisServerBinary,
    ["--port", String(port), "--bind", "127.0.0.1", ...save, ...aof, ...(dir === undefined ? [] : ["--dir", dir]), "--protected-mode", "yes"],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  let running = true;
  // "error" without "exit" when the binary cannot be spawned at all.
  const exited = new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.once("error", () => resolve());
  });
  child.once("exit", () => (running = false));
  child.once("error", () => (running = false));
  const killOnExit = (): void => {
    if (running) child.kill("SIGKILL");
    if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  };
  process.once("exit", killOnExit);

  const stop = async (): Promise<void> => {
    process.removeListener("exit", killOnExit);
    if (running) child.kill("SIGKILL");
    await exited;
    if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  };

  // A busy machine can take seconds to start it.
  const deadline = Date.now() + (options.readyTimeoutMs ?? 30_000);
  // Readiness by polling PING, never a fixed sleep.
  while (!(await ping(port))) {
    if (!running || Date.now() > deadline) {
      await stop();
      throw new Error(
        `redis-server (${redisServerBinary}) on port ${port} ${running ? "did not answer PING" : "exited before it was ready"}: ${stderr.trim()}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { port, url: `redis://127.0.0.1:${port}`, pid: child.pid ?? -1, ...(dir === undefined ? {} : { dir }), stop };
}
