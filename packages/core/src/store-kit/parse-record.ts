import type { z } from "zod";
import { EngramError, type EngramErrorCode } from "../errors.js";
import { memoryRecordSchema, type MemoryRecord } from "../store/records.js";
import { formatJsonPath, inspectJson, withWellFormedStrings } from "../message/json-value.js";
import { illFormedIdentifier, messageLimits } from "../message/message-schema.js";
import { isValidated } from "../message/validated.js";
import { newSessionEventSchema, type NewSessionEvent, type SessionEvent } from "../store/session-events.js";
import { safeParseStoredEvent } from "./quick-stored-event.js";
import { safeParseStoredRecord } from "./quick-stored-record.js";

type Issue = z.core.$ZodIssue;

/** "importance: Too big: expected number to be <=1; scope: Unrecognized key: "x"". */
export function describeIssues(issues: readonly Issue[], whole = "(record)"): string {
  return issues.map((issue) => `${issue.path.map(String).join(".") || whole}: ${issue.message}`).join("; ");
}

function field(input: unknown, name: string): string | undefined {
  if (typeof input !== "object" || input === null || !(name in input)) return undefined;
  const value = (input as Record<string, unknown>)[name];
  return typeof value === "string" ? value : undefined;
}

/** `entry "e1"`, or what can be told of a record that is not one. */
export function recordLabel(input: unknown): string {
  const kind = field(input, "kind");
  const id = field(input, "id");
  if (kind && id) return `${kind} "${id}"`;
  if (id) return `"${id}"`;
  return kind ?? "without kind and id";
}

function checkRecord(
  input: unknown,
  code: EngramErrorCode,
  where: string | undefined,
  advice: string,
  safeParse: (value: unknown) => z.ZodSafeParseResult<MemoryRecord> = (value) => memoryRecordSchema.safeParse(value),
): MemoryRecord {
  const result = safeParse(input);
  if (result.success) return result.data;
  const label = recordLabel(input);
  const at = where ? ` (${where})` : "";
  const problems = describeIssues(result.error.issues);
  throw new EngramError(code, `${code === "STORE_CORRUPT" ? "Stored record" : "Invalid record"} ${label}${at}: ${problems}. ${advice}`, {
    details: { kind: field(input, "kind"), id: field(input, "id"), where, issues: result.error.issues },
  });
}

/**
 * Validates a record from outside and fills its defaults. INVALID_RECORD names the record (kind, id),
 * `where` it came from, and each field path with the rule it broke.
 */
export function parseRecord(input: unknown, where?: string): MemoryRecord {
  return checkRecord(input, "INVALID_RECORD", where, "Fix the named fields; memoryRecordSchema holds the rules of each kind.");
}

/**
 * Validates a record read back from storage: STORE_CORRUPT names `where` (file, key, row) and the fields.
 * `input` is a value the store has just parsed: an entry or daily item in the stored shape comes back
 * as it is, not copied (`quickStoredRecord`).
 */
export function parseStoredRecord(input: unknown, where: string): MemoryRecord {
  return checkRecord(input, "STORE_CORRUPT", where, "Repair or remove it; nothing was changed.", safeParseStoredRecord);
}

/**
 * Validates a batch of events to append, all or nothing. INVALID_RECORD names `where` (the session),
 * the event's index in the batch and each field path with its rule.
 */
export function parseNewEvents(input: unknown, where?: string): NewSessionEvent[] {
  const at = where ? ` ${where}` : "";
  if (!Array.isArray(input)) {
    throw new EngramError("INVALID_RECORD", `Invalid events for${at || " a session"}: expected an array of events.`, {
      details: { where },
    });
  }
  return input.map((event: unknown, index) => {
    // An event core built from a message it validated (memory-session.ts) is taken as it is.
    if (isValidated(event)) return event as NewSessionEvent;
    const invalid = (code: EngramErrorCode, problems: string, details: Record<string, unknown>): EngramError => {
      const type = field(event, "type");
      return new EngramError(
        code,
        `Invalid event at index ${index}${type ? ` (type "${type}")` : ""} for${at || " a session"}: ${problems}. No event of the batch was appended.`,
        { details: { where, index, ...details } },
      );
    };
    // A message event's message follows parseMessage's rule (JSON values within its limits); other events
    // hold typed fields only, checked as JSON all the same.
    const isMessage = field(event, "type") === "message";
    const inspection = inspectJson(isMessage ? (event as { message?: unknown }).message : event, messageLimits);
    if (inspection.problem) {
      const path = isMessage ? ["message", ...inspection.problem.path] : inspection.problem.path;
      const { reason } = inspection.problem;
      throw invalid(isMessage ? "INVALID_MESSAGE" : "INVALID_RECORD", `${formatJsonPath(path) || "the event"} ${reason}. ${eventJsonRule}`, { path, reason });
    }
    const result = newSessionEventSchema.safeParse(event);
    if (!result.success) throw invalid("INVALID_RECORD", describeIssues(result.error.issues, "(event)"), { issues: result.error.issues });
    const identifier = result.data.type === "message" ? illFormedIdentifier(result.data.message) : undefined;
    if (identifier) {
      const path = ["message", ...identifier.path];
      throw invalid("INVALID_MESSAGE", `${formatJsonPath(path)} ${identifier.reason}`, { path, reason: identifier.reason });
    }
    return inspection.illFormed ? withWellFormedStrings(result.data) : result.data;
  });
}

const eventJsonRule =
  "An event holds JSON values only (null, booleans, finite numbers, strings, arrays, plain objects), " +
  `a message nested at most ${messageLimits.maxDepth} levels counting the message itself and at most 16 MiB in all`;

/**
 * Validates an event read back from storage: STORE_CORRUPT names `where` and the fields. `input` is a
 * value the store has just parsed: a message event's message comes back as it is (`quickStoredEvent`).
 */
export function parseStoredEvent(input: unknown, where: string): SessionEvent {
  const result = safeParseStoredEvent(input);
  if (result.success) return result.data;
  throw new EngramError(
    "STORE_CORRUPT",
    `Stored event (${where}): ${describeIssues(result.error.issues, "(event)")}. Repair or remove it; nothing was changed.`,
    { details: { where, issues: result.error.issues } },
  );
}
