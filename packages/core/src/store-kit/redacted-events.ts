import { EngramError } from "../errors.js";
import { parseNewEvents } from "./parse-record.js";
import type { SessionEvent } from "../store/session-events.js";

function seqOf(event: unknown): unknown {
  return typeof event === "object" && event !== null ? (event as { seq?: unknown }).seq : undefined;
}

/**
 * Validates the events given to `redactEvents`, before any store is touched: each is validated as an
 * appended event is (`parseNewEvents`, so INVALID_RECORD / INVALID_MESSAGE name it), and carries a
 * positive integer `seq` that no other event of the call repeats (INVALID_OPTIONS).
 */
export function parseRedactedEvents(sessionId: string, input: unknown): SessionEvent[] {
  if (!Array.isArray(input)) {
    throw new EngramError("INVALID_OPTIONS", `Invalid events to redact in session "${sessionId}": expected an array of stored events (each with its seq).`, {
      details: { sessionId },
    });
  }
  const seen = new Set<number>();
  const seqs = input.map((event: unknown, index) => {
    const seq = seqOf(event);
    if (typeof seq !== "number" || !Number.isInteger(seq) || seq < 1 || seen.has(seq)) {
      throw new EngramError(
        "INVALID_OPTIONS",
        `Event at index ${index} of the redaction of session "${sessionId}" has ${seen.has(seq as number) ? `seq ${String(seq)} twice` : `no valid seq (${JSON.stringify(seq)})`}: ` +
          "pass each event as readEvents returned it, changed only in its text, once.",
        { details: { sessionId, index, seq } },
      );
    }
    seen.add(seq);
    return seq;
  });
  const bodies = input.map((event: object) => {
    const { seq: _seq, ...body } = event as { seq?: unknown };
    return body;
  });
  return parseNewEvents(bodies, `session "${sessionId}" (redaction)`).map((event, index) => ({ ...event, seq: seqs[index]! }) as SessionEvent);
}

/**
 * INVALID_OPTIONS unless `stored` (the event the session holds at `next.seq`) exists and has `next`'s
 * type and time: a redaction rewrites what an event says, never which event it is or when it happened.
 */
export function checkRedactedEvent(sessionId: string, stored: SessionEvent | undefined, next: SessionEvent): void {
  if (stored === undefined) {
    throw new EngramError(
      "INVALID_OPTIONS",
      `Session "${sessionId}" holds no event ${next.seq} to redact: read the events first and redact those it returned. Nothing was changed.`,
      {
        details: { sessionId, seq: next.seq },
      },
    );
  }
  if (stored.type !== next.type || stored.at !== next.at) {
    throw new EngramError(
      "INVALID_OPTIONS",
      `Event ${next.seq} of session "${sessionId}" is a ${stored.type} event at ${stored.at}; its redaction must keep that type and time ` +
        `(got ${next.type} at ${next.at}). Nothing was changed.`,
      { details: { sessionId, seq: next.seq } },
    );
  }
}
