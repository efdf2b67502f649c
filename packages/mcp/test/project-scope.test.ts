import { createHash } from "node:crypto";
import { mkdtemp, realpath, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createInMemoryStore } from "@engram/core";
import { afterEach, describe, expect, it } from "vitest";
import { agentNameOf } from "../src/connection-identity.js";
import { createEngramMcpServer, directoryOfRoots, projectScopeId, projectWorkspace } from "../src/index.js";
import { type Connected, connect } from "./helpers.js";

const created: string[] = [];
const connections: Connected[] = [];
afterEach(async () => {
  await Promise.all(connections.splice(0).map((connected) => connected.close()));
  await Promise.all(created.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "engram-mcp-"));
  created.push(dir);
  return dir;
}
const sha12 = (text: string): string => createHash("sha256").update(text).digest("hex").slice(0, 12);

/** The workspace a memory stored in the project scope lands in. */
async function projectStoredBy(options: Parameters<typeof connect>[0]): Promise<unknown> {
  const connected = await connect({ workspace: undefined, ...options });
  connections.push(connected);
  const result = await connected.call("memory_store", { content: "Where am I stored?", key: "where" });
  const id = (result.structuredContent as { entry: { id: string } }).entry.id;
  return (await connected.store.get("entry", id))?.scope;
}

describe("the project scope", () => {
  it("is the first 12 hex digits of sha256(realpath(dir)), the same through a symlink", async () => {
    const dir = await tempDir();
    const link = path.join(await tempDir(), "link");
    await symlink(dir, link);
    const id = sha12(await realpath(dir));
    expect(projectScopeId(dir)).toBe(id);
    expect(projectScopeId(link)).toBe(id);
    expect(projectWorkspace(link)).toBe(`project-${id}`);
    const missing = path.join(dir, "not", "here");
    expect(projectScopeId(missing)).toBe(sha12(missing));
  });

  it("comes from the client's first file root, else the working directory, else the configured workspace", async () => {
    const cwd = await tempDir();
    const root = await tempDir();
    expect(await projectStoredBy({ cwd })).toEqual({ workspace: projectWorkspace(cwd) });
    expect(await projectStoredBy({ cwd, roots: ["file://remote-host/repo", pathToFileURL(root).href] })).toEqual({ workspace: projectWorkspace(root) });
    expect(await projectStoredBy({ cwd, roots: [pathToFileURL(root).href], workspace: "acme-api" })).toEqual({ workspace: "acme-api" });
    expect(directoryOfRoots([{ uri: "file://remote-host/x" }, { uri: pathToFileURL(root).href }])).toBe(root);
  });
});

describe("the agent scope", () => {
  it("is named after the client unless configured, and a hostile client name cannot break it", async () => {
    const store = createInMemoryStore();
    for (const [clientName, agent, expected] of [
      ["claude-code", undefined, "claude-code"],
      ["claude-code", "reviewer", "reviewer"],
      ["\u0000evil\u202e\u200bname", undefined, "evilname"],
      ["\u0000\u0001", undefined, "agent"],
    ] as const) {
      const connected = await connect({ store, clientName, ...(agent ? { agent } : {}) });
      connections.push(connected);
      const result = await connected.call("memory_store", { content: "An agent habit.", key: `habit-${expected}`, scope: "agent" });
      const id = (result.structuredContent as { entry: { id: string } }).entry.id;
      expect((await store.get("entry", id))?.scope).toEqual({ agent: expected });
    }
    expect(agentNameOf("x".repeat(500))).toBe("x".repeat(64));
    expect(agentNameOf(42)).toBe("agent");
  });
});

describe("options", () => {
  it("are refused with a message naming the option", () => {
    const store = createInMemoryStore();
    expect(() => createEngramMcpServer({ store, workspace: "" })).toThrow(
      expect.objectContaining({ code: "INVALID_SCOPE", message: expect.stringMatching(/^Invalid workspace for the MCP server: /) }),
    );
    expect(() => createEngramMcpServer({ store, sessionId: "a\nb" })).toThrow(
      expect.objectContaining({ code: "INVALID_SCOPE", message: expect.stringMatching(/^Invalid sessionId for the MCP server: /) }),
    );
    expect(() => createEngramMcpServer({ store, pollMs: -1 })).toThrow(
      expect.objectContaining({ code: "INVALID_OPTIONS", message: "Invalid pollMs -1: give milliseconds >= 0 (0 polls never)." }),
    );
  });
});
