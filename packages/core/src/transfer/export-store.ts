import { redactRecord, redactSessionEvent, redactSessionInfo } from "../redaction/redact-record.js";
import { canonicalJson, exportFormat, exportVersion } from "./export-format.js";
import type { MemoryStore, ScopeMode } from "../store/memory-store.js";
import { recordKinds, type MemoryRecord } from "../store/records.js";
import type { Scope } from "../store/scope.js";
import type { SessionInfo } from "../store/session-events.js";

export interface ExportOptions {
  /** Only records and sessions of this scope (by `scopeMode`, default "visible"); all without it. */
  readonly scope?: Scope;
  readonly scopeMode?: ScopeMode;
  /** The export's time (default: now). */
  readonly exportedAt?: Date;
}

const byId = (a: { id: string }, b: { id: string }): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const eventPage = 1000;

/**
 * The store as export lines (see export-format.ts), without line breaks: write each followed by "\n".
 * Records of a kind and the session list are gathered before they are sorted; events stream by page.
 * Every record, session title and event is redacted by today's rules on the way out, so a secret
 * stored before a rule caught its shape does not leave through an export.
 */
export async function* exportStore(store: MemoryStore, options: ExportOptions = {}): AsyncGenerator<string> {
  const filter = options.scope === undefined ? {} : { scope: options.scope, scopeMode: options.scopeMode ?? "visible" };
  const exportedAt = (options.exportedAt ?? new Date()).toISOString();
  yield canonicalJson({ format: exportFormat, version: exportVersion, exportedAt });

  for (const kind of recordKinds) {
    const records: MemoryRecord[] = [];
    let cursor: string | undefined;
    do {
      const page = await store.query({ kind, ...filter, limit: 1000, ...(cursor === undefined ? {} : { cursor }) });
      records.push(...page.records);
      cursor = page.nextCursor;
    } while (cursor !== undefined);
    for (const record of records.sort(byId)) yield canonicalJson({ record: redactRecord(record) });
  }

  const sessions: SessionInfo[] = [];
  let cursor: string | undefined;
  do {
    const page = await store.listSessions({ ...filter, limit: 1000, ...(cursor === undefined ? {} : { cursor }) });
    sessions.push(...page.sessions);
    cursor = page.nextCursor;
  } while (cursor !== undefined);
  for (const session of sessions.sort(byId)) {
    yield canonicalJson({ session: redactSessionInfo(session) });
    let afterSeq = 0;
    for (;;) {
      const events = await store.readEvents(session.id, { afterSeq, limit: eventPage });
      for (const event of events) yield canonicalJson({ event: { sessionId: session.id, ...redactSessionEvent(event) } });
      const last = events.at(-1);
      if (events.length < eventPage || last === undefined) break;
      afterSeq = last.seq;
    }
  }
}
