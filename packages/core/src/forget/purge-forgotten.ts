import { mapEventTexts } from "../store-kit/map-event-texts.js";
import { collectRecords } from "../store-ops/collect-records.js";
import { untilStored } from "../store-ops/until-stored.js";
import { messageIds } from "../recall/message-facts.js";
import type { MemoryStore } from "../store/memory-store.js";
import type { MemoryRecord, RecordKind } from "../store/records.js";
import { isVisibleIn, type Scope } from "../store/scope.js";
import type { SessionEvent, SessionInfo } from "../store/session-events.js";
import { forgottenRule, hashedWords, repeatsForgotten, type ForgottenRule } from "../store-ops/forgotten-text.js";
import { redactForgottenMessage, redactForgottenValue } from "./redact-forgotten.js";
import { redactForgottenTrace } from "./redact-forgotten-trace.js";
import { isTombstone, type Tombstone } from "../store-ops/tombstone.js";

/** What a purge changed. */
export interface PurgeReport {
  /** Archived events rewritten, and the sessions they are in. */
  readonly events: number;
  readonly sessions: number;
  /** Daily items deleted (they held the forgotten fact, or came from its source messages). */
  readonly dailyItems: number;
  /** Scratchpad notes, thread summaries and checkpoints rewritten. */
  readonly notes: number;
  readonly summaries: number;
  readonly checkpoints: number;
}

/**
 * Whether a record or session of `scope` is within a purge's reach from `context`: what the memory can
 * read (visible in its context) and what its own narrower scopes hold (agents, sessions of it). A
 * sibling (another user of the same workspace) is not.
 */
export function withinPurge(scope: Scope, context: Scope): boolean {
  return isVisibleIn(scope, context) || isVisibleIn(context, scope);
}

async function allSessions(store: MemoryStore): Promise<SessionInfo[]> {
  const sessions: SessionInfo[] = [];
  let cursor: string | undefined;
  do {
    const page = await store.listSessions({ limit: 1000, ...(cursor === undefined ? {} : { cursor }) });
    sessions.push(...page.sessions);
    cursor = page.nextCursor;
  } while (cursor !== undefined);
  return sessions;
}

function redactedEvent(event: SessionEvent, rules: readonly ForgottenRule[], ids: ReadonlySet<string>): SessionEvent {
  return mapEventTexts(event, {
    message: (message, messageEvent) =>
      redactForgottenMessage(
        message,
        rules,
        messageIds(messageEvent).some((id) => ids.has(id)),
      ),
    summary: (summary) => redactForgottenValue(summary, rules),
    progress: (progress) => redactForgottenValue(progress, rules),
    title: (title) => redactForgottenValue(title, rules),
    trace: (trace) => redactForgottenTrace(trace, rules, ids),
  });
}

/** The record with its text fields redacted by wording; the same record when nothing matched. */
function redactedRecord(record: MemoryRecord, rules: readonly ForgottenRule[]): MemoryRecord {
  switch (record.kind) {
    case "note": {
      const content = redactForgottenValue(record.content, rules);
      return content === record.content ? record : { ...record, content };
    }
    case "summary": {
      const summary = redactForgottenValue(record.summary, rules);
      const pipelineState = redactForgottenValue(record.pipelineState, rules);
      if (summary === record.summary && pipelineState === record.pipelineState) return record;
      return pipelineState === undefined ? { ...record, summary } : { ...record, summary, pipelineState };
    }
    case "checkpoint": {
      const progress = redactForgottenValue(record.progress, rules);
      return progress === record.progress ? record : { ...record, progress };
    }
    default:
      return record;
  }
}

/** Rewrites each record of `kind` within reach that repeats a forgotten wording (compare-and-set, read again on a conflict). */
async function redactRecords(store: MemoryStore, context: Scope, kind: "note" | "summary" | "checkpoint", rules: readonly ForgottenRule[]): Promise<number> {
  let rewritten = 0;
  for (const record of await collectRecords(store, { kind })) {
    if (!withinPurge(record.scope, context) || (record.kind === "note" && isTombstone(record))) continue;
    if (redactedRecord(record, rules) === record) continue;
    await untilStored(`the ${kind} "${record.id}" being purged`, async () => {
      const current = await store.get(kind as RecordKind, record.id);
      if (current === undefined) return true;
      const next = redactedRecord(current, rules);
      if (next === current) return true;
      return (await store.putIf(next, current)) === undefined ? undefined : true;
    });
    rewritten++;
  }
  return rewritten;
}

/**
 * The GDPR path of `forget(key, { purge: true })`: erases the forgotten entry's source passages
 * wherever the store keeps them within reach of `context` (`withinPurge`). Archived messages the entry
 * came from (by id) lose all their text; every other archived message, summary, checkpoint and title
 * event, scratchpad note, thread summary and checkpoint record loses the sentences that repeat a forgotten
 * wording (`redactForgottenText`); daily items from its source messages or repeating it are deleted.
 * Then the store scrubs what deletes left behind (`MemoryStore.scrub`), so exports and the store's bytes
 * hold nothing of it. Reads every session and record of the store once.
 */
export async function purgeForgotten(store: MemoryStore, context: Scope, tombstone: Tombstone): Promise<PurgeReport> {
  const rules = tombstone.texts.flatMap((text) => forgottenRule(text) ?? []);
  const ids = new Set(tombstone.messageIds);
  let events = 0;
  let sessions = 0;
  for (const session of await allSessions(store)) {
    if (!withinPurge(session.scope, context)) continue;
    const changed = (await store.readEvents(session.id)).flatMap((event) => {
      const next = redactedEvent(event, rules, ids);
      return next === event ? [] : [next];
    });
    if (changed.length === 0) continue;
    events += await store.redactEvents(session.id, changed);
    sessions++;
  }
  let dailyItems = 0;
  for (const item of await collectRecords(store, { kind: "daily" })) {
    if (!withinPurge(item.scope, context)) continue;
    const fromSource = item.provenance.messageIds.some((id) => ids.has(id));
    if (!fromSource && !repeatsForgotten(hashedWords(item.content), rules)) continue;
    if (await store.delete("daily", item.id)) dailyItems++;
  }
  const notes = await redactRecords(store, context, "note", rules);
  const summaries = await redactRecords(store, context, "summary", rules);
  const checkpoints = await redactRecords(store, context, "checkpoint", rules);
  await store.scrub();
  return { events, sessions, dailyItems, notes, summaries, checkpoints };
}
