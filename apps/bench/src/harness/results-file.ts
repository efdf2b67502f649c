import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { cpus } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { BenchRow } from "./bench-row.js";

/** What the JSON file holds: the machine it ran on, then every row of the run. */
export interface ResultsFile {
  readonly meta: {
    readonly generatedAt: string;
    readonly node: string;
    readonly platform: string;
    readonly cpu: string;
    readonly cpuCount: number;
    readonly quick: boolean;
    readonly suites: readonly string[];
  };
  readonly rows: readonly BenchRow[];
}

/** The monorepo root: the nearest folder above this file holding pnpm-workspace.yaml (cwd plays no part). */
export function repoRoot(from: string = dirname(fileURLToPath(import.meta.url))): string {
  let dir = resolve(from);
  for (;;) {
    if (existsSync(join(dir, "pnpm-workspace.yaml"))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No pnpm-workspace.yaml above ${from}: cannot find the repository root.`);
    dir = parent;
  }
}

/** Where results go unless --out says otherwise: .bench/results.json at the repository root. */
export function defaultResultsPath(): string {
  return join(repoRoot(), ".bench", "results.json");
}

export function resultsFile(rows: readonly BenchRow[], run: { quick: boolean; suites: readonly string[] }): ResultsFile {
  const cpuList = cpus();
  return {
    meta: {
      generatedAt: new Date().toISOString(),
      node: process.version,
      platform: `${process.platform}-${process.arch}`,
      cpu: cpuList[0]?.model.trim() ?? "unknown",
      cpuCount: cpuList.length,
      quick: run.quick,
      suites: run.suites,
    },
    rows,
  };
}

/** Writes the file (creating its folder) and returns the absolute path written. */
export async function writeResults(path: string, file: ResultsFile): Promise<string> {
  const target = resolve(path);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, `${JSON.stringify(file, null, 2)}\n`, "utf8");
  return target;
}
