import { randomBytes, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { EngramError } from "@engram/core";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { ChangeSignal } from "../change-signal.js";
import { checkEngramMcpOptions, createEngramMcpServer, type EngramMcpOptions } from "../engram-mcp-server.js";
import { HttpSessions, type HttpSession } from "./http-sessions.js";
import { checkToken, normalizeOrigin, RequestGuard, type Refusal } from "./request-guard.js";

export interface HttpOptions extends Omit<EngramMcpOptions, "sessionId" | "changes"> {
  /** The port (default 0: any free port; `url` says which). */
  readonly port?: number;
  /** Loopback only: "127.0.0.1" (default) or "::1". */
  readonly host?: "127.0.0.1" | "::1";
  /** The bearer token clients must send (24+ printable characters); default: 32 random bytes, base64url. */
  readonly token?: string;
  /** Origins whose pages may call the server (an MCP inspector in a browser); none by default. */
  readonly allowedOrigins?: readonly string[];
  /** Open sessions at most (default 32). */
  readonly maxSessions?: number;
  /** A session without a request for this long is closed (default 30 minutes). */
  readonly sessionIdleMs?: number;
  /** The largest request body, in bytes (default 1 MiB). */
  readonly maxBodyBytes?: number;
}

export interface EngramHttpServer {
  /** `http://127.0.0.1:<port>/mcp`. */
  readonly url: string;
  readonly port: number;
  /** What clients send as `Authorization: Bearer <token>`. */
  readonly token: string;
  /** Whether the token was generated (the caller should show it to the user). */
  readonly generatedToken: boolean;
  /** How many client sessions are open. */
  openSessions(): number;
  /** Closes every session and the listener; the store stays open. */
  close(): Promise<void>;
}

const endpoint = "/mcp";

function refuse(response: ServerResponse, refusal: Refusal): void {
  const body = JSON.stringify({ jsonrpc: "2.0", error: { code: -32000, message: refusal.message }, id: null });
  response.writeHead(refusal.status, {
    "content-type": "application/json",
    ...(refusal.status === 401 ? { "www-authenticate": 'Bearer realm="engram"' } : {}),
    ...(refusal.status === 405 ? { allow: "GET, POST, DELETE, OPTIONS" } : {}),
  });
  response.end(body);
}

/** CORS for an allowed origin only: that origin by name (never "*"), and the headers MCP needs. */
function allowOrigin(response: ServerResponse, origin: string): void {
  response.setHeader("access-control-allow-origin", origin);
  response.setHeader("vary", "Origin");
  response.setHeader("access-control-expose-headers", "Mcp-Session-Id");
}

function checkHttpOptions(options: HttpOptions): void {
  checkEngramMcpOptions(options);
  const host = options.host ?? "127.0.0.1";
  if (host !== "127.0.0.1" && host !== "::1") {
    throw new EngramError("INVALID_OPTIONS", `Engram's MCP server listens on loopback only: host must be "127.0.0.1" or "::1", not "${String(host)}".`);
  }
  const port = options.port ?? 0;
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new EngramError("INVALID_OPTIONS", `Invalid port ${String(options.port)}: give 0 to 65535 (0 picks a free port).`);
  for (const [name, value] of [
    ["maxSessions", options.maxSessions],
    ["sessionIdleMs", options.sessionIdleMs],
    ["maxBodyBytes", options.maxBodyBytes],
  ] as const) {
    if (value !== undefined && (!Number.isInteger(value) || value < 1))
      throw new EngramError("INVALID_OPTIONS", `Invalid ${name} ${String(value)}: give a whole number >= 1.`);
  }
  if (options.token !== undefined) checkToken(options.token);
  for (const origin of options.allowedOrigins ?? []) normalizeOrigin(origin);
}

/**
 * Serves Engram over MCP's Streamable HTTP on loopback: one session (server + transport) per client,
 * each request checked by `RequestGuard` first (Host, Origin, path, bearer token), sessions capped and
 * closed when idle. Resolves once listening.
 */
export async function serveHttp(options: HttpOptions): Promise<EngramHttpServer> {
  checkHttpOptions(options);
  const token = options.token ?? randomBytes(32).toString("base64url");
  const changes = new ChangeSignal();
  const sessions = new HttpSessions({ max: options.maxSessions ?? 32, idleMs: options.sessionIdleMs ?? 30 * 60_000 });
  let guard: RequestGuard | undefined;

  const serveRequest = async (session: HttpSession, request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const done = sessions.use(session);
    response.once("close", done);
    try {
      await session.transport.handleRequest(request, response);
    } finally {
      // A notification stream stays open after handleRequest returns: it counts until its response closes.
      if (response.writableEnded) done();
    }
  };

  const full = (response: ServerResponse): void => {
    response.writeHead(503, { "content-type": "application/json", "retry-after": "60" });
    response.end(
      JSON.stringify({ jsonrpc: "2.0", error: { code: -32000, message: "Too many open MCP sessions: close one (DELETE) or retry later." }, id: null }),
    );
  };

  const openSession = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    if (!(await sessions.hasRoom())) return full(response);
    const id = randomUUID();
    const server = createEngramMcpServer({ ...options, sessionId: id, changes });
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => id,
      maxRequestBodySize: options.maxBodyBytes ?? 1024 * 1024,
      onsessionclosed: () => void sessions.get(id)?.server.close(),
    });
    const session: HttpSession = { server, transport, active: 0, lastUsedMs: Date.now() };
    const previous = server.server.onclose;
    server.server.onclose = () => {
      previous?.();
      sessions.remove(id);
    };
    await server.connect(transport);
    // Another initialize may have taken the last place while this one connected.
    if (!(await sessions.hasRoom())) {
      await server.close();
      return full(response);
    }
    sessions.add(id, session);
    try {
      await serveRequest(session, request, response);
    } finally {
      // Anything but a valid initialize leaves the transport without a session: nothing to keep.
      if (transport.sessionId === undefined) {
        sessions.remove(id);
        await server.close();
      }
    }
  };

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const refusal = guard!.check(request);
    if (refusal) return refuse(response, refusal);
    const origin = guard!.allowedOrigin(request);
    if (origin !== undefined) allowOrigin(response, origin);
    if (request.method === "OPTIONS") {
      if (origin !== undefined) {
        response.setHeader("access-control-allow-methods", "GET, POST, DELETE");
        response.setHeader("access-control-allow-headers", "Authorization, Content-Type, Accept, Mcp-Session-Id, Mcp-Protocol-Version, Last-Event-ID");
        response.setHeader("access-control-max-age", "600");
      }
      response.writeHead(204, { allow: "GET, POST, DELETE, OPTIONS" });
      response.end();
      return;
    }
    const header = request.headers["mcp-session-id"];
    const id = Array.isArray(header) ? header[0] : header;
    if (id === undefined) {
      if (request.method !== "POST")
        return refuse(response, { status: 405, message: "Method not allowed without a session: start one with a POST of initialize." });
      return openSession(request, response);
    }
    const session = sessions.get(id);
    if (session === undefined) {
      response.writeHead(404, { "content-type": "application/json" });
      response.end(
        JSON.stringify({
          jsonrpc: "2.0",
          error: { code: -32001, message: "Session not found: it was closed or never existed; initialize a new one." },
          id: null,
        }),
      );
      return;
    }
    await serveRequest(session, request, response);
  };

  const listener: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      options.onWarning?.(`an MCP request failed: ${(error as Error).message}`);
      if (!response.headersSent) refuse(response, { status: 400, message: "Bad request." });
      else response.end();
    });
  });
  // A slow or stuck client does not hold a socket: its headers must arrive within 10 s and its whole request
  // within 30 s (a notification stream is a long response, not a long request). Connections are capped too.
  listener.headersTimeout = 10_000;
  listener.requestTimeout = 30_000;
  listener.maxConnections = 256;
  await new Promise<void>((resolve, reject) => {
    listener.once("error", reject);
    listener.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => {
      listener.off("error", reject);
      resolve();
    });
  });
  const port = (listener.address() as AddressInfo).port;
  guard = new RequestGuard({ port, token, allowedOrigins: options.allowedOrigins ?? [], path: endpoint });
  let closing: Promise<void> | undefined;
  return {
    url: `http://${options.host === "::1" ? "[::1]" : "127.0.0.1"}:${port}${endpoint}`,
    port,
    token,
    generatedToken: options.token === undefined,
    openSessions: () => sessions.size,
    close() {
      closing ??= (async () => {
        await sessions.closeAll();
        await new Promise<void>((resolve) => {
          listener.close(() => resolve());
          listener.closeAllConnections();
        });
      })();
      return closing;
    },
  };
}
