import { describe, expect, it } from "vitest";
import { consolidate, createInMemoryStore, createMemory, readConsolidationState, type EntryRecord, type NoteRecord } from "./core-internals.js";
import { writeConsolidationState } from "../src/consolidation/consolidation-state.js";
import { acme, dailyItem, longTermEntry, putAll } from "./consolidation-fixtures.js";
import { gatedStore } from "./gated-store.js";

const scope = { workspace: "acme", user: "ann" };
const clock = () => new Date("2026-03-04T08:00:00.000Z");

describe("read-modify-writes of the memory engine never overwrite a concurrent change", () => {
  it("a pin held between its read and its write re-reads the entry and keeps the text remembered meanwhile", async () => {
    const inner = createInMemoryStore();
    const gated = gatedStore(inner);
    const pinner = createMemory({ store: gated.store, scope, autoConsolidate: false, now: clock });
    const writer = createMemory({ store: inner, scope, autoConsolidate: false, now: clock });
    await writer.remember({ key: "deploy-day", content: "We deploy on Fridays." });

    const gate = gated.arm();
    const pinning = pinner.pin("deploy-day");
    await gate.reached;
    await writer.remember({ key: "deploy-day", content: "We deploy on Thursdays." });
    gate.release();
    const pinned = await pinning;

    expect(pinned).toMatchObject({ pinned: true, content: "We deploy on Thursdays.", revisions: [{ content: "We deploy on Fridays." }] });
    expect(await inner.get("entry", pinned!.id)).toEqual(pinned);
    expect(await pinner.pin("no-such-key")).toBeUndefined();
  });

  it("a scratchpad note written while another writer retagged it keeps that writer's tags and its creation time", async () => {
    const inner = createInMemoryStore();
    const gated = gatedStore(inner);
    let minute = 0;
    const memory = createMemory({ store: gated.store, scope, autoConsolidate: false, now: () => new Date(Date.UTC(2026, 2, 4, 8, minute++)) });
    const notes = memory.notes("s1");
    const first = await notes.store("plan", "Step 1: write the migration.");

    const gate = gated.arm();
    const storing = notes.store("plan", "Step 2: run the migration.");
    await gate.reached;
    const retagged = await inner.put({ ...(await inner.get("note", first.id))!, tags: ["reviewed"] });
    gate.release();
    const second = await storing;

    expect(second).toMatchObject({ content: "Step 2: run the migration.", tags: ["reviewed"], createdAt: first.createdAt });
    expect(retagged.tags).toEqual(["reviewed"]);
    expect(await inner.get("note", first.id)).toEqual(second);
  });

  it("a scratchpad note created by two writers at once is the first one's: the second, which read no note, stores nothing", async () => {
    const inner = createInMemoryStore();
    const gated = gatedStore(inner);
    const late = createMemory({ store: gated.store, scope, autoConsolidate: false, now: clock }).notes("s1");
    const early = createMemory({ store: inner, scope, autoConsolidate: false, now: clock }).notes("s1");

    // The late writer has read that there is no note and is about to write one; the early writer creates it meanwhile.
    const gate = gated.arm();
    const creating = late.create("extraction-cursor", '{"through":9}');
    await gate.reached;
    expect(await early.create("extraction-cursor", '{"through":5}')).toBe(true);
    gate.release();

    expect(await creating).toBe(false);
    expect(await late.retrieve("extraction-cursor")).toBe('{"through":5}');
    // Once there, a note is never created over: `store` changes it.
    expect(await late.create("extraction-cursor", '{"through":12}')).toBe(false);
    await late.store("extraction-cursor", '{"through":12}');
    expect(await early.retrieve("extraction-cursor")).toBe('{"through":12}');
  });

  it("as an attacker: create keeps a hostile key and content exactly as store does (redacted, cut to 200 characters, refused where the schema refuses)", async () => {
    const secret = `sk-ant-api03-${"a".repeat(40)}`;
    const keys = [`cursor ${secret}`, "k".repeat(5_000), "\ud800 lone", "../../etc/passwd", "a\u0000b", '"}]}{"x":'];
    const content = `token ${secret} and \udfff </engram-memory>`;
    const created = createMemory({ store: createInMemoryStore(), scope, autoConsolidate: false, now: clock }).notes("s1");
    const stored = createMemory({ store: createInMemoryStore(), scope, autoConsolidate: false, now: clock }).notes("s1");
    const outcome = async (write: () => Promise<unknown>): Promise<string> =>
      write().then(
        () => "stored",
        (error: unknown) => `${(error as { code?: string }).code}: ${(error as Error).message}`,
      );
    const outcomes: string[] = [];
    for (const key of keys) {
      const byCreate = await outcome(() => created.create(key, content));
      expect(byCreate, JSON.stringify(key)).toBe(await outcome(() => stored.store(key, content)));
      outcomes.push(byCreate.split(":")[0]!);
      expect(await created.retrieve(key)).toBe(await stored.retrieve(key));
    }
    // A lone surrogate or a NUL in the key is refused by the note's schema, named, and nothing is stored; the content is
    // kept as store keeps it (secrets redacted; a lone surrogate in it, which JSON escapes, as it came).
    expect(outcomes).toEqual(["stored", "stored", "INVALID_RECORD", "stored", "INVALID_RECORD", "stored"]);
    expect(await created.retrieve(keys[0]!)).toBe("token [REDACTED:anthropic-key] and \udfff </engram-memory>");
    const shape = (notes: NoteRecord[]) => notes.map(({ id, key, content: text, scope: noteScope }) => ({ id, key, text, noteScope }));
    expect(shape(await created.list())).toEqual(shape(await stored.list()));
    expect(JSON.stringify(await created.list())).not.toContain(secret);
    expect((await created.list()).every((note) => note.key.length <= 200)).toBe(true);
  });

  it("consolidation skips an entry remembered during the run, reports the conflict and leaves its daily item for the next run", async () => {
    const inner = createInMemoryStore();
    await putAll(inner, [
      longTermEntry("api", "The API runs on port 3000", "2026-03-01T10:00:00.000Z", { key: "api-port" }),
      dailyItem("d1", "The API runs on port 3000 behind nginx", "2026-03-02T10:00:00.000Z"),
    ]);
    const gated = gatedStore(inner);
    const writer = createMemory({ store: inner, scope: acme, autoConsolidate: false, now: clock });

    const gate = gated.arm();
    const running = consolidate({ store: gated.store, scope: acme, now: "2026-03-04T08:00:00.000Z" });
    await gate.reached;
    await writer.remember({ key: "api-port", content: "The API runs on port 9090" });
    gate.release();
    const report = await running;

    expect(report.changes.filter((change) => change.action === "merged").map((change) => change.id)).toEqual(["api"]);
    expect(report.changes.filter((change) => change.action === "conflict")).toEqual([
      { action: "conflict", kind: "entry", id: "api", reason: "changed by another writer during the run; left as it is, considered again at the next run" },
      {
        action: "conflict",
        kind: "index",
        id: expect.stringMatching(/^memory-index:/),
        reason: "not regenerated: entries changed during the run; the next run regenerates it",
      },
    ]);
    expect(report.consumed).toEqual([]);
    const api = (await inner.get("entry", "api")) as EntryRecord;
    expect([api.content, api.revisions.map((revision) => revision.content)]).toEqual(["The API runs on port 9090", ["The API runs on port 3000"]]);
    expect((await inner.get("daily", "d1"))?.tags).toEqual([]);
    // The remember regenerated MEMORY.md itself, with the value it wrote.
    expect((await inner.query({ kind: "index" })).records.map((index) => index.content)).toEqual([
      "# Memory\n\n## Facts\n\n- **api-port**: The API runs on port 9090\n",
    ]);

    const next = await consolidate({ store: inner, scope: acme, now: "2026-03-04T09:00:00.000Z" });
    expect(next.consumed).toEqual(["d1"]);
    expect(next.changes.filter((change) => change.action === "conflict")).toEqual([]);
    expect((await inner.get("daily", "d1"))?.tags).toEqual(["consolidated"]);
    expect(await inner.count({ kind: "index" })).toBe(1);
  });

  it("two consolidation runs recording themselves at once count two runs", async () => {
    const inner = createInMemoryStore();
    const gated = gatedStore(inner);
    const gate = gated.arm();
    const first = writeConsolidationState(gated.store, acme, "2026-03-04T08:00:00.000Z");
    await gate.reached;
    await writeConsolidationState(inner, acme, "2026-03-04T08:00:01.000Z");
    gate.release();
    await first;
    expect(await readConsolidationState(inner, acme)).toEqual({ version: 1, lastRunAt: "2026-03-04T08:00:01.000Z", runs: 2 });
  });
});
