import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { hostname } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { entryRecord, listFiles, useStoreEachTest } from "./fixtures.js";

const testStore = useStoreEachTest();

function deadPid(): number {
  return Number(spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" }).stdout);
}

async function lockFileOf(file: string, pid: number): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
  await writeFile(file, JSON.stringify({ token: "dead", pid, hostname: hostname(), acquiredAt: "2026-01-01T00:00:00.000Z", expiresAt }));
}

function runWorker(name: string, count: number): Promise<number | null> {
  const worker = fileURLToPath(new URL("./workers/append-worker.mjs", import.meta.url));
  const child = spawn(process.execPath, [worker, testStore.root, name, String(count)], { stdio: "inherit" });
  return new Promise((resolve) => child.on("exit", (code) => resolve(code)));
}

describe("locks", () => {
  it("recovers the testStore.store lock from a writer that died holding it", async () => {
    await lockFileOf(path.join(testStore.root, "locks/.store-write.lock"), deadPid());
    await testStore.store.put(entryRecord());
    expect(await listFiles(path.join(testStore.root, "locks"))).toEqual([]);
  });

  it("grants a named lease held by a dead process, and refuses one held by a live process", async () => {
    await lockFileOf(path.join(testStore.root, "locks/dream.lock"), deadPid());
    const lease = await testStore.store.lock("dream", 60_000);
    expect(lease?.name).toBe("dream");
    expect(await testStore.store.lock("dream", 60_000)).toBeUndefined();
    await lease?.release();
    expect(await testStore.store.lock("dream", 60_000)).toMatchObject({ name: "dream" });
  });

  it("keeps every write of several processes appending to one session at once", async () => {
    expect(existsSync(fileURLToPath(new URL("../dist/index.js", import.meta.url)))).toBe(true);
    const codes = await Promise.all([runWorker("a", 15), runWorker("b", 15), runWorker("c", 15)]);
    expect(codes).toEqual([0, 0, 0]);
    const events = await testStore.store.readEvents("shared");
    expect(events.map((event) => event.seq)).toEqual(Array.from({ length: 45 }, (_, index) => index + 1));
    const titles = events.map((event) => (event.type === "title" ? event.title : "")).sort();
    const expected = ["a", "b", "c"].flatMap((name) => Array.from({ length: 15 }, (_, index) => `${name}-${index}`)).sort();
    expect(titles).toEqual(expected);
    expect(await testStore.store.count({ kind: "daily" })).toBe(45);
    expect(testStore.store.problems()).toEqual([]);
  }, 60_000);
});
