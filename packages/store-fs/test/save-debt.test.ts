import { readFile, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { NewSessionEvent, SearchHit, SearchQuery } from "@engram/core/store";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type FsStore, openFsStore } from "../src/index.js";
import { fingerprint } from "../src/file-scan.js";
import { racyFiles } from "../src/racy-files.js";
import { recordDebtBytes, SaveDebt, saveDebtShare } from "../src/save-debt.js";
import { loadSearchIndex } from "../src/search-index-file.js";
import type { ManifestSession } from "../src/session-files.js";
import { entryRecord, tempRoot } from "./fixtures.js";

let root: string;
let cleanup: () => Promise<void>;
// These tests count what an open re-reads of files written moments before it: as racy files (racy-files.ts,
// same-size-edits.test.ts) those would all be read again, whatever the saves left.
beforeEach(async () => {
  ({ root, cleanup } = await tempRoot());
  racyFiles.enabled = false;
});
afterEach(async () => {
  racyFiles.enabled = true;
  await cleanup();
});

const searchIndex = (): string => path.join(root, ".index/search.bin");
const headIndex = (): string => path.join(root, ".index/records.json");
const sessionFile = (id: string): string => path.join(root, `sessions/${id}.jsonl`);

const words = ["deploy", "cache", "retry", "flaky", "pytest", "lint", "rollback", "migration", "index", "build", "staging", "canary", "budget", "token"];

/** A store large enough that a turn or an entry is small beside its index file: 1,000 entries of 12 words, written and closed. */
async function seedLargeStore(): Promise<number> {
  const store = await openFsStore({ root });
  for (let i = 0; i < 1_000; i++) {
    const content = Array.from({ length: 12 }, (_, w) => `${words[(i * 7 + w * 3) % words.length]}${(i * 13 + w) % 97}`).join(" ");
    await store.put(entryRecord({ id: `e${i}`, key: `k${i}`, content, tags: [], scope: { workspace: "acme" } }));
  }
  await store.close();
  return (await stat(searchIndex())).size;
}

function turn(id: string, text: string, minute: number): NewSessionEvent {
  const at = `2026-05-01T10:${String(minute).padStart(2, "0")}:00.000Z`;
  return { at, type: "message", message: { id, role: "user", parts: [{ type: "text", text }], createdAt: at } };
}

/** A derived file's bytes, inode and modification time: equal only if nothing wrote it. */
async function fileState(file: string): Promise<{ bytes: Buffer; ino: bigint; mtimeNs: bigint }> {
  const stats = await stat(file, { bigint: true });
  return { bytes: await readFile(file), ino: stats.ino, mtimeNs: stats.mtimeNs };
}

async function derivedState(): Promise<unknown> {
  return { search: await fileState(searchIndex()), heads: await fileState(headIndex()) };
}

const queries: SearchQuery[] = [
  { text: "quokka", targets: ["entry", "message"], scope: { workspace: "acme" } },
  { text: "deploy3 cache", targets: ["entry", "message"], scope: { workspace: "acme" }, limit: 20 },
  { text: "rollback quokka wombat", targets: ["entry", "message"], scope: { workspace: "acme" }, limit: 50 },
];

function answer(hits: SearchHit[]): unknown[] {
  return hits.map((hit) => (hit.target === "record" ? ["record", hit.record.id, hit.score] : ["message", hit.sessionId, hit.event.seq, hit.score, hit.event]));
}

async function answers(store: FsStore): Promise<unknown[][]> {
  const all = [];
  for (const query of queries) all.push(answer(await store.search(query)));
  return all;
}

