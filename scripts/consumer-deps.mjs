// What a project that installs Engram's published packages needs from the npm registry besides them,
// at the versions this repository tests (pnpm-lock.yaml). One rule for two users: the consumer test
// (apps/integration/test/consumer.test.ts) installs these with npm --offline, and
// scripts/prime-npm-cache.mjs fills the npm cache it installs from (online, at bootstrap).
//
// The list: every third-party package a README's install line names (ai, langchain, @mastra/core, ...);
// every third-party dependency and peer dependency of a publishable package (zod, yaml, better-sqlite3,
// vitest for @engram/core/testing, ...), so npm resolves them to the locked version instead of the newest
// in range; and typescript and @types/node, for the type-check. Each at the version pnpm-lock.yaml gives
// the package that needs it (its importer), else the repository root's.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** Where the npm cache the consumer test installs from lives, and the stamp saying what it holds. */
export const npmCache = join(root, ".toolchain", "npm-cache");
export const npmCacheStamp = join(root, ".toolchain", "npm-cache.stamp.json");

/** What the consumer installs besides the packages and the READMEs' lines: the type-check's tools. */
export const typeCheckTools = ["typescript", "@types/node"];

/** Every package a user installs: packages/* that are not private, sorted by directory. */
export function publishablePackages() {
  return readdirSync(join(root, "packages"))
    .sort()
    .map((dir) => ({ dir, path: join(root, "packages", dir) }))
    .filter(({ path }) => existsSync(join(path, "package.json")))
    .map(({ dir, path }) => ({ dir, path, manifest: JSON.parse(readFileSync(join(path, "package.json"), "utf8")) }))
    .filter(({ manifest }) => manifest.private !== true);
}

/**
 * The install line a README opens with (the line after its title and a ```bash fence), read as npm
 * reads it: `npm i [-g] a b c   # comment` gives `{ line, global, packages: ["a", "b", "c"] }`.
 */
export function readmeInstall(readme) {
  const line = readme.split("\n")[3] ?? "";
  const words = line
    .replace(/\s#.*$/, "")
    .trim()
    .split(/\s+/);
  if (words[0] !== "npm" || (words[1] !== "i" && words[1] !== "install")) throw new Error(`Not an npm install line: ${JSON.stringify(line)}`);
  const args = words.slice(2);
  return { line, global: args.includes("-g") || args.includes("--global"), packages: args.filter((word) => !word.startsWith("-")) };
}

/**
 * The importers of a pnpm-lock.yaml (lockfile v9): importer path → package name → resolved version
 * (peer suffixes like `(zod@4.6.7)` dropped; workspace links left out). The section's layout is fixed:
 * importers at two spaces, dependency groups at four, names at six, `version:` at eight.
 */
export function lockfileImporters(text) {
  const importers = new Map();
  let importer;
  let name;
  let inImporters = false;
  for (const line of text.split("\n")) {
    if (/^\S/.test(line)) {
      inImporters = line === "importers:";
      continue;
    }
    if (!inImporters) continue;
    let match;
    if ((match = /^ {2}(\S.*):$/.exec(line))) importers.set((importer = match[1]), new Map());
    else if ((match = /^ {6}(\S.*):$/.exec(line))) name = match[1].replace(/^'(.*)'$/, "$1");
    else if ((match = /^ {8}version: (\S+)$/.exec(line)) && importer !== undefined && name !== undefined && !match[1].startsWith("link:"))
      importers.get(importer).set(name, match[1].replace(/\(.*$/, ""));
  }
  return importers;
}

/** The third-party packages a consumer installs, name → locked version, sorted by name. */
export function consumerDependencies() {
  const importers = lockfileImporters(readFileSync(join(root, "pnpm-lock.yaml"), "utf8"));
  const packages = publishablePackages();
  const ours = new Set(packages.map(({ manifest }) => manifest.name));
  const wanted = new Map();
  const want = (name, importer, why) => {
    if (ours.has(name)) return;
    const version = importers.get(importer)?.get(name) ?? importers.get(".")?.get(name);
    if (version === undefined) throw new Error(`${name} (${why}) has no version in pnpm-lock.yaml, neither for ${importer} nor for the root.`);
    const earlier = wanted.get(name);
    if (earlier && earlier.version !== version)
      throw new Error(`${name} is locked at ${earlier.version} (${earlier.why}) and at ${version} (${why}): a consumer installs one version.`);
    wanted.set(name, { version, why });
  };
  for (const { dir, path, manifest } of packages) {
    const importer = `packages/${dir}`;
    for (const name of readmeInstall(readFileSync(join(path, "README.md"), "utf8")).packages) want(name, importer, `named by ${importer}/README.md`);
    for (const group of ["dependencies", "peerDependencies", "optionalDependencies"])
      for (const name of Object.keys(manifest[group] ?? {})) want(name, importer, `in ${manifest.name}'s ${group}`);
  }
  for (const name of typeCheckTools) want(name, ".", "the type-check");
  return Object.fromEntries([...wanted].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([name, { version }]) => [name, version]));
}

/** What the stamp of a primed cache says: the list it holds, for this platform (native packages differ). */
export function cacheStampText(dependencies = consumerDependencies()) {
  return `${JSON.stringify({ platform: `${process.platform}-${process.arch}`, dependencies }, null, 2)}\n`;
}

/** Whether the npm cache holds what the consumer test installs (its stamp matches today's list). */
export function npmCachePrimed(dependencies = consumerDependencies()) {
  return existsSync(npmCache) && existsSync(npmCacheStamp) && readFileSync(npmCacheStamp, "utf8") === cacheStampText(dependencies);
}
