import { type ChildProcess, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, realpathSync } from "node:fs";
import { openFsStore } from "@engram/store-fs";
import { openSqliteStore } from "@engram/store-sqlite";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { type CallToolResult, ListRootsRequestSchema, ResourceUpdatedNotificationSchema } from "@modelcontextprotocol/sdk/types.js";
import { afterEach, describe, expect, it } from "vitest";
import { mainScript, runEngram } from "./helpers/run-engram.js";
import { useTempDirs } from "./helpers/temp-dir.js";

const makeTempDir = useTempDirs();
/** What `engram mcp` derives a project from: the first 12 hex digits of sha256(realpath(dir)). */
const projectOf = (dir: string): string => `project-${createHash("sha256").update(realpathSync(dir)).digest("hex").slice(0, 12)}`;

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((client) => client.close().catch(() => undefined)));
});

interface TestClient {
  readonly client: Client;
  call(name: string, args: Record<string, unknown>): Promise<CallToolResult>;
  /** Resolves at the next resources/updated notification for `uri`. */
  nextUpdate(uri: string): Promise<void>;
}

function testClient(name: string, roots?: readonly string[]): TestClient {
  const client = new Client({ name, version: "1.0.0" }, { capabilities: roots ? { roots: {} } : {} });
  if (roots) client.setRequestHandler(ListRootsRequestSchema, () => ({ roots: roots.map((dir) => ({ uri: pathToFileURL(dir).href })) }));
  const waiting = new Map<string, (() => void)[]>();
  client.setNotificationHandler(ResourceUpdatedNotificationSchema, ({ params }) => {
    for (const resolve of waiting.get(params.uri)?.splice(0) ?? []) resolve();
  });
  open.push(client);
  return {
    client,
    call: async (tool, args) => (await client.callTool({ name: tool, arguments: args })) as CallToolResult,
    nextUpdate: (uri) => new Promise((resolve) => waiting.set(uri, [...(waiting.get(uri) ?? []), resolve])),
  };
}

/** A client of `engram mcp` started as a subprocess in `cwd`, its home (the default store's) in `home`. */
async function stdioClient(cwd: string, home: string): Promise<TestClient> {
  const test = testClient("e2e-stdio");
  await test.client.connect(new StdioClientTransport({ command: process.execPath, args: [mainScript, "mcp"], cwd, env: { HOME: home }, stderr: "pipe" }));
  return test;
}

const indexUri = "engram://memory/project/MEMORY.md";
const pytest = { content: "Always use pytest for testing in this project.", key: "testing-framework", type: "convention", tags: ["testing"] };

/** The entries of a project's scope in the personal store (~/.engram/memory.db), read by a second connection. */
async function projectEntries(home: string, project: string): Promise<string[]> {
  const personal = await openSqliteStore({ path: path.join(home, ".engram", "memory.db") });
  try {
    const page = await personal.query({ kind: "entry", scope: { workspace: projectOf(project) }, scopeMode: "exact" });
    return page.records.map((entry) => entry.content);
  } finally {
    await personal.close();
  }
}

