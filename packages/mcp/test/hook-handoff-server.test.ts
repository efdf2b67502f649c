import { lstatSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { connect, Server } from "node:net";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { maxHandoffRequestBytes } from "../src/handoff/index.js";
import { checkHandoffRequest, type HandoffHook } from "../src/index.js";
import { useHandoffHome } from "./handoff-harness.js";

const { home: handoffHome, listen } = useHandoffHome();
const token = "ab".repeat(32);
const good = { v: 1, token, event: "Stop", input: '{"session_id":"s"}', cwd: "/work/repo", home: "/home/ann", env: { CLAUDE_PROJECT_DIR: "/work/repo" } };

/** Sends raw bytes to a socket as an attacker would; resolves with every line the server wrote once it closes the connection. */
function send(socketPath: string, bytes: string | Buffer): Promise<string[]> {
  return new Promise((resolve) => {
    const socket = connect(socketPath);
    let text = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      text += chunk;
    });
    // Writing on after the server refused (EPIPE) is the attacker's problem; the lines read so far are the answer.
    socket.on("error", () => {});
    socket.on("close", () => resolve(text.split("\n").filter((line) => line !== "")));
    socket.on("connect", () => {
      if (bytes.length > 0) socket.write(bytes);
    });
  });
}

/** A live server whose token is read back from its token file; records the hooks it ran and what it logged. */
async function server(options: { maxRunning?: number; idleMs?: number; run?: (hook: HandoffHook) => Promise<{ stdout: string; ok: boolean }> } = {}) {
  const { paths } = await handoffHome();
  const ran: HandoffHook[] = [];
  const logged: string[] = [];
  const listening = await listen({
    paths,
    timeoutMs: 5_000,
    log: (message) => logged.push(message),
    ...(options.maxRunning === undefined ? {} : { maxRunning: options.maxRunning }),
    ...(options.idleMs === undefined ? {} : { idleMs: options.idleMs }),
    run:
      options.run ??
      (async (hook) => {
        ran.push(hook);
        return { stdout: "answer", ok: true };
      }),
  });
  expect(listening.listening).toBe(true);
  const serverToken = readFileSync(paths.token, "utf8").trim();
  return { paths, ran, logged, serverToken, line: (fields: Record<string, unknown>) => `${JSON.stringify({ ...good, token: serverToken, ...fields })}\n` };
}

const refused = (code: string, message: string) => JSON.stringify({ v: 1, refused: code, message });

describe("the hand-off socket takes hostile input", () => {
  it("answers a well-formed request with the right token: accepted at once, then the hook's answer", async () => {
    const s = await server();
    expect(await send(s.paths.socket, s.line({}))).toEqual([
      JSON.stringify({ v: 1, accepted: true, timeoutMs: 5_000 }),
      JSON.stringify({ v: 1, done: true, stdout: "answer", ok: true }),
    ]);
    expect(s.ran).toEqual([{ event: "Stop", input: good.input, cwd: good.cwd, home: good.home, env: good.env }]);
  });

  it("refuses a wrong or missing token before reading anything else, and runs nothing", async () => {
    const s = await server();
    const wrong = refused("token", "wrong token: the hook must read the server's token file");
    expect(await send(s.paths.socket, s.line({ token: "0".repeat(64) }))).toEqual([wrong]);
    expect(await send(s.paths.socket, s.line({ token: undefined }))).toEqual([wrong]);
    // The right shape otherwise hostile: still only the token is judged.
    expect(await send(s.paths.socket, `${JSON.stringify({ v: 1, token: "x", event: "rm -rf /" })}\n`)).toEqual([wrong]);
    expect(s.ran).toEqual([]);
    expect(s.logged).toEqual(Array(3).fill("refused a hook on the socket (token): wrong token: the hook must read the server's token file"));
  });

  it("refuses malformed JSON, and a request over the size limit before reading the rest", async () => {
    const s = await server();
    expect(await send(s.paths.socket, "{not json\n")).toEqual([refused("invalid", "the request is not JSON")]);
    expect(await send(s.paths.socket, "[1,2]\n")).toEqual([refused("invalid", "the request is not a JSON object")]);
    expect(await send(s.paths.socket, Buffer.alloc(maxHandoffRequestBytes + 1, 0x61))).toEqual([
      refused("too-large", `the request is over ${maxHandoffRequestBytes} bytes`),
    ]);
    expect(s.ran).toEqual([]);
  });

  it("closes a connection that sends no whole request in time, and refuses hooks past the number it runs at once", async () => {
    const s = await server({ idleMs: 50 });
    expect(await send(s.paths.socket, "")).toEqual([]);
    expect(await send(s.paths.socket, '{"v":1,')).toEqual([]);

    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = () => {};
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const busy = await server({
      maxRunning: 1,
      run: async () => {
        started();
        await gate;
        return { stdout: "first", ok: true };
      },
    });
    const first = send(busy.paths.socket, busy.line({}));
    await running;
    expect(await send(busy.paths.socket, busy.line({}))).toEqual([refused("busy", "too many hooks at once")]);
    release();
    expect((await first).at(-1)).toBe(JSON.stringify({ v: 1, done: true, stdout: "first", ok: true }));
  });

  it("checks every field of a request: exactly the protocol's, a known event, absolute paths, only Claude Code's variables, a budget in range", () => {
    const check = (fields: Record<string, unknown>) => checkHandoffRequest(JSON.stringify({ ...good, ...fields }), token);
    const invalid = (message: string) => ({ ok: false, refused: "invalid", message });
    expect(check({})).toEqual({ ok: true, hook: { event: "Stop", input: good.input, cwd: good.cwd, home: good.home, env: good.env } });
    expect(check({ timeoutMs: 100 })).toMatchObject({ ok: true, hook: { timeoutMs: 100 } });
    expect(check({ v: 2 })).toEqual(invalid("the request is not version 1 of the hand-off"));
    expect(check({ extra: true })).toEqual(invalid('unknown field "extra"'));
    expect(check({ event: "PreToolUse" })).toEqual(invalid("unknown hook event"));
    expect(check({ input: { session_id: "s" } })).toEqual(invalid("the hook input is not a string"));
    expect(check({ input: "x".repeat(4 * 1024 * 1024 + 1) })).toEqual({ ok: false, refused: "too-large", message: "the hook input is over 4194304 bytes" });
    expect(check({ cwd: "repo" })).toEqual(invalid("cwd and home must be absolute paths"));
    expect(check({ home: "/home/ann\0/x" })).toEqual(invalid("cwd and home must be absolute paths"));
    expect(check({ env: { PATH: "/bin" } })).toEqual(invalid("env may hold only CLAUDE_PROJECT_DIR and CLAUDE_CONFIG_DIR"));
    expect(check({ env: { CLAUDE_CONFIG_DIR: 1 } })).toEqual(invalid("env CLAUDE_CONFIG_DIR is not a path"));
    expect(check({ env: ["CLAUDE_CONFIG_DIR"] })).toEqual(invalid("env is not an object"));
    expect(check({ timeoutMs: 99 })).toEqual(invalid("timeoutMs must be a whole number of ms from 100 to 600000"));
    expect(check({ timeoutMs: 1000.5 })).toEqual(invalid("timeoutMs must be a whole number of ms from 100 to 600000"));
  });
});

