import type { MemoryStore } from "../store/memory-store.js";
import type { ScoredCandidate } from "./score-candidates.js";

/**
 * Hits of one session at most this many seqs apart have the events between them read, so that what is
 * not a turn (a usage report after each reply, a prompt's trace, a trim) does not part them: an adapter
 * recording a live conversation writes a usage event after every assistant turn, and the next exchange's
 * question lies 3 or 4 seqs after the last one instead of 2.
 */
export const turnDistanceSpan = 12;
/**
 * The seqs of a session's events that are not messages, where they lie between two close hits:
 * sessionId → seqs. Seqs outside the gaps read are not in it.
 */
export type NonTurnSeqs = ReadonlyMap<string, ReadonlySet<number>>;

/**
 * The distance in turns between two archived turns of one session: their seq distance less the events
 * between them known not to be messages (`skipped`). Without `skipped`, the seq distance.
 */
export function turnDistance(sessionId: string, fromSeq: number, toSeq: number, skipped?: NonTurnSeqs): number {
  const distance = toSeq - fromSeq;
  const seqs = skipped?.get(sessionId);
  if (!seqs || distance <= 1) return distance;
  let between = 0;
  for (let seq = fromSeq + 1; seq < toSeq; seq++) if (seqs.has(seq)) between++;
  return distance - between;
}

/** Seqs of one session read as one range: from `fromSeq` to `toSeq`, both hits, exclusive. */
interface Run {
  readonly sessionId: string;
  readonly fromSeq: number;
  readonly toSeq: number;
}

/**
 * Reads which events between neighbouring hits are not turns. For each session, the hits that may join a
 * window (`joinRelevance` and up), in seq order, form runs of neighbours at most `turnDistanceSpan` seqs
 * apart (farther ones hold too many events to be neighbours); each run with a pair not next to each other
 * is read in one call (what lies between decides whether they join, and whether the window shows "…"
 * between them), the runs concurrently. At most `turnDistanceSpan` events are read per hit.
 */
export async function nonTurnSeqs(store: MemoryStore, hits: readonly ScoredCandidate[], joinRelevance: number): Promise<NonTurnSeqs> {
  const bySession = new Map<string, number[]>();
  for (const hit of hits) {
    const { sessionId, seq } = hit.candidate;
    if (hit.signals.relevance < joinRelevance || sessionId === undefined || seq === undefined) continue;
    let seqs = bySession.get(sessionId);
    if (!seqs) bySession.set(sessionId, (seqs = []));
    seqs.push(seq);
  }
  const runs: Run[] = [];
  for (const [sessionId, seqs] of bySession) {
    seqs.sort((a, b) => a - b);
    let fromSeq = seqs[0]!;
    let wide = false;
    for (let i = 1; i <= seqs.length; i++) {
      const distance = i < seqs.length ? seqs[i]! - seqs[i - 1]! : Number.POSITIVE_INFINITY;
      if (distance <= turnDistanceSpan) {
        if (distance > 1) wide = true;
        continue;
      }
      if (wide) runs.push({ sessionId, fromSeq, toSeq: seqs[i - 1]! });
      fromSeq = seqs[i] ?? 0;
      wide = false;
    }
  }
  if (runs.length === 0) return new Map();
  const read = await Promise.all(runs.map((run) => store.readEvents(run.sessionId, { afterSeq: run.fromSeq, limit: run.toSeq - run.fromSeq - 1 })));
  const skipped = new Map<string, Set<number>>();
  for (const [index, events] of read.entries()) {
    const { sessionId, toSeq } = runs[index]!;
    for (const event of events) {
      if (event.type === "message" || event.seq >= toSeq) continue;
      let seqs = skipped.get(sessionId);
      if (!seqs) skipped.set(sessionId, (seqs = new Set()));
      seqs.add(event.seq);
    }
  }
  return skipped;
}
