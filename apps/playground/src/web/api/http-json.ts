import type { IncomingMessage, ServerResponse } from "node:http";
import { isEngramError } from "@engram/core";
import type { z } from "zod";

/** An error the API answers with its status and a JSON body `{ error: { code, message } }`. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

const maxBodyBytes = 64 * 1024;

function parseJson(text: string): unknown {
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, "INVALID_JSON", "The request body is not JSON: send a JSON object with Content-Type: application/json.");
  }
}

/**
 * The body as JSON (an empty body is `{}`). Past 64 KiB the rest is read without being kept and the
 * answer is a 413 once the body has ended: answering earlier makes node close the connection while
 * the client is still writing, and the client sees a broken pipe instead of the 413.
 */
export function readJson(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBodyBytes) chunks.push(chunk);
      else chunks.length = 0;
    });
    request.once("end", () => {
      if (size > maxBodyBytes) {
        reject(new ApiError(413, "BODY_TOO_LARGE", `The request body is over ${maxBodyBytes} bytes: the API takes at most 64 KiB of JSON.`));
        return;
      }
      try {
        resolve(parseJson(Buffer.concat(chunks).toString("utf8")));
      } catch (error) {
        reject(error);
      }
    });
    request.once("error", reject);
  });
}

/** Parses with zod; a failure names each field and what was wrong with it. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown, what: string): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => `${issue.path.join(".") || "(body)"}: ${issue.message}`).join("; ");
  throw new ApiError(400, "INVALID_INPUT", `Invalid ${what}: ${issues}.`);
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" });
  response.end(text);
}

/**
 * Streams NDJSON: one JSON value per line, each written as soon as it is sent, so the page shows a reply
 * arriving. The lines are the route's to choose (errors midway are lines too: the status is already out).
 */
export async function sendNdjson<L>(response: ServerResponse, status: number, lines: (send: (line: L) => void) => Promise<void>): Promise<void> {
  response.writeHead(status, { "content-type": "application/x-ndjson; charset=utf-8", "cache-control": "no-store", "x-accel-buffering": "no" });
  response.flushHeaders();
  await lines((line) => {
    if (!response.destroyed) response.write(`${JSON.stringify(line)}\n`);
  });
  response.end();
}

/**
 * What a failure answers: API errors with their status, Engram's typed errors as 400/503. Anything else
 * is the playground's own fault: logged once with its stack, answered 500 with a generic message (the
 * error's text can carry paths and store details the page has no use for).
 */
export function errorAnswer(error: unknown): { status: number; body: { error: { code: string; message: string } } } {
  if (error instanceof ApiError) return { status: error.status, body: { error: { code: error.code, message: error.message } } };
  if (isEngramError(error)) {
    const status = error.code === "STORE_UNAVAILABLE" ? 503 : 400;
    return { status, body: { error: { code: error.code, message: error.message } } };
  }
  console.error("playground: request failed", error);
  return { status: 500, body: { error: { code: "INTERNAL", message: "The playground failed on this request: the terminal running the server shows why." } } };
}

/** Every failure as JSON (see `errorAnswer`). */
export function sendError(response: ServerResponse, error: unknown): void {
  if (response.headersSent) {
    // Too late for a status: the client sees the connection end early.
    console.error("playground: request failed after its answer began", error);
    response.destroy();
    return;
  }
  const { status, body } = errorAnswer(error);
  sendJson(response, status, body);
}
