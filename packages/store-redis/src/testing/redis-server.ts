import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  type ChildHandle,
  ExitedBeforeReady,
  freePort,
  onFreePort,
  pollUntil,
  redisCommand,
  redisServerBinary,
  removeDir,
  spawnChild,
} from "./redis-process.js";

export { freePort, redisServerBinary };

export function hasRedisServer(): boolean {
  return existsSync(redisServerBinary);
}

/** A redis-server child of this process, on 127.0.0.1 only, without persistence unless asked. */
export interface RedisProcess {
  readonly port: number;
  readonly url: string;
  /** The running server's process id (a new one after `restart`). */
  readonly pid: number;
  /** The directory the server persists to (its AOF directory and RDB file), with persistence on. */
  readonly dir?: string;
  /** SIGKILL (a crash: nothing flushed) and wait for the exit; the directory stays for `restart`. Idempotent. */
  kill(): Promise<void>;
  /** Starts the killed server again on its port with its directory and settings, and waits for PING. */
  restart(): Promise<void>;
  /** Kills the server, waits for it to exit and removes its directory; idempotent. */
  stop(): Promise<void>;
}

export interface StartRedisServerOptions {
  port?: number;
  readyTimeoutMs?: number;
  persistence?: "none" | "aof" | "rdb";
  /** With `persistence: "aof"`: when the append-only file is fsynced (default "no": a test of what the store writes, not of the disk). */
  appendfsync?: "no" | "everysec" | "always";
}

/**
 * Starts redis-server on a free loopback port (`--save "" --appendonly no`: nothing is written to
 * disk) and waits until it answers PING. The child is also killed if this process exits without
 * calling `stop` (a crash, an uncaught error), so no server outlives its tests. Pass `port` to start
 * again where a stopped server was (an outage test). `persistence: "aof"` turns the append-only file
 * on (fsynced as `appendfsync` says, default never), `"rdb"` snapshots (a save point of an hour: they
 * happen when asked for), each in a temp directory (`dir`) removed by `stop`. `kill` and `restart`
 * crash the server and start it again on the same port and directory (a restart test).
 */
export async function startRedisServer(options: StartRedisServerOptions = {}): Promise<RedisProcess> {
  const kind = options.persistence ?? "none";
  const dir = kind === "none" ? undefined : mkdtempSync(join(tmpdir(), `engram-redis-${kind}-`));
  const aof = kind === "aof" ? ["--appendonly", "yes", "--appendfsync", options.appendfsync ?? "no"] : ["--appendonly", "no"];
  // RDB: a save point no test reaches on its own (an hour), so snapshots happen when a test asks for one.
  const save = kind === "rdb" ? ["--save", "3600 1"] : ["--save", ""];
  const argsOn = (port: number): string[] => [
    "--port",
    String(port),
    "--bind",
    "127.0.0.1",
    ...save,
    ...aof,
    ...(dir === undefined ? [] : ["--dir", dir]),
    "--protected-mode",
    "yes",
  ];
  const removeOnExit = (): void => removeDir(dir);
  process.once("exit", removeOnExit);
  // A busy machine can take seconds to start it; readiness by polling PING, never a fixed sleep.
  const ready = (port: number, child: ChildHandle): Promise<true> =>
    pollUntil(
      async () => ((await redisCommand(port, ["PING"], 500)) === "PONG" ? true : undefined),
      Date.now() + (options.readyTimeoutMs ?? 30_000),
      () => child.running,
      () => {
        const message = `redis-server (${redisServerBinary}) on port ${port} ${child.running ? "did not answer PING" : "exited before it was ready"}: ${child.output.trim()}`;
        return child.running ? new Error(message) : new ExitedBeforeReady(message);
      },
    );
  const launch = async (port: number): Promise<{ port: number; child: ChildHandle }> => {
    const child = spawnChild(redisServerBinary, argsOn(port));
    try {
      await ready(port, child);
      return { port, child };
    } catch (error) {
      await child.kill();
      throw error;
    }
  };
  let launched: { port: number; child: ChildHandle };
  try {
    // A port given is the one wanted (an outage test starts again where a server was); else any free one.
    launched = options.port === undefined ? await onFreePort(launch) : await launch(options.port);
  } catch (error) {
    process.removeListener("exit", removeOnExit);
    removeDir(dir);
    throw error;
  }
  const port = launched.port;
  let child = launched.child;
  const stop = async (): Promise<void> => {
    await child.kill();
    process.removeListener("exit", removeOnExit);
    removeDir(dir);
  };
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    get pid() {
      return child.pid;
    },
    ...(dir === undefined ? {} : { dir }),
    kill: () => child.kill(),
    async restart() {
      if (child.running) throw new Error(`redis-server on port ${port} is running; kill it before restarting it.`);
      child = spawnChild(redisServerBinary, argsOn(port));
      await ready(port, child);
    },
    stop,
  };
}