describe("a server listens only where no one else can reach the socket", () => {
  const uid = process.getuid!();
  const run = async () => ({ stdout: "", ok: true });

  it("refuses a symlinked or another user's directory, and a file in the socket's place; closes its own directory to others", async () => {
    const { home, paths } = await handoffHome();
    const elsewhere = path.join(home, "elsewhere");
    mkdirSync(elsewhere, { mode: 0o700 });
    symlinkSync(elsewhere, paths.dir);
    expect(await listen({ paths, timeoutMs: 1_000, run })).toEqual({
      listening: false,
      reason: `not listening for hooks: ${paths.dir} is a symbolic link: the hand-off follows none`,
    });

    const other = await handoffHome();
    expect(await listen({ paths: other.paths, timeoutMs: 1_000, run, owner: { uid: uid + 1 } })).toEqual({
      listening: false,
      reason: `not listening for hooks: ${other.paths.dir} belongs to uid ${uid}, not to this user (uid ${uid + 1})`,
    });

    const open = await handoffHome();
    mkdirSync(open.paths.dir, { mode: 0o755 });
    writeFileSync(open.paths.socket, "not a socket");
    expect(await listen({ paths: open.paths, timeoutMs: 1_000, run })).toEqual({
      listening: false,
      reason: `not listening for hooks: ${open.paths.socket} is not a socket`,
    });
    expect(readFileSync(open.paths.socket, "utf8")).toBe("not a socket");
    expect((lstatSync(open.paths.dir).mode & 0o777).toString(8)).toBe("700");
  });

  it("makes the socket owner-only before it has its name, whatever the umask: a hook never finds it open to others", async () => {
    const { paths } = await handoffHome();
    mkdirSync(paths.dir, { mode: 0o700 });
    // What the socket's name holds the moment the server binds (the bind is synchronous, inside listen): with the
    // socket bound under its name, the mode the umask gave it until the server's next step.
    const atBind: string[] = [];
    const original = Server.prototype.listen;
    Server.prototype.listen = function (this: Server, ...args: unknown[]) {
      const result = (original as (...rest: unknown[]) => Server).apply(this, args);
      try {
        atBind.push((lstatSync(paths.socket).mode & 0o777).toString(8));
      } catch {
        atBind.push("absent");
      }
      return result;
    } as typeof Server.prototype.listen;
    const umask = process.umask(0o000);
    let listening: Awaited<ReturnType<typeof listen>>;
    try {
      listening = await listen({ paths, timeoutMs: 1_000, run });
    } finally {
      process.umask(umask);
      Server.prototype.listen = original;
    }
    expect(listening.listening).toBe(true);
    expect(atBind).toEqual(["absent"]);
    expect((lstatSync(paths.socket).mode & 0o777).toString(8)).toBe("600");
    expect(lstatSync(paths.socket).isSocket()).toBe(true);
    // The name it was bound under is gone: only the socket and its token are in the directory, and it answers.
    expect(readdirSync(paths.dir).sort()).toEqual([path.basename(paths.socket), path.basename(paths.token)].sort());
    await new Promise<void>((resolve, reject) => {
      const client = connect(paths.socket);
      client.once("connect", () => {
        client.destroy();
        resolve();
      });
      client.once("error", reject);
    });
  });
});