describe("engram mcp over stdio", () => {
  it("lists tools and resources, stores in the project's scope under ~/.engram, keeps projects apart, forgets with purge, and notifies subscribers", {
    timeout: 120_000,
  }, async () => {
    const home = await makeTempDir();
    const projectA = await makeTempDir();
    const projectB = await makeTempDir();
    const a1 = await stdioClient(projectA, home);
    expect((await a1.client.listTools()).tools.map((tool) => tool.name)).toEqual([
      "memory_store",
      "memory_recall",
      "memory_forget",
      "memory_list",
      "session_search",
      "memory_context",
    ]);
    expect((await a1.client.listResources()).resources.map((resource) => resource.uri)).toEqual([
      "engram://memory/session/MEMORY.md",
      "engram://memory/agent/MEMORY.md",
      indexUri,
      "engram://memory/global/MEMORY.md",
    ]);
    await a1.client.subscribeResource({ uri: indexUri });
    const stored = a1.nextUpdate(indexUri);
    const store = await a1.call("memory_store", pytest);
    expect(store.isError).toBeUndefined();
    expect(store.structuredContent).toMatchObject({
      entry: { key: "testing-framework", scope: "project", type: "convention", tags: ["testing"] },
      updated: false,
    });
    await stored;
    const index = await a1.client.readResource({ uri: indexUri });
    expect(index.contents).toEqual([{ uri: indexUri, mimeType: "text/markdown", text: expect.stringContaining("**testing-framework**: Always use pytest") }]);
    // A person's memory: the personal store, a SQLite file in their home (personalStoreSpec), one scope per project.
    expect(await projectEntries(home, projectA)).toEqual(["Always use pytest for testing in this project."]);

    const b = await stdioClient(projectB, home);
    const elsewhere = await b.call("memory_recall", { query: "pytest testing" });
    expect(elsewhere.structuredContent).toEqual({ items: [], tokens: 0, leftOut: 0 });

    const a2 = await stdioClient(projectA, home);
    const here = await a2.call("memory_recall", { query: "pytest testing" });
    expect((here.structuredContent as { items: unknown[] }).items).toEqual([
      expect.objectContaining({
        key: "testing-framework",
        scope: "project",
        type: "convention",
        age: expect.any(String),
        score: expect.any(Number),
        tokens: expect.any(Number),
      }),
    ]);
    // Another process's change reaches a1's subscription through its poll of the store.
    const forgotten = a1.nextUpdate(indexUri);
    const forget = await a2.call("memory_forget", { key: "testing-framework", purge: true });
    expect(forget.structuredContent).toMatchObject({ forgotten: true, entries: 1, purged: { events: 0, dailyItems: 0 } });
    await forgotten;
    expect(await projectEntries(home, projectA)).toEqual([]);
    expect((await a1.call("memory_recall", { query: "pytest testing" })).structuredContent).toEqual({ items: [], tokens: 0, leftOut: 0 });
  });

  it("writes nothing but JSON-RPC to stdout, and its warnings to stderr", { timeout: 60_000 }, async () => {
    const home = await makeTempDir();
    const cwd = await makeTempDir();
    // A damaged entry file: the fs store reports it, which must not reach the protocol channel.
    await mkdir(path.join(home, ".engram", "entries", "global"), { recursive: true });
    await writeFile(path.join(home, ".engram", "entries", "global", "broken.md"), "---\nnot: [valid\n---\n");
    const child = spawn(process.execPath, [mainScript, "mcp", "--store", "fs:~/.engram"], {
      cwd,
      env: { ...process.env, HOME: home },
      stdio: ["pipe", "pipe", "pipe"],
    });
    // Bytes, not strings: the transport reading the same stream parses Buffers.
    const stdoutChunks: Buffer[] = [];
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => stdoutChunks.push(chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    const exited = new Promise<number | null>((resolve) => child.once("close", resolve));
    const test = testClient("raw");
    // The SDK's stream transport, pointed at the child's pipes: a client over exactly these bytes.
    await test.client.connect(new StdioServerTransport(child.stdout, child.stdin));
    await test.call("memory_store", { content: "The user prefers tabs." });
    expect((await test.call("memory_store", { content: "" })).isError).toBe(true);
    await test.call("memory_recall", { query: "tabs" });
    await test.client.readResource({ uri: indexUri });
    await expect(test.client.readResource({ uri: "engram://memory/nowhere/MEMORY.md" })).rejects.toThrow(/the scope must be one of/);
    child.stdin.end();
    expect(await exited).toBe(0);
    const lines = Buffer.concat(stdoutChunks)
      .toString("utf8")
      .split("\n")
      .filter((line) => line !== "");
    expect(lines.length).toBeGreaterThanOrEqual(6);
    for (const line of lines) expect(JSON.parse(line)).toMatchObject({ jsonrpc: "2.0" });
    expect(stderr).toContain(`engram mcp: serving fs:${path.join(home, ".engram")} over stdio\n`);
    expect(stderr).toMatch(/engram: warning: .*broken\.md/);
  });
});

describe("engram mcp's start", () => {
  /** `engram mcp` on a new fs store, with `nodeFlags`, stdin closed at once: its exit code and stderr. */
  const start = async (nodeFlags: readonly string[]): Promise<{ code: number | null; stderr: string }> => {
    const home = await makeTempDir();
    const child = spawn(process.execPath, [...nodeFlags, mainScript, "mcp", "--store", "fs:~/.engram"], {
      cwd: home,
      env: { ...process.env, HOME: home },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    const code = new Promise<number | null>((resolve) => child.once("close", resolve));
    child.stdin.end();
    return { code: await code, stderr };
  };

  it("serves from a process running its V8 flags (the same pid), unless the person sized the young generation or said to keep them", {
    timeout: 60_000,
  }, async () => {
    /** The command line the server's process runs once it serves (read from /proc: the pid stays the one spawned). */
    const serving = async (nodeFlags: readonly string[], env: Record<string, string> = {}): Promise<string[]> => {
      const home = await makeTempDir();
      const child = spawn(process.execPath, [...nodeFlags, mainScript, "mcp", "--store", "fs:~/.engram"], {
        cwd: home,
        env: { ...process.env, HOME: home, ...env },
        stdio: ["pipe", "pipe", "pipe"],
      });
      let stderr = "";
      const exited = new Promise<number | null>((resolve) => child.once("close", resolve));
      await new Promise<void>((resolve, reject) => {
        child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
          stderr += chunk;
          if (stderr.includes("engram mcp: serving fs:")) resolve();
        });
        child.once("close", () => reject(new Error(`engram mcp ended before serving: ${stderr}`)));
      });
      const commandLine = (await readFile(`/proc/${child.pid}/cmdline`, "utf8")).split("\0").filter((part) => part !== "");
      child.stdin.end();
      expect(await exited).toBe(0);
      return commandLine;
    };
    const flagged = await serving([]);
    expect(flagged.slice(1, 2)).toEqual(["--max-semi-space-size=16"]);
    expect(flagged.slice(-4)).toEqual([mainScript, "mcp", "--store", "fs:~/.engram"]);
    const sized = await serving(["--max-semi-space-size=32"]);
    expect(sized.filter((part) => part.includes("semi-space"))).toEqual(["--max-semi-space-size=32"]);
    const kept = await serving([], { ENGRAM_KEEP_V8_FLAGS: "1" });
    expect(kept.some((part) => part.includes("semi-space"))).toBe(false);
  });

  it("settles the heap after its open when the young generation is above 64 MiB, and says so before serving", { timeout: 60_000 }, async () => {
    // A young generation that starts at 128 MiB stands for one a large store's open grew (decision 0229);
    // it cannot shrink below its minimum, so only the message is checked, not the size after.
    const large = await start(["--min-semi-space-size=128", "--max-semi-space-size=128"]);
    expect(large.code).toBe(0);
    expect(large.stderr).toMatch(/^engram mcp: settled the heap after the open in \d+ ms: young generation \d+ -> \d+ MiB, RSS \d+ -> \d+ MiB$/m);
    expect(large.stderr.indexOf("settled the heap")).toBeLessThan(large.stderr.indexOf("engram mcp: serving fs:"));
    const young = /young generation (\d+) -> (\d+) MiB/.exec(large.stderr)!;
    expect(Number(young[1])).toBeGreaterThan(64);
    // A small store's open leaves the young generation as Node starts it: nothing to settle.
    const small = await start([]);
    expect(small.code).toBe(0);
    expect(small.stderr).toContain("engram mcp: serving fs:");
    expect(small.stderr).not.toContain("settled the heap");
  });

  it("warms up recall once no hook has come for a while, when a session is archived, and says how long it took", { timeout: 60_000 }, async () => {
    const home = await makeTempDir();
    const seeded = await openFsStore({ root: path.join(home, ".engram"), watch: false });
    const at = "2026-11-30T09:00:00.000Z";
    await seeded.appendEvents("s1", { workspace: "w1" }, [
      {
        at,
        type: "message",
        message: { id: "m1", role: "user", parts: [{ type: "text", text: "why does the checkout test race the webhook" }], createdAt: at },
      },
    ]);
    await seeded.close();
    const child = spawn(process.execPath, [mainScript, "mcp", "--store", "fs:~/.engram"], {
      cwd: home,
      env: { ...process.env, HOME: home },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stderr = "";
    const warmed = new Promise<void>((resolve) => {
      child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
        stderr += chunk;
        if (/warmed up recall|warming up recall failed/.test(stderr)) resolve();
      });
    });
    const code = new Promise<number | null>((resolve) => child.once("close", resolve));
    await warmed;
    child.stdin.end();
    expect(await code).toBe(0);
    expect(stderr).toMatch(/^engram mcp: warmed up recall in \d+ ms$/m);
    // A new store holds no session: nothing to warm up with, and nothing said.
    const empty = await start([]);
    expect(empty.code).toBe(0);
    expect(empty.stderr).not.toMatch(/warm/);
  });
});

/** `engram mcp --http --port 0 --json` in `cwd`: its address and token from the one line it prints. */
async function startHttp(cwd: string, home: string): Promise<{ child: ChildProcess; url: string; token: string; exited: Promise<number | null> }> {
  const child = spawn(process.execPath, [mainScript, "mcp", "--http", "--port", "0", "--json"], {
    cwd,
    env: { ...process.env, HOME: home },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<number | null>((resolve) => child.once("close", resolve));
  open.push({ close: async () => void child.kill("SIGTERM") });
  let stderr = "";
  child.stderr!.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  const line = await new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout!.setEncoding("utf8").on("data", (chunk: string) => {
      out += chunk;
      if (out.includes("\n")) resolve(out.slice(0, out.indexOf("\n")));
    });
    child.once("close", (code) => reject(new Error(`engram mcp --http exited with ${code}: ${stderr}`)));
  });
  const { url, token } = JSON.parse(line) as { url: string; token: string };
  return { child, url, token, exited };
}

async function httpClient(url: string, token: string, roots?: readonly string[]): Promise<TestClient> {
  const test = testClient("e2e-http", roots);
  await test.client.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers: { Authorization: `Bearer ${token}` } } }));
  return test;
}

