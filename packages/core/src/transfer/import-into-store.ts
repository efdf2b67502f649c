import type { z } from "zod";
import { EngramError, isEngramError } from "../errors.js";
import { exportEventLineSchema, exportFormat, exportHeaderSchema, exportRecordLineSchema, exportSessionLineSchema, exportVersion } from "./export-format.js";
import type { MemoryStore } from "../store/memory-store.js";
import { describeIssues, recordLabel } from "../store-kit/parse-record.js";
import { redactRecord, redactSessionEvent } from "../redaction/redact-record.js";
import { placedRecord, placeImported, type ImportTarget } from "./import-placement.js";
import { parseScope, sameScope, scopeLabel, type Scope } from "../store/scope.js";
import type { NewSessionEvent, SessionEvent } from "../store/session-events.js";

export interface ImportRejection {
  /** 1-based line number in the input. */
  readonly line: number;
  /** What is wrong, naming the field. */
  readonly reason: string;
}

export interface ImportReport {
  /** Records, sessions and events written (or, in a dry run, that would be). */
  records: number;
  sessions: number;
  events: number;
  /** Events whose seq the target session already holds (a re-import): left as they are. */
  skippedEvents: number;
  rejected: ImportRejection[];
}

export interface ImportOptions {
  /** Validate and report without writing. */
  readonly dryRun?: boolean;
  /**
   * Write only within this scope (a memory's import): a record or session of another scope is refused
   * with its line number, or moved into this scope with `remap` (see `placeImported`).
   */
  readonly scope?: Scope;
  /** With `scope`: move records and sessions of other scopes into it instead of refusing them. */
  readonly remap?: boolean;
}

interface SessionState {
  readonly scope: Scope;
  nextSeq: number;
}

interface PendingEvents {
  readonly sessionId: string;
  readonly items: { line: number; event: NewSessionEvent }[];
}

/** Errors that reject a line; anything else (an unavailable store) aborts the import. */
const lineErrors = new Set(["INVALID_RECORD", "INVALID_KEY", "SCOPE_MISMATCH"]);
const batchSize = 500;
const supported = `{"format":"${exportFormat}","version":${exportVersion}}`;

function label(value: unknown, key: string): string {
  const field = typeof value === "object" && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  return typeof field === "string" || typeof field === "number" ? JSON.stringify(field) : "?";
}

function checkHeader(text: string, line: number): void {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const result = exportHeaderSchema.safeParse(json);
  if (result.success) return;
  const found = typeof json === "object" && json !== null ? (json as Record<string, unknown>) : {};
  const problem =
    found.format === exportFormat && found.version !== exportVersion
      ? `export version ${JSON.stringify(found.version)} is not supported`
      : `line ${line} is not an Engram export header (${describeIssues(result.error?.issues ?? [], "(header)")})`;
  throw new EngramError("IMPORT_FAILED", `Cannot import: ${problem}. This Engram reads ${supported} exports.`, {
    details: { line, supportedVersion: exportVersion },
  });
}

/**
 * Imports export lines (see export-format.ts) into `store`. Every line is validated; a bad line is
 * reported by number and reason while the good ones land. Events are re-appended in seq order, so the
 * store assigns the same seqs when the target session is absent or holds a prefix of the exported one
 * (events it already holds are skipped); an event that would leave a gap is rejected. A header that is
 * not version 1 of the format → IMPORT_FAILED.
 */