describe("saves of the derived files put off while the next open has little to re-read (decision 0245)", () => {
  it("measures the debt against the files on disk, and defers only within its share of the index file", () => {
    const session = (file: string, print: string, size: number): ManifestSession =>
      ({ file, fingerprint: print, size, info: { id: file }, lastSeq: 1, endsWithNewline: true, claimedSeq: 1 }) as unknown as ManifestSession;
    const debt = new SaveDebt();
    // No index file read or written: nothing to catch up from, so no save is ever put off.
    expect(debt.allowsDeferring([], 0)).toBe(false);

    debt.read(32_000, [session("sessions/a.jsonl", "p1", 100), session("sessions/gone.jsonl", "p9", 5_000)]);
    expect(debt.debt([session("sessions/a.jsonl", "p1", 100)], 0)).toBe(0);
    // A changed file counts whole (it is read whole), a new one too, a deleted one not at all.
    expect(debt.debt([session("sessions/a.jsonl", "p2", 700), session("sessions/b.jsonl", "p3", 300)], 0)).toBe(1_000);
    expect(debt.debt([session("sessions/a.jsonl", "p1", 100)], 2)).toBe(2 * recordDebtBytes);
    // The share of a 32,000-byte index file is 1,000 bytes: at it, deferred; a byte past it, saved.
    expect(32_000 * saveDebtShare).toBe(1_000);
    expect(debt.allowsDeferring([session("sessions/a.jsonl", "p2", 1_000)], 0)).toBe(true);
    expect(debt.allowsDeferring([session("sessions/a.jsonl", "p2", 1_001)], 0)).toBe(false);

    // Written: the sessions as written are the new baseline; the record files' changes only once the head index is.
    debt.indexWritten(32_000, [session("sessions/a.jsonl", "p2", 1_001)]);
    expect(debt.debt([session("sessions/a.jsonl", "p2", 1_001)], 3)).toBe(3 * recordDebtBytes);
    debt.headsWritten(3);
    expect(debt.debt([session("sessions/a.jsonl", "p2", 1_001)], 3)).toBe(0);
    expect(debt.allowsDeferring([session("sessions/a.jsonl", "p2", 1_001)], 3)).toBe(true);
  });

  it("leaves both derived files untouched after a small change, and the next open answers as one without them does", async () => {
    const indexBytes = await seedLargeStore();
    const before = await derivedState();

    const writer = await openFsStore({ root });
    await writer.appendEvents("s1", { workspace: "acme" }, [turn("m1", "the quokka deploy3 rollback", 1)]);
    await writer.put(entryRecord({ id: "e-new", key: "quokka", content: "quokka wombat cache", tags: [], scope: { workspace: "acme" } }));
    const expected = await answers(writer);
    await writer.close();
    // What the next open re-reads: the session file whole and one record file, within the share.
    const debt = (await stat(sessionFile("s1"))).size + recordDebtBytes;
    expect(debt).toBeLessThanOrEqual(indexBytes * saveDebtShare);
    expect(await derivedState()).toEqual(before);
    // The turn and the entry are found, beside entries the index file holds.
    expect(expected.map((hits) => hits.map((hit) => (hit as unknown[]).slice(0, (hit as unknown[])[0] === "record" ? 2 : 3).join(" ")))).toEqual([
      ["record e-new", "message s1 1"],
      expect.arrayContaining(["record e-new", "message s1 1"]),
      ["record e-new", "message s1 1"],
    ]);
    expect(expected[1]!.length).toBeGreaterThan(2);

    // The next open catches up from the files; the same debt is put off again.
    const reader = await openFsStore({ root });
    expect(await answers(reader)).toEqual(expected);
    expect(reader.problems()).toEqual([]);
    await reader.close();
    expect(await derivedState()).toEqual(before);

    // The index-free path: the same answers.
    await rm(path.join(root, ".index"), { recursive: true });
    const rebuilt = await openFsStore({ root });
    expect(await answers(rebuilt)).toEqual(expected);
    await rebuilt.close();
  });

  it("saves once the session files to re-read pass their share of the index file, and then holds them", async () => {
    const indexBytes = await seedLargeStore();
    const share = indexBytes * saveDebtShare;
    const before = await derivedState();

    // Turns appended, one store per turn as a coding agent's Stop hook opens one, while the file stays within the share.
    let minute = 0;
    const text = "wombat rollback canary staging ".repeat(8);
    for (;;) {
      const size = await stat(sessionFile("s1")).then(
        (stats) => stats.size,
        () => 0,
      );
      const line = JSON.stringify({ seq: minute + 1, ...turn(`m${minute}`, text, minute) }).length + 1;
      if (size + line > share) break;
      const store = await openFsStore({ root });
      await store.appendEvents("s1", { workspace: "acme" }, [turn(`m${minute}`, text, minute)]);
      await store.close();
      minute += 1;
    }
    expect(minute).toBeGreaterThan(3);
    expect(await derivedState()).toEqual(before);

    // One more turn takes the file past the share: this close writes both files.
    const store = await openFsStore({ root });
    await store.appendEvents("s1", { workspace: "acme" }, [turn(`m${minute}`, text, minute)]);
    expect((await stat(sessionFile("s1"))).size).toBeGreaterThan(share);
    const expected = await answers(store);
    await store.close();
    const written = await loadSearchIndex(root);
    const held = written?.manifest.sessions.find((session) => session.file === "sessions/s1.jsonl");
    expect(held?.fingerprint).toBe(await fingerprint(sessionFile("s1")));
    expect(held?.lastSeq).toBe(minute + 1);
    const after = await derivedState();
    expect((after as { search: { mtimeNs: bigint } }).search.mtimeNs).not.toBe((before as { search: { mtimeNs: bigint } }).search.mtimeNs);

    // Nothing left to catch up: an open and a close change nothing, and answer as before.
    const reader = await openFsStore({ root });
    expect(await answers(reader)).toEqual(expected);
    await reader.close();
    expect(await derivedState()).toEqual(after);
  });

  it("never puts off scrub or redactEvents: forgotten text leaves the derived files at once", async () => {
    await seedLargeStore();
    const holds = async (word: string): Promise<{ search: boolean; heads: boolean }> => ({
      search: (await readFile(searchIndex())).includes(word),
      heads: (await readFile(headIndex())).includes(word),
    });

    const store = await openFsStore({ root });
    await store.put(entryRecord({ id: "e-q", key: "quokka-note", content: "the quokka token", tags: ["quokka"], scope: { workspace: "acme" } }));
    await store.appendEvents("s1", { workspace: "acme" }, [turn("m1", "the wombat budget", 1)]);
    await store.scrub();
    expect(await holds("quokka")).toEqual({ search: true, heads: true });
    expect(await holds("wombat")).toEqual({ search: true, heads: false });

    // A delete is a small change: the close puts its save off, and the files keep the old text (as after a killed process) ...
    await store.delete("entry", "e-q");
    await store.close();
    expect(await holds("quokka")).toEqual({ search: true, heads: true });

    // ... until scrub, which writes both now, whatever the debt.
    const scrubbing = await openFsStore({ root });
    await scrubbing.scrub();
    expect(await holds("quokka")).toEqual({ search: false, heads: false });

    // redactEvents writes the index before it returns.
    const [event] = await scrubbing.readEvents("s1");
    await scrubbing.redactEvents("s1", [
      { ...event!, message: { ...(event as { message: object }).message, parts: [{ type: "text", text: "[redacted]" }] } } as never,
    ]);
    expect(await holds("wombat")).toEqual({ search: false, heads: false });
    await scrubbing.close();
  });
});
