import { request as httpRequest } from "node:http";
import { createInMemoryStore } from "@engram/core";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterEach, describe, expect, it } from "vitest";
import { type EngramHttpServer, type HttpOptions, serveHttp } from "../src/index.js";
import { now } from "./helpers.js";

const servers: EngramHttpServer[] = [];
const clients: Client[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close().catch(() => undefined)));
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

const token = "test-token-0123456789-abcdefghij";

async function serve(options: Partial<HttpOptions> = {}): Promise<EngramHttpServer> {
  const server = await serveHttp({ store: createInMemoryStore(), token, workspace: "project-test", now, pollMs: 0, ...options });
  servers.push(server);
  return server;
}

async function client(server: EngramHttpServer, bearer = token): Promise<Client> {
  const connected = new Client({ name: "http-test", version: "1.0.0" });
  clients.push(connected);
  await connected.connect(new StreamableHTTPClientTransport(new URL(server.url), { requestInit: { headers: { Authorization: `Bearer ${bearer}` } } }));
  return connected;
}

interface RawResponse {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

const initialize = JSON.stringify({
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "raw", version: "1" } },
});

/** One request exactly as given: any Host, Origin, path or method an attacker's page or script could send. */
function raw(
  server: EngramHttpServer,
  options: { method?: string; path?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port: server.port,
        method: options.method ?? "POST",
        path: options.path ?? "/mcp",
        headers: { "content-type": "application/json", accept: "application/json, text/event-stream", ...options.headers },
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.once("error", reject);
    req.end(options.method === "GET" || options.method === "OPTIONS" ? undefined : (options.body ?? initialize));
  });
}

const authorized = { authorization: `Bearer ${token}` };
const messageOf = (response: RawResponse): string => (JSON.parse(response.body) as { error: { message: string } }).error.message;

describe("serveHttp", () => {
  it("serves SDK clients that send the token, one session each, on 127.0.0.1", async () => {
    const server = await serve();
    expect(server.url).toBe(`http://127.0.0.1:${server.port}/mcp`);
    expect(server.generatedToken).toBe(false);
    const first = await client(server);
    const second = await client(server);
    expect((await first.listTools()).tools.map((tool) => tool.name)).toContain("memory_store");
    await first.callTool({ name: "memory_store", arguments: { content: "Use pnpm for every package.", key: "pm" } });
    const recalled = (await second.callTool({ name: "memory_recall", arguments: { query: "pnpm package" } })) as CallToolResult;
    expect(recalled.structuredContent).toMatchObject({ items: [{ key: "pm", scope: "project" }] });
    expect(server.openSessions()).toBe(2);
    await (second.transport as StreamableHTTPClientTransport).terminateSession();
    expect(server.openSessions()).toBe(1);
  });

  it("generates a token when none is given", async () => {
    const server = await serve({ token: undefined });
    expect(server.generatedToken).toBe(true);
    expect(server.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await raw(server, { headers: { authorization: `Bearer ${server.token}` } })).status).toBe(200);
  });
});

