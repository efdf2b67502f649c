// The workspace's packages (packages/* and apps/*, as pnpm-workspace.yaml lists them), for the scripts and
// tests that visit each: run-tests.mjs, test-summary.mjs, the integration tests.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** Every folder of packages/ and apps/ with a package.json, in that order, by name within each. */
export function workspacePackages() {
  const found = [];
  for (const group of ["packages", "apps"]) {
    for (const name of readdirSync(join(root, group)).sort()) {
      const dir = join(root, group, name);
      const manifest = join(dir, "package.json");
      if (!existsSync(manifest)) continue;
      const scripts = JSON.parse(readFileSync(manifest, "utf8")).scripts ?? {};
      found.push({ name, path: `${group}/${name}`, dir, scripts });
    }
  }
  return found;
}
