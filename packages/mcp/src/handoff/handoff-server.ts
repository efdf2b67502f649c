import { randomBytes } from "node:crypto";
import { chmodSync, closeSync, lstatSync, mkdirSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from "node:fs";
import { connect, createServer, type Server, type Socket } from "node:net";
import { checkPrivate, type HandoffPaths, type OwnerCheck, processUid } from "./handoff-files.js";
import { type HandoffReply, handoffVersion, maxHandoffRequestBytes } from "./handoff-protocol.js";
import { checkHandoffRequest, type HandoffHook } from "./handoff-request.js";

export interface HookHandoffServerOptions {
  readonly paths: HandoffPaths;
  /** Runs one hook against the server's open memory (`runClaudeCodeHook`); never throws. */
  readonly run: (hook: HandoffHook) => Promise<{ readonly stdout: string; readonly ok: boolean }>;
  /** The budget of a hook that was not given one (the configured `hooks.timeoutMs`, else 5,000 ms). */
  readonly timeoutMs: number;
  /** Problems with connections, one line each. */
  readonly log?: (message: string) => void;
  readonly owner?: OwnerCheck;
  /** Hooks run at once at most; one more is refused as busy and runs in its own process (default 16). */
  readonly maxRunning?: number;
  /** A connection that has not sent a whole request by then is closed (default 10 s). */
  readonly idleMs?: number;
}

export type HookHandoffListen =
  | { readonly listening: true; readonly socket: string; close(): Promise<void> }
  /** Another server has the socket, or the directory is not safe to listen in: serve MCP without it. */
  | { readonly listening: false; readonly reason: string };

const lockAttempts = 2;
/** How long a socket file may take to answer before it counts as a live server's (it is one, just busy). */
const probeMs = 1_000;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Creates the lock file exclusively; a lock left by a process that is gone is removed once. */
function takeLock(lock: string): boolean {
  for (let attempt = 0; attempt < lockAttempts; attempt++) {
    try {
      const fd = openSync(lock, "wx", 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number.parseInt(safeRead(lock) ?? "", 10);
      // A lock being written this instant has no pid yet: its writer is alive.
      if (!Number.isInteger(pid) || pid <= 0 || isAlive(pid)) return false;
      try {
        unlinkSync(lock);
      } catch {
        // Another server removed it first.
      }
    }
  }
  return false;
}

function safeRead(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}

/** Whether something accepts connections on the socket: "live", "stale" (nobody listens) or another error. */
function probe(socketPath: string): Promise<"live" | "stale" | string> {
  return new Promise((resolve) => {
    const socket = connect(socketPath);
    const timer = setTimeout(() => done("live"), probeMs);
    const done = (result: string) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    };
    socket.on("connect", () => done("live"));
    socket.on("error", (error: NodeJS.ErrnoException) => done(error.code === "ECONNREFUSED" ? "stale" : (error.code ?? error.message)));
  });
}

function writeToken(paths: HandoffPaths): string {
  const token = randomBytes(32).toString("hex");
  const temporary = `${paths.token}.${process.pid}.tmp`;
  try {
    unlinkSync(temporary);
  } catch {
    // None left over.
  }
  const fd = openSync(temporary, "wx", 0o600);
  try {
    writeSync(fd, `${token}\n`);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, paths.token);
  return token;
}

/**
 * Listens for hooks on the hand-off socket, as one `engram mcp` per server key: in an owner-only
 * directory (created 0700; another user's, a link or a looser one is refused), under an exclusive lock
 * so that of servers starting at once exactly one binds; a socket file nobody answers on (a server that
 * died) is replaced, a live one is left to its server. Each start writes a new token file (0600) and the
 * socket is made 0600. Decision 0162.
 */
export async function listenForHooks(options: HookHandoffServerOptions): Promise<HookHandoffListen> {
  const uid = options.owner?.uid ?? processUid();
  if (uid === undefined) return { listening: false, reason: "no Unix domain sockets with owners on this platform" };
  const owner: OwnerCheck = { ...options.owner, uid };
  const { paths } = options;
  mkdirSync(paths.dir, { recursive: true, mode: 0o700 });
  let dir = checkPrivate(paths.dir, "directory", owner);
  if (!dir.ok && !dir.missing && dir.why.includes("has mode") && lstatSync(paths.dir).uid === uid) {
    // This user's own directory, too open (made by hand or with a loose umask): closed to others first.
    chmodSync(paths.dir, 0o700);
    dir = checkPrivate(paths.dir, "directory", owner);
  }
  if (!dir.ok) return { listening: false, reason: `not listening for hooks: ${dir.why}` };
  if (!takeLock(paths.lock)) return { listening: false, reason: "another engram mcp is taking the hooks' socket" };
  try {
    const existing = checkPrivate(paths.socket, "socket", owner);
    if (!existing.ok && !existing.missing) return { listening: false, reason: `not listening for hooks: ${existing.why}` };
    if (existing.ok) {
      const state = await probe(paths.socket);
      if (state !== "stale") return { listening: false, reason: state === "live" ? "another engram mcp serves the hooks" : `the hooks' socket: ${state}` };
      unlinkSync(paths.socket);
    }
    const token = writeToken(paths);
    const running = { count: 0 };
    const connections = new Set<Socket>();
    const server = createServer((socket) => {
      connections.add(socket);
      socket.once("close", () => connections.delete(socket));
      serveConnection(socket, token, options, running);
    });
    server.maxConnections = 64;
    // Bound under a name of its own in the private directory, made owner-only, then renamed into place: a hook
    // never finds the socket with the mode the umask gave it, which it refuses (and says so in the log). The
    // server's start may hold the event loop between the bind and the next line (decision 0244).
    const binding = `${paths.dir}/.${process.pid}.sock`;
    try {
      unlinkSync(binding);
    } catch {
      // None left by an earlier process of this pid.
    }
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(binding, () => {
        server.off("error", reject);
        resolve();
      });
    });
    try {
      chmodSync(binding, 0o600);
      renameSync(binding, paths.socket);
    } catch (error) {
      server.close();
      throw error;
    }
    const inode = lstatSync(paths.socket).ino;
    return { listening: true, socket: paths.socket, close: () => closeServer(server, connections, paths, inode, token) };
  } finally {
    try {
      unlinkSync(paths.lock);
    } catch {
      // Gone already.
    }
  }
}

