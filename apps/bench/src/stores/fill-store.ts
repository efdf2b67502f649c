import type { MemoryStore } from "@engram/core";
import { elapsedMs } from "../harness.js";
import { generateEntry } from "./entry-generator.js";

export interface FillResult {
  /** Entries 0..reached-1 are in the store. */
  readonly reached: number;
  readonly ms: number;
}

/**
 * Puts entries `from`..`to`-1 of the dataset through the store's public `put`, `concurrency` calls in
 * flight (1: each awaited before the next), and stops early once `deadline` (a Date.now() value) passes;
 * every put already started is awaited, so the store then holds exactly entries 0..reached-1.
 */
export async function fillStore(
  store: MemoryStore,
  range: { readonly from: number; readonly to: number },
  options: { readonly concurrency: number; readonly deadline: number },
): Promise<FillResult> {
  const start = process.hrtime.bigint();
  let next = range.from;
  const worker = async (): Promise<void> => {
    while (next < range.to && Date.now() < options.deadline) {
      const index = next;
      next += 1;
      await store.put(generateEntry(index));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency) }, worker));
  return { reached: next, ms: elapsedMs(start) };
}
