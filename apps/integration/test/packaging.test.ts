import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, posix } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Manifest, packAll, publishable, root } from "./packages.js";

const license = readFileSync(join(root, "LICENSE"), "utf8");
const names = new Set(publishable.map(({ manifest }) => manifest.name));

describe("every publishable package", () => {
  it("is one of the ten packages a user installs", () => {
    expect([...names].sort()).toEqual([
      "@engram/adapter-ai-sdk",
      "@engram/adapter-langchain",
      "@engram/adapter-mastra",
      "@engram/cli",
      "@engram/core",
      "@engram/eval",
      "@engram/mcp",
      "@engram/store-fs",
      "@engram/store-redis",
      "@engram/store-sqlite",
    ]);
  });

  it.each(publishable.map((pkg) => [pkg.manifest.name, pkg] as const))("%s carries the MIT license and where it lives", (_name, { dir, path, manifest }) => {
    expect(readFileSync(join(path, "LICENSE"), "utf8")).toBe(license);
    expect(manifest.license).toBe("MIT");
    expect(manifest.repository).toEqual({ type: "git", url: "git+https://github.com/engram-memory/engram.git", directory: `packages/${dir}` });
    expect(manifest.homepage).toBe(`https://github.com/engram-memory/engram/tree/main/packages/${dir}#readme`);
    expect(manifest.bugs).toEqual({ url: "https://github.com/engram-memory/engram/issues" });
    expect(manifest.keywords?.length).toBeGreaterThan(2);
  });

  // Loading an adapter loads its framework (the AI SDK, LangChain, Mastra): seconds on a busy machine.
  it.each(publishable.map((pkg) => [pkg.manifest.name, pkg] as const))("%s's README opens with the line that installs it", (_name, { path, manifest }) => {
    const readme = readFileSync(join(path, "README.md"), "utf8");
    const [title, , fence, install] = readme.split("\n");
    expect([title, fence]).toEqual([`# ${manifest.name}`, "```bash"]);
    expect(install).toMatch(new RegExp(`^npm i (-g )?${manifest.name.replace("/", "\\/")}( |$)`));
    // An adapter's line names core and its framework too: under pnpm, an import of a package not installed fails.
    const optional = manifest.peerDependenciesMeta ?? {};
    const needed = Object.keys(manifest.peerDependencies ?? {}).filter((peer) => !optional[peer]?.optional && peer !== "vitest" && peer !== "@ai-sdk/provider");
    for (const peer of needed) expect(install, peer).toContain(` ${peer}`);
    if (manifest.name !== "@engram/cli" && manifest.name !== "@engram/core") expect(install).toContain(" @engram/core");
  });

  it.each(publishable.map((pkg) => [pkg.manifest.name, pkg] as const))(
    "%s loads with import and with require, the same exports either way",
    { timeout: 120_000 },
    async (_name, { path, manifest }) => {
      const require = createRequire(join(path, "package.json"));
      const entries = Object.entries(manifest.exports ?? {}).filter(([subpath]) => subpath !== "./package.json");
      for (const [subpath, target] of entries) {
        // types first (TypeScript reads the first matching condition), then one default for import and require.
        expect(target).toEqual({ types: expect.stringMatching(/^\.\/dist\/.+\.d\.ts$/), default: expect.stringMatching(/^\.\/dist\/.+\.js$/) });
        const specifier = `${manifest.name}${subpath.slice(1)}`;
        const file = require.resolve(specifier);
        const required = require(specifier) as Record<string, unknown>;
        const imported = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
        expect(
          Object.keys(required)
            .filter((key) => key !== "module.exports")
            .sort(),
        ).toEqual(Object.keys(imported).sort());
        expect(Object.keys(imported).length).toBeGreaterThan(0);
      }
      if (entries.length === 0) expect(Object.keys(manifest.bin ?? {})).toEqual(["engram"]);
    },
  );
});

describe("what the stores build on", () => {
  /** Every .ts file under a directory. */
  const sourcesIn = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? sourcesIn(join(dir, entry.name)) : entry.name.endsWith(".ts") ? [join(dir, entry.name)] : [],
    );

  /**
   * The root's names a store may use: the contract's own names that live on the root because applications
   * use them too (an entry point never repeats a name). Never the front doors (`createMemory`, `createEngram`).
   */
  const contractNamesOnRoot = new Set([
    "MemoryStore",
    "Scope",
    "EntryRecord",
    "EntryType",
    "EngramError",
    "EngramErrorCode",
    "isEngramError",
    "engramErrorOf",
    "messageText",
    "assertSupportedNode",
    "minimumNodeVersion",
  ]);

  it("is @engram/core's store contract and store kit, and of its root only the contract's names", () => {
    for (const dir of ["store-fs", "store-sqlite", "store-redis"]) {
      const sources = sourcesIn(join(root, "packages", dir, "src"));
      expect(sources.length, dir).toBeGreaterThan(5);
      const fromRoot = sources.flatMap((file) =>
        [...readFileSync(file, "utf8").matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+"@engram\/core";/g)].flatMap((match) =>
          match[1]!.split(",").map((name) => name.replace(/^\s*type\s+/, "").trim()),
        ),
      );
      expect(fromRoot.length, dir).toBeGreaterThan(0);
      expect(
        fromRoot.filter((name) => name !== "" && !contractNamesOnRoot.has(name)),
        `${dir} imports more than the contract's names from the root of @engram/core`,
      ).toEqual([]);
      expect(
        sources.some((file) => readFileSync(file, "utf8").includes('from "@engram/core/store-kit"')),
        dir,
      ).toBe(true);
    }
  });
});

