import type { Duplex } from "node:stream";
import { securityHeaders } from "./security-headers.js";

interface ParserAnswer {
  readonly status: string;
  readonly code: string;
  readonly message: string;
}

const answers: Readonly<Record<string, ParserAnswer>> = {
  HPE_HEADER_OVERFLOW: {
    status: "431 Request Header Fields Too Large",
    code: "HEADERS_TOO_LARGE",
    message: "The request's headers are too large: send fewer or shorter headers.",
  },
  ERR_HTTP_REQUEST_TIMEOUT: { status: "408 Request Timeout", code: "REQUEST_TIMEOUT", message: "The request took too long to arrive: send it again." },
};
const badRequest: ParserAnswer = {
  status: "400 Bad Request",
  code: "BAD_REQUEST",
  message: "The request is not valid HTTP: send a well-formed HTTP/1.1 request.",
};

/**
 * Answers a request node's HTTP parser rejected (the server's `clientError`): the same JSON error and
 * security headers as every other answer, instead of node's bare status line.
 */
export function answerParserError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  const { status, code, message } = answers[error.code ?? ""] ?? badRequest;
  const body = JSON.stringify({ error: { code, message } });
  const headers = {
    ...securityHeaders,
    "content-type": "application/json; charset=utf-8",
    "content-length": String(Buffer.byteLength(body)),
    "cache-control": "no-store",
    connection: "close",
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  socket.end(`HTTP/1.1 ${status}\r\n${head}\r\n${body}`);
}
