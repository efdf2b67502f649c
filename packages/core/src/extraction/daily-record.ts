import { EngramError } from "../errors.js";
import { describeIssues } from "../store-kit/parse-record.js";
import { dailyRecordSchema, type DailyRecord } from "../store/records.js";
import type { Scope } from "../store/scope.js";
import type { ExtractedFact } from "./extracted-fact.js";
import { cleanContent } from "./finalize-facts.js";
import { calendarDate } from "./relative-dates.js";

export interface DailyRecordOptions {
  /** Who the record belongs to. */
  scope: Scope;
  /** The session the exchange belongs to, kept in the provenance. */
  sessionId?: string;
  /** When the fact was extracted: gives the log's calendar day and the timestamps. */
  at: Date;
  id: string;
  /** Offset from UTC in minutes that decides the calendar day (default 0, UTC). */
  utcOffsetMinutes?: number;
}

/**
 * The daily-log record of an extracted fact: dated by the calendar day of `at`, with provenance
 * (session, source message ids, trust) and tags, its content redacted once more, validated by
 * `dailyRecordSchema` (INVALID_RECORD names what is wrong).
 */
export function toDailyRecord(fact: ExtractedFact, options: DailyRecordOptions): DailyRecord {
  const at = options.at.toISOString();
  const input = {
    kind: "daily",
    id: options.id,
    scope: options.scope,
    tags: fact.tags,
    createdAt: at,
    updatedAt: at,
    date: calendarDate(options.at, options.utcOffsetMinutes ?? 0),
    content: cleanContent(fact.content),
    type: fact.type,
    importance: fact.importance,
    provenance: {
      ...(options.sessionId === undefined ? {} : { sessionId: options.sessionId }),
      messageIds: [...fact.sourceMessageIds],
      trust: fact.trust,
    },
  };
  const result = dailyRecordSchema.safeParse(input);
  if (result.success) return result.data;
  throw new EngramError(
    "INVALID_RECORD",
    `Invalid daily record "${options.id}": ${describeIssues(result.error.issues)}. Check the fact and the options passed to toDailyRecord.`,
    {
      details: { id: options.id, issues: result.error.issues },
    },
  );
}
