import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { workspacePackages } from "../../../scripts/workspace-packages.mjs";
import { root } from "./packages.js";
import { isolationMistakes, isolationOf } from "./vitest-isolation.js";

/** The function every package's vitest.config.ts calls (imported by URL: it lives outside this package). */
const { engramVitestConfig } = (await import(pathToFileURL(join(root, "vitest.shared.ts")).href)) as {
  engramVitestConfig: (options: { isolate?: boolean; isolatedFiles?: readonly string[]; aloneFiles?: readonly string[] }) => unknown;
};

// Packages whose test files share one module graph (CONTRIBUTING, "Tests") must run a file that mocks a
// module isolated: in the shared graph the module may already be loaded, and the mock silently not apply.

/** Every workspace package with a vitest config, as `<group>/<name>`. */
const configured = workspacePackages()
  .filter((pkg) => existsSync(join(pkg.dir, "vitest.config.ts")))
  .map((pkg) => pkg.path);

describe("each package's vitest config", () => {
  it("runs every test file that mocks a module isolated, registers no hook at a shared helper's top level, and names only real files as isolated or alone", async () => {
    expect(configured).toEqual(expect.arrayContaining(["packages/core", "packages/store-sqlite", "packages/cli", "apps/playground"]));
    const found: Record<string, { shared: boolean; isolatedFiles: readonly string[]; aloneFiles: readonly string[]; mistakes: string[] }> = {};
    for (const dir of configured) {
      const config = (await import(pathToFileURL(join(root, dir, "vitest.config.ts")).href)).default;
      const isolation = isolationOf(config);
      found[dir] = { ...isolation, mistakes: isolationMistakes(join(root, dir), isolation) };
    }
    expect(Object.values(found).flatMap((entry) => entry.mistakes)).toEqual([]);
    // The files known to mock a module, isolated in packages that otherwise share.
    expect(found["packages/store-sqlite"]).toMatchObject({ shared: true, isolatedFiles: ["test/event-fts.test.ts"] });
    expect(found["packages/store-fs"]).toMatchObject({
      shared: true,
      isolatedFiles: ["test/atomic-write-fsync.test.ts", "test/lock-without-links.test.ts", "test/racy-edits.test.ts"],
    });
    // Core's ReDoS check runs alone, first in CI (decision 0371).
    expect(found["packages/core"]).toMatchObject({ shared: true, isolatedFiles: [], aloneFiles: ["test/regexp-redos.test.ts"] });
    expect(
      Object.entries(found)
        .filter(([, entry]) => entry.aloneFiles.length > 0)
        .map(([dir]) => dir),
    ).toEqual(["packages/core"]);
    expect(found["packages/cli"]).toMatchObject({ shared: false });
  });
});

describe("the isolation check", () => {
  const withPackage = (files: Record<string, string>, body: (dir: string) => void): void => {
    const dir = mkdtempSync(join(tmpdir(), "engram-isolation-"));
    try {
      for (const [path, text] of Object.entries(files)) {
        mkdirSync(join(dir, path, ".."), { recursive: true });
        writeFileSync(join(dir, path), text);
      }
      body(dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  // Written in pieces, so that this file holds no mock call itself.
  const vi = "vi";
  // Hooks written in pieces too, so that this file registers none at its top level.
  const after = "afterEach";
  const files = {
    "test/mocks.test.ts": `${vi}.mock("../src/a.js", () => ({}));`,
    "test/nested/later.test.ts": `${vi}.doMock ("node:fs");`,
    "test/plain.test.ts": `it("says ${vi}.mocked and ${vi}.fn", () => {});\n${after}(() => {});`,
    "test/helpers.ts": `import { ${after} } from "vitest";\n${after}(async () => {});`,
    "test/nested/fixture.ts": `export function useTemp(): void {\n  ${after}(() => {});\n}`,
  };

  it("finds mocking files and helpers with top-level hooks in a shared graph, and stale isolatedFiles, from the config vitest.shared.ts makes", () => {
    withPackage(files, (dir) => {
      const topHook =
        "test/helpers.ts registers a hook at its top level, which a shared module graph runs for the first test file only: register it from a function each test calls";
      expect(isolationMistakes(dir, isolationOf(engramVitestConfig({ isolate: false })))).toEqual([
        "test/mocks.test.ts mocks a module but shares the module graph: add it to isolatedFiles",
        "test/nested/later.test.ts mocks a module but shares the module graph: add it to isolatedFiles",
        topHook,
      ]);
      const listed = engramVitestConfig({ isolate: false, isolatedFiles: ["test/mocks.test.ts", "test/nested/later.test.ts", "test/gone.test.ts"] });
      expect(isolationMistakes(dir, isolationOf(listed))).toEqual([topHook, "isolatedFiles names test/gone.test.ts, which is not a test file"]);
      expect(isolationMistakes(dir, isolationOf(engramVitestConfig({})))).toEqual([]);
    });
  });

  it("takes files that run alone out of the shared graph, and finds alone files that are gone or that no script runs", () => {
    withPackage(files, (dir) => {
      const alone = engramVitestConfig({
        isolate: false,
        isolatedFiles: ["test/mocks.test.ts"],
        aloneFiles: ["test/nested/later.test.ts", "test/gone.test.ts"],
      });
      expect(isolationOf(alone)).toEqual({
        shared: true,
        isolatedFiles: ["test/mocks.test.ts"],
        aloneFiles: ["test/nested/later.test.ts", "test/gone.test.ts"],
      });
      const noScript = 'aloneFiles, but no "test:alone": "ENGRAM_TEST_ALONE=1 vitest run" script: vitest run leaves them out, so they never run';
      expect(isolationMistakes(dir, isolationOf(alone)).slice(1)).toEqual(["aloneFiles names test/gone.test.ts, which is not a test file", noScript]);
      writeFileSync(join(dir, "package.json"), JSON.stringify({ scripts: { "test:alone": "ENGRAM_TEST_ALONE=1 vitest run" } }));
      const sharedOnly = engramVitestConfig({ isolate: false, aloneFiles: ["test/mocks.test.ts", "test/nested/later.test.ts"] });
      expect(isolationOf(sharedOnly)).toMatchObject({ shared: true, isolatedFiles: [], aloneFiles: ["test/mocks.test.ts", "test/nested/later.test.ts"] });
      expect(isolationMistakes(dir, isolationOf(sharedOnly)).filter((line) => !line.includes("registers a hook"))).toEqual([]);
    });
  });

  it("refuses isolatedFiles where every file is isolated anyway", () => {
    expect(() => engramVitestConfig({ isolatedFiles: ["test/a.test.ts"] })).toThrow(
      "engramVitestConfig: isolatedFiles is for packages whose other files share modules (isolate: false)",
    );
  });
});
