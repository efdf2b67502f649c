import type { MemoryStore } from "@engram/core";
import { elapsedMs } from "../harness.js";
import { generateEntry } from "../stores/entry-generator.js";
import { planYear, sessionEvents, turnsOf, type PlannedSession } from "./year-of-sessions.js";

/** How much of the year goes into one store. */
export interface DatasetSize {
  /** Archived messages in all sessions. */
  readonly messages: number;
  /** Long-term entries (`generateEntry` 0..entries-1). */
  readonly entries: number;
  /** The full year's messages: the plan whose first weeks `messages` are. */
  readonly yearMessages: number;
}

export interface FillReport {
  readonly sessions: number;
  readonly messages: number;
  readonly entries: number;
  /** Archiving the sessions: generating their messages and `appendEvents`, a turn per call. */
  readonly appendMs: number;
  /** The entries, one awaited `put` each. */
  readonly putMs: number;
}

/**
 * Writes the dataset through the store's public API only: each session's messages with `appendEvents`,
 * one call per turn (as a hook archives them), sessions that ran at the same time with their turns
 * interleaved; then every entry with `put`, each awaited. `progress` hears about every 10% of the sessions.
 */
export async function fillPersonalStore(store: MemoryStore, size: DatasetSize, progress: (line: string) => void): Promise<FillReport> {
  const sessions = planYear(size.messages, size.yearMessages);
  // Sessions that overlap the one before run together with it, turn by turn.
  const groups: PlannedSession[][] = [];
  for (const session of sessions) {
    if (session.overlapsPrevious && groups.length > 0) groups.at(-1)!.push(session);
    else groups.push([session]);
  }
  let messages = 0;
  let done = 0;
  const appendStart = process.hrtime.bigint();
  const step = Math.max(1, Math.ceil(sessions.length / 10));
  for (const group of groups) {
    const running = group.map((session) => ({ session, turns: turnsOf(sessionEvents(session)), next: 0 }));
    for (let active = running.length; active > 0; ) {
      active = 0;
      for (const run of running) {
        const turn = run.turns[run.next];
        if (turn === undefined) continue;
        await store.appendEvents(run.session.id, run.session.scope, turn);
        messages += turn.length;
        run.next += 1;
        active += 1;
      }
    }
    const before = done;
    done += group.length;
    if (Math.floor(done / step) > Math.floor(before / step)) progress(`${done}/${sessions.length} sessions, ${messages.toLocaleString("en-US")} messages`);
  }
  const appendMs = elapsedMs(appendStart);
  const putStart = process.hrtime.bigint();
  for (let index = 0; index < size.entries; index++) await store.put(generateEntry(index));
  const putMs = elapsedMs(putStart);
  return { sessions: sessions.length, messages, entries: size.entries, appendMs, putMs };
}
