import type { MemoryStore } from "../store/memory-store.js";
import type { Trace } from "../store/trace-schema.js";

/** A trace as stored: `id` is its event's seq in the session, `at` when the prompt was prepared. */
export type StoredTrace = Trace & { readonly id: number; readonly at: string };

const eventPage = 1_000;

/**
 * The traces a session's archive holds (`createEngram({ traces: true })`), oldest first; [] for a
 * session without any, or none at all. Reads the archive a page of events at a time.
 */
export async function readTraces(store: MemoryStore, sessionId: string): Promise<StoredTrace[]> {
  const traces: StoredTrace[] = [];
  let afterSeq = 0;
  for (;;) {
    const events = await store.readEvents(sessionId, { afterSeq, limit: eventPage });
    for (const event of events) if (event.type === "trace") traces.push({ ...event.trace, id: event.seq, at: event.at });
    const last = events.at(-1);
    if (events.length < eventPage || last === undefined) return traces;
    afterSeq = last.seq;
  }
}
