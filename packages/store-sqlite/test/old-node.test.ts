import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const packageDir = join(dirname(fileURLToPath(import.meta.url)), "..");

/** A Node.js older than 22.13 on this machine: Debian's (the project's machines carry Node 20 beside the toolchain's). */
function oldNode(): { path: string; version: string } {
  for (const path of ["/usr/bin/node", "/usr/local/bin/node", "/bin/node"]) {
    if (!existsSync(path)) continue;
    const version = execFileSync(path, ["--version"], { encoding: "utf8" }).trim();
    const [major, minor] = version.slice(1).split(".").map(Number);
    if (major! < 22 || (major === 22 && minor! < 13)) return { path, version };
  }
  throw new Error("No Node.js older than 22.13 at /usr/bin/node, /usr/local/bin/node or /bin/node: install Debian's nodejs package to run this test.");
}

describe("on a Node.js older than 22.13", () => {
  it("importing the store throws UNSUPPORTED_RUNTIME, and no native addon is loaded", { timeout: 60_000 }, () => {
    const node = oldNode();
    const script = `import("@engram/store-sqlite").then(
      () => { console.log("loaded"); },
      (error) => { console.log(JSON.stringify({ name: error.name, code: error.code, message: error.message })); },
    ).finally(() => {
      const native = Object.keys(require.cache ?? {}).filter((file) => file.endsWith(".node"));
      console.log(JSON.stringify({ native }));
    });`;
    const run = spawnSync(node.path, ["--input-type=commonjs", "-e", script], { cwd: packageDir, encoding: "utf8" });
    expect(run.status).toBe(0);
    const [outcome, loaded] = run.stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(outcome).toEqual({
      name: "EngramError",
      code: "UNSUPPORTED_RUNTIME",
      message: `@engram/store-sqlite needs Node.js 22.13.0 or newer, and this is Node.js ${node.version.slice(1)}. Install a current Node.js (22 LTS or 24) and run again.`,
    });
    expect(loaded).toEqual({ native: [] });
  });
});
