import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** How a package's vitest config runs its test files: in one shared module graph or each with fresh modules. */
export interface TestIsolation {
  /** Whether the package's test files share one module graph (`isolate: false`). */
  readonly shared: boolean;
  /** With `shared`, the files that run isolated all the same (`isolatedFiles`), as `test/<name>.test.ts`. */
  readonly isolatedFiles: readonly string[];
  /** The files `vitest run` leaves out, to run alone in the package's `test:alone` script (`aloneFiles`). */
  readonly aloneFiles: readonly string[];
}

interface ProjectConfig {
  readonly isolate?: boolean;
  readonly include?: readonly string[];
  readonly exclude?: readonly string[];
  readonly projects?: readonly { readonly test: ProjectConfig }[];
}

/** Reads what `engramVitestConfig` (vitest.shared.ts) made of a package's options. */
export function isolationOf(config: unknown): TestIsolation {
  const test = ((config as { test?: ProjectConfig } | undefined)?.test ?? {}) as ProjectConfig;
  if (test.projects === undefined) return { shared: test.isolate === false, isolatedFiles: [], aloneFiles: [...(test.exclude ?? [])] };
  const shared = test.projects.find((project) => project.test.isolate === false);
  const isolated = test.projects.find((project) => project.test.isolate !== false);
  if (shared === undefined || isolated === undefined) throw new Error(`expected a shared and an isolated project, got ${JSON.stringify(test.projects)}`);
  return { shared: true, isolatedFiles: [...(isolated.test.include ?? [])], aloneFiles: [...(isolated.test.exclude ?? [])] };
}

/** A `vi.mock` or `vi.doMock` call: it replaces a module for the file, which a shared module graph may have loaded already. */
const mockCall = /\bvi\.(?:mock|doMock)\s*\(/;

/** A vitest hook called at a module's top level (not inside a function a test file calls). */
const topLevelHook = /^(?:afterEach|beforeEach|afterAll|beforeAll)\s*\(/m;

/**
 * The test files of `dir` (a package) that mock a module but would run in the shared graph, the helper
 * modules of its tests that register a hook at their top level in a shared graph (evaluated once, so the
 * hook runs for the first test file that imports them only: every other file silently goes without it),
 * the `isolatedFiles` and `aloneFiles` entries that name no test file, and `aloneFiles` in a package without a
 * `test:alone` script (`vitest run` leaves them out, so they would never run): all are mistakes in the package's
 * test setup.
 */
export function isolationMistakes(dir: string, isolation: TestIsolation): string[] {
  const mistakes: string[] = [];
  const testDir = join(dir, "test");
  const sources = existsSync(testDir)
    ? readdirSync(testDir, { recursive: true, encoding: "utf8" })
        .filter((file) => file.endsWith(".ts"))
        .map((file) => `test/${file.replaceAll("\\", "/")}`)
        .sort()
    : [];
  const paths = sources.filter((path) => path.endsWith(".test.ts"));
  if (isolation.shared) {
    for (const path of paths) {
      if (isolation.isolatedFiles.includes(path) || isolation.aloneFiles.includes(path)) continue;
      if (mockCall.test(readFileSync(join(dir, path), "utf8"))) mistakes.push(`${path} mocks a module but shares the module graph: add it to isolatedFiles`);
    }
    for (const path of sources) {
      if (path.endsWith(".test.ts") || !topLevelHook.test(readFileSync(join(dir, path), "utf8"))) continue;
      mistakes.push(
        `${path} registers a hook at its top level, which a shared module graph runs for the first test file only: register it from a function each test calls`,
      );
    }
  }
  for (const path of isolation.isolatedFiles) if (!paths.includes(path)) mistakes.push(`isolatedFiles names ${path}, which is not a test file`);
  for (const path of isolation.aloneFiles) if (!paths.includes(path)) mistakes.push(`aloneFiles names ${path}, which is not a test file`);
  if (isolation.aloneFiles.length > 0) {
    const manifest = join(dir, "package.json");
    const scripts = existsSync(manifest) ? ((JSON.parse(readFileSync(manifest, "utf8")) as { scripts?: Record<string, string> }).scripts ?? {}) : {};
    if (scripts["test:alone"] !== "ENGRAM_TEST_ALONE=1 vitest run")
      mistakes.push(`aloneFiles, but no "test:alone": "ENGRAM_TEST_ALONE=1 vitest run" script: vitest run leaves them out, so they never run`);
  }
  return mistakes;
}
