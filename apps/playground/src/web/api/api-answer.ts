import type { ChatStreamLine } from "../api-types.js";

/** What a route answers: JSON with a status, or a stream of NDJSON lines (the chat). */
export type ApiAnswer =
  | { readonly status: number; readonly body: unknown }
  | { readonly status: number; readonly ndjson: (send: (line: ChatStreamLine) => void) => Promise<void> };

export interface ApiRequest {
  readonly method: string;
  /** The path after /api, split at "/": ["entries", "<id>"]. */
  readonly segments: readonly string[];
  readonly query: Record<string, string>;
  readonly body: () => Promise<unknown>;
}

export const json = (body: unknown, status = 200): ApiAnswer => ({ status, body });
