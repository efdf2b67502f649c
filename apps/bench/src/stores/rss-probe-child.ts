// Forked by rss-probe.ts: reports this process's resident memory, with or without an fs store open.
// Keep this file free of non-erasable TypeScript and of value imports from the bench: vitest runs the
// bench from source, and then Node runs this file as it is.
import { openFsStore } from "@engram/store-fs";
import type { RssProbeReport, RssProbeRequest } from "./rss-probe.js";

/** RSS and V8 heap in use, after a full GC. */
function memoryAfterGc(): { rss: number; heapUsed: number } {
  globalThis.gc?.();
  globalThis.gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, heapUsed };
}

async function probe(request: RssProbeRequest): Promise<RssProbeReport> {
  const initial = memoryAfterGc();
  if (request.mode === "baseline") return { mode: request.mode, rssStartBytes: initial.rss, heapStartBytes: initial.heapUsed };
  let start = performance.now();
  const store = await openFsStore({ root: request.root });
  const openMs = performance.now() - start;
  const opened = memoryAfterGc();
  start = performance.now();
  const hits = await store.search({ ...request.search, targets: [...request.search.targets] });
  const searchMs = performance.now() - start;
  const searched = memoryAfterGc();
  const entries = await store.count({ kind: "entry" });
  await store.close();
  return {
    mode: request.mode,
    rssStartBytes: initial.rss,
    heapStartBytes: initial.heapUsed,
    rssOpenBytes: opened.rss,
    heapOpenBytes: opened.heapUsed,
    rssSearchBytes: searched.rss,
    heapSearchBytes: searched.heapUsed,
    openMs,
    searchMs,
    hits: hits.length,
    entries,
  };
}

// The bench went away (killed, crashed): stop at once rather than write into a directory being removed.
process.once("disconnect", () => process.exit());

process.once("message", (message) => {
  probe(message as RssProbeRequest).then(
    (report) => process.send?.(report, () => process.disconnect()),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exitCode = 1;
      process.disconnect();
    },
  );
});
