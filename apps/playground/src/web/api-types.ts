// The JSON the API sends; the browser code imports these types only.
//
// Routes (every one answers JSON `{ error: { code, message } }` with a 4xx/5xx status on failure; the
// message is plain words naming the problem and the fix; unknown ids answer 404 NOT_FOUND):
//   GET    /api/config                                   -> ConfigView
//   POST   /api/chat {store?, framework, sessionId, message}
//          -> 200 application/x-ndjson: ChatStreamLine per line ("delta"... then "done", or "error")
//             (a request refused before the model runs answers plain JSON 4xx, like every route)
//   GET    /api/sessions?store                           -> { sessions: SessionListItem[] }
//   POST   /api/sessions {}                              -> 201 { id }
//   GET    /api/sessions/search?store&q                  -> { results: SessionHit[] }
//   GET    /api/sessions/:id?store                       -> SessionView (404 for an id never seen: not
//                                                           in the store and not issued by POST /sessions)
//   GET    /api/sessions/:id/traces/:traceId?store       -> TraceView
//   GET    /api/sessions/:id/traces/:traceId/explain?store&entry=<entry id> | &message=<message id>
//                                                        -> ExplainView ("why was X not recalled?")
//   GET    /api/entries?store&q&superseded=true          -> { entries: EntryView[] } (superseded ones too with the flag)
//   POST   /api/entries {store?, content, type?, key?, pinned?} -> 201 { entry }
//   PATCH  /api/entries/:id {store?, content?, pinned?}  -> { entry }
//   GET    /api/entries/:id/history?store                -> EntryHistoryView
//   DELETE /api/entries/:id?store&purge=true             -> ForgetView
//   POST   /api/forget/undo {store?, undoId}             -> { restored: EntryView[] }
//   POST   /api/forget/purge {store?, undoId}            -> { purged: PurgeView } (ends the undo)
//   POST   /api/consolidate/preview {store?}             -> ConsolidationPlanView (nothing written)
//   POST   /api/consolidate/apply {store?, planId}       -> ConsolidationAppliedView (409 CHANGED_SINCE_PREVIEW
//                                                           when the memory changed after the preview)
//   POST   /api/consolidate/undo {store?, undoId}        -> { restored: number } (409 CHANGED_SINCE_APPLY)
//   GET    /api/memory-index?store                       -> MemoryIndexView
//   GET    /api/daily?store                              -> { items: DailyView[] }
import type { ModelInfo } from "./model/neutral-prompt.js";

export interface ConfigView {
  readonly model: ModelInfo;
  readonly userId: string;
  readonly frameworks: readonly { readonly id: string; readonly label: string }[];
  readonly stores: readonly { readonly kind: string; readonly location: string }[];
  readonly defaultStore: string;
  readonly contextWindow: number;
}

/** Where a message stands in the session's working context, as of the session's latest prompt. */
export type MessageState = "in-window" | "summarized" | "archived-only";

export interface MessageView {
  readonly id: string;
  readonly role: string;
  readonly text: string;
  /** ISO time; the page formats it. */
  readonly at: string;
  readonly state: MessageState;
  /** Assistant messages: the trace of the model call that wrote it (the last call of its turn). */
  readonly traceId?: string;
}

/** The chips on an assistant bubble: one model call, in short. */
export interface TraceSummary {
  readonly id: string;
  readonly at: string;
  /** "ai-sdk" | "langchain" | "mastra" (the framework that made the call). */
  readonly framework: string;
  /** True when the offline, deterministic model answered. */
  readonly offlineModel: boolean;
  /** 0 for the first prompt of a turn, 1..3 for each smaller retry after a length rejection. */
  readonly attempt: number;
  /** The prompt's total tokens. */
  readonly tokens: number;
  /** What the proactive trim compares with `proactiveAt` (see ManifestView.tokens.trimBasis). */
  readonly trimBasis: number;
  readonly proactiveAt: number;
  readonly limit: number;
  readonly trigger: string;
  /** Items recall put in the prompt, and how many of them are long-term entries. */
  readonly recalled: number;
  readonly recalledLongTerm: number;
  /** Facts extracted from this turn's messages into the daily log. */
  readonly extracted: number;
  /** Messages this call dropped from the window (summarized). */
  readonly droppedNow: number;
}

