import type { ChatStreamLine } from "../api-types.js";
import type { Playground } from "../playground.js";

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

/** A route's handler: the path's `:` segments in order, and the request. */
export type RouteHandler = (playground: Playground, params: readonly string[], request: ApiRequest) => Promise<ApiAnswer>;

/** Routes by pattern: "GET /sessions/:/traces/:" matches any value at each ":". */
export type RouteTable = Readonly<Record<string, RouteHandler>>;
