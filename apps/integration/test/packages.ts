import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { publishablePackages, root } from "../../../scripts/consumer-deps.mjs";

export { root };

/** What the tests read of a publishable package's package.json. */
export interface Manifest {
  readonly name: string;
  readonly version: string;
  readonly private?: boolean;
  readonly license?: string;
  readonly repository?: { readonly type: string; readonly url: string; readonly directory: string };
  readonly homepage?: string;
  readonly bugs?: { readonly url: string };
  readonly keywords?: readonly string[];
  readonly exports?: Record<string, string | Record<string, string>>;
  readonly bin?: Record<string, string>;
  readonly dependencies?: Record<string, string>;
  readonly peerDependencies?: Record<string, string>;
  readonly peerDependenciesMeta?: Record<string, { readonly optional?: boolean }>;
  readonly optionalDependencies?: Record<string, string>;
}

export interface Publishable {
  /** Its directory under packages/. */
  readonly dir: string;
  readonly path: string;
  readonly manifest: Manifest;
}

/** Every package a user installs: packages/* that are not private (the rule of scripts/consumer-deps.mjs). */
export const publishable: readonly Publishable[] = publishablePackages().map(({ dir, path, manifest }) => ({
  dir,
  path,
  manifest: manifest as unknown as Manifest,
}));

/** The entry points a package.json `exports` offers to import (`./package.json` is not one), as specifiers. */
export function entryPoints(manifest: Manifest): string[] {
  return Object.keys(manifest.exports ?? {})
    .filter((subpath) => subpath !== "./package.json")
    .map((subpath) => `${manifest.name}${subpath.slice(1)}`);
}

/** pnpm, as the test runner was started by it (`npm test` runs every package's tests through pnpm). */
export function pnpm(args: readonly string[], cwd: string): string {
  const execPath = process.env["npm_execpath"];
  const [command, prefix] = execPath?.includes("pnpm") ? [process.execPath, [execPath]] : ["pnpm", []];
  return execFileSync(command, [...prefix, ...args], { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
}

/**
 * Packs every publishable package into `destination` with `pnpm pack` (which turns `workspace:`
 * ranges into versions, as publishing does): package name → tarball path. Needs the packages built.
 */
export function packAll(destination: string): Map<string, string> {
  const tarballs = new Map<string, string>();
  for (const { manifest, path } of publishable) {
    const before = new Set(readdirSync(destination));
    pnpm(["pack", "--pack-destination", destination], path);
    const made = readdirSync(destination).filter((file) => !before.has(file) && file.endsWith(".tgz"));
    if (made.length !== 1) throw new Error(`pnpm pack of ${manifest.name} made ${made.length} tarballs in ${destination}: ${made.join(", ")}`);
    tarballs.set(manifest.name, join(destination, made[0]!));
  }
  return tarballs;
}
