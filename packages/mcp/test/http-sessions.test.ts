import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { afterEach, describe, expect, it } from "vitest";
import { type HttpSession, HttpSessions } from "../src/http/http-sessions.js";

const made: HttpSessions[] = [];
afterEach(async () => {
  await Promise.all(made.splice(0).map((sessions) => sessions.closeAll()));
});

/** A session whose server records that it was closed. */
function session(closed: string[], id: string): HttpSession {
  const server = { close: async () => void closed.push(id) } as unknown as McpServer;
  return { server, transport: {} as StreamableHTTPServerTransport, active: 0, lastUsedMs: 0 };
}

describe("the sessions of an HTTP server", () => {
  it("close a session idle for idleMs, never one with a request or stream under way, and make room at the cap", async () => {
    let clock = 0;
    const closed: string[] = [];
    const sessions = new HttpSessions({ max: 2, idleMs: 1_000, now: () => clock });
    made.push(sessions);
    const a = session(closed, "a");
    const b = session(closed, "b");
    sessions.add("a", a);
    sessions.add("b", b);
    sessions.use(a)();
    const streaming = sessions.use(b);
    clock = 999;
    expect(await sessions.hasRoom()).toBe(false);
    clock = 1_000;
    expect(await sessions.hasRoom()).toBe(true);
    expect(closed).toEqual(["a"]);
    clock = 50_000;
    await sessions.closeIdle();
    expect(closed).toEqual(["a"]);
    streaming();
    streaming();
    expect(b.active).toBe(0);
    clock = 51_000;
    await sessions.closeIdle();
    expect([closed, sessions.size]).toEqual([["a", "b"], 0]);
  });
});
