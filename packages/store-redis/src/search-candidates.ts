import { EngramError, instant, scopePrecedence, type MemoryRecord, type RecordKind, type Scope, type SearchCandidate, type SessionEvent } from "@engram/core";
import { decodeEvent, decodeRecord, tuples } from "./codec.js";
import { type IndexTarget, type KeyLayout, scopeKeySuffix } from "./keys.js";

export type MessageEvent = Extract<SessionEvent, { type: "message" }>;

/** What a search hit shows: a record, or a message event of a session. */
export type SearchDocument =
  | { readonly target: "record"; readonly record: MemoryRecord }
  | { readonly target: "message"; readonly sessionId: string; readonly event: MessageEvent };

/** A scope the search looks in: its label (where its keys are) and the scope itself (its precedence). */
export interface SearchScope {
  readonly label: string;
  readonly scope: Scope;
}

/** A scope script's hit: the candidate (keyed as core's reference store keys it) and its raw score. */
export interface ScoredCandidate extends SearchCandidate<SearchDocument> {
  readonly score: number;
}

/**
 * Reads a search script's target, doc, score, payload quads into candidates: record JSON or message
 * event JSON validated as stored data (STORE_CORRUPT naming the key), with core's tie-break fields.
 */
export function readCandidates(reply: unknown, where: SearchScope, keys: KeyLayout, what: string): ScoredCandidate[] {
  return tuples(reply, 4, what).map(([target = "", doc = "", score = "", payload = ""]) => {
    const base = { score: Number(score) };
    if ((target as IndexTarget) !== "message") {
      const record = decodeRecord(payload, keys.record(where.label, target as RecordKind, doc));
      const document: SearchDocument = { target: "record", record };
      const key = `r\u0000${record.kind}\u0000${record.id}`;
      return { ...base, key, document, precedence: scopePrecedence(record.scope), time: instant(record.updatedAt) };
    }
    const cut = doc.lastIndexOf("#");
    const sessionId = doc.slice(0, cut);
    const seq = Number(doc.slice(cut + 1));
    const eventsKey = keys.scopeBase(where.label) + scopeKeySuffix.events(sessionId);
    const event = decodeEvent(payload, seq, eventsKey);
    if (event.type !== "message") {
      throw new EngramError("STORE_CORRUPT", `Stored event (Redis key "${eventsKey}", seq ${seq}) is indexed as a message but is a ${event.type} event.`, {
        details: { key: eventsKey, seq },
      });
    }
    const document: SearchDocument = { target: "message", sessionId, event };
    const key = `m\u0000${sessionId}\u0000${seq}`;
    return { ...base, key, document, precedence: scopePrecedence(where.scope), time: instant(event.at) };
  });
}