describe("the packed tarballs", () => {
  let packs: string;
  const tarballs = new Map<string, { files: string[]; manifest: Manifest; read: (file: string) => string }>();

  beforeAll(() => {
    packs = mkdtempSync(join(tmpdir(), "engram-packs-"));
    for (const [name, tarball] of packAll(packs)) {
      const files = execFileSync("tar", ["-tzf", tarball], { encoding: "utf8" }).split("\n").filter(Boolean);
      // Unpacked once: the maps are many, and a tar call for each would take minutes.
      const unpacked = mkdtempSync(join(packs, "unpacked-"));
      execFileSync("tar", ["-xzf", tarball, "-C", unpacked]);
      const read = (file: string): string => readFileSync(join(unpacked, file), "utf8");
      tarballs.set(name, { files, manifest: JSON.parse(read("package/package.json")) as Manifest, read });
    }
  }, 240_000);

  afterAll(() => {
    if (packs) rmSync(packs, { recursive: true, force: true });
  }, 120_000);

  it("hold the license, the README, the built code and the sources its maps point at", () => {
    for (const [name, { files, read }] of tarballs) {
      expect(files, name).toEqual(expect.arrayContaining(["package/LICENSE", "package/README.md", "package/package.json"]));
      expect(
        files.some((file) => file.startsWith("package/src/")),
        name,
      ).toBe(true);
      expect(
        files.some((file) => file.startsWith("package/test/") || file.endsWith(".tsbuildinfo")),
        name,
      ).toBe(false);
      const inTarball = new Set(files);
      const maps = files.filter((file) => file.endsWith(".map"));
      expect(maps.length, name).toBeGreaterThan(0);
      for (const map of maps) {
        const { sources } = JSON.parse(read(map)) as { sources: string[] };
        for (const source of sources) expect(inTarball.has(posix.join(posix.dirname(map), source)), `${name}: ${map} -> ${source}`).toBe(true);
      }
    }
  });

  it("declare every module their type declarations import, and its types (a user's tsc finds each one)", () => {
    const builtins = new Set(["node"]);
    /** Whether a dependency, as installed for the package in `dir`, carries its own declarations. */
    const shipsTypes = (module: string, dir: string): boolean => {
      const manifestFile = join(dir, "node_modules", module, "package.json");
      if (!existsSync(manifestFile)) return false;
      const dependency = JSON.parse(readFileSync(manifestFile, "utf8")) as { types?: string; typings?: string; exports?: unknown };
      return (
        dependency.types !== undefined ||
        dependency.typings !== undefined ||
        JSON.stringify(dependency.exports ?? null).includes('"types"') ||
        existsSync(join(dir, "node_modules", module, "index.d.ts"))
      );
    };
    const dirs = new Map(publishable.map(({ manifest, path }) => [manifest.name, path]));
    for (const [name, { files, manifest, read }] of tarballs) {
      const declared = new Set([name, ...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})]);
      for (const file of files.filter((path) => path.endsWith(".d.ts"))) {
        for (const [, specifier] of read(file).matchAll(/(?:from\s+|import\(\s*)["']([^"'.][^"']*)["']/g)) {
          if (specifier!.startsWith("node:") || builtins.has(specifier!)) continue;
          const parts = specifier!.split("/");
          const module = specifier!.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!;
          const types = `@types/${module.replace(/^@/, "").replace("/", "__")}`;
          expect(declared.has(module), `${name}: ${file} imports "${specifier}", which is not a dependency`).toBe(true);
          if (module !== name && !shipsTypes(module, dirs.get(name)!))
            expect(declared.has(types), `${name}: ${file} imports "${specifier}", which ships no types: ${types} must be a dependency`).toBe(true);
        }
      }
    }
  });

  it("name only published packages, with versions, as dependencies (no workspace: links left)", () => {
    for (const [name, { manifest }] of tarballs) {
      for (const deps of [manifest.dependencies, manifest.peerDependencies, manifest.optionalDependencies]) {
        for (const [dependency, version] of Object.entries(deps ?? {})) {
          expect(version, `${name} -> ${dependency}`).not.toMatch(/^workspace:/);
          if (dependency.startsWith("@engram/")) expect(names.has(dependency), `${name} -> ${dependency}`).toBe(true);
        }
      }
    }
  });
});
