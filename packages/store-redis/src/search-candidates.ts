import { EngramError, type Scope } from "@engram/core";
import type { MemoryRecord, RecordKind, SessionEvent } from "@engram/core/store";
import { parseStoredRecord, scopePrecedence, instant, messageSearchKey, recordSearchKey, type SearchCandidate } from "@engram/core/store-kit";
import { decodeEvent, parseJson, storedAt, tuples } from "./codec.js";
import type { IndexTarget, KeyLayout } from "./keys.js";

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

/**
 * A hit's document, validated when it is read: the scripts return up to `limit` hits per scope, and
 * only the overall best `limit` are shown, so only those pay for the full validation.
 */
export type PendingDocument = () => SearchDocument;

/** A scope script's hit: the candidate (keyed as core's reference store keys it) and its raw score. */
export interface ScoredCandidate extends SearchCandidate<PendingDocument> {
  readonly score: number;
}

/** What ranking reads of a stored record (its kind and id make the key): present and typed, or undefined. */
function rankingFields(value: unknown): { kind: string; id: string; scope: Scope; updatedAt: string } | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { kind, id, scope, updatedAt } = value as Record<string, unknown>;
  if (typeof kind !== "string" || typeof id !== "string" || typeof updatedAt !== "string") return undefined;
  if (typeof scope !== "object" || scope === null || Array.isArray(scope)) return undefined;
  return { kind, id, scope: scope as Scope, updatedAt };
}

/** Parses once; validates (core's stored-record schema) on first read, or at once when ranking could not read it. */
function pendingRecord(payload: string, where: string): { fields: NonNullable<ReturnType<typeof rankingFields>>; document: PendingDocument } {
  const value = parseJson(payload, "record", where);
  let record: MemoryRecord | undefined;
  const document: PendingDocument = () => ({ target: "record", record: (record ??= parseStoredRecord(value, where)) });
  const fields = rankingFields(value);
  if (fields !== undefined) return { fields, document };
  // Not rankable as stored: the validation names what is wrong (STORE_CORRUPT).
  const valid = parseStoredRecord(value, where);
  record = valid;
  return { fields: { kind: valid.kind, id: valid.id, scope: valid.scope, updatedAt: valid.updatedAt }, document };
}

/**
 * Reads a search script's target, doc, score, payload quads into candidates with core's tie-break
 * fields: record JSON parsed for its kind, id, scope and updatedAt and validated as stored data
 * (STORE_CORRUPT naming the key) when the document is read; message event JSON validated at once.
 */
export function readCandidates(reply: unknown, where: SearchScope, keys: KeyLayout, what: string): ScoredCandidate[] {
  return tuples(reply, 4, what).map(([target = "", doc = "", score = "", payload = ""]) => {
    const base = { score: Number(score) };
    if ((target as IndexTarget) !== "message") {
      const { fields, document } = pendingRecord(payload, storedAt(keys.records(where.label, target as RecordKind), doc));
      const key = recordSearchKey(fields.kind, fields.id);
      return { ...base, key, document, precedence: scopePrecedence(fields.scope), time: instant(fields.updatedAt) };
    }
    const cut = doc.lastIndexOf("#");
    const sessionId = doc.slice(0, cut);
    const seq = Number(doc.slice(cut + 1));
    const eventsKey = keys.sessionEvents(where.label);
    const event = decodeEvent(payload, seq, eventsKey, sessionId);
    if (event.type !== "message") {
      throw new EngramError("STORE_CORRUPT", `Stored event (${storedAt(eventsKey, doc)}) is indexed as a message but is a ${event.type} event.`, {
        details: { key: eventsKey, field: doc },
      });
    }
    const document: PendingDocument = () => ({ target: "message", sessionId, event });
    const key = messageSearchKey(sessionId, seq);
    return { ...base, key, document, precedence: scopePrecedence(where.scope), time: instant(event.at) };
  });
}
