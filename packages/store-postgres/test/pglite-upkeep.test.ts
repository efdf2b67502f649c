import { describe, expect, it } from "vitest";
import { analyzeTrigger, needsAnalyze, upkeepEveryWrites } from "../src/pglite-upkeep.js";
import { openPostgresStore } from "../src/index.js";
import { userMessage } from "./message-events.js";
import { usePglite } from "./postgres-fixture.js";

describe("when a table needs ANALYZE", () => {
  it("follows autovacuum's default trigger: 50 rows plus 10% of the table, estimated from its pages", () => {
    expect(analyzeTrigger).toEqual({ rows: 50, share: 0.1 });
    // Never analyzed: as soon as it holds a page.
    expect(needsAnalyze({ table: "records", relpages: 0, reltuples: -1, pages: 1 })).toBe(true);
    expect(needsAnalyze({ table: "records", relpages: 0, reltuples: -1, pages: 0 })).toBe(false);
    // Analyzed while empty, rows since.
    expect(needsAnalyze({ table: "records", relpages: 0, reltuples: 0, pages: 2 })).toBe(true);
    // 1,000 rows on 10 pages: 100 a page. 1,149 estimated (50 + 100 = 150 more needed) is not enough; 1,160 is.
    expect(needsAnalyze({ table: "records", relpages: 10, reltuples: 1_000, pages: 11 })).toBe(false);
    expect(needsAnalyze({ table: "records", relpages: 10, reltuples: 1_000, pages: 12 })).toBe(true);
    // A table that shrank (a purge, a VACUUM FULL) is left alone.
    expect(needsAnalyze({ table: "records", relpages: 10, reltuples: 1_000, pages: 4 })).toBe(false);
  });
});

describe("a PGlite store analyzes its tables as autovacuum would", () => {
  const pglite = usePglite();
  const reltuples = async (schema: string, table: string) =>
    (await pglite().query<{ reltuples: number }>(`SELECT reltuples FROM pg_class WHERE oid = '"${schema}".${table}'::regclass`)).rows[0]!.reltuples;

  it("looks every 100th write, and analyzes the tables that grew", async () => {
    const schema = "upkeep";
    const store = await openPostgresStore({ pglite: pglite(), schema });
    expect(upkeepEveryWrites).toBe(100);
    const append = (index: number) => store.appendEvents("s1", { workspace: "w" }, [userMessage(`m${index}`, `line ${index}`)]);
    // The open wrote too (its migration and settings count among the writes): append until one is the 100th.
    let appended = 0;
    while ((await reltuples(schema, "events")) < 0) {
      await append(appended++);
      if (appended > upkeepEveryWrites) throw new Error("no ANALYZE within 100 writes");
    }
    // Analyzed by the write that made it 100: every event appended so far is in its statistics.
    expect(await reltuples(schema, "events")).toBe(appended);
    // The next 99 writes look at nothing; the 100th after it analyzes again.
    for (let index = 0; index < upkeepEveryWrites - 1; index++) await append(appended + index);
    expect(await reltuples(schema, "events")).toBe(appended);
    await append(appended + upkeepEveryWrites - 1);
    expect(await reltuples(schema, "events")).toBe(appended + upkeepEveryWrites);
    await store.close();
  }, 120_000);

  it("quotes the names it reads from the catalog: a table named to break out of the statement is analyzed, nothing else runs", async () => {
    const schema = "upkeep_names";
    const store = await openPostgresStore({ pglite: pglite(), schema });
    const odd = 'odd"; DROP TABLE upkeep_names.records; --';
    await pglite().exec(
      `CREATE TABLE "${schema}"."${odd.replace(/"/g, '""')}" (n int); INSERT INTO "${schema}"."${odd.replace(/"/g, '""')}" SELECT generate_series(1, 500)`,
    );
    for (let index = 0; index < upkeepEveryWrites; index++) {
      await store.appendEvents("s1", { workspace: "w" }, [userMessage(`m${index}`, `line ${index}`)]);
    }
    const analyzed = await pglite().query<{ relname: string; reltuples: number }>(
      "SELECT c.relname, c.reltuples FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = $1 AND c.relname IN ($2, 'records')",
      [schema, odd],
    );
    expect(analyzed.rows.sort((a, b) => a.relname.localeCompare(b.relname))).toEqual([
      { relname: odd, reltuples: 500 },
      { relname: "records", reltuples: -1 },
    ]);
    await store.close();
  }, 120_000);
});
