import { appendFile, mkdir, readFile, rm, symlink, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { createInMemoryStore, type MemoryStore, type Scope } from "@engram/core";
import type { NewSessionEvent, SearchHit, SearchQuery } from "@engram/core/store";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openFsStore } from "../src/index.js";
import { fsSearchTuning } from "../src/fs-search-engine.js";
import { decodeIndex, encodeIndex } from "../src/index-file.js";
import { loadSearchIndex, type SearchManifest } from "../src/search-index-file.js";
import { encodeVersion2, encodeVersion3 } from "./index-file-versions.js";
import { dailyRecord, entryRecord, tempRoot } from "./fixtures.js";

let root: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ root, cleanup } = await tempRoot()));
afterEach(() => cleanup());

const indexFile = (): string => path.join(root, ".index/search.bin");

const words = ["pytest", "deploy", "cache", "retry", "flaky", "test", "lint", "rollback", "migration", "the", "a", "Crème", "东", "京", "index", "build"];
const scopes: Scope[] = [{}, { workspace: "acme" }, { workspace: "acme", user: "ann" }, { user: "ann" }, { workspace: "other" }];

/** A deterministic corpus: entries, daily items and sessions in several scopes, with repeated words so scores tie. */
function corpus(): { records: ReturnType<typeof entryRecord | typeof dailyRecord>[]; sessions: { id: string; scope: Scope; events: NewSessionEvent[] }[] } {
  let state = 7;
  const next = (): number => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const text = (): string => Array.from({ length: 1 + Math.floor(next() * 9) }, () => words[Math.floor(next() * words.length)]).join(" ");
  const records = [];
  for (let i = 0; i < 60; i++) {
    const scope = scopes[i % scopes.length]!;
    const at = `2026-05-0${1 + (i % 3)}T10:00:00.000Z`;
    if (i % 4 === 3) records.push(dailyRecord({ id: `d${i}`, content: text(), scope, createdAt: at, updatedAt: at }));
    else records.push(entryRecord({ id: `e${i}`, key: `k${i}`, content: text(), scope, tags: i % 2 ? ["x"] : [], createdAt: at, updatedAt: at }));
  }
  // Records tied on score (the same words) and scope, each newer than the one before: the page's order
  // among them is the newest first, the last written.
  for (let i = 0; i < 5; i++) {
    const at = `2026-05-0${4 + i}T10:00:00.000Z`;
    records.push(entryRecord({ id: `tie${i}`, key: `tie${i}`, content: "tied words everywhere", scope: { workspace: "acme" }, createdAt: at, updatedAt: at }));
  }
  const sessions = [];
  for (let s = 0; s < 6; s++) {
    const events: NewSessionEvent[] = [];
    for (let m = 0; m < 15; m++) {
      const at = `2026-05-0${1 + (m % 2)}T1${s}:00:00.000Z`;
      events.push({
        at,
        type: "message",
        message: { id: `s${s}m${m}`, role: m % 2 ? "assistant" : "user", parts: [{ type: "text", text: text() }], createdAt: at },
      });
    }
    sessions.push({ id: `s${s}`, scope: scopes[s % scopes.length]!, events });
  }
  return { records, sessions };
}

async function fill(store: MemoryStore): Promise<void> {
  const { records, sessions } = corpus();
  for (const record of records) await store.put(record);
  for (const session of sessions) {
    // Two appends per session: the second continues the file, so its lines are located from the size.
    await store.appendEvents(session.id, session.scope, session.events.slice(0, 7));
    await store.appendEvents(session.id, session.scope, session.events.slice(7));
  }
}

const queries: SearchQuery[] = [
  { text: "pytest", targets: ["entry", "daily", "message"], scope: {} },
  { text: "flaky test", targets: ["entry", "message"], scope: { workspace: "acme", user: "ann" } },
  { text: "the cache", scope: { workspace: "acme" }, limit: 5 },
  { text: "东京", targets: ["message", "entry"], scope: { workspace: "acme", user: "ann" } },
  { text: "crème rollback migration", targets: ["message"], excludeSessionIds: ["s1"], scope: { workspace: "acme", user: "ann" } },
  { text: "deploy", targets: ["entry", "daily"], tags: ["x"], scope: { workspace: "acme", user: "ann" } },
  { text: "retry build index", targets: ["entry", "daily", "message"], scope: { user: "ann" }, limit: 200 },
  { text: "lint lint deploy", targets: ["entry", "message"], limit: 3, scope: { workspace: "acme", user: "ann" } },
  // Pages far smaller than the records that match: what cannot reach the page is passed over unread.
  { text: "deploy cache", targets: ["entry", "daily"], limit: 2, scope: { workspace: "acme", user: "ann" } },
  { text: "pytest lint build", targets: ["entry"], limit: 1, scope: { user: "ann" } },
  { text: "tied words", targets: ["entry"], limit: 2, scope: { workspace: "acme" } },
  { text: "the cache flaky", targets: ["entry", "daily", "message"], tags: ["x"], limit: 2, scope: { workspace: "acme", user: "ann" } },
];

