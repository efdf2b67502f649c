import type { SearchHit } from "@engram/core/store";
import { describe, expect, it } from "vitest";
import type { PgliteInstance } from "../src/driver/pglite-driver.js";
import { openPostgresStore, type PostgresStore } from "../src/index.js";
import { usePglite, watchedPglite } from "./postgres-fixture.js";

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Order By"?: string;
  Filter?: string;
  Plans?: PlanNode[];
}

const nodes = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];

const dimensions = 8;
const query = [1, 0, 0, 0, 0, 0, 0, 0];
/** Tenant "a"'s records: enough that, with statistics, the HNSW index is cheaper than reading them all and sorting. */
const count = 1_000;
/** A vector of tenant "a": spread around the sphere, none near the query's direction as tenant "b"'s are. */
const spread = (i: number): number[] => Array.from({ length: dimensions }, (_, d) => Math.sin(i * 7 + d * 3));
/** A vector of tenant "b": all close to the query, so an HNSW scan without the tenant's filter would return them first. */
const near = (i: number): number[] => [1, ...Array.from({ length: dimensions - 1 }, (_, d) => 0.01 * Math.cos(i + d))];

function cosine(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  let aa = 0;
  let bb = 0;
  a.forEach((value, i) => {
    dot += value * b[i]!;
    aa += value * value;
    bb += b[i]! * b[i]!;
  });
  return dot / (Math.sqrt(aa) * Math.sqrt(bb));
}

describe("vector search with pgvector on PGlite", () => {
  const pglite = usePglite({ vector: true });
  const schema = "hnsw_plan";
  const sent: string[] = [];
  let plan: PlanNode | undefined;
  let store: PostgresStore;

  /** The application's PGlite instance, with every statement the store sends recorded and its vector statement EXPLAINed in its own transaction. */
  const explaining = (): PgliteInstance =>
    watchedPglite(pglite(), async (text, params, tx) => {
      sent.push(text);
      // After the store's own SET LOCAL hnsw.iterative_scan, with the same text and parameters.
      if (text.includes("ORDER BY r.embedding_v")) {
        const explained = await tx.query<{ "QUERY PLAN": { Plan: PlanNode }[] }>(`EXPLAIN (FORMAT JSON) ${text}`, params);
        plan = explained.rows[0]!["QUERY PLAN"][0]!.Plan;
      }
      return tx.query(text, params);
    });

  const put = (id: string, workspace: string, vector: number[]) =>
    store.put({
      kind: "entry",
      id,
      key: id,
      content: `note ${id}`,
      type: "fact",
      scope: { workspace },
      importance: 0.5,
      confidence: 0.5,
      source: "manual",
      provenance: { trust: "user" },
      vector,
      createdAt: "2026-03-01T09:00:00.000Z",
      updatedAt: "2026-03-01T09:00:00.000Z",
    });

  it("proposes a tenant's nearest records through the HNSW index, the tenant's scope filtered in the same scan", async () => {
    store = await openPostgresStore({ pglite: explaining(), schema, vectorDimensions: dimensions });
    expect((await store.stats()).vectors).toEqual({ search: "pgvector", dimensions, pgvectorVersion: "0.8.7" });
    for (let i = 0; i < count; i++) await put(`a${i}`, "a", spread(i));
    for (let i = 0; i < 30; i++) await put(`b${i}`, "b", near(i));
    // PGlite runs no autovacuum: without statistics the planner takes a tenant for one row and sorts it exactly
    // by distance. The store analyzes as autovacuum would (looking every 100th write; nothing else analyzes here):
    // its last ANALYZE, at its 900th write, saw 891 records, and the 139 since are below autovacuum's trigger
    // (50 + 10%). With those statistics tenant "a" is 97% of the rows and the HNSW index is the cheaper plan.
    expect((await pglite().query<{ reltuples: number }>(`SELECT reltuples FROM pg_class WHERE oid = '"${schema}".records'::regclass`)).rows).toEqual([
      { reltuples: 891 },
    ]);

    sent.length = 0;
    const hits = await store.search({ vector: query, scope: { workspace: "a" }, targets: ["entry"], limit: 5 });
    const statement = sent.findIndex((text) => text.includes("ORDER BY r.embedding_v"));
    expect(sent.indexOf("SET LOCAL hnsw.iterative_scan = relaxed_order")).toBeLessThan(statement);
    expect(statement).toBeGreaterThan(0);

    const scans = nodes(plan!).filter((node) => node["Relation Name"] !== undefined);
    expect(scans).toEqual([
      expect.objectContaining({
        "Node Type": "Index Scan",
        "Relation Name": "records",
        "Index Name": "records_embedding",
        "Order By": `(embedding_v <=> '[${query.join(",")}]'::vector)`,
        Filter: "((embedding_v IS NOT NULL) AND (kind = ANY ('{entry}'::text[])) AND (scope_label = ANY ('{global,workspace=a}'::text[])))",
      }),
    ]);
    // The index gives the order: nothing is sorted by distance after it.
    expect(nodes(plan!).map((node) => node["Node Type"])).not.toContain("Sort");

    // Tenant "b"'s records are all nearer the query than any of tenant "a"'s, and none is proposed: the filter ran in
    // the scan, and the iterative scan went on past them until the page was full. The page is tenant "a"'s exact top 5.
    const nearest = (prefix: string, count: number, vector: (i: number) => number[], limit: number) =>
      Array.from({ length: count }, (_, i) => ({ id: `${prefix}${i}`, score: cosine(query, vector(i)) }))
        .sort((x, y) => y.score - x.score)
        .slice(0, limit);
    const found = (list: readonly SearchHit[]) => list.map((hit) => (hit.target === "record" ? { id: hit.record.id, score: hit.vectorScore } : {}));
    expect(found(hits)).toEqual(nearest("a", count, spread, 5));
    expect(Math.min(...nearest("b", 30, near, 30).map((hit) => hit.score))).toBeGreaterThan(nearest("a", count, spread, 1)[0]!.score);
    expect(found(await store.search({ vector: query, scope: { workspace: "b" }, targets: ["entry"], limit: 3 }))).toEqual(nearest("b", 30, near, 3));
    await store.close();
  }, 120_000);
});
