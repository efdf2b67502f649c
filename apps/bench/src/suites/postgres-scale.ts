import { loadavg } from "node:os";
import { createMemory } from "@engram/core";
import type { SearchQuery } from "@engram/core/store";
import { scopeLabel } from "@engram/core/store";
import { openPostgresStore } from "@engram/store-postgres";
import { startPostgresServer } from "@engram/store-postgres/testing";
import pg from "pg";
import { formatNumber, sampleMs, summarize, withRatios, type BenchRow, type Suite, type SuiteContext, type SuiteResult } from "../harness.js";
import { personalRecallScope } from "../personal/year-of-sessions.js";
import { ensureScaleDataset, tenantScope } from "../postgres-scale/scale-dataset.js";
import { postgresScaleSuiteName, scaleCase, scaleDatasetName, scaleMetrics, scaleSizes, scaleTargets } from "../postgres-scale/scale-plan.js";
import { queryClasses, tenantWords } from "../postgres-scale/scale-queries.js";

/** Settings of the server the suite starts: room for the bulk copies and the GIN index builds; fsync stays off as in the tests. */
const serverSettings = { max_wal_size: "8GB", maintenance_work_mem: "512MB", shared_buffers: "512MB" };

/**
 * Issue 28's scale point: 1,000,000 archived messages and 100,000 entries in one PostgreSQL database
 * (10 tenants), then search and recall in one tenant, each beside its target (search p50 <= 10 ms and
 * p95 <= 50 ms; recall p50 <= 20 ms). On a server it starts (removed at the end) or `--postgres <url>`
 * (the dataset is kept there in its own schema and reused by the next run).
 */
export const postgresScaleSuite: Suite = {
  name: postgresScaleSuiteName,
  description: "PostgreSQL store at 1,000,000 messages and 100,000 entries over 10 tenants: search and recall in one tenant",
  defaultRun: false,
  async run(context: SuiteContext): Promise<SuiteResult> {
    const size = context.quick ? scaleSizes.quick : scaleSizes.full;
    const server = context.postgres === undefined ? await startPostgresServer({ settings: serverSettings, readyTimeoutMs: 120_000 }) : undefined;
    const url = context.postgres ?? server!.url;
    try {
      const dataset = await ensureScaleDataset(url, size, context.log);
      const tenant = Math.min(3, size.tenants - 1);
      const scope = tenantScope(personalRecallScope, tenant);
      const admin = new pg.Pool({ connectionString: url, max: 1 });
      admin.on("error", () => undefined);
      const words = await tenantWords(admin, dataset.schema, scopeLabel(scope)).finally(() => admin.end());
      const classes = queryClasses(words);
      // The store's own pool at its default size, as `engram mcp` opens a postgres:// store (it was 4 until the
      // thirteenth session: recall's four tombstone reads then filled it as its search began).
      const store = await openPostgresStore({ connectionString: url, schema: dataset.schema });
      const rows: Omit<BenchRow, "ratio">[] = [];
      const loads: number[] = [];
      try {
        const measure = async (name: string, texts: readonly string[], call: (text: string) => Promise<unknown>) => {
          if (texts.length === 0) throw new Error(`postgres-scale: no query texts for "${name}" (the dataset holds too few words)`);
          loads.push(loadavg()[0]!);
          const samples = await sampleMs(
            { setup: (i) => texts[i % texts.length]!, run: (text) => call(text) },
            { iterations: size.samples, warmup: size.warmup },
          );
          const summary = summarize(samples);
          context.log(`postgres-scale: ${name}: p50 ${summary.p50.toFixed(1)} ms, p95 ${summary.p95.toFixed(1)} ms`);
          const caseName = scaleCase(size, { name, kind: name.startsWith("recall") ? "recall" : "search" });
          rows.push({ suite: postgresScaleSuiteName, case: caseName, metric: scaleMetrics.p50, value: summary.p50, unit: "ms", baseline: null });
          rows.push({ suite: postgresScaleSuiteName, case: caseName, metric: scaleMetrics.p95, value: summary.p95, unit: "ms", baseline: null });
        };
        const search = (query: Omit<SearchQuery, "scope" | "text">) => (text: string) => store.search({ ...query, scope, text });
        for (const entryClass of classes.entries) await measure(`search entries, ${entryClass.name}`, entryClass.texts, search({ targets: ["entry"] }));
        for (const messageClass of classes.messages)
          await measure(`search messages, ${messageClass.name}`, messageClass.texts, search({ targets: ["message"] }));
        // As `engram mcp` runs them in that tenant's session: core's memory over the store.
        const memory = createMemory({ store, scope });
        await measure("recall (memory.recall)", classes.recall, (text) => memory.recall(text, { markUsed: false }));
        await measure("recall over transcripts (memory.recallSessions)", classes.recall, (text) => memory.recallSessions(text));
      } finally {
        await store.close();
      }
      const load = loads.reduce((sum, value) => sum + value, 0) / loads.length;
      const notes = [
        `postgres-scale: ${scaleDatasetName(size)} in schema ${dataset.schema}` +
          (dataset.builtMs === undefined ? " (reused from an earlier run)" : ` (built in ${formatNumber(dataset.builtMs / 1000)} s)`) +
          `; measured in tenant ${tenant} (${scopeLabel(scope)}), ${size.samples} calls per row after ${size.warmup} warmups, 1-minute load average ${load.toFixed(1)} on ${context.quick ? "a quick run" : "this machine"}.`,
        `postgres-scale: targets: search p50 <= ${scaleTargets.searchP50} ms and p95 <= ${scaleTargets.searchP95} ms; recall p50 <= ${scaleTargets.recallP50} ms. ` +
          `Words: common = the tenant's most frequent terms (${words.common.slice(0, 6).join(", ")}, ...), rare = held by 3 to 30 of its documents.`,
      ];
      return { rows: withRatios(rows), notes };
    } finally {
      await server?.stop();
    }
  },
};