export interface PartView {
  /** "system" | "summary" | "recovery" | "injection" | "message" | "tools" */
  readonly kind: string;
  readonly label: string;
  readonly tokens: number;
  /** The part's whole text as sent (tool definitions: their JSON). */
  readonly text: string;
}

export interface SignalView {
  readonly name: string;
  readonly value: number;
  readonly weight: number;
  /** weight x value: what the signal added to the score. */
  readonly contribution: number;
}

export interface RecallItemView {
  /** "entry" | "daily" | "message" | … (the recall source kind) */
  readonly kind: string;
  /** The entry, daily item or message id(s) the item came from. */
  readonly ids: readonly string[];
  readonly text: string;
  readonly tokens: number;
  readonly signals: readonly SignalView[];
  readonly total: number;
  /** Left-out items: "budget" or "limit". */
  readonly reason?: string;
}

export interface ManifestView {
  readonly framework: string;
  readonly trigger: string;
  readonly stages: readonly string[];
  readonly budget: {
    readonly contextWindow: number;
    readonly maxOutputTokens: number;
    readonly limit: number;
    readonly proactiveAt: number;
    readonly targetAt: number;
  };
  readonly tokens: {
    readonly total: number;
    readonly untrimmed: number;
    readonly system: number;
    readonly summary: number;
    readonly injections: number;
    readonly messages: number;
    /** Tool definitions and per-prompt structure. */
    readonly overhead: number;
    /** What the pipeline compared with `budget.proactiveAt` on this call (before trimming). */
    readonly trimBasis: number;
    /** The same quantity after this call's trimming: what the gauge draws against the trim line. */
    readonly trimBasisAfter: number;
  };
  readonly parts: readonly PartView[];
  readonly droppedNow: number;
  readonly droppedInSession: number;
  readonly recall: {
    readonly query: string;
    readonly tokens: number;
    readonly budgetTokens: number;
    readonly indexTokens: number;
    readonly note?: string;
    readonly items: readonly RecallItemView[];
    readonly leftOut: readonly RecallItemView[];
  };
}

/** One model call's trace, as kept in the store. */
export interface TraceView extends TraceSummary {
  readonly sessionId: string;
  readonly manifest: ManifestView;
  /** The prompt as one text, the way "copy raw prompt" copies it. */
  readonly rawPrompt: string;
  /** Daily items extracted from this turn's messages. */
  readonly extractedItems: readonly DailyView[];
  /** Daily items the pre-trim flush wrote from the messages this call dropped. */
  readonly flushedItems: readonly DailyView[];
  /** Ids of the messages this call dropped from the window. */
  readonly droppedIds: readonly string[];
}

/** "Why was X not recalled?": recall's own explanation for one entry or message against a trace's query. */
export interface ExplainView {
  readonly query: string;
  readonly target: { readonly kind: "entry" | "message"; readonly id: string; readonly text: string };
  /** "recalled" | "left-out-budget" | "left-out-limit" | "below-floor" | "no-match" | "forgotten" | "superseded" | "other-scope" | "not-found-in-store" … */
  readonly verdict: string;
  /** One or two sentences in plain words. */
  readonly explanation: string;
  /** 1-based position among scored candidates, when it was scored. */
  readonly rank?: number;
  readonly candidates?: number;
  readonly signals?: readonly SignalView[];
  readonly total?: number;
}

/** The point in the session's archive where the thread summary takes over. */
export interface SummaryView {
  readonly text: string;
  /** The last message the summary covers: the chat draws the boundary after it. */
  readonly throughMessageId?: string;
  readonly messages: number;
}

/** One point of the budget-over-time sparkline: one model call. */
export interface BudgetPoint {
  readonly traceId: string;
  readonly at: string;
  readonly total: number;
  readonly trimBasis: number;
  readonly trimBasisAfter: number;
  readonly proactiveAt: number;
  readonly limit: number;
  /** A trim happened on this call (trigger other than "none"). */
  readonly trimmed: boolean;
}

