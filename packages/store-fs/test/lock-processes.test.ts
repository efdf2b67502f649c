import { fork } from "node:child_process";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { listFiles, tempRoot } from "./fixtures.js";

const distUrl = (file: string): string => pathToFileURL(fileURLToPath(new URL(`../dist/${file}`, import.meta.url))).href;

/**
 * A worker: adds 1 to the counter file `count` times, each a read, a turn of the event loop and a write
 * under the lock, stalling 10 ms at one in ten of the lock protocol's steps (as a descheduled process
 * does on a loaded machine). A crasher takes the lock and dies holding it.
 */
const childSource = `
const [lockModule, faultsModule, directory, role, count, seed] = process.argv.slice(2);
const { withFileLock } = await import(lockModule);
const { lockFaults } = await import(faultsModule);
const { readFileSync, writeFileSync } = await import("node:fs");
let state = Number(seed);
const random = () => ((state = (state * 1103515245 + 12345) % 2147483648) / 2147483648);
lockFaults.pause = () => {
  if (random() < 0.1) {
    const until = Date.now() + 10;
    while (Date.now() < until);
  }
};
const lock = directory + "/locks/counter.lock";
const options = { ttlMs: 60_000, timeoutMs: 100_000 };
if (role === "crasher") {
  await withFileLock(lock, options, async () => process.exit(0));
} else {
  for (let i = 0; i < Number(count); i++) {
    await withFileLock(lock, options, async () => {
      const value = Number(readFileSync(directory + "/counter", "utf8"));
      await new Promise((resolve) => setImmediate(resolve));
      writeFileSync(directory + "/counter", String(value + 1));
    });
  }
}
`;

describe("the lock file across processes", () => {
  it("6 processes adding 40 each under the lock, stalling at random steps while 8 holders die holding it, lose none of the 240", async () => {
    const { root, cleanup } = await tempRoot();
    try {
      await mkdir(path.join(root, "locks"), { recursive: true });
      const script = path.join(root, "lock-child.mjs");
      await writeFile(script, childSource);
      await writeFile(path.join(root, "counter"), "0");
      const run = (role: string, seed: number) =>
        new Promise<number | null>((resolve, reject) => {
          const child = fork(script, [distUrl("file-lock.js"), distUrl("lock-faults.js"), root, role, "40", String(seed)], { stdio: "inherit" });
          child.once("error", reject);
          child.once("exit", (code) => resolve(code));
        });
      const workers = Array.from({ length: 6 }, (_, worker) => run("worker", worker + 1));
      const crashers: (number | null)[] = [];
      for (let crasher = 0; crasher < 8; crasher++) crashers.push(await run("crasher", 100 + crasher));
      expect(await Promise.all(workers)).toEqual([0, 0, 0, 0, 0, 0]);
      expect(crashers).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
      expect(await readFile(path.join(root, "counter"), "utf8")).toBe("240");
      // The last crasher's lock may still be there (nobody took the lock after it died); nothing else is.
      expect((await listFiles(path.join(root, "locks"))).filter((name) => name !== "counter.lock")).toEqual([]);
    } finally {
      await cleanup();
    }
  }, 180_000);
});
