import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** How a package's vitest config runs its test files: in one shared module graph or each with fresh modules. */
export interface TestIsolation {
  /** Whether the package's test files share one module graph (`isolate: false`). */
  readonly shared: boolean;
  /** With `shared`, the files that run isolated all the same (`isolatedFiles`), as `test/<name>.test.ts`. */
  readonly isolatedFiles: readonly string[];
}

interface ProjectConfig {
  readonly isolate?: boolean;
  readonly include?: readonly string[];
  readonly projects?: readonly { readonly test: ProjectConfig }[];
}

/** Reads what `engramVitestConfig` (vitest.shared.ts) made of a package's options. */
export function isolationOf(config: unknown): TestIsolation {
  const test = ((config as { test?: ProjectConfig } | undefined)?.test ?? {}) as ProjectConfig;
  if (test.projects === undefined) return { shared: test.isolate === false, isolatedFiles: [] };
  const shared = test.projects.find((project) => project.test.isolate === false);
  const isolated = test.projects.find((project) => project.test.isolate !== false);
  if (shared === undefined || isolated === undefined) throw new Error(`expected a shared and an isolated project, got ${JSON.stringify(test.projects)}`);
  return { shared: true, isolatedFiles: [...(isolated.test.include ?? [])] };
}

/** A `vi.mock` or `vi.doMock` call: it replaces a module for the file, which a shared module graph may have loaded already. */
const mockCall = /\bvi\.(?:mock|doMock)\s*\(/;

/**
 * The test files of `dir` (a package) that mock a module but would run in the shared graph, and the
 * `isolatedFiles` entries that name no test file: both are mistakes in the package's vitest config.
 */
export function isolationMistakes(dir: string, isolation: TestIsolation): string[] {
  const mistakes: string[] = [];
  const testDir = join(dir, "test");
  const files = existsSync(testDir) ? readdirSync(testDir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".test.ts")) : [];
  const paths = files.map((file) => `test/${file.replaceAll("\\", "/")}`).sort();
  if (isolation.shared) {
    for (const path of paths) {
      if (isolation.isolatedFiles.includes(path)) continue;
      if (mockCall.test(readFileSync(join(dir, path), "utf8"))) mistakes.push(`${path} mocks a module but shares the module graph: add it to isolatedFiles`);
    }
  }
  for (const path of isolation.isolatedFiles) if (!paths.includes(path)) mistakes.push(`isolatedFiles names ${path}, which is not a test file`);
  return mistakes;
}
