import type {
  ConfigView,
  ConsolidationAppliedView,
  ConsolidationPlanView,
  DailyView,
  EntryHistoryView,
  EntryView,
  ExplainView,
  ForgetView,
  MemoryIndexView,
  PurgeView,
  SessionHit,
  SessionListItem,
  SessionView,
  TraceView,
} from "../api-types.js";
import { whileBusy } from "./busy.js";

/** An API error as the server explained it. */
export class ApiCallError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

/** One API request; the page is busy (`body[data-busy]`) until its answer is read. */
export function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  return whileBusy(async () => {
    const response = await fetch(`/api/${path}`, {
      method,
      ...(body === undefined ? {} : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
    });
    const json = (await response.json()) as T & { error?: { code: string; message: string } };
    if (!response.ok) throw new ApiCallError(json.error?.code ?? String(response.status), json.error?.message ?? response.statusText);
    return json;
  });
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
  // The memory debugger: superseded entries, an entry's history, forget with undo, reviewed consolidation.
  entriesWithSuperseded: (store: string, query?: string) => call<{ entries: EntryView[] }>("GET", `entries${q({ store, q: query, superseded: "true" })}`),
  entryHistory: (store: string, id: string) => call<EntryHistoryView>("GET", `entries/${encodeURIComponent(id)}/history${q({ store })}`),
  forgetEntry: (store: string, id: string, purge: boolean) =>
    call<ForgetView>("DELETE", `entries/${encodeURIComponent(id)}${q({ store, purge: purge ? "true" : undefined })}`),
  undoForget: (store: string, undoId: string) => call<{ restored: EntryView[] }>("POST", "forget/undo", { store, undoId }),
  purgeForgotten: (store: string, undoId: string) => call<{ purged: PurgeView }>("POST", "forget/purge", { store, undoId }),
  previewConsolidation: (store: string) => call<ConsolidationPlanView>("POST", "consolidate/preview", { store }),
  applyConsolidation: (store: string, planId: string) => call<ConsolidationAppliedView>("POST", "consolidate/apply", { store, planId }),
  undoConsolidation: (store: string, undoId: string) => call<{ restored: number }>("POST", "consolidate/undo", { store, undoId }),
  memoryIndex: (store: string) => call<MemoryIndexView>("GET", `memory-index${q({ store })}`),
};
