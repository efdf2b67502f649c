import type { ConfigView, SessionHit, SessionView } from "../api-types.js";

/** What the chat side of the page shows; the URL carries store, framework and session. */
export interface ChatState {
  readonly config: ConfigView;
  store: string;
  framework: string;
  sessionId: string;
  session: SessionView | undefined;
  /** The URL named a session this store has never seen. */
  missing: boolean;
  /** The message being sent, and the reply streamed so far. */
  pending: { text: string; reply: string } | undefined;
  hits: { query: string; results: SessionHit[] } | undefined;
}

export interface UrlState {
  readonly session?: string;
  readonly store?: string;
  readonly framework?: string;
}

/** ?session=…&store=…&framework=… of the current address. */
export function readUrlState(location: Location = window.location): UrlState {
  const params = new URLSearchParams(location.search);
  const value = (name: string) => params.get(name) || undefined;
  const session = value("session");
  const store = value("store");
  const framework = value("framework");
  return { ...(session ? { session } : {}), ...(store ? { store } : {}), ...(framework ? { framework } : {}) };
}

/** Keeps the address current: a new history entry when the session changes ("push"), else in place. */
export function writeUrlState(state: ChatState, how: "push" | "replace"): void {
  const params = new URLSearchParams({ session: state.sessionId, store: state.store, framework: state.framework });
  const next = `${window.location.pathname}?${params}`;
  if (next === `${window.location.pathname}${window.location.search}`) return;
  if (how === "push") window.history.pushState(null, "", next);
  else window.history.replaceState(null, "", next);
}

/** The URL's choice when the server offers it, else the default. */
export function pick(wanted: string | undefined, offered: readonly string[], fallback: string): string {
  return wanted !== undefined && offered.includes(wanted) ? wanted : fallback;
}

export const frameworkLabel = (state: ChatState, id: string): string => state.config.frameworks.find((framework) => framework.id === id)?.label ?? id;
export const storeLabel = (kind: string): string => (kind === "fs" ? "files" : kind === "pglite" ? "PGlite" : kind === "postgres" ? "Postgres" : kind);
