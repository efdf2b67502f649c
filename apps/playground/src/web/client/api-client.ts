import type { ConfigView, DailyView, EntryView, ExplainView, SessionHit, SessionListItem, SessionView, TraceView } from "../api-types.js";

/** An API error as the server explained it. */
export class ApiCallError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

export async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`/api/${path}`, {
    method,
    ...(body === undefined ? {} : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as T & { error?: { code: string; message: string } };
  if (!response.ok) throw new ApiCallError(json.error?.code ?? String(response.status), json.error?.message ?? response.statusText);
  return json;
}

export const q = (params: Record<string, string | undefined>): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  return search.size ? `?${search}` : "";
};

/** The playground's API, for one store. */
export const api = {
  config: () => call<ConfigView>("GET", "config"),
  newSession: () => call<{ id: string }>("POST", "sessions"),
  session: (store: string, id: string) => call<SessionView>("GET", `sessions/${encodeURIComponent(id)}${q({ store })}`),
  trace: (store: string, sessionId: string, traceId: string) =>
    call<TraceView>("GET", `sessions/${encodeURIComponent(sessionId)}/traces/${encodeURIComponent(traceId)}${q({ store })}`),
  explain: (store: string, sessionId: string, traceId: string, target: { entry: string } | { message: string }) =>
    call<ExplainView>("GET", `sessions/${encodeURIComponent(sessionId)}/traces/${encodeURIComponent(traceId)}/explain${q({ store, ...target })}`),
  sessions: (store: string) => call<{ sessions: SessionListItem[] }>("GET", `sessions${q({ store })}`),
  searchSessions: (store: string, query: string) => call<{ results: SessionHit[] }>("GET", `sessions/search${q({ store, q: query })}`),
  entries: (store: string, query?: string) => call<{ entries: EntryView[] }>("GET", `entries${q({ store, q: query })}`),
  remember: (store: string, content: string, type: string) => call<{ entry: EntryView }>("POST", "entries", { store, content, type }),
  editEntry: (store: string, id: string, patch: { content?: string; pinned?: boolean }) =>
    call<{ entry: EntryView }>("PATCH", `entries/${encodeURIComponent(id)}`, { store, ...patch }),
  forget: (store: string, id: string) => call<{ forgotten: string }>("DELETE", `entries/${encodeURIComponent(id)}${q({ store })}`),
  consolidate: (store: string) => call<{ changes: { action: string; reason: string }[] }>("POST", "consolidate", { store }),
  daily: (store: string) => call<{ items: DailyView[] }>("GET", `daily${q({ store })}`),
};
