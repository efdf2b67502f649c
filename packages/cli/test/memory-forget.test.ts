import { mkdir, readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { createMemory, type MemoryStore, type Scope } from "@engram/core";
import type { NewSessionEvent } from "@engram/core/store";
import { describe, expect, it } from "vitest";
import { runEngram } from "./helpers/run-engram.js";
import { withStore, type StoreKind } from "./helpers/seed.js";
import { useTempDirs } from "./helpers/temp-dir.js";

const makeTempDir = useTempDirs();
const ann: Scope = { workspace: "acme", user: "ann" };
const at = "2026-05-01T09:00:00.000Z";

const said = (id: string, role: "user" | "assistant", text: string): NewSessionEvent => ({
  at,
  type: "message",
  message: { id, role, parts: [{ type: "text", text }], createdAt: at },
});

/** A session that says the fact twice (m1 the source, m2 in other words), and an entry distilled from m1. */
async function seedLocker(store: MemoryStore): Promise<string> {
  await store.appendEvents("s1", ann, [
    said("m1", "user", "Remember this: I keep my bike in locker violet-kestrel-42 at the north gym."),
    said("m2", "assistant", "Got it, your locker at the North Gym is violet-kestrel-42."),
    said("m3", "user", "The north gym opens at six."),
  ]);
  const memory = createMemory({ store, scope: ann, autoConsolidate: false, now: () => new Date(at) });
  const entry = await memory.remember({ key: "locker", content: "Ann's locker at the north gym is violet-kestrel-42", messageIds: ["m1"] });
  return entry!.id;
}

/** Every byte of every file under `dir`. */
async function allBytes(dir: string): Promise<string> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  return Buffer.concat(await Promise.all(files.map((file) => readFile(file))))
    .toString("latin1")
    .toLowerCase();
}

for (const kind of ["fs", "sqlite"] as const satisfies readonly StoreKind[]) {
  describe(`memory forget (${kind})`, () => {
    const setUp = async () => {
      const cwd = await makeTempDir();
      const location = kind === "fs" ? path.join(cwd, "mem") : path.join(cwd, "db", "mem.db");
      await mkdir(path.dirname(location), { recursive: true });
      const id = await withStore(kind, location, seedLocker);
      return { cwd, location, id, spec: kind === "fs" ? "fs:mem" : "sqlite:db/mem.db", dir: kind === "fs" ? location : path.dirname(location) };
    };

    it("refuses without a terminal and without --yes, forgetting nothing", async () => {
      const { cwd, spec, id } = await setUp();
      const run = await runEngram(["memory", "forget", "locker", "--purge", "--store", spec], { cwd });
      expect(run).toEqual({
        code: 2,
        stdout: "",
        stderr: `engram: Forget entry "locker" (id ${id}, scope workspace=acme,user=ann) and erase the passages it came from in scope workspace=acme,user=ann? Refusing without confirmation: stdin is not a terminal. Pass --yes to confirm.\n`,
      });
    });

    it("forgets the entry: MEMORY.md and recall lose it, the archive keeps its text", async () => {
      const { cwd, spec, id, location, dir } = await setUp();
      const run = await runEngram(["memory", "forget", "locker", "--yes", "--json", "--store", spec], { cwd });
      expect(run.code).toBe(0);
      expect(JSON.parse(run.stdout)).toEqual({ forgotten: [{ id, key: "locker", scope: ann }], purged: null });
      await withStore(kind, location, async (store) => {
        expect((await store.query({ kind: "index", scope: ann, scopeMode: "exact" })).records[0]?.content).toBe("# Memory\n\nNo long-term entries yet.\n");
        const memory = createMemory({ store, scope: ann, autoConsolidate: false });
        expect((await memory.recall("locker north gym", { markUsed: false })).block.toLowerCase()).not.toContain("kestrel");
      });
      expect(await allBytes(dir)).toContain("kestrel");
    });

    it("with --purge, leaves no byte of the fact in the store's files", async () => {
      const { cwd, spec, id, location, dir } = await setUp();
      expect(await allBytes(dir)).toContain("kestrel");
      const run = await runEngram(["memory", "forget", "locker", "--purge", "--yes", "--quiet", "--store", spec], { cwd });
      expect(run).toEqual({
        code: 0,
        stdout:
          `Forgot entry "locker" (id ${id}, scope workspace=acme,user=ann). Erased its passages: 2 events in 1 session, 0 daily items, ` +
          "0 notes, 0 summaries, 0 checkpoints; the store was scrubbed.\n",
        stderr: "",
      });
      expect(await allBytes(dir)).not.toContain("kestrel");
      await withStore(kind, location, async (store) => {
        const texts = (await store.readEvents("s1")).map((event) =>
          event.type === "message" && event.message.parts[0]?.type === "text" ? event.message.parts[0].text : "",
        );
        expect(texts).toEqual(["[forgotten]", "[forgotten]", "The north gym opens at six."]);
      });
    });
  });
}