async function closeServer(server: Server, connections: Set<Socket>, paths: HandoffPaths, inode: number, token: string): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Hooks in flight see the connection end and run in their own process (decision 0162).
  for (const socket of connections) socket.destroy();
  await closed;
  // Node removes the socket file as the server closes; only this server's, should it be there still.
  removeIf(paths.socket, () => lstatSync(paths.socket).ino === inode);
  removeIf(paths.token, () => safeRead(paths.token)?.trim() === token);
}

function removeIf(file: string, ours: () => boolean): void {
  try {
    if (ours()) unlinkSync(file);
  } catch {
    // Gone already.
  }
}

function reply(socket: Socket, message: HandoffReply): void {
  if (!socket.destroyed) socket.write(`${JSON.stringify(message)}\n`);
}

/** Writes a reply and resolves whether it reached the connection: false once the hook's process has closed it. */
function delivered(socket: Socket, message: HandoffReply): Promise<boolean> {
  if (socket.destroyed) return Promise.resolve(false);
  return new Promise((resolve) => socket.write(`${JSON.stringify(message)}\n`, (error) => resolve(!error && !socket.destroyed)));
}

function serveConnection(socket: Socket, token: string, options: HookHandoffServerOptions, running: { count: number }): void {
  const log = options.log ?? (() => {});
  const chunks: Buffer[] = [];
  let size = 0;
  let read = false;
  socket.on("error", () => socket.destroy());
  socket.setTimeout(options.idleMs ?? 10_000, () => socket.destroy());
  const refuse = (refused: "token" | "invalid" | "too-large" | "busy", message: string) => {
    log(`refused a hook on the socket (${refused}): ${message}`);
    reply(socket, { v: handoffVersion, refused, message });
    // Nothing more is read from a refused connection.
    socket.end(() => socket.destroy());
  };
  const onData = (chunk: Buffer) => {
    const newline = chunk.indexOf(0x0a);
    const part = newline < 0 ? chunk : chunk.subarray(0, newline);
    size += part.length;
    if (size > maxHandoffRequestBytes) {
      socket.off("data", onData);
      return refuse("too-large", `the request is over ${maxHandoffRequestBytes} bytes`);
    }
    chunks.push(part);
    if (newline < 0 || read) return;
    read = true;
    socket.off("data", onData);
    socket.setTimeout(0);
    const checked = checkHandoffRequest(Buffer.concat(chunks).toString("utf8"), token);
    if (!checked.ok) return refuse(checked.refused, checked.message);
    if (running.count >= (options.maxRunning ?? 16)) return refuse("busy", "too many hooks at once");
    void runHook(socket, checked.hook, options, running);
  };
  socket.on("data", onData);
}

async function runHook(socket: Socket, hook: HandoffHook, options: HookHandoffServerOptions, running: { count: number }): Promise<void> {
  running.count += 1;
  try {
    // A hook's process that stopped waiting before `accepted` (a server busy past the accept wait) runs the hook
    // itself, and the write finds its connection closed: run here too, it would only race that run (decision 0162).
    if (!(await delivered(socket, { v: handoffVersion, accepted: true, timeoutMs: hook.timeoutMs ?? options.timeoutMs }))) {
      options.log?.(`${hook.event}: not run: the hook's process stopped waiting before the server accepted it, and runs the hook itself`);
      return;
    }
    const result = await options.run(hook).catch((error: unknown) => {
      options.log?.(`${hook.event} failed: ${error instanceof Error ? error.message : String(error)}`);
      return { stdout: "", ok: false };
    });
    reply(socket, { v: handoffVersion, done: true, stdout: result.stdout, ok: result.ok });
    socket.end();
  } finally {
    running.count -= 1;
  }
}
