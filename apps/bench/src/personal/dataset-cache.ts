import { existsSync, readdirSync, readFileSync, lstatSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { MemoryStore } from "@engram/core";
import { openFsStore } from "@engram/store-fs";
import { openSqliteStore } from "@engram/store-sqlite";
import { fillPersonalStore, type DatasetSize, type FillReport } from "./fill-personal-store.js";

export type PersonalStoreKind = "sqlite" | "fs";

/**
 * Bump when the generated data changes (the generators, the batch size, the plan) or a store's derived
 * files do (3: the fs store's `.index/records.json` holds record heads, bound to its search index): a
 * cached dataset of another version is generated again.
 */
export const datasetVersion = 3;

/** Where datasets are kept between runs: `$ENGRAM_BENCH_CACHE`, else `<tmpdir>/engram-bench-personal-scale`. */
export function defaultCacheRoot(env: NodeJS.ProcessEnv = process.env): string {
  return env.ENGRAM_BENCH_CACHE || join(tmpdir(), "engram-bench-personal-scale");
}

export interface Dataset extends FillReport {
  readonly store: PersonalStoreKind;
  readonly size: DatasetSize;
  /** The fs root or the SQLite file. */
  readonly location: string;
  /** Bytes on disk after the store was closed. */
  readonly diskBytes: number;
  /** When it was generated (ISO). */
  readonly generatedAt: string;
  readonly version: number;
  /** True when this run found it in the cache instead of generating it. */
  readonly reused: boolean;
}

const markerFile = "dataset.json";

function datasetDir(root: string, store: PersonalStoreKind, size: DatasetSize): string {
  return join(root, `${store}-${size.messages}m-${size.entries}e-of-${size.yearMessages}-v${datasetVersion}`);
}

function locationIn(dir: string, store: PersonalStoreKind): string {
  return store === "fs" ? join(dir, "engram") : join(dir, "memory.db");
}

function diskBytes(path: string): number {
  const stat = lstatSync(path);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(path).reduce((sum, name) => sum + diskBytes(join(path, name)), 0);
}

function readMarker(dir: string, store: PersonalStoreKind, size: DatasetSize): Dataset | undefined {
  const file = join(dir, markerFile);
  if (!existsSync(file)) return undefined;
  try {
    // The data is where the marker is: a cache directory moved or copied elsewhere is still found.
    const marker = { ...(JSON.parse(readFileSync(file, "utf8")) as Dataset), location: locationIn(dir, store) };
    const same =
      marker.version === datasetVersion &&
      marker.store === store &&
      marker.size.messages === size.messages &&
      marker.size.entries === size.entries &&
      marker.size.yearMessages === size.yearMessages &&
      existsSync(marker.location);
    return same ? { ...marker, reused: true } : undefined;
  } catch {
    return undefined;
  }
}

async function openForFill(store: PersonalStoreKind, location: string): Promise<MemoryStore> {
  return store === "fs" ? openFsStore({ root: location }) : openSqliteStore({ path: location });
}

/**
 * The dataset of `size` in a `store`, from the cache when a complete one is there (its marker file is
 * written last, so an interrupted generation is never reused), else generated into it through the
 * store's public API and closed. The cache is never deleted here: a later run reuses it.
 */
export async function ensureDataset(root: string, store: PersonalStoreKind, size: DatasetSize, log: (line: string) => void): Promise<Dataset> {
  const dir = datasetDir(root, store, size);
  const cached = readMarker(dir, store, size);
  if (cached) return cached;
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const location = locationIn(dir, store);
  const opened = await openForFill(store, location);
  let report: FillReport;
  try {
    report = await fillPersonalStore(opened, size, (line) => log(`personal-scale: ${store} generating: ${line}`));
  } finally {
    await opened.close();
  }
  const dataset: Dataset = {
    ...report,
    store,
    size,
    location,
    diskBytes: diskBytes(location),
    generatedAt: new Date().toISOString(),
    version: datasetVersion,
    reused: false,
  };
  await writeFile(join(dir, markerFile), `${JSON.stringify(dataset, null, 2)}\n`);
  return dataset;
}