/** Each hit as what identifies it and its exact scores. */
function answer(hits: SearchHit[]): unknown[] {
  return hits.map((hit) =>
    hit.target === "record"
      ? ["record", hit.record.kind, hit.record.id, hit.score, hit.textScore]
      : ["message", hit.sessionId, hit.event.seq, hit.score, hit.textScore, hit.event],
  );
}

async function answers(store: MemoryStore): Promise<unknown[][]> {
  const all = [];
  for (const query of queries) all.push(answer(await store.search(query)));
  return all;
}

/** The store filled and closed: its answers, and its index file as written. */
async function filledIndex(): Promise<{ expected: unknown; current: NonNullable<ReturnType<typeof decodeIndex<SearchManifest>>> }> {
  const first = await openFsStore({ root });
  await fill(first);
  const expected = await answers(first);
  await first.close();
  return { expected, current: decodeIndex<SearchManifest>(await readFile(indexFile()))! };
}

describe("the search index (.index/search.bin)", () => {
  it("answers as core's in-memory reference does, and the same when the index is missing, torn, flipped or not an index", async () => {
    const reference = createInMemoryStore();
    await fill(reference);
    const expected = await answers(reference);
    expect(expected.every((hits) => hits.length > 0)).toBe(true);

    const first = await openFsStore({ root });
    await fill(first);
    expect(await answers(first)).toEqual(expected);
    await first.close();

    const reopened = await openFsStore({ root });
    expect(await answers(reopened)).toEqual(expected);
    await reopened.close();

    const intact = await readFile(indexFile());
    const damaged: [string, Buffer | undefined][] = [
      ["missing", undefined],
      ["torn", intact.subarray(0, Math.floor(intact.length / 2))],
      ["flipped", Buffer.from(intact.map((byte, at) => (at === intact.length - 3 ? byte ^ 0x01 : byte)))],
      ["not an index", Buffer.from("hello")],
    ];
    for (const [what, bytes] of damaged) {
      if (bytes === undefined) await rm(indexFile());
      else await writeFile(indexFile(), bytes);
      const store = await openFsStore({ root });
      expect({ what, answers: await answers(store) }).toEqual({ what, answers: expected });
      expect(store.problems()).toEqual([]);
      await store.close();
      // Rebuilt: the next open reads it again.
      expect((await readFile(indexFile())).length).toBeGreaterThan(24);
    }
  });

  it("does not read a file of an earlier version (its fingerprints hold no ctime): rebuilds it as this version, answering the same", async () => {
    const { expected, current } = await filledIndex();
    const bytes = await readFile(indexFile());
    expect(bytes.readUInt32LE(8)).toBe(5);
    // Version 4 had this version's layout: only the number in its header tells them apart.
    const version4 = Buffer.from(bytes);
    version4.writeUInt32LE(4, 8);
    const earlier: [number, Buffer][] = [
      [4, version4],
      [3, encodeVersion3(current.base, current.manifest)],
      [2, encodeVersion2(current.base, [], current.manifest)],
    ];
    for (const [version, file] of earlier) {
      await writeFile(indexFile(), file);
      expect({ version, read: await loadSearchIndex(root) }).toEqual({ version, read: undefined });
      const store = await openFsStore({ root });
      expect({ version, answers: await answers(store) }).toEqual({ version, answers: expected });
      await store.close();
      expect({ version, now: (await readFile(indexFile())).readUInt32LE(8) }).toEqual({ version, now: 5 });
    }
  });

  it("ranks the same page whether its matches are considered best first or in the index's order", async () => {
    const store = await openFsStore({ root });
    await fill(store);
    const variants: SearchQuery[] = [
      ...queries,
      { text: "pytest lint deploy cache", targets: ["message"], sessionIds: ["s1", "s2", "s4"], scope: { workspace: "acme", user: "ann" }, limit: 3 },
      // Filters that refuse most of the best-scoring records: the page fills only from the matches below the bar.
      { text: "the a test", targets: ["entry", "daily"], tags: ["x"], limit: 2, scope: { workspace: "acme", user: "ann" } },
      { text: "tied words everywhere", targets: ["entry"], limit: 1, scope: { workspace: "acme" } },
    ];
    const everyLimit = variants.flatMap((query) => [1, 2, 3, 7].map((limit) => ({ ...query, limit })));
    const ranked = async (): Promise<unknown[]> => {
      const all = [];
      for (const query of everyLimit) all.push(answer(await store.search(query)));
      return all;
    };
    try {
      fsSearchTuning.bestFirst = false;
      const inOrder = await ranked();
      fsSearchTuning.bestFirst = true;
      const bestFirst = await ranked();
      expect(bestFirst).toEqual(inOrder);
      expect(inOrder.filter((hits) => (hits as unknown[]).length > 0).length).toBeGreaterThan(40);
    } finally {
      fsSearchTuning.bestFirst = true;
      await store.close();
    }
  });

  it("is not used when its manifest was written wrong, though its checksum holds: the files are read instead", async () => {
    const first = await openFsStore({ root });
    await fill(first);
    const expected = await answers(first);
    const info = await first.getSession("s0");
    await first.close();
    const image = decodeIndex<{ sessions: Record<string, unknown>[]; heads?: string }>(await readFile(indexFile()));
    if (image === undefined) throw new Error("the index written by the store did not decode");
    const [s0, ...others] = image.manifest.sessions;
    const crafted: [string, unknown][] = [
      ["a session entry that is null", { ...image.manifest, sessions: [null, ...others] }],
      ["sessions that are not a list", { ...image.manifest, sessions: "sessions/s0.jsonl" }],
      ["a size that is not a number", { ...image.manifest, sessions: [{ ...s0, size: "12" }, ...others] }],
      ["a negative last seq", { ...image.manifest, sessions: [{ ...s0, lastSeq: -1 }, ...others] }],
      // The fingerprint still matches the file: an index that were used would hand this info out without reading the file.
      ["a session's info with a field of its own", { ...image.manifest, sessions: [{ ...s0, info: { ...(s0!.info as object), injected: "yes" } }, ...others] }],
      ["a head index checksum that is not a string", { ...image.manifest, heads: 5 }],
    ];
    for (const [what, manifest] of crafted) {
      await writeFile(indexFile(), encodeIndex({ base: image.base, manifest }));
      expect((await loadSearchIndex(root)) === undefined).toBe(true);
      const store = await openFsStore({ root });
      expect({ what, answers: await answers(store), info: await store.getSession("s0"), problems: store.problems() }).toEqual({
        what,
        answers: expected,
        info,
        problems: [],
      });
      await store.close();
      // Written anew from the files: used by the next open.
      expect((await loadSearchIndex(root))?.manifest.sessions).toHaveLength(6);
    }
  });

  it("sees files edited, added and deleted while no process ran", async () => {
    const first = await openFsStore({ root });
    await first.put(entryRecord({ id: "e1", key: "one", content: "pytest runs the suite", tags: [] }));
    await first.put(entryRecord({ id: "e2", key: "two", content: "deploy with pytest", tags: [] }));
    await first.appendEvents("s1", { workspace: "acme" }, [
      {
        at: "2026-05-01T10:00:00.000Z",
        type: "message",
        message: { id: "m1", role: "user", parts: [{ type: "text", text: "why is pytest slow" }], createdAt: "2026-05-01T10:00:00.000Z" },
      },
    ]);
    await first.appendEvents("s2", { workspace: "acme" }, [
      {
        at: "2026-05-01T11:00:00.000Z",
        type: "message",
        message: { id: "m2", role: "user", parts: [{ type: "text", text: "pytest again" }], createdAt: "2026-05-01T11:00:00.000Z" },
      },
    ]);
    await first.close();

    // Edited by hand: an entry's body, a line appended to a session; deleted: an entry and a session; added: an entry file and a session file.
    const one = path.join(root, "entries/workspace=acme/one.md");
    await writeFile(one, (await readFile(one, "utf8")).replace("pytest runs the suite", "vitest runs the suite"));
    await unlink(path.join(root, "entries/workspace=acme/two.md"));
    await appendFile(
      path.join(root, "sessions/s1.jsonl"),
      `${JSON.stringify({ seq: 2, at: "2026-05-01T10:05:00.000Z", type: "message", message: { id: "m3", role: "assistant", parts: [{ type: "text", text: "vitest is faster" }], createdAt: "2026-05-01T10:05:00.000Z" } })}\n`,
    );
    await unlink(path.join(root, "sessions/s2.jsonl"));
    const three = (await readFile(one, "utf8")).replace("id: e1", "id: e3").replace("key: one", "key: three").replace("vitest runs the suite", "vitest in ci");
    await writeFile(path.join(root, "entries/workspace=acme/three.md"), three);
    await writeFile(
      path.join(root, "sessions/s3.jsonl"),
      `${JSON.stringify({ session: { id: "s3", scope: { workspace: "acme" } } })}\n${JSON.stringify({ seq: 1, at: "2026-05-02T10:00:00.000Z", type: "message", message: { id: "m4", role: "user", parts: [{ type: "text", text: "vitest watch mode" }], createdAt: "2026-05-02T10:00:00.000Z" } })}\n`,
    );

    const second = await openFsStore({ root });
    const found = async (text: string): Promise<string[]> =>
      (await second.search({ text, targets: ["entry", "message"], scope: { workspace: "acme" } })).map((hit) =>
        hit.target === "record" ? hit.record.id : `${hit.sessionId}#${hit.event.seq}`,
      );
    expect(await found("pytest")).toEqual(["s1#1"]);
    expect((await found("vitest")).sort()).toEqual(["e1", "e3", "s1#2", "s3#1"]);
    expect(await second.readEvents("s1")).toHaveLength(2);
    expect(await second.getSession("s2")).toBeUndefined();
    expect(second.problems()).toEqual([]);
    await second.close();
  });

  it("sees another process's appends and puts (two stores on one directory)", async () => {
    const a = await openFsStore({ root });
    const b = await openFsStore({ root });
    const message = (id: string, text: string): NewSessionEvent => ({
      at: "2026-05-01T10:00:00.000Z",
      type: "message",
      message: { id, role: "user", parts: [{ type: "text", text }], createdAt: "2026-05-01T10:00:00.000Z" },
    });
    await a.appendEvents("s1", {}, [message("m1", "rollback the migration")]);
    expect((await b.search({ text: "rollback", targets: ["message"], scope: {} })).map((hit) => hit.target === "message" && hit.event.seq)).toEqual([1]);
    await b.appendEvents("s1", {}, [message("m2", "rollback done")]);
    expect((await a.search({ text: "rollback", targets: ["message"], scope: {} })).map((hit) => hit.target === "message" && hit.event.seq)).toEqual([1, 2]);
    await a.redactEvents("s1", [{ ...(await a.readEvents("s1"))[0]!, ...message("m1", "[redacted]"), seq: 1 } as never]);
    expect((await b.search({ text: "rollback", targets: ["message"], scope: {} })).map((hit) => hit.target === "message" && hit.event.seq)).toEqual([2]);
    await a.close();
    await b.close();
  });

  it("reports a session file a person broke on every open, though the index holds its readable messages", async () => {
    const first = await openFsStore({ root });
    await first.appendEvents("s1", {}, [
      {
        at: "2026-05-01T10:00:00.000Z",
        type: "message",
        message: { id: "m1", role: "user", parts: [{ type: "text", text: "rollback plan" }], createdAt: "2026-05-01T10:00:00.000Z" },
      },
    ]);
    await first.close();
    await appendFile(path.join(root, "sessions/s1.jsonl"), `{"seq":2, not json\n${"x".repeat(100_000)}\n`);
    for (let open = 0; open < 2; open++) {
      const store = await openFsStore({ root });
      expect(store.problems().map((problem) => [problem.reason, problem.path, problem.line])).toEqual([
        ["invalid-line", "sessions/s1.jsonl", 3],
        ["invalid-line", "sessions/s1.jsonl", 4],
      ]);
      expect((await store.search({ text: "rollback", targets: ["message"], scope: {} })).map((hit) => hit.target === "message" && hit.event.seq)).toEqual([1]);
      await store.close();
    }
  });

  it("keeps working, and reports it, when a link or a directory stands where the index goes", async () => {
    const first = await openFsStore({ root });
    await first.put(entryRecord());
    await first.close();
    await rm(indexFile());
    const elsewhere = path.join(path.dirname(root), "elsewhere.bin");
    await writeFile(elsewhere, "not mine");
    await symlink(elsewhere, indexFile());
    const linked = await openFsStore({ root });
    expect((await linked.search({ text: "pytest", scope: { workspace: "acme" } })).map((hit) => hit.target === "record" && hit.record.id)).toEqual(["e1"]);
    expect(linked.problems().map((problem) => [problem.reason, problem.path])).toEqual([["linked", ".index/search.bin"]]);
    await linked.close();
    expect(await readFile(elsewhere, "utf8")).toBe("not mine");

    await rm(indexFile());
    await mkdir(indexFile());
    const blocked = await openFsStore({ root });
    expect((await blocked.search({ text: "pytest", scope: { workspace: "acme" } })).map((hit) => hit.target === "record" && hit.record.id)).toEqual(["e1"]);
    expect(blocked.problems().map((problem) => [problem.reason, problem.path])).toEqual([["not-a-file", ".index/search.bin"]]);
    await blocked.close();
  });
});
