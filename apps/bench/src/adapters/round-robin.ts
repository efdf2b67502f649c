import type { Message } from "@engram/core";
import { elapsedMs } from "../harness.js";
import type { AdapterSystem } from "./adapter-system.js";

export interface RoundRobinOptions {
  readonly warmup: number;
  readonly iterations: number;
  /** Progress, every few rounds. */
  readonly log: (line: string) => void;
}

/**
 * A young-generation collection (scavenge). A full `gc()` before every call tripled every system's
 * time, bare agents included (ai-sdk + Engram 15.6 -> 47 ms, bare Mastra 4.0 -> 18.9 ms in one
 * profile run): the next call then runs in a freshly compacted heap with cold code and caches, which
 * no server sees between requests. A scavenge still clears the previous call's garbage.
 */
const gc = (): void => (globalThis.gc as ((options: { type: "minor" }) => void) | undefined)?.({ type: "minor" });

/**
 * Times every system's call once per round, round after round, so machine load (this is a shared
 * 2-core box) falls on all of them alike. Round i sends follow-up i to every system; the order
 * within a round rotates so no system always runs right after the same neighbour. Before each
 * call (with --expose-gc), a GC so one system's garbage is not collected inside another's
 * sample (a scavenge of the previous call's garbage, not a full collection: see `gc`). After each call,
 * untimed: the system's check. Returns each system's samples (warmups dropped).
 */
export async function sampleRoundRobin(
  systems: readonly AdapterSystem[],
  followUps: readonly Message[],
  options: RoundRobinOptions,
): Promise<Map<AdapterSystem, number[]>> {
  const rounds = options.warmup + options.iterations;
  if (followUps.length < rounds) throw new Error(`${rounds} rounds need ${rounds} follow-up messages, got ${followUps.length}.`);
  const samples = new Map<AdapterSystem, number[]>(systems.map((system) => [system, []]));
  for (let round = 0; round < rounds; round++) {
    const message = followUps[round]!;
    for (let k = 0; k < systems.length; k++) {
      const system = systems[(round + k) % systems.length]!;
      gc();
      const start = process.hrtime.bigint();
      await system.call(message, round);
      const ms = elapsedMs(start);
      await system.check(message, round);
      if (round >= options.warmup) samples.get(system)!.push(ms);
    }
    if ((round + 1) % 10 === 0 || round + 1 === rounds) options.log(`round ${round + 1}/${rounds}`);
  }
  return samples;
}
