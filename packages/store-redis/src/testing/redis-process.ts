import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { connect, createServer } from "node:net";

/** The redis-server tests and benchmarks start: `$REDIS_SERVER`, else the Debian package's path. */
export const redisServerBinary = process.env["REDIS_SERVER"] ?? "/usr/bin/redis-server";

/** Binds `port` on loopback (0: any) and releases it: the port bound, or undefined when it is taken. */
function bindOnce(port: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(undefined));
    server.listen(port, "127.0.0.1", () => {
      const address = server.address();
      const bound = typeof address === "object" && address !== null ? address.port : 0;
      server.close(() => resolve(bound > 0 ? bound : undefined));
    });
  });
}

/**
 * A loopback port nothing listens on right now. With `alsoFree`, that port plus `alsoFree` is free too
 * (a cluster node's bus listens on port + 10,000), and both are at most 65,535.
 */
export async function freePort(alsoFree?: number): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const port = await bindOnce(0);
    if (port === undefined) continue;
    if (alsoFree === undefined) return port;
    if (port + alsoFree <= 65_535 && (await bindOnce(port + alsoFree)) !== undefined) return port;
  }
  throw new Error(`The OS gave no free loopback port${alsoFree === undefined ? "" : ` with port + ${alsoFree} free too`} in 100 attempts.`);
}

/**
 * Runs `start` on a free port (see `freePort`), again on another one when it fails because what it
 * started exited before it was ready (another process took the port between the check and the bind): at
 * most `attempts` times, then the last error.
 */
export async function onFreePort<T>(start: (port: number) => Promise<T>, options: { alsoFree?: number; attempts?: number } = {}): Promise<T> {
  const attempts = options.attempts ?? 5;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await start(await freePort(options.alsoFree));
    } catch (error) {
      if (!(error instanceof ExitedBeforeReady) || attempt >= attempts) throw error;
    }
  }
}

/** A child that exited before it answered: `onFreePort` tries another port. */
export class ExitedBeforeReady extends Error {}

/** A reply of `redisCommand`: a simple or bulk string, an integer, nil, or an error. */
export type RawReply = string | number | null | { readonly error: string };

/** Reads one top-level reply (simple string, error, integer, bulk string) from `data`, or undefined while incomplete. */
function parseReply(data: Buffer): RawReply | undefined {
  const lineEnd = data.indexOf("\r\n");
  if (lineEnd === -1) return undefined;
  const head = data.subarray(1, lineEnd).toString();
  switch (String.fromCharCode(data[0]!)) {
    case "+":
      return head;
    case "-":
      return { error: head };
    case ":":
      return Number(head);
    case "$": {
      const length = Number(head);
      if (length < 0) return null;
      if (data.length < lineEnd + 2 + length + 2) return undefined;
      return data.subarray(lineEnd + 2, lineEnd + 2 + length).toString();
    }
    default:
      return { error: `unexpected reply type ${data.toString().slice(0, 40)}` };
  }
}

/**
 * One command over a fresh loopback socket (no client library, so a dying server cannot wedge it):
 * the reply, or undefined when nothing answered within `timeoutMs`.
 */
export function redisCommand(port: number, args: readonly string[], timeoutMs = 1000): Promise<RawReply | undefined> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: "127.0.0.1" });
    let data = Buffer.alloc(0);
    const done = (reply: RawReply | undefined): void => {
      socket.destroy();
      resolve(reply);
    };
    socket.setTimeout(timeoutMs);
    socket.once("connect", () => socket.write(`*${args.length}\r\n${args.map((arg) => `$${Buffer.byteLength(arg)}\r\n${arg}\r\n`).join("")}`));
    socket.on("data", (chunk: Buffer) => {
      data = Buffer.concat([data, chunk]);
      const reply = parseReply(data);
      if (reply !== undefined) done(reply);
    });
    socket.once("error", () => done(undefined));
    socket.once("timeout", () => done(undefined));
  });
}

/** A child process the tests started, killed with SIGKILL when this process exits without stopping it. */
export interface ChildHandle {
  readonly pid: number;
  readonly running: boolean;
  /** The last 8 KB it printed (stdout and stderr: redis-server logs to stdout), for errors. */
  readonly output: string;
  /** SIGKILL (a crash, not a shutdown) and wait for the exit; idempotent. */
  kill(): Promise<void>;
}

/** Spawns `binary args`; `cleanup` (removing its directory) runs after it exits, on `kill` or when this process exits. */
export function spawnChild(binary: string, args: readonly string[], cleanup: () => void = () => undefined): ChildHandle {
  const child: ChildProcess = spawn(binary, args, { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const keep = (chunk: Buffer): void => {
    output = (output + chunk.toString()).slice(-8192);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
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
    cleanup();
  };
  process.once("exit", killOnExit);
  return {
    pid: child.pid ?? -1,
    get running() {
      return running;
    },
    get output() {
      return output;
    },
    async kill() {
      process.removeListener("exit", killOnExit);
      if (running) child.kill("SIGKILL");
      await exited;
      cleanup();
    },
  };
}

/** Removes a directory the tests made, whatever is in it. */
export function removeDir(dir: string | undefined): void {
  if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
}

/**
 * Polls `check` every 20 ms until it returns a value (not undefined), and returns it; throws `failure()`
 * once `deadline` (epoch ms) passed or `alive()` is false. Readiness is a state, never a fixed sleep.
 */
export async function pollUntil<T>(check: () => Promise<T | undefined>, deadline: number, alive: () => boolean, failure: () => Error): Promise<T> {
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (!alive() || Date.now() > deadline) throw failure();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