export async function importIntoStore(store: MemoryStore, lines: AsyncIterable<string> | Iterable<string>, options: ImportOptions = {}): Promise<ImportReport> {
  const report: ImportReport = { records: 0, sessions: 0, events: 0, skippedEvents: 0, rejected: [] };
  const target: ImportTarget | undefined =
    options.scope === undefined ? undefined : { scope: parseScope(options.scope, "import"), remap: options.remap === true };
  const sessions = new Map<string, SessionState>();
  const reject = (line: number, reason: string): void => void report.rejected.push({ line, reason });
  const issues = (what: string, error: z.ZodError): string => `${what}: ${describeIssues(error.issues, "(line)")}`;
  let pending: PendingEvents | undefined;
  let headerSeen = false;
  let lineNumber = 0;

  const flush = async (): Promise<void> => {
    const batch = pending;
    pending = undefined;
    if (!batch || batch.items.length === 0) return;
    const state = sessions.get(batch.sessionId)!;
    try {
      if (!options.dryRun)
        await store.appendEvents(
          batch.sessionId,
          state.scope,
          batch.items.map((item) => item.event),
        );
      report.events += batch.items.length;
    } catch (error) {
      if (!isEngramError(error) || !lineErrors.has(error.code)) throw error;
      state.nextSeq -= batch.items.length;
      for (const item of batch.items) reject(item.line, `event of session "${batch.sessionId}": ${error.message}`);
    }
  };

  const importSession = async (line: number, json: unknown): Promise<void> => {
    const parsed = exportSessionLineSchema.safeParse(json);
    if (!parsed.success) return reject(line, issues(`session ${label((json as { session?: unknown }).session, "id")}`, parsed.error));
    const { id } = parsed.data.session;
    const placement = placeImported(parsed.data.session.scope, target);
    if ("refused" in placement) return reject(line, `session "${id}": ${placement.refused}`);
    const { scope } = placement;
    const known = sessions.get(id) ?? (await store.getSession(id).then((s) => s && { scope: s.scope, nextSeq: s.eventCount + 1 }));
    if (known && !sameScope(known.scope, scope)) {
      return reject(line, `session "${id}": scope ${scopeLabel(scope)} differs from the existing session's ${scopeLabel(known.scope)}`);
    }
    sessions.set(id, known ?? { scope, nextSeq: 1 });
    report.sessions += 1;
  };

  const importEvent = async (line: number, json: unknown): Promise<void> => {
    const raw = (json as { event?: unknown }).event;
    const parsed = exportEventLineSchema.safeParse(json);
    if (!parsed.success) return reject(line, issues(`event ${label(raw, "seq")} of session ${label(raw, "sessionId")}`, parsed.error));
    const { sessionId, seq, ...event } = parsed.data.event;
    const state = sessions.get(sessionId);
    if (!state) return reject(line, `event ${seq}: session "${sessionId}" has no valid session line before it`);
    if (seq < state.nextSeq) return void (report.skippedEvents += 1);
    if (seq > state.nextSeq) return reject(line, `event ${seq} of session "${sessionId}" would leave a gap: the session continues at seq ${state.nextSeq}`);
    if (pending && (pending.sessionId !== sessionId || pending.items.length >= batchSize)) await flush();
    pending ??= { sessionId, items: [] };
    // Redacted like every other write (a message's parts, a summary, a checkpoint, a title).
    const { seq: _seq, ...redacted } = redactSessionEvent({ ...event, seq } as SessionEvent);
    pending.items.push({ line, event: redacted as NewSessionEvent });
    state.nextSeq += 1;
  };

  const importRecord = async (line: number, json: unknown): Promise<void> => {
    const parsed = exportRecordLineSchema.safeParse(json);
    if (!parsed.success) return reject(line, issues(`record ${recordLabel((json as { record?: unknown }).record)}`, parsed.error));
    const placement = placeImported(parsed.data.record.scope, target);
    if ("refused" in placement) return reject(line, `record ${recordLabel(parsed.data.record)}: ${placement.refused}`);
    const record = redactRecord(placedRecord(parsed.data.record, placement.scope));
    // An id is one record of one scope: an import never replaces another scope's record.
    const existing = await store.get(record.kind, record.id);
    if (existing && !sameScope(existing.scope, record.scope)) {
      return reject(line, `record ${recordLabel(record)}: that id belongs to a record of scope ${scopeLabel(existing.scope)}, which an import never replaces`);
    }
    try {
      if (!options.dryRun) await store.put(record);
      report.records += 1;
    } catch (error) {
      if (!isEngramError(error) || !lineErrors.has(error.code)) throw error;
      reject(line, error.message);
    }
  };

  for await (const raw of lines) {
    lineNumber += 1;
    const text = raw.trim();
    if (text === "") continue;
    if (!headerSeen) {
      checkHeader(text, lineNumber);
      headerSeen = true;
      continue;
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      reject(lineNumber, `not JSON (${(error as Error).message})`);
      continue;
    }
    const kind = typeof json === "object" && json !== null && !Array.isArray(json) ? Object.keys(json) : [];
    if (kind.length === 1 && kind[0] === "event") {
      await importEvent(lineNumber, json);
      continue;
    }
    await flush();
    if (kind.length === 1 && kind[0] === "record") await importRecord(lineNumber, json);
    else if (kind.length === 1 && kind[0] === "session") await importSession(lineNumber, json);
    else
      reject(
        lineNumber,
        `expected an object with exactly one of "record", "session" or "event", found ${kind.length ? kind.map((k) => `"${k}"`).join(", ") : "no keys"}`,
      );
  }
  await flush();
  if (!headerSeen) {
    throw new EngramError("IMPORT_FAILED", `Cannot import: the input is empty. This Engram reads ${supported} exports.`, {
      details: { supportedVersion: exportVersion },
    });
  }
  return report;
}
