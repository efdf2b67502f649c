import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { EngramError } from "@engram/core";

/** Why a request is turned away: the status, and a message for whoever sent it. */
export interface Refusal {
  readonly status: 400 | 401 | 403 | 404 | 405;
  readonly message: string;
}

export interface GuardOptions {
  readonly port: number;
  readonly token: string;
  /** Origins (scheme://host[:port]) whose pages may call the server; none by default. */
  readonly allowedOrigins: readonly string[];
  /** The endpoint's path (default "/mcp"). */
  readonly path?: string;
}

/** The shape a configured token must have: header-safe, long enough not to be guessed. */
const tokenShape = /^[\x21-\x7e]{24,512}$/;

/** `origin` as browsers send it (`new URL(origin).origin`); a wildcard, a path or anything but http(s) is refused. */
export function normalizeOrigin(origin: string): string {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    throw new EngramError("INVALID_OPTIONS", `Allowed origin "${origin}" is not a URL: give scheme://host[:port], such as http://localhost:6274.`);
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || origin.includes("*") || url.origin !== origin.replace(/\/$/, "")) {
    throw new EngramError(
      "INVALID_OPTIONS",
      `Allowed origin "${origin}" must be exactly scheme://host[:port] with http or https (no path, no wildcard): each page that may call the server is named.`,
    );
  }
  return url.origin;
}

/** Checks a configured token; INVALID_OPTIONS names what is wrong. */
export function checkToken(token: string): string {
  if (!tokenShape.test(token)) {
    throw new EngramError(
      "INVALID_OPTIONS",
      "The MCP token must be 24 to 512 printable ASCII characters without spaces; leave it out to have one generated, or generate one with `openssl rand -hex 32`.",
    );
  }
  return token;
}

const digest = (text: string): Buffer => createHash("sha256").update(text, "utf8").digest();

/**
 * The checks every request passes before the MCP transport sees it, in this order: the Host header
 * names this server on loopback (a DNS-rebinding page sends its own host name); an Origin header, when
 * present, is one of the allowed origins (a page on another site is refused, even when its Host is
 * ours); the path is the endpoint and carries no query string (a token there ends up in logs); the
 * `Authorization: Bearer` token matches, compared in constant time.
 */
export class RequestGuard {
  readonly #hosts: ReadonlySet<string>;
  readonly #origins: ReadonlySet<string>;
  readonly #token: Buffer;
  readonly #path: string;

  constructor(options: GuardOptions) {
    this.#hosts = new Set(["127.0.0.1", "localhost", "[::1]"].map((host) => `${host}:${options.port}`));
    this.#origins = new Set(options.allowedOrigins.map(normalizeOrigin));
    this.#token = digest(checkToken(options.token));
    this.#path = options.path ?? "/mcp";
  }

  /** The request's Origin when it is allowed (for the CORS headers of the answer). */
  allowedOrigin(request: IncomingMessage): string | undefined {
    const origin = request.headers.origin;
    return origin !== undefined && this.#origins.has(origin) ? origin : undefined;
  }

  check(request: IncomingMessage): Refusal | undefined {
    const host = request.headers.host?.toLowerCase();
    if (host === undefined || !this.#hosts.has(host)) {
      return { status: 403, message: `Forbidden: the Host header ${JSON.stringify(host ?? "")} does not name this server (it answers on 127.0.0.1 only).` };
    }
    const origin = request.headers.origin;
    if (origin !== undefined && !this.#origins.has(origin)) {
      return {
        status: 403,
        message: `Forbidden: pages from ${JSON.stringify(origin)} may not call this server. Allow the origin in "mcp": { "allowedOrigins": [...] } if it is yours.`,
      };
    }
    const [path, query] = splitTarget(request.url ?? "/");
    if (path !== this.#path) return { status: 404, message: `Not found: the MCP endpoint is ${this.#path}.` };
    if (query !== undefined) {
      return { status: 400, message: "Bad request: the MCP endpoint takes no query string; send the token in an Authorization: Bearer header." };
    }
    if (request.method === "OPTIONS") return undefined;
    if (!this.#authorized(request.headers.authorization)) {
      return {
        status: 401,
        message:
          "Unauthorized: send the server's token as Authorization: Bearer <token> (engram mcp --http prints it, or reads mcp.token from engram.config.json).",
      };
    }
    return undefined;
  }

  #authorized(header: string | undefined): boolean {
    const match = header === undefined ? null : /^Bearer +(\S+) *$/i.exec(header);
    // Digests have one length whatever was sent, so the comparison takes the same time for any guess.
    return match !== null && timingSafeEqual(digest(match[1]!), this.#token);
  }
}

function splitTarget(target: string): [string, string | undefined] {
  const at = target.indexOf("?");
  return at === -1 ? [target, undefined] : [target.slice(0, at), target.slice(at + 1)];
}
