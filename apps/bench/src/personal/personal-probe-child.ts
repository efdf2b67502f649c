// Forked by personal-probe.ts: one agent session's start on a year of memory, timed from a fresh process.
// Keep this file free of non-erasable TypeScript and of value imports from the bench: vitest runs the
// bench from source, and then Node runs this file as it is. The store's package is imported when asked
// for, so only what that store needs is loaded (and counted in the RSS).
import type { MemoryStore } from "@engram/core";
import type { peakRssKiB as PeakRss } from "../harness/peak-rss.js";
import type { PersonalProbeMessage, PersonalProbeReport, PersonalProbeRequest } from "./personal-probe.js";

const sinceMs = (start: number): number => performance.now() - start;

/** Imports the store's package and returns its open call for this request. */
async function storeOpener(request: PersonalProbeRequest): Promise<() => Promise<MemoryStore>> {
  if (request.store === "fs") {
    const { openFsStore } = await import("@engram/store-fs");
    return () => openFsStore({ root: request.location });
  }
  const { openSqliteStore } = await import("@engram/store-sqlite");
  return () => openSqliteStore({ path: request.location });
}

async function probe(request: PersonalProbeMessage): Promise<PersonalProbeReport> {
  const importStart = performance.now();
  const { createMemory, settleHeap } = await import("@engram/core");
  const open = await storeOpener(request);
  const importMs = sinceMs(importStart);
  const rssImportedBytes = process.memoryUsage().rss;

  const openStart = performance.now();
  const store = await open();
  const openMs = sinceMs(openStart);
  // What `engram mcp` does next (decision 0229): give back the young generation a large open grew.
  const settling = settleHeap();
  const processReadyMs = performance.now();
  const afterOpen = process.memoryUsage();
  const memory = createMemory({ store, scope: request.scope });
  // markUsed: false keeps the cached dataset as generated, so every run and probe recalls the same data.
  const recall = (query: string) => memory.recall(query, { markUsed: false });
  // As `engram mcp` warms up in the background while its client starts: the first recall then comes after it.
  const warmUpMs = request.warmUp ? (await memory.warmUp()).ms : 0;
  const firstStart = request.warmUp ? performance.now() : openStart;
  const first = await recall(request.queries[0]!);
  const firstRecallMs = sinceMs(firstStart);

  const recallItems = [first.items.length];
  const recallMs: number[] = [];
  let afterRecalls: NodeJS.MemoryUsage | undefined;
  let spentMs = 0;
  for (let i = 1; i < request.queries.length; i++) {
    if (i >= request.rssAfterRecalls && spentMs >= request.budgetMs) break;
    const start = performance.now();
    const result = await recall(request.queries[i]!);
    const ms = sinceMs(start);
    recallMs.push(ms);
    spentMs += ms;
    recallItems.push(result.items.length);
    if (i + 1 === request.rssAfterRecalls) afterRecalls = process.memoryUsage();
  }
  afterRecalls ??= process.memoryUsage();

  const recallSessionsMs: number[] = [];
  const sessionExcerpts: number[] = [];
  spentMs = 0;
  for (const query of request.queries) {
    if (recallSessionsMs.length >= request.rssAfterRecalls && spentMs >= request.budgetMs) break;
    const start = performance.now();
    const excerpts = await memory.recallSessions(query);
    const ms = sinceMs(start);
    recallSessionsMs.push(ms);
    spentMs += ms;
    sessionExcerpts.push(excerpts.length);
  }
  const { peakRssKiB } = (await import(request.peakRssModule)) as { peakRssKiB: typeof PeakRss };
  const rssPeakBytes = peakRssKiB() * 1024;
  await memory.close();
  await store.close();
  return {
    store: request.store,
    importMs,
    openMs,
    settleMs: settling.ms,
    firstRecallMs,
    warmUpMs,
    processReadyMs,
    rssImportedBytes,
    rssOpenBytes: afterOpen.rss,
    rssAfterRecallsBytes: afterRecalls.rss,
    rssPeakBytes,
    heapOpenBytes: afterOpen.heapUsed,
    heapAfterRecallsBytes: afterRecalls.heapUsed,
    recallMs,
    recallSessionsMs,
    recallItems,
    sessionExcerpts,
  };
}

// The bench went away (killed, crashed): stop at once.
process.once("disconnect", () => process.exit());

process.once("message", (message) => {
  probe(message as PersonalProbeMessage).then(
    (report) => process.send?.(report, () => process.disconnect()),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exitCode = 1;
      process.disconnect();
    },
  );
});
