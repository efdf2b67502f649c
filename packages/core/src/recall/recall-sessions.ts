import { stemWord } from "../text/stem.js";
import { messageSearchText, messageSearchWeight } from "../message/message-search-text.js";
import type { MessageRole } from "../message/message-schema.js";
import type { MemoryStore } from "../store/memory-store.js";
import type { Scope } from "../store/scope.js";
import { foldText, tokenize } from "../text/text-tokens.js";
import { recentMemo } from "../util/recent-memo.js";
import { candidateLimit } from "./recall-candidates.js";
import { analyzeQuery } from "./recall-query.js";
import { withoutForgotten } from "./forgotten-filter.js";

export interface RecallSessionsOptions {
  readonly store: MemoryStore;
  readonly scope: Scope;
  readonly query: string;
  /** Only the most recently updated sessions (default 20). */
  readonly maxSessions?: number;
  /** At most this many excerpts (default 10). */
  readonly maxResults?: number;
  /** Leave out this session (the current one). */
  readonly excludeSessionId?: string;
  /** Characters of context an excerpt shows (default 240). */
  readonly excerptChars?: number;
}

export interface SessionExcerpt {
  readonly sessionId: string;
  readonly seq: number;
  readonly at: string;
  readonly role: MessageRole;
  readonly excerpt: string;
  readonly score: number;
}

/** Added when the message holds the query verbatim (case- and accent-folded). */
export const exactMatchBoost = 0.5;
/** Weight of keyword density: the share of the message's words that are query words. */
export const densityWeight = 0.5;

/**
 * A text's words as stems (`tokenize`, then `stemWord`), for the texts seen lately: `recallSessions` scores
 * the recent sessions' turns query after query. Texts over 4,096 characters are read every time, so the memo
 * holds at most 1,024 short ones.
 */
const wordStems = recentMemo((text: string): readonly string[] => tokenize(text).map(stemWord), 1_024, 4_096);

/** Share of a text's words that match a query stem (0..1). */
export function keywordDensity(text: string, stems: readonly string[]): number {
  const words = wordStems(text);
  if (words.length === 0 || stems.length === 0) return 0;
  const wanted = new Set(stems);
  let found = 0;
  for (const word of words) if (wanted.has(word)) found++;
  return found / words.length;
}

/** About `chars` characters around the first query word, marked with "…" where cut. */
export function excerptAround(text: string, stems: readonly string[], chars: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= chars) return flat;
  const folded = foldText(flat);
  const wanted = new Set(stems);
  let index = 0;
  for (const match of folded.matchAll(/[\p{L}\p{N}]+/gu)) {
    if (wanted.has(stemWord(match[0]))) {
      index = match.index;
      break;
    }
  }
  const start = Math.max(0, Math.min(index - Math.floor(chars / 3), flat.length - chars));
  const end = Math.min(flat.length, start + chars);
  return `${start > 0 ? "…" : ""}${flat.slice(start, end).trim()}${end < flat.length ? "…" : ""}`;
}

/**
 * Cross-session recall (CLIO's `recall_sessions`): searches the archived messages of the most recently
 * updated sessions (`maxSessions`) through the store, then re-scores each hit with CLIO's signals, an
 * exact-match boost and keyword density, on top of the store's relevance (normalised to the best hit); a
 * message whose words are only tool output keeps `toolOutputWeight` of that score. Best first; ties newer
 * first. The store searches those sessions only (`sessionIds`): the best turns of every session, of which
 * those recent ones were kept, left out a recent session's turn whenever older sessions held 200 better ones.
 */
export async function recallSessions(options: RecallSessionsOptions): Promise<SessionExcerpt[]> {
  const query = analyzeQuery(options.query);
  if (query.terms.length === 0) return [];
  // Forgotten entries' source passages are never returned (forgotten-filter.ts): the tombstones are read
  // while the sessions are listed and the messages searched.
  const store = withoutForgotten(options.store, options.scope);
  const page = await options.store.listSessions({ scope: options.scope, limit: options.maxSessions ?? 20 });
  const sessionIds = page.sessions.map((session) => session.id).filter((id) => id !== options.excludeSessionId);
  if (sessionIds.length === 0) return [];
  const sessions = new Set(sessionIds);
  const hits = await store.search({ text: query.searchText, targets: ["message"], scope: options.scope, limit: candidateLimit, sessionIds });
  const phrase = foldText(options.query.trim());
  let best = 0;
  for (const hit of hits) if (hit.target === "message") best = Math.max(best, hit.textScore ?? hit.score);
  const scored: (Omit<SessionExcerpt, "excerpt"> & { readonly text: string })[] = [];
  for (const hit of hits) {
    // The store kept to `sessionIds` already; checked again for a store written before that filter existed.
    if (hit.target !== "message" || !sessions.has(hit.sessionId)) continue;
    const text = messageSearchText(hit.event.message);
    const relevance = best > 0 ? (hit.textScore ?? hit.score) / best : 0;
    const exact = phrase.length > 0 && foldText(text).includes(phrase) ? exactMatchBoost : 0;
    // Tool output is found, but below a conversation message with the same words (toolOutputWeight).
    const score = messageSearchWeight(hit.event.message) * (relevance + exact + densityWeight * keywordDensity(text, query.stems));
    scored.push({ sessionId: hit.sessionId, seq: hit.event.seq, at: hit.event.at, role: hit.event.message.role, score: Math.round(score * 1e6) / 1e6, text });
  }
  scored.sort((a, b) => b.score - a.score || Date.parse(b.at) - Date.parse(a.at) || a.seq - b.seq);
  // Excerpts are cut for the turns returned only.
  return scored.slice(0, options.maxResults ?? 10).map(({ text, ...found }) => ({
    sessionId: found.sessionId,
    seq: found.seq,
    at: found.at,
    role: found.role,
    excerpt: excerptAround(text, query.stems, options.excerptChars ?? 240),
    score: found.score,
  }));
}
