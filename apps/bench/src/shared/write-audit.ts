import type { MemoryStore } from "@engram/core";
import type { SessionEvent } from "@engram/core/store";
import { loadWorkspace, type WriteRecord } from "./agent-work.js";

/** What reading every write back through the store's API found. */
export interface WriteAudit {
  /** Appends the store acknowledged (returned seqs for). */
  readonly appendsAcknowledged: number;
  /** Entries `remember` returned. */
  readonly remembersAcknowledged: number;
  /** Acknowledged writes not found: a message id absent from its session, an entry id absent. */
  readonly missing: number;
  /** A message id stored more than once in its session, or a key held by more than one entry of its scope. */
  readonly duplicates: number;
  /** An acknowledged message found, but under another seq than the one returned. */
  readonly wrongSeq: number;
  /** Sessions whose seqs are not 1, 2, 3, … with no gap. */
  readonly sessionsWithGaps: number;
  /** Writes that failed (not acknowledged) and yet are stored: a write can fail after it applied. */
  readonly failedButStored: number;
  /** Writes that failed and are not stored. */
  readonly failedNotStored: number;
  /** Up to 5 descriptions of what was missing, duplicated or misplaced. */
  readonly problems: readonly string[];
}

async function readSession(store: MemoryStore, sessionId: string): Promise<SessionEvent[]> {
  const events: SessionEvent[] = [];
  for (;;) {
    const page = await store.readEvents(sessionId, { afterSeq: events.at(-1)?.seq ?? 0, limit: 500 });
    events.push(...page);
    if (page.length < 500) return events;
  }
}

/**
 * Reads back, through `store`'s public API after the run, every write the agents attempted: each
 * session's events (every message id at most once, each acknowledged one at the seq it was
 * acknowledged with, seqs without gaps) and each remembered entry (its id there, one entry per key in
 * its user's scope).
 */
export async function auditWrites(store: MemoryStore, writes: readonly WriteRecord[]): Promise<WriteAudit> {
  const problems: string[] = [];
  const problem = (text: string): void => {
    if (problems.length < 5) problems.push(text);
  };
  let missing = 0;
  let duplicates = 0;
  let wrongSeq = 0;
  let sessionsWithGaps = 0;
  let failedButStored = 0;
  let failedNotStored = 0;
  const appends = writes.filter((write) => write.kind === "append");
  const sessions = new Map<string, typeof appends>();
  for (const write of appends) sessions.set(write.sessionId, [...(sessions.get(write.sessionId) ?? []), write]);
  for (const [sessionId, attempted] of sessions) {
    const events = await readSession(store, sessionId);
    if (events.some((event, index) => event.seq !== index + 1)) {
      sessionsWithGaps++;
      problem(`${sessionId}: seqs ${events.map((event) => event.seq).join(",")}`);
    }
    const seqsById = new Map<string, number[]>();
    for (const event of events) if (event.type === "message") seqsById.set(event.message.id, [...(seqsById.get(event.message.id) ?? []), event.seq]);
    for (const [id, seqs] of seqsById)
      if (seqs.length > 1) {
        duplicates += seqs.length - 1;
        problem(`${sessionId}: message ${id} stored at seqs ${seqs.join(",")}`);
      }
    for (const write of attempted) {
      const found = seqsById.get(write.messageId) ?? [];
      if (!write.acknowledged) {
        if (found.length > 0) failedButStored++;
        else failedNotStored++;
      } else if (found.length === 0) {
        missing++;
        problem(`${sessionId}: acknowledged message ${write.messageId} (seq ${write.seq}) is missing`);
      } else if (!found.includes(write.seq ?? -1)) {
        wrongSeq++;
        problem(`${sessionId}: message ${write.messageId} acknowledged at seq ${write.seq}, stored at ${found.join(",")}`);
      }
    }
  }
  const remembers = writes.filter((write) => write.kind === "remember");
  for (const write of remembers) {
    const scope = { workspace: loadWorkspace, user: write.user };
    const page = await store.query({ kind: "entry", scope, scopeMode: "exact", key: write.key, limit: 10 });
    if (page.records.length > 1) {
      duplicates += page.records.length - 1;
      problem(`${write.user}: ${page.records.length} entries under key ${write.key}`);
    }
    if (!write.acknowledged) {
      if (page.records.length > 0) failedButStored++;
      else failedNotStored++;
    } else if (write.entryId === undefined || (await store.get("entry", write.entryId)) === undefined) {
      missing++;
      problem(`${write.user}: acknowledged entry ${write.entryId} (key ${write.key}) is missing`);
    }
  }
  return {
    appendsAcknowledged: appends.filter((write) => write.acknowledged).length,
    remembersAcknowledged: remembers.filter((write) => write.acknowledged).length,
    missing,
    duplicates,
    wrongSeq,
    sessionsWithGaps,
    failedButStored,
    failedNotStored,
    problems,
  };
}
