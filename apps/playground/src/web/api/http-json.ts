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

export async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > maxBodyBytes) throw new ApiError(413, "BODY_TOO_LARGE", `The request body is over ${maxBodyBytes} bytes.`);
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString("utf8");
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, "INVALID_JSON", "The request body is not JSON: send a JSON object with Content-Type: application/json.");
  }
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

/** Every failure as JSON: API errors with their status, Engram's typed errors as 400/503, the rest as 500 (logged). */
export function sendError(response: ServerResponse, error: unknown): void {
  if (error instanceof ApiError) return sendJson(response, error.status, { error: { code: error.code, message: error.message } });
  if (isEngramError(error)) {
    const status = error.code === "STORE_UNAVAILABLE" ? 503 : 400;
    return sendJson(response, status, { error: { code: error.code, message: error.message } });
  }
  console.error("playground: request failed", error);
  const message = error instanceof Error ? error.message : String(error);
  sendJson(response, 500, { error: { code: "INTERNAL", message } });
}
