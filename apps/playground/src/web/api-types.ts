// The JSON the API sends; the browser code imports these types only.
import type { ModelInfo } from "./model/neutral-prompt.js";

export interface ConfigView {
  readonly model: ModelInfo;
  readonly userId: string;
  readonly frameworks: readonly { readonly id: string; readonly label: string }[];
  readonly stores: readonly { readonly kind: string; readonly location: string }[];
  readonly defaultStore: string;
  readonly contextWindow: number;
}

export interface MessageView {
  readonly id: string;
  readonly role: string;
  readonly text: string;
  readonly at: string;
}

export interface PartView {
  readonly kind: string;
  readonly label: string;
  readonly tokens: number;
  /** The part's text, cut to 600 characters. */
  readonly text: string;
}

export interface RecallItemView {
  readonly kind: string;
  readonly text: string;
  readonly tokens: number;
  readonly signals: Readonly<Record<string, number>>;
  readonly total: number;
  readonly reason?: string;
}

export interface ManifestView {
  readonly framework: string;
  readonly trigger: string;
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

export interface SessionView {
  readonly id: string;
  readonly messages: readonly MessageView[];
  /** The rendered thread summary, when a trim made one. */
  readonly summary?: string;
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
  readonly source: string;
  readonly updatedAt: string;
  readonly revisions: number;
}

export interface DailyView {
  readonly id: string;
  readonly date: string;
  readonly content: string;
  readonly type: string;
  readonly importance: number;
  readonly sessionId?: string;
}

export interface ChatReply {
  readonly reply: string;
  readonly session: SessionView;
}

export interface ApiError {
  readonly error: { readonly code: string; readonly message: string };
}
