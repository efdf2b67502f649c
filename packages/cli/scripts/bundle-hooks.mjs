// Builds dist/engram-hooks.bundle.js (decision 0165): `engram hooks run` with core, the MCP package's hooks and the
// fs and SQLite stores, what every hook runs in that one file and each store and token table in a chunk beside it
// (decision 0238), plus dist/engram-hooks.bundle.json naming the Engram packages it holds and their versions (the
// CLI uses the bundle only where those are the installed versions).
// Run after `tsc -b`: it bundles the compiled dist, not the sources.
import { readFileSync, rmSync, readdirSync, writeFileSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "rolldown";

const dist = fileURLToPath(new URL("../dist/", import.meta.url));
const bundledPackages = ["@engram/core", "@engram/mcp", "@engram/store-fs", "@engram/store-sqlite"];
// Loaded only by commands other than `hooks run`, or by stores the bundle does not hold: left to the packages.
const externalPackages = ["@engram/store-redis", "@engram/store-postgres", "@engram/eval", "@modelcontextprotocol/sdk"];
// Native modules, loaded from where the installed @engram/store-sqlite resolves them.
const nativeModules = {
  "better-sqlite3": 'export default nativeRequire("better-sqlite3");',
  "sqlite-vec": 'const vec = nativeRequire("sqlite-vec");\nexport const load = vec.load;\nexport const getLoadablePath = vec.getLoadablePath;',
};
const nativePrefix = "\0engram-native:";

// Node's own modules, each taken with `process.getBuiltinModule` instead of an `import` (decision 0242). An import
// of a builtin builds an ES module facade that reads every export of it, and reading some runs their lazy getters:
// `node:crypto`'s facade loads Web Crypto and every cipher's module, `node:fs`'s loads the streams and
// `fs/promises`, `node:util`'s the diff module. A hook pays for those on every run without using them.
// Named and default imports only: a namespace (`import * as`) would also hold a `default` the module lacks.
const builtinImport = /^import\s+(?:(?<names>\{[^}]*\})|(?<name>[\w$]+))\s+from\s+"(?<id>node:[\w/]+)";$/gm;
/** A chunk's `import … from "node:…"` lines as `const … = process.getBuiltinModule("node:…")`; throws on any other form. */
function takeBuiltinsWithoutFacades(code, chunkName) {
  const rewritten = code.replace(builtinImport, (_line, names, name, id) => {
    const binding = names === undefined ? name : names.replace(/\s+as\s+/g, ": ");
    return `const ${binding} = process.getBuiltinModule(${JSON.stringify(id)});`;
  });
  const left = /^import\b[^;]*["'](?:node:)?(?:[\w/]+)["'];$/gm;
  for (const [line] of rewritten.matchAll(left)) {
    const id = /["']([^"']+)["'];$/.exec(line)?.[1] ?? "";
    if (builtins.has(id)) throw new Error(`${chunkName}: a builtin import the bundle cannot take without a facade: ${line}`);
  }
  return rewritten;
}

for (const file of readdirSync(dist)) if (file.startsWith("engram-hooks.bundle")) rmSync(path.join(dist, file));

const builtins = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);
const seenPackages = new Set();
const result = await build({
  input: { "engram-hooks.bundle": path.join(dist, "hook-bundle-entry.js") },
  platform: "node",
  // The entry may export more than its own signature: the shared code the store chunks import from it.
  preserveEntrySignatures: "allow-extension",
  logLevel: "warn",
  external: (id) =>
    builtins.has(id) ||
    externalPackages.some((name) => id === name || id.startsWith(`${name}/`)) ||
    // The table of every command: only other commands load it, from the packages.
    /[/\\]commands[/\\]index\.js$/.test(id) ||
    id === "./commands/index.js",
  plugins: [
    {
      name: "engram-builtins-without-facades",
      renderChunk(code, chunk) {
        return { code: takeBuiltinsWithoutFacades(code, chunk.fileName) };
      },
    },
    {
      name: "engram-native-modules",
      resolveId(id) {
        if (Object.hasOwn(nativeModules, id)) return nativePrefix + id;
        return null;
      },
      load(id) {
        if (!id.startsWith(nativePrefix)) return null;
        const body = nativeModules[id.slice(nativePrefix.length)];
        return `import { createRequire } from "node:module";\nconst nativeRequire = createRequire(import.meta.resolve("@engram/store-sqlite"));\n${body}\n`;
      },
    },
    {
      name: "engram-bundled-packages",
      load(id) {
        const match = /[/\\]packages[/\\]([\w-]+)[/\\]dist[/\\]/.exec(id) ?? /[/\\]node_modules[/\\](@engram[/\\][\w-]+)[/\\]/.exec(id);
        if (match) seenPackages.add(match[1].includes("@engram") ? match[1].replace("\\", "/") : `@engram/${match[1]}`);
        return null;
      },
    },
  ],
  output: {
    dir: dist,
    format: "esm",
    entryFileNames: "[name].js",
    chunkFileNames: "engram-hooks.bundle-[name]-[hash].js",
    // One file for what every hook runs (the CLI, the MCP package's hooks, core, zod), loaded at once; each
    // store, with what only it uses (the SQLite store's native modules), and each token table in a chunk of
    // its own, loaded when a hook opens that store or counts exactly (decision 0238). A module in no group
    // goes where rolldown puts it.
    codeSplitting: {
      includeDependenciesRecursively: false,
      groups: [
        { name: "store-fs", test: /[/\\]store-fs[/\\]dist[/\\]/, priority: 2 },
        { name: "store-sqlite", test: (id) => id.startsWith(nativePrefix) || /[/\\]store-sqlite[/\\]dist[/\\]/.test(id), priority: 2 },
        { name: "hooks", test: (id) => !/[/\\]js-tiktoken[/\\]dist[/\\]ranks[/\\]/.test(id), priority: 1 },
      ],
    },
  },
  write: true,
});

const stray = [...seenPackages].filter((name) => name !== "@engram/cli" && !bundledPackages.includes(name));
if (stray.length > 0)
  throw new Error(`the hook bundle took in ${stray.join(", ")}, which the CLI does not check the version of: add it to bundledPackages or externalPackages`);
const versionOf = (name) => JSON.parse(readFileSync(fileURLToPath(import.meta.resolve(`${name}/package.json`)), "utf8")).version;
const manifest = { format: 1, entry: "./engram-hooks.bundle.js", packages: Object.fromEntries(bundledPackages.map((name) => [name, versionOf(name)])) };
writeFileSync(path.join(dist, "engram-hooks.bundle.json"), `${JSON.stringify(manifest, null, 2)}\n`);
const files = result.output.map((item) => item.fileName);
console.log(`hook bundle: ${files.length} files (${files.filter((name) => name.endsWith(".js")).join(", ")})`);