const initialize = JSON.stringify({
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "attacker", version: "1" } },
});

describe("engram mcp --http", () => {
  it("serves clients with the token, keeps projects apart by their roots, notifies across sessions, and refuses requests without the token or from a foreign origin", {
    timeout: 120_000,
  }, async () => {
    const home = await makeTempDir();
    const projectA = await makeTempDir();
    const projectB = await makeTempDir();
    const server = await startHttp(projectA, home);
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);

    const a1 = await httpClient(server.url, server.token);
    expect((await a1.client.listTools()).tools).toHaveLength(6);
    expect((await a1.client.listResources()).resources.map((resource) => resource.uri)).toContain(indexUri);
    await a1.client.subscribeResource({ uri: indexUri });
    const updated = a1.nextUpdate(indexUri);
    // A second session (no roots: the server's directory, project A) stores; a1 hears of it.
    const a2 = await httpClient(server.url, server.token);
    expect((await a2.call("memory_store", pytest)).structuredContent).toMatchObject({ entry: { scope: "project" } });
    await updated;
    expect((await a1.client.readResource({ uri: indexUri })).contents[0]).toMatchObject({ text: expect.stringContaining("testing-framework") });

    const b = await httpClient(server.url, server.token, [projectB]);
    expect((await b.call("memory_recall", { query: "pytest" })).structuredContent).toMatchObject({ items: [] });
    const a3 = await httpClient(server.url, server.token, [projectA]);
    expect((await a3.call("memory_recall", { query: "pytest" })).structuredContent).toMatchObject({ items: [{ key: "testing-framework", scope: "project" }] });

    const headers = { "content-type": "application/json", accept: "application/json, text/event-stream" };
    const anonymous = await fetch(server.url, { method: "POST", headers, body: initialize });
    expect(anonymous.status).toBe(401);
    const foreign = await fetch(server.url, {
      method: "POST",
      headers: { ...headers, authorization: `Bearer ${server.token}`, origin: "https://evil.example" },
      body: initialize,
    });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get("access-control-allow-origin")).toBeNull();

    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  });
});

