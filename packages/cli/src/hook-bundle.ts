import { readFileSync } from "node:fs";
import { storeOutsideBundle } from "./hook-store-hint.js";
import type { CliIO } from "./io.js";

/**
 * `engram hooks run` from one bundled file (decision 0165): the hook's code, core, the MCP package's hooks
 * and the fs and SQLite stores built into `dist/engram-hooks.bundle.js`, each store and token table in a chunk beside
 * it (decision 0238), which Node loads in about half the CPU of the same code as ~350 modules. The bundle is a copy, so it runs only where it
 * is the same code as the installed packages: each Engram package it holds must be installed at the version
 * it was built from (else the hook runs from the packages, as before), and the SQLite store only when
 * `@engram/store-sqlite` itself is installed at that version (its native modules are loaded from there).
 * Other stores (Redis, Postgres, PGlite) always run from the packages. Node's modules only, here.
 */

/** What `scripts/bundle-hooks.mjs` writes beside the bundle. */
export interface HookBundleManifest {
  readonly format: 1;
  /** The bundle's entry, relative to the manifest. */
  readonly entry: string;
  /** Each Engram package built into the bundle, with the version it was built from. */
  readonly packages: Readonly<Record<string, string>>;
}

/** The stores the bundle can open, by the store spec's kind, given the store packages installed. */
export type BundledStoreKind = "fs" | "sqlite";

export type HookBundleChoice =
  | { readonly use: true; readonly entry: string; readonly kinds: readonly BundledStoreKind[] }
  | { readonly use: false; readonly reason: string };

/** The packages the bundle must match to run at all; the SQLite store's package gates its kind only. */
const requiredPackages = ["@engram/core", "@engram/mcp", "@engram/store-fs"] as const;
const sqlitePackage = "@engram/store-sqlite";

function parseManifest(text: string): HookBundleManifest | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return "its manifest is not JSON";
  }
  const { format, entry, packages } = (value ?? {}) as Partial<Record<keyof HookBundleManifest, unknown>>;
  if (format !== 1) return `its manifest has format ${JSON.stringify(format)}, not 1`;
  if (typeof entry !== "string" || !/^\.\/[\w.-]+\.js$/.test(entry)) return "its manifest names no entry file beside it";
  if (typeof packages !== "object" || packages === null || Array.isArray(packages)) return "its manifest lists no packages";
  for (const [name, version] of Object.entries(packages)) {
    if (!name.startsWith("@engram/") || typeof version !== "string") return `its manifest lists ${JSON.stringify(name)} without a version`;
  }
  return { format, entry, packages: packages as Record<string, string> };
}

/**
 * Whether to run the hook from the bundle. `manifest` is the manifest's text (undefined when there is
 * none: a build without the bundle); `installedVersion` the version of a package as the CLI resolves it
 * (undefined when it is not installed or unreadable). Pure, so the rules are tested without a build.
 */
export function chooseHookBundle(input: {
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly manifest: string | undefined;
  readonly installedVersion: (name: string) => string | undefined;
}): HookBundleChoice {
  if (input.env["ENGRAM_HOOK_BUNDLE"] === "off") return { use: false, reason: "ENGRAM_HOOK_BUNDLE is off" };
  if (input.manifest === undefined) return { use: false, reason: "this build has no hook bundle" };
  const manifest = parseManifest(input.manifest);
  if (typeof manifest === "string") return { use: false, reason: `the hook bundle is unusable: ${manifest}` };
  for (const name of requiredPackages) {
    const built = manifest.packages[name];
    if (built === undefined) return { use: false, reason: `the hook bundle does not hold ${name}` };
    const installed = input.installedVersion(name);
    if (installed !== built) return { use: false, reason: `${name} is installed at ${installed ?? "no version"}, the hook bundle holds ${built}` };
  }
  const sqlite = manifest.packages[sqlitePackage];
  const kinds: BundledStoreKind[] = ["fs"];
  if (sqlite !== undefined && input.installedVersion(sqlitePackage) === sqlite) kinds.push("sqlite");
  return { use: true, entry: manifest.entry, kinds };
}

/** A package's version as the CLI resolves it, or undefined. */
function installedVersion(name: string): string | undefined {
  try {
    const { version } = JSON.parse(readFileSync(new URL(import.meta.resolve(`${name}/package.json`)), "utf8")) as { version?: unknown };
    return typeof version === "string" ? version : undefined;
  } catch {
    return undefined;
  }
}

function readManifest(url: URL): string | undefined {
  try {
    return readFileSync(url, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    return "";
  }
}

/** What the bundle's entry exports (`hook-bundle-entry.ts`). */
interface HookBundleModule {
  runCliOnStores(argv: readonly string[], io: CliIO, kinds: readonly BundledStoreKind[]): Promise<number | undefined>;
}

const manifestUrl = new URL("./engram-hooks.bundle.json", import.meta.url);

/** Whether this CLI's hooks run from its bundle, and on which stores (what `engram hooks status` shows). */
export function hookBundleChoice(env: Readonly<Record<string, string | undefined>>): HookBundleChoice {
  return chooseHookBundle({ env, manifest: readManifest(manifestUrl), installedVersion });
}

/**
 * Runs the hook from the bundle when it may: the exit code, or undefined when the bundle is not used here
 * (with the reason, for the hooks' log when it is worth saying) and the caller runs it from the packages.
 */
export async function runHookFromBundle(argv: readonly string[], io: CliIO): Promise<{ readonly code?: number; readonly problem?: string }> {
  if (storeOutsideBundle(argv, io.cwd)) return {};
  const choice = hookBundleChoice(io.env);
  if (!choice.use) return choice.reason.startsWith("the hook bundle is unusable") ? { problem: choice.reason } : {};
  let bundle: HookBundleModule;
  try {
    bundle = (await import(new URL(choice.entry, manifestUrl).href)) as HookBundleModule;
  } catch (error) {
    return { problem: `the hook bundle did not load (${(error as Error).message ?? String(error)}); the hook ran from the packages` };
  }
  const code = await bundle.runCliOnStores(argv, io, choice.kinds);
  return code === undefined ? {} : { code };
}
