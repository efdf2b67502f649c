import { formatNumber } from "../harness.js";

export const postgresScaleSuiteName = "postgres-scale";

/** The dataset: tenants, each with the same number of archived messages and entries. */
export interface ScaleSize {
  readonly tenants: number;
  readonly messagesPerTenant: number;
  readonly entriesPerTenant: number;
  /** Timed calls per query class (after `warmup` untimed ones). */
  readonly samples: number;
  readonly warmup: number;
}

/** Issue 28: 1,000,000 archived messages and 100,000 entries in one database, several tenants. */
export const scaleSizes: { readonly full: ScaleSize; readonly quick: ScaleSize } = {
  full: { tenants: 10, messagesPerTenant: 100_000, entriesPerTenant: 10_000, samples: 40, warmup: 3 },
  quick: { tenants: 3, messagesPerTenant: 2_000, entriesPerTenant: 200, samples: 6, warmup: 1 },
};

/** The targets, in milliseconds. */
export const scaleTargets = { searchP50: 10, searchP95: 50, recallP50: 20 } as const;

export const scaleMetrics = { p50: "p50_ms", p95: "p95_ms" } as const;

/** The case name of a size: "10 tenants, 1,000,000 msgs + 100,000 entries". */
export function scaleDatasetName(size: ScaleSize): string {
  return `${size.tenants} tenants, ${formatNumber(size.tenants * size.messagesPerTenant)} msgs + ${formatNumber(size.tenants * size.entriesPerTenant)} entries`;
}

/** What is measured in one tenant, and which target applies. */
export interface ScaleQueryClass {
  readonly name: string;
  readonly kind: "search" | "recall";
}

export const scaleCase = (size: ScaleSize, query: ScaleQueryClass): string => `${scaleDatasetName(size)}: ${query.name}`;
