import { sessionProgressSchema } from "./session-progress-schema.js";
import { threadSummarySchema } from "./thread-summary-schema.js";
import { z } from "zod";
import { inspectJson, type JsonLimits } from "../message/json-value.js";
import { messageSchema } from "../message/message-schema.js";

import { traceSchema } from "./trace-schema.js";
import { scopeSchema } from "./scope.js";

const isoDate = z.iso.datetime({ offset: true });
/** The instant of a stored event (`at`): an ISO date-time with its offset. */
export const storedDateSchema = isoDate;

/** The body of each event type: what happened in a session, in order. */
const eventBodies = [
  z.object({ type: z.literal("message"), message: messageSchema }),
  z.object({
    type: z.literal("trim"),
    trigger: z.string(),
    droppedIds: z.array(z.string()),
  }),
  z.object({ type: z.literal("summary"), summary: threadSummarySchema }),
  z.object({ type: z.literal("checkpoint"), progress: sessionProgressSchema }),
  z.object({
    type: z.literal("usage"),
    inputTokens: z.number().int().nonnegative(),
    outputTokens: z.number().int().nonnegative().optional(),
  }),
  z.object({ type: z.literal("title"), title: z.string().max(200) }),
  /** One prepared prompt, kept when tracing is on (`createEngram({ traces })`); nothing reads it back but `readTraces`. */
  z.object({ type: z.literal("trace"), trace: traceSchema }),
] as const;

/** What happened in a session, in order. The archive is append-only: nothing is ever rewritten. */
export const sessionEventBodySchema = z.discriminatedUnion("type", eventBodies);

/** An event as appended: the store assigns `seq`. */
export const newSessionEventSchema = z.intersection(z.object({ at: isoDate }), sessionEventBodySchema);

/**
 * How deep a stored message may be. Engram writes none deeper than 64 levels (`parseMessage`); reading
 * tolerates up to 512 so data written before that limit still reads, and refuses what only a hand-made
 * or tampered file holds, far below the depth where a walk over it (a copy, redaction, JSON) overflows
 * the stack. No size limit on read: a large message written before the limit stays readable.
 */
export const storedMessageLimits: JsonLimits = { maxDepth: 512, maxSize: Number.POSITIVE_INFINITY };

/** One event type as stored: `seq` and `at`, then the body's fields, in that order (the order of the parsed object's keys). */
function stored<Shape extends z.core.$ZodShape>(body: z.ZodObject<Shape>) {
  return z.object({ seq: z.number().int().positive(), at: isoDate, ...body.shape });
}

/** Reports a stored message that is not JSON values only, or nested deeper than `storedMessageLimits` allows. */
export function checkStoredMessage(event: { type: string; message?: unknown }, ctx: z.RefinementCtx): void {
  if (event.type !== "message") return;
  const { problem } = inspectJson(event.message, storedMessageLimits);
  if (problem === undefined) return;
  // A path 500 keys long says no more than its first few.
  const shown = problem.path.slice(0, 8);
  const more = problem.path.length - shown.length;
  ctx.addIssue({ code: "custom", path: ["message", ...shown], message: more > 0 ? `${problem.reason} (${more} keys further down)` : problem.reason });
}

/**
 * An event as stored: `seq` counts from 1 within its session, with no gaps; a message holds JSON values only.
 * One flat object per event type (`seq` and `at` first, then the body's fields), not the intersection of
 * `{ seq, at }` with `sessionEventBodySchema`: it accepts and returns exactly what that intersection does
 * (test/session-event-schema.test.ts compares them) in about two thirds of the time, which every read of
 * an event pays (decision 0222). An event of no known type reports the type alone.
 */
export const sessionEventSchema = z
  .discriminatedUnion("type", [
    stored(eventBodies[0]),
    stored(eventBodies[1]),
    stored(eventBodies[2]),
    stored(eventBodies[3]),
    stored(eventBodies[4]),
    stored(eventBodies[5]),
    stored(eventBodies[6]),
  ])
  .superRefine(checkStoredMessage);

export type NewSessionEvent = z.infer<typeof newSessionEventSchema>;
export type SessionEvent = z.infer<typeof sessionEventSchema>;

/**
 * A session as listed: its scope is fixed by its first append. Every other field derives from the events,
 * so an imported archive reproduces it: `createdAt` is the `at` of event 1, `updatedAt` the latest `at`
 * of its events (as an instant; among equal instants the later appended), `eventCount` the number of
 * events, `title` that of the latest `title` event. `advanceSessionInfo` computes it.
 */
export const sessionInfoSchema = z.object({
  id: z.string().min(1).max(200),
  scope: scopeSchema,
  createdAt: isoDate,
  updatedAt: isoDate,
  eventCount: z.number().int().nonnegative(),
  title: z.string().optional(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;