describe("engram mcp usage", () => {
  it("refuses --json and --port without --http, and names a bad mcp section of the config", { timeout: 90_000 }, async () => {
    const cwd = await makeTempDir();
    const json = await runEngram(["mcp", "--json"], { cwd, env: { HOME: cwd } });
    expect(json.code).toBe(2);
    expect(JSON.parse(json.stderr)).toEqual({
      error: {
        code: "USAGE",
        message: "--json prints the HTTP server's address and token; without --http, stdout carries the MCP protocol.",
        hint: 'Run "engram mcp --help" for usage.',
      },
    });
    const port = await runEngram(["mcp", "--port", "80"], { cwd, env: { HOME: cwd } });
    expect(port.code).toBe(2);
    expect(port.stderr).toBe('engram: --port is for --http; in stdio mode the client talks over stdin and stdout.\nRun "engram mcp --help" for usage.\n');
    await writeFile(path.join(cwd, "engram.config.json"), JSON.stringify({ mcp: { tokn: "x" } }));
    const config = await runEngram(["mcp"], { cwd, env: { HOME: cwd } });
    expect(config.code).toBe(2);
    expect(config.stderr).toContain('is invalid at "mcp": Unrecognized key: "tokn". It takes only "store" and "scope", both strings, "mcp" (workspace');
  });

  it("reads the token and the project's workspace from the config, and refuses a token too short to be safe", { timeout: 60_000 }, async () => {
    const cwd = await makeTempDir();
    await writeFile(path.join(cwd, "engram.config.json"), JSON.stringify({ store: "fs:./memory", mcp: { token: "short" } }));
    const weak = await runEngram(["mcp", "--http"], { cwd, env: { HOME: cwd } });
    expect(weak).toEqual({
      code: 1,
      stdout: "",
      stderr:
        "engram: INVALID_OPTIONS: The MCP token must be 24 to 512 printable ASCII characters without spaces; leave it out to have one generated, " +
        "or generate one with `openssl rand -hex 32`.\nCheck the options named above (engram <command> --help lists them).\n",
    });
    const token = "a-token-of-the-team-0123456789";
    await writeFile(path.join(cwd, "engram.config.json"), JSON.stringify({ store: "fs:./memory", mcp: { token, workspace: "acme-api" } }));
    const server = await startHttp(cwd, cwd);
    expect(server.token).toBe(token);
    const client = await httpClient(server.url, token);
    await client.call("memory_store", pytest);
    expect(existsSync(path.join(cwd, "memory", "entries", "workspace=acme-api", "testing-framework.md"))).toBe(true);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  });
});
