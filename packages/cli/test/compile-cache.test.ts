import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runEngram } from "./helpers/run-engram.js";
import { useTempDirs } from "./helpers/temp-dir.js";

const makeTempDir = useTempDirs();

/** Every file under `dir`, relative, sorted. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();

describe("the CLI's compile cache (decision 0164)", () => {
  const env = (home: string, more: Record<string, string> = {}) => ({ ENGRAM_HOME: home, ...more });

  it("keeps V8's compiled code in the Engram home, and the next run answers the same from it", { timeout: 120_000 }, async () => {
    const root = await makeTempDir();
    const home = path.join(root, "engram-home");
    mkdirSync(home, { mode: 0o700 });
    const first = await runEngram(["--help"], { cwd: root, env: env(home) });
    expect(first.code).toBe(0);
    const cached = filesUnder(path.join(home, "cache", "compile"));
    expect(cached.length).toBeGreaterThan(0);
    const second = await runEngram(["--help"], { cwd: root, env: env(home) });
    expect(second).toEqual(first);
  });

  it("never creates the home for it, and is off with NODE_DISABLE_COMPILE_CACHE", { timeout: 120_000 }, async () => {
    const root = await makeTempDir();
    const absent = path.join(root, "no-home-yet");
    expect((await runEngram(["--help"], { cwd: root, env: env(absent) })).code).toBe(0);
    expect(existsSync(absent)).toBe(false);

    const home = path.join(root, "engram-home");
    mkdirSync(home, { mode: 0o700 });
    expect((await runEngram(["--help"], { cwd: root, env: env(home, { NODE_DISABLE_COMPILE_CACHE: "1" }) })).code).toBe(0);
    expect(readdirSync(home)).toEqual([]);
  });

  it("a damaged cache (garbage in every file, or a file where its directory goes) changes no answer", { timeout: 120_000 }, async () => {
    const root = await makeTempDir();
    const home = path.join(root, "engram-home");
    mkdirSync(home, { mode: 0o700 });
    const clean = await runEngram(["--help"], { cwd: root, env: env(home) });
    const dir = path.join(home, "cache", "compile");
    for (const file of filesUnder(dir)) writeFileSync(path.join(dir, file), "not V8 code at all \u0000\u0001\u0002".repeat(64));
    expect(await runEngram(["--help"], { cwd: root, env: env(home) })).toEqual(clean);

    rmSync(dir, { recursive: true });
    writeFileSync(dir, "a file, not a directory");
    expect(await runEngram(["--help"], { cwd: root, env: env(home) })).toEqual(clean);
  });
});
