import { consolidatedTag } from "../store/records.js";
import { recentMemo } from "../util/recent-memo.js";

import type { Embed } from "../model-functions.js";
import { messageFacts, type MessageEvent } from "./message-facts.js";
import type { MemoryStore, SearchHit, SearchTarget } from "../store/memory-store.js";
import type { DailyRecord, EntryRecord, EntryType, Trust } from "../store/records.js";
import { scopePrecedence, type Scope } from "../store/scope.js";
import type { RecallTarget } from "./recall-types.js";

export type { MessageEvent } from "./message-facts.js";

/** One search hit, reduced to what ranking needs. */
export interface Candidate {
  readonly key: string;
  readonly kind: RecallTarget;
  readonly id: string;
  readonly text: string;
  readonly at: string;
  /** `at` in epoch milliseconds (parsed once: ranking compares it often). */
  readonly atMs: number;
  readonly ids: readonly string[];
  readonly trust: Trust;
  readonly importance: number;
  readonly useCount: number;
  /** For staleness: when the entry was last used (or written), in epoch ms; undefined for what never goes stale. */
  readonly lastTouchedMs?: number;
  readonly precedence: number;
  readonly textScore: number;
  readonly vectorScore?: number;
  readonly label?: string;
  /** For archived turns: "Speaker: text" as recall shows it. */
  readonly line?: string;
  /** Entries: the key; daily items: the date. */
  readonly detail?: string;
  readonly sessionId?: string;
  readonly seq?: number;
}

/** The search limit per call: the store's maximum, so re-ranking in core sees a wide pool. */
export const candidateLimit = 200;

/** Importance of an archived turn (entries and daily items carry their own). */
export const messageImportance = 0.5;

export { messageIds, messageSpeaker, messageTrust } from "./message-facts.js";

/** A message hit as a candidate; a message whose words are only tool output keeps `toolOutputWeight` of its text score. */
export function messageCandidate(sessionId: string, scope: Scope, event: MessageEvent, textScore: number, precedence = scopePrecedence(scope)): Candidate {
  const facts = messageFacts(event);
  return {
    key: `message:${sessionId}:${event.seq}`,
    kind: "message",
    id: event.message.id,
    text: facts.text,
    at: event.at,
    atMs: facts.atMs,
    ids: facts.ids,
    trust: facts.trust,
    importance: messageImportance,
    useCount: 0,
    precedence,
    textScore: textScore * facts.weight,
    label: facts.label,
    line: facts.line,
    sessionId,
    seq: event.seq,
  };
}

/** Epoch ms of ISO times seen lately: a session's recalls meet the same records (and their times) call after call. */
const timeMs = recentMemo(Date.parse, 8_192);

function fromHit(hit: SearchHit, scope: Scope, messagePrecedence: number): Candidate | undefined {
  if (hit.target === "message") return messageCandidate(hit.sessionId, scope, hit.event, hit.textScore ?? 0, messagePrecedence);
  const record = hit.record;
  if (record.kind !== "entry" && record.kind !== "daily") return undefined;
  return recordCandidate(record, hit.textScore ?? 0, hit.vectorScore);
}

/** An entry or daily item as a candidate with the given scores. */
export function recordCandidate(record: EntryRecord | DailyRecord, textScore: number, vectorScore?: number): Candidate {
  const base = {
    key: `${record.kind}:${record.id}`,
    id: record.id,
    text: record.content,
    at: record.updatedAt,
    atMs: timeMs(record.updatedAt),
    ids: record.provenance.messageIds,
    trust: record.provenance.trust,
    importance: record.importance,
    precedence: scopePrecedence(record.scope),
    textScore,
    ...(vectorScore === undefined ? {} : { vectorScore }),
  };
  if (record.kind === "daily") return { ...base, kind: "daily", useCount: 0, detail: record.date };
  return {
    ...base,
    kind: "entry",
    useCount: record.useCount,
    detail: record.key,
    ...(record.pinned ? {} : { lastTouchedMs: timeMs(record.lastUsedAt ?? record.updatedAt) }),
  };
}

export interface CandidateSearch {
  readonly store: MemoryStore;
  readonly scope: Scope;
  readonly text: string;
  readonly targets: readonly RecallTarget[];
  /** Only records of these types (the store's `types` filter: messages, which have none, are then no hits). */
  readonly types?: readonly EntryType[];
  readonly embed?: Embed;
  readonly query: string;
  /**
   * Sessions whose turns, and the daily items extracted from them, are not candidates (the current
   * one: its turns are in the prompt already, or in its thread summary).
   */
  readonly excludeSessionIds?: readonly string[];
  /** Receives the superseded entries the search found (they are not candidates: their successors answer). */
  readonly superseded?: EntryRecord[];
}

/**
 * Candidates from the store's own search (server-side in every backend): one text search over all
 * targets, plus a vector search over records when `embed` exists. Hits found by both are merged.
 * Superseded entries are skipped: their successor answers instead; so are consolidated daily items
 * (their entry answers).
 */
export async function searchCandidates(search: CandidateSearch): Promise<Candidate[]> {
  const byKey = new Map<string, Candidate>();
  const typed = search.types !== undefined && search.types.length > 0;
  const targets: SearchTarget[] = typed ? search.targets.filter((target) => target !== "message") : [...search.targets];
  const types = typed ? { types: search.types } : {};
  const messagePrecedence = scopePrecedence(search.scope);
  const add = (hits: readonly SearchHit[]): void => {
    for (const hit of hits) {
      if (hit.target === "record" && hit.record.kind === "entry" && hit.record.supersededBy !== undefined) {
        search.superseded?.push(hit.record);
        continue;
      }
      if (hit.target === "message" && search.excludeSessionIds?.includes(hit.sessionId)) continue;
      if (hit.target === "record" && hit.record.kind === "daily" && excluded(search, hit.record.provenance.sessionId)) continue;
      // A consolidated daily item lives on in an entry, which knows when it was superseded or
      // forgotten; recalling the raw item would bring back the old value.
      if (hit.target === "record" && hit.record.kind === "daily" && hit.record.tags.includes(consolidatedTag)) continue;
      const candidate = fromHit(hit, search.scope, messagePrecedence);
      if (!candidate) continue;
      const known = byKey.get(candidate.key);
      if (!known) byKey.set(candidate.key, candidate);
      else if (candidate.vectorScore !== undefined) byKey.set(candidate.key, { ...known, vectorScore: candidate.vectorScore });
    }
  };
  if (search.text.trim().length > 0 && targets.length > 0) {
    add(
      await search.store.search({
        text: search.text,
        targets,
        scope: search.scope,
        limit: candidateLimit,
        ...types,
        // Recall only reads its candidates: a store may hand out the parsed rows it keeps.
        shared: true,
        ...(search.excludeSessionIds?.length ? { excludeSessionIds: search.excludeSessionIds } : {}),
      }),
    );
  }
  const recordTargets = targets.filter((target) => target !== "message");
  if (search.embed && search.store.capabilities.vectorSearch && recordTargets.length > 0) {
    const [vector] = await search.embed([search.query]);
    if (vector && vector.length > 0) {
      add(await search.store.search({ vector, targets: recordTargets, scope: search.scope, limit: candidateLimit, ...types, shared: true }));
    }
  }
  return [...byKey.values()];
}

function excluded(search: CandidateSearch, sessionId: string | undefined): boolean {
  return sessionId !== undefined && search.excludeSessionIds?.includes(sessionId) === true;
}
