import { execFileSync, fork } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { openTemp } from "./helpers.js";

const packageDir = fileURLToPath(new URL("..", import.meta.url));
/** Inside the package, so the compiled code resolves @engram/core and better-sqlite3 as dist would. */
const buildDir = join(packageDir, "node_modules", ".cache", "engram-fixture-build");
const writer = fileURLToPath(new URL("./fixtures/writer.mjs", import.meta.url));

type ChildMessage = { type: "ready" } | { type: "done"; seqs: number[] } | { type: "error"; message: string; code?: string };

beforeAll(() => {
  const typescript = dirname(createRequire(join(packageDir, "package.json")).resolve("typescript/package.json"));
  const tsc = join(typescript, "bin", "tsc");
  execFileSync(
    process.execPath,
    [
      tsc,
      "-p",
      "tsconfig.json",
      "--outDir",
      buildDir,
      "--tsBuildInfoFile",
      join(buildDir, ".tsbuildinfo"),
      "--composite",
      "false",
      "--declaration",
      "false",
      "--declarationMap",
      "false",
      "--sourceMap",
      "false",
    ],
    { cwd: packageDir, stdio: "pipe" },
  );
}, 120_000);

function start(
  path: string,
  worker: number,
  count: number,
): { child: ChildProcess; messages: ChildMessage[]; ready: Promise<void>; exit: Promise<number | null> } {
  const child = fork(writer, [path, String(worker), String(count)], {
    execPath: process.execPath,
    env: { ...process.env, ENGRAM_STORE_MODULE: pathToFileURL(join(buildDir, "index.js")).href },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const messages: ChildMessage[] = [];
  const ready = new Promise<void>((resolve, reject) => {
    child.on("message", (message: ChildMessage) => {
      messages.push(message);
      if (message.type === "ready") resolve();
      if (message.type === "error") reject(new Error(message.message));
    });
    child.once("exit", () => reject(new Error(`worker ${worker} exited before it was ready`)));
  });
  const exit = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, messages, ready, exit };
}

describe("several processes on one file", () => {
  it("append events, put records, mark an entry used and take the lock at once: nothing lost, seqs contiguous, no lock error", async () => {
    const { store, path } = await openTemp();
    const at = new Date(0).toISOString();
    await store.put({
      kind: "entry",
      id: "hot",
      key: "hot",
      content: "used by every worker",
      type: "fact",
      scope: { workspace: "counters" },
      createdAt: at,
      updatedAt: at,
      importance: 0.5,
      confidence: 0.5,
      source: "manual",
      provenance: { trust: "agent" },
    });
    const workers = 4;
    const count = 40;
    const children = Array.from({ length: workers }, (_, worker) => start(path, worker, count));
    await Promise.all(children.map((c) => c.ready));
    for (const c of children) c.child.send("go");
    const codes = await Promise.all(children.map((c) => c.exit));
    const errors = children.flatMap((c) => c.messages.filter((m) => m.type === "error"));
    expect(errors).toEqual([]);
    expect(codes).toEqual(Array.from({ length: workers }, () => 0));

    const total = workers * count;
    const reported = children.flatMap((c) => c.messages.flatMap((m) => (m.type === "done" ? m.seqs : [])));
    expect([...reported].sort((a, b) => a - b)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    for (const c of children) {
      const seqs = c.messages.flatMap((m) => (m.type === "done" ? m.seqs : []));
      expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    }
    const events = await store.readEvents("shared");
    expect(events.map((e) => e.seq)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    expect((await store.getSession("shared"))?.eventCount).toBe(total);
    expect(await store.count({ kind: "entry", scope: { workspace: "shared" } })).toBe(total);
    expect(await store.get("entry", "hot")).toMatchObject({ useCount: total, updatedAt: at });
    expect((await store.get("note", "counter"))?.content).toBe(String(workers * Math.ceil(count / 5)));
    const hits = await store.search({ text: "worker 3 message 39", scope: { workspace: "shared" }, targets: ["entry", "message"], limit: 2 });
    expect(hits.map((h) => (h.target === "record" ? h.record.id : `${h.sessionId}:${h.event.message.id}`)).sort()).toEqual(["shared:w3-m39", "w3-e39"]);
  }, 60_000);
});
