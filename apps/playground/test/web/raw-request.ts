import { request } from "node:http";
import { connect } from "node:net";

export interface RawResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly text: string;
}

export interface RawRequest {
  readonly method?: string;
  /** Sent as written: no encoding, so malformed escapes reach the server. */
  readonly path: string;
  /** Every header as given; `host` replaces the one node would derive from the URL. */
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string | Buffer;
}

/**
 * One HTTP request with full control over the headers a browser would set (Host, Origin,
 * Sec-Fetch-*, Content-Type), the way an attacker's page or a DNS-rebound name sends them.
 */
export function rawRequest(serverUrl: string, options: RawRequest): Promise<RawResponse> {
  const { hostname, port } = new URL(serverUrl);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { hostname, port, method: options.method ?? "GET", path: options.path, headers: { ...options.headers }, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString("utf8") }));
        response.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end(options.body);
  });
}

/** Bytes written straight to the socket (for requests node's client refuses to form); resolves with everything the server sent back. */
export function rawExchange(serverUrl: string, bytes: string): Promise<string> {
  const { hostname, port } = new URL(serverUrl);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) }, () => socket.write(bytes));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    socket.on("error", reject);
  });
}
