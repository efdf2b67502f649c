import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, pollUntil, redisCommand, redisServerBinary, removeDir, spawnChild } from "./redis-process.js";

export { freePort, redisServerBinary };

export function hasRedisServer(): boolean {
  return existsSync(redisServerBinary);
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
  const child = spawnChild(
    redisServerBinary,
    ["--port", String(port), "--bind", "127.0.0.1", ...save, ...aof, ...(dir === undefined ? [] : ["--dir", dir]), "--protected-mode", "yes"],
    () => removeDir(dir),
  );
  const stop = (): Promise<void> => child.kill();
  // A busy machine can take seconds to start it; readiness by polling PING, never a fixed sleep.
  try {
    await pollUntil(
      async () => ((await redisCommand(port, ["PING"], 500)) === "PONG" ? true : undefined),
      Date.now() + (options.readyTimeoutMs ?? 30_000),
      () => child.running,
      () =>
        new Error(
          `redis-server (${redisServerBinary}) on port ${port} ${child.running ? "did not answer PING" : "exited before it was ready"}: ${child.stderr.trim()}`,
        ),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, url: `redis://127.0.0.1:${port}`, pid: child.pid, ...(dir === undefined ? {} : { dir }), stop };
}