describe("requests an attacker could send", () => {
  it("are refused: no token, a wrong token, a token in the query string, a foreign Origin, another Host, another path", async () => {
    const server = await serve();
    const cases: [string, Parameters<typeof raw>[1], number, RegExp][] = [
      ["no token", {}, 401, /^Unauthorized: send the server's token as Authorization: Bearer <token>/],
      ["a wrong token of the same length", { headers: { authorization: `Bearer ${token.replace(/.$/, "X")}` } }, 401, /^Unauthorized/],
      ["another scheme", { headers: { authorization: `Basic ${Buffer.from(`x:${token}`).toString("base64")}` } }, 401, /^Unauthorized/],
      ["the token in the query string", { path: `/mcp?token=${token}` }, 400, /takes no query string; send the token in an Authorization: Bearer header/],
      ["the token in the query string and the header", { path: `/mcp?access_token=${token}`, headers: authorized }, 400, /takes no query string/],
      [
        "a foreign Origin with the token",
        { headers: { ...authorized, origin: "https://evil.example" } },
        403,
        /^Forbidden: pages from "https:\/\/evil.example" may not call this server/,
      ],
      ["the null Origin of a sandboxed page", { headers: { ...authorized, origin: "null" } }, 403, /^Forbidden: pages from "null"/],
      [
        "a rebound host name",
        { headers: { ...authorized, host: `evil.example:${server.port}` } },
        403,
        /^Forbidden: the Host header "evil.example:\d+" does not name this server/,
      ],
      ["loopback on another port", { headers: { ...authorized, host: `127.0.0.1:${server.port + 1}` } }, 403, /^Forbidden: the Host header/],
      ["another path", { path: "/admin", headers: authorized }, 404, /^Not found: the MCP endpoint is \/mcp\.$/],
      ["a GET without a session", { method: "GET", headers: authorized }, 405, /^Method not allowed without a session/],
      ["an unknown session", { headers: { ...authorized, "mcp-session-id": "not-a-session" } }, 404, /^Session not found/],
    ];
    for (const [what, options, status, message] of cases) {
      const response = await raw(server, options);
      expect([what, response.status], what).toEqual([what, status]);
      expect(messageOf(response), what).toMatch(message);
      expect(response.headers["access-control-allow-origin"], what).toBeUndefined();
    }
    expect((await raw(server, { headers: authorized })).status).toBe(200);
    expect((await raw(server, { headers: { ...authorized, host: `localhost:${server.port}` } })).status).toBe(200);
    expect((await raw(server, { headers: { authorization: `bearer ${token}` } })).status).toBe(200);
    expect(server.openSessions()).toBe(3);
  });

  it("answers an allowed origin by name, never with a wildcard, and refuses others' preflights", async () => {
    const server = await serve({ allowedOrigins: ["http://localhost:6274"] });
    const preflight = await raw(server, { method: "OPTIONS", headers: { origin: "http://localhost:6274", "access-control-request-method": "POST" } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers).toMatchObject({
      "access-control-allow-origin": "http://localhost:6274",
      "access-control-allow-methods": "GET, POST, DELETE",
      vary: "Origin",
    });
    expect(preflight.headers["access-control-allow-headers"]).toContain("Authorization");
    const call = await raw(server, { headers: { ...authorized, origin: "http://localhost:6274" } });
    expect(call.status).toBe(200);
    expect(call.headers["access-control-allow-origin"]).toBe("http://localhost:6274");
    expect(call.headers["access-control-expose-headers"]).toBe("Mcp-Session-Id");
    const foreign = await raw(server, { method: "OPTIONS", headers: { origin: "http://localhost:6275" } });
    expect(foreign.status).toBe(403);
    expect(foreign.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("caps open sessions and request bodies", async () => {
    const server = await serve({ maxSessions: 1, maxBodyBytes: 2_000 });
    expect((await raw(server, { headers: authorized })).status).toBe(200);
    const full = await raw(server, { headers: authorized });
    expect([full.status, messageOf(full), full.headers["retry-after"]]).toEqual([503, "Too many open MCP sessions: close one (DELETE) or retry later.", "60"]);
    const other = await serve({ maxBodyBytes: 2_000 });
    const big = await raw(other, { headers: authorized, body: JSON.stringify({ ...JSON.parse(initialize), padding: "x".repeat(3_000) }) });
    expect(big.status).toBe(413);
    expect(other.openSessions()).toBe(0);
  });

  it("stops listening when closed", async () => {
    const server = await serve();
    await server.close();
    await expect(raw(server, { headers: authorized })).rejects.toThrow(/ECONNREFUSED/);
  });
});

describe("serveHttp options", () => {
  it("refuse a host off loopback, a wildcard origin, a bad workspace and a weak token before listening", async () => {
    const store = createInMemoryStore();
    await expect(serveHttp({ store, host: "0.0.0.0" as "127.0.0.1" })).rejects.toMatchObject({
      code: "INVALID_OPTIONS",
      message: 'Engram\'s MCP server listens on loopback only: host must be "127.0.0.1" or "::1", not "0.0.0.0".',
    });
    await expect(serveHttp({ store, allowedOrigins: ["*"] })).rejects.toMatchObject({
      code: "INVALID_OPTIONS",
      message: expect.stringMatching(/^Allowed origin "\*" is not a URL/),
    });
    await expect(serveHttp({ store, allowedOrigins: ["https://*.example.com"] })).rejects.toMatchObject({
      code: "INVALID_OPTIONS",
      message: expect.stringMatching(/must be exactly scheme:\/\/host\[:port\] with http or https \(no path, no wildcard\)/),
    });
    await expect(serveHttp({ store, workspace: "a\u0000b" })).rejects.toMatchObject({
      code: "INVALID_SCOPE",
      message: expect.stringMatching(/^Invalid workspace for the MCP server: /),
    });
    await expect(serveHttp({ store, token: "hunter2" })).rejects.toMatchObject({
      code: "INVALID_OPTIONS",
      message: expect.stringMatching(/^The MCP token must be 24 to 512/),
    });
  });
});