export interface SessionView {
  readonly id: string;
  readonly messages: readonly MessageView[];
  /** The rendered thread summary, when a trim made one. */
  readonly summary?: SummaryView;
  /** Every model call of the session, oldest first. */
  readonly traces: readonly TraceSummary[];
  readonly timeline: readonly BudgetPoint[];
  /** The latest call's manifest (the gauge's). */
  readonly manifest?: ManifestView;
}

export interface SessionListItem {
  readonly id: string;
  readonly title: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly messages: number;
}

export interface SessionHit {
  readonly sessionId: string;
  readonly role: string;
  readonly excerpt: string;
  readonly at: string;
}

export interface EntryView {
  readonly id: string;
  readonly key: string;
  readonly content: string;
  readonly type: string;
  readonly pinned: boolean;
  readonly importance: number;
  readonly useCount: number;
  /** "manual" | "extracted" | "distilled" | "imported" */
  readonly source: string;
  readonly updatedAt: string;
  readonly revisions: number;
  /** Set on a superseded entry: the entry holding its newer value. */
  readonly supersededBy?: string;
  readonly validTo?: string;
}

/** One step of an entry's life. */
export interface EntryEvent {
  readonly at: string;
  /** "extracted" | "distilled" | "remembered" | "imported" | "edited" | "superseded" | "supersedes" | "forgotten" */
  readonly kind: string;
  /** The content from this step on (edits: the new text; the first step: the first text). */
  readonly text?: string;
  readonly detail: string;
}

export interface EntryHistoryView {
  readonly entry: EntryView;
  readonly events: readonly EntryEvent[];
  /** The supersede chain through this entry, newest first (this entry included). */
  readonly chain: readonly EntryView[];
  /** Sessions and messages it came from. */
  readonly provenance: { readonly sessionId?: string; readonly messageIds: readonly string[]; readonly trust: string };
}

export interface ForgetView {
  readonly forgotten: string;
  /** The entries deleted with it (its superseded chain), by id. */
  readonly entries: readonly string[];
  /** Present until purged: POST /api/forget/undo restores the exact entries. */
  readonly undoId?: string;
  readonly purged?: PurgeView;
}

export interface PurgeView {
  readonly messages: number;
  readonly daily: number;
  readonly notes: number;
  readonly summaries: number;
}

export interface ConsolidationChangeView {
  /** "created" | "merged" | "superseded" | "skipped" | "decayed" | "pruned" | "expired" | "conflict" | "index" */
  readonly action: string;
  readonly reason: string;
  readonly entryId?: string;
  readonly key?: string;
  /** The entry's text before the change (none for created). */
  readonly before?: string;
  /** The entry's text after the change (none for pruned or absorbed). */
  readonly after?: string;
}

export interface ConsolidationPlanView {
  readonly planId: string;
  readonly changes: readonly ConsolidationChangeView[];
  /** Records the plan writes, by kind and effect. */
  readonly writes: { readonly created: number; readonly updated: number; readonly deleted: number };
}

export interface ConsolidationAppliedView {
  readonly undoId: string;
  readonly changes: readonly ConsolidationChangeView[];
}

export interface MemoryIndexView {
  /** MEMORY.md as injected into the prompt (empty when there are no entries). */
  readonly text: string;
  readonly tokens: number;
  readonly lines: number;
  readonly truncated?: "lines" | "bytes";
  readonly updatedAt?: string;
}

export interface DailyView {
  readonly id: string;
  readonly date: string;
  readonly content: string;
  readonly type: string;
  readonly importance: number;
  readonly sessionId?: string;
  readonly messageIds?: readonly string[];
}

/** One line of the chat stream. */
export type ChatStreamLine =
  | { readonly type: "delta"; readonly text: string }
  | { readonly type: "done"; readonly reply: string; readonly session: SessionView }
  | { readonly type: "error"; readonly error: { readonly code: string; readonly message: string } };

export interface ApiError {
  readonly error: { readonly code: string; readonly message: string };
}
