import { lstat, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { crc32 } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openFsStore, type FsStore } from "../src/index.js";
import { scopeLabel } from "@engram/core/store";
import { decodeIndex, encodeIndex } from "../src/index-file.js";
import { racyFiles } from "../src/racy-files.js";
import { loadHeadIndex } from "../src/record-head-file.js";
import type { RecordHead } from "../src/record-head.js";
import { dailyRecord, entryRecord, tempRoot } from "./fixtures.js";

let root: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ root, cleanup } = await tempRoot()));
afterEach(async () => {
  racyFiles.enabled = true;
  await cleanup();
});

const headIndex = (): string => path.join(root, ".index/records.json");
const searchIndex = (): string => path.join(root, ".index/search.bin");
const lintFile = "entries/workspace=acme/lint.md";

async function seed(): Promise<void> {
  const store = await openFsStore({ root });
  await store.put(entryRecord());
  await store.put(entryRecord({ id: "e2", key: "lint", content: "Run eslint before every commit.", tags: ["lint"], vector: [0, 1] }));
  await store.put(dailyRecord());
  await store.close();
}

/** What the heads decide (pages, counts, filters) and what the bodies hand out. */
async function answers(store: FsStore): Promise<unknown> {
  const scope = { workspace: "acme", user: "ann" };
  return {
    lint: (await store.query({ kind: "entry", tags: ["lint"], scope })).records,
    entries: (await store.query({ kind: "entry", order: "created-asc" })).records,
    counts: [
      await store.count({ kind: "entry", tags: ["lint"] }),
      await store.count({ kind: "entry", scope, types: ["feedback"] }),
      await store.count({ kind: "daily" }),
    ],
    days: (await store.query({ kind: "daily", fromDate: "2026-05-01", toDate: "2026-05-01" })).records,
    get: await store.get("entry", "e2"),
    hits: await store.search({ text: "eslint pytest", vector: [0, 1], scope }),
  };
}

/** A head index as a person (or a program) could write it: header, checksum and all (this version, 4, unless told). */
function headIndexBytes(body: string, version = 4): { bytes: Buffer; checksum: string } {
  const checksum = crc32(Buffer.from(body)).toString(16);
  return { bytes: Buffer.concat([Buffer.from(`ENGRAMRH ${version} ${checksum}\n`), Buffer.from(body)]), checksum };
}

/** A body as this store writes it (head-index-columns.ts): version 3's layout, which version 4 keeps. */
interface Columns {
  files: { path: string[]; print: string[]; kind: number[]; heads: number[] };
  heads: {
    id: string[];
    scope: number[];
    tags: number[];
    createdAt: string[];
    updatedAt: (string | 0)[];
    type: number[];
    key: (string | null)[];
    date: (string | null)[];
    vector: number[];
  };
  kinds: string[];
  scopes: string[];
  tags: string[][];
  types: string[];
}

/** A head as version 2 wrote it in its file's row. */
const rowOf = (head: RecordHead): unknown[] => [
  head.id,
  scopeLabel(head.scope),
  [...head.tags],
  head.createdAt,
  head.updatedAt,
  head.type ?? null,
  head.key ?? null,
  head.date ?? null,
  head.vectorLength,
];

/** Rewrites the search index so its manifest names `checksum` as its head index: both derived files crafted to agree. */
async function bindSearchIndex(checksum: string): Promise<void> {
  const image = decodeIndex<{ sessions: unknown[]; heads?: string }>(await readFile(searchIndex()));
  if (image === undefined) throw new Error("the seeded search index did not decode");
  await writeFile(searchIndex(), encodeIndex({ base: image.base, manifest: { ...image.manifest, heads: checksum } }));
}

/** The fingerprint of lint.md as this version takes it (`printOf`), or as versions before 4 did (no ctime). */
async function lintPrint(withCtime = true): Promise<string> {
  const stats = await lstat(path.join(root, lintFile), { bigint: true });
  return withCtime ? `${stats.ino}:${stats.size}:${stats.mtimeNs}:${stats.ctimeNs}` : `${stats.ino}:${stats.size}:${stats.mtimeNs}`;
}

/** The body the store wrote for the seeded files, as columns. */
async function seededColumns(): Promise<{ text: string; columns: Columns }> {
  const text = await readFile(headIndex(), "utf8");
  return { text, columns: JSON.parse(text.slice(text.indexOf("\n") + 1)) as Columns };
}

const e2Row = (overrides: Record<number, unknown> = {}): unknown[] =>
  Object.assign(["e2", "workspace=acme", ["lint"], "2026-05-01T10:00:00.000Z", "2026-05-01T10:00:00.000Z", "feedback", "lint", null, 2], overrides);

describe("a hand-made or damaged head index (.index/records.json)", () => {
  it("never changes an answer, never stops the store, and is rebuilt", async () => {
    await seed();
    const intact = await openFsStore({ root, watch: false });
    const expected = await answers(intact);
    await intact.close();
    // The heads as the store wrote them, each file's fingerprint its true one (as version 4 takes it, or as earlier versions did).
    const { columns } = await seededColumns();
    const lint = columns.files.path.indexOf(lintFile);
    const truePrints = async (withCtime: boolean): Promise<Columns> => {
      const edited = structuredClone(columns);
      edited.files.print[lint] = await lintPrint(withCtime);
      return edited;
    };
    const forged = await truePrints(true);
    forged.tags.push(["forged"]);
    forged.heads.tags[lint] = forged.tags.length - 1;
    const rows = `${JSON.stringify({ files: [[lintFile, await lintPrint(false), "entry", [e2Row({ 2: ["forged"] })]]] })}\n`;

    // Files the search index was not written with: not used at all, however well-formed.
    const unbound: [string, Buffer][] = [
      ["torn", (await readFile(headIndex())).subarray(0, 40)],
      ["not an index", Buffer.from("hello")],
      ["an old version", Buffer.from('{"version":1,"files":{}}\n')],
      ["a wrong checksum", Buffer.concat([Buffer.from("ENGRAMRH 4 0\n"), Buffer.from(`${JSON.stringify(forged)}\n`)])],
      ["forged heads with their own checksum", headIndexBytes(`${JSON.stringify(forged)}\n`).bytes],
    ];
    // Files the search index was rewritten to name (an attacker who rewrote both, or a store of an earlier version).
    const bound: [string, string, number][] = [
      ["not JSON", "{ not json", 4],
      ["rows (version 2's body) under this version's header", rows, 4],
      ["version 2 (a row per file, fingerprints without ctime)", rows, 2],
      ["version 3 (columns, fingerprints without ctime)", `${JSON.stringify(await truePrints(false))}\n`, 3],
      ["version 3 with fingerprints that match the files now", `${JSON.stringify(forged)}\n`, 3],
    ];
    const cases: [string, () => Promise<void>][] = [
      ...unbound.map(([what, bytes]): [string, () => Promise<void>] => [what, () => writeFile(headIndex(), bytes)]),
      ...bound.map(([what, body, version]): [string, () => Promise<void>] => [
        `${what} (bound)`,
        async () => {
          const { bytes, checksum } = headIndexBytes(body, version);
          await writeFile(headIndex(), bytes);
          await bindSearchIndex(checksum);
          // Not one file is offered: the open reads every file.
          expect({ what, offered: (await loadHeadIndex(root, checksum)).size }).toEqual({ what, offered: 0 });
        },
      ]),
    ];
    for (const [what, plant] of cases) {
      await plant();
      const store = await openFsStore({ root, watch: false });
      expect({ what, answers: await answers(store), problems: store.problems() }).toEqual({ what, answers: expected, problems: [] });
      await store.close();
      // Rebuilt from the files: the next open takes its heads again.
      expect((await readFile(headIndex(), "utf8")).split("\n")[0]).toMatch(/^ENGRAMRH 4 [0-9a-f]+$/);
      expect({ what, files: JSON.parse((await readFile(headIndex(), "utf8")).split("\n")[1]!).files.path.length }).toEqual({ what, files: 3 });
    }
  }, 120_000);

  it("of this version (columns), crafted and bound to the search index, never changes an answer and is rebuilt", async () => {
    await seed();
    const intact = await openFsStore({ root, watch: false });
    const expected = await answers(intact);
    await intact.close();
    const { text, columns: good } = await seededColumns();
    // The seeded heads, in path order: the day, lint (e2), testing-framework (e1).
    expect(good.heads.id).toEqual(["d1", "e2", "e1"]);
    const lint = 1;
    const edited = (edit: (columns: Columns) => void): string => {
      const columns = structuredClone(good);
      edit(columns);
      return `${JSON.stringify(columns)}\n`;
    };
    const cases: [string, string][] = [
      ["not JSON", "{ not json"],
      ["no columns", "{}\n"],
      ["a head column shorter than the ids", edited((c) => c.heads.createdAt.pop())],
      ["a file column shorter than the paths", edited((c) => c.files.print.pop())],
      ["counts of heads that add up to more than there are", edited((c) => (c.files.heads[2] = 2))],
      ["counts of heads that add up to fewer", edited((c) => (c.files.heads[2] = 0))],
      ["a negative count", edited((c) => (c.files.heads[0] = -1))],
      ["a count of 2^52 heads", edited((c) => (c.files.heads[0] = 2 ** 52))],
      ["a kind numbered past the kinds", edited((c) => (c.files.kind[lint] = 7))],
      ["a kind that is none", edited((c) => (c.kinds[1] = "bogus"))],
      ["a kind its path does not hold", edited((c) => ((c.kinds[1] = "note"), (c.heads.type[lint] = -1), (c.heads.type[2] = -1)))],
      ["a scope numbered past the scopes", edited((c) => (c.heads.scope[lint] = 9))],
      ["a scope numbered -1", edited((c) => (c.heads.scope[lint] = -1))],
      ["a scope numbered 0.5", edited((c) => (c.heads.scope[lint] = 0.5))],
      ["a scope named by a word", edited((c) => ((c.heads.scope as unknown[])[lint] = "length"))],
      ["a repeated scope key", edited((c) => (c.scopes[1] = "user=a,user=b"))],
      ["tags that are not a list", edited((c) => ((c.tags as unknown[])[1] = "lint"))],
      ["a tag that is a number", edited((c) => ((c.tags as unknown[][])[1] = [7]))],
      ["a time that is not one", edited((c) => (c.heads.createdAt[lint] = "yesterday"))],
      ["an update time of 1", edited((c) => ((c.heads.updatedAt as unknown[])[lint] = 1))],
      ["a negative vector length", edited((c) => (c.heads.vector[lint] = -1))],
      ["an entry without a type", edited((c) => (c.heads.type[lint] = -1))],
      ["a type numbered past the types", edited((c) => (c.heads.type[lint] = 5))],
      ["an unknown type", edited((c) => (c.types[1] = "rumour"))],
      ["an entry with a date", edited((c) => (c.heads.date[lint] = "2026-05-01"))],
      ["an entry without a key", edited((c) => (c.heads.key[lint] = null))],
      ["a key that climbs out", edited((c) => (c.heads.key[lint] = "../../MEMORY"))],
      ["an id that is a number", edited((c) => ((c.heads.id as unknown[])[lint] = 2))],
      ["a file the store does not hold", edited((c) => (c.files.path[lint] = "entries/workspace=acme/ghost.md"))],
      ["a path that is not a string", edited((c) => ((c.files.path as unknown[])[lint] = 3))],
    ];
    for (const [what, body] of cases) {
      const { bytes, checksum } = headIndexBytes(body);
      await writeFile(headIndex(), bytes);
      await bindSearchIndex(checksum);
      const store = await openFsStore({ root, watch: false });
      expect({ what, answers: await answers(store), problems: store.problems() }).toEqual({ what, answers: expected, problems: [] });
      await store.close();
      expect({ what, rebuilt: await readFile(headIndex(), "utf8") }).toEqual({ what, rebuilt: text });
    }
  }, 120_000);

  it("of an earlier version offers no file, bound or not, and is written again as this version with the same heads", async () => {
    await seed();
    const text = await readFile(headIndex(), "utf8");
    const checksum = text.slice(0, text.indexOf("\n")).split(" ")[2]!;
    const current = await loadHeadIndex(root, checksum);
    expect([...current.keys()]).toEqual(["daily/2026-05-01.md", "entries/workspace=acme/lint.md", "entries/workspace=acme/testing-framework.md"]);
    // Version 2 held a row per file, fingerprints without ctime (they match no file now).
    const old = headIndexBytes(
      `${JSON.stringify({ files: [...current].map(([file, indexed]) => [file, indexed.fingerprint.slice(0, indexed.fingerprint.lastIndexOf(":")), indexed.kind, indexed.heads.map(rowOf)]) })}\n`,
      2,
    );
    await writeFile(headIndex(), old.bytes);
    await bindSearchIndex(old.checksum);
    expect((await loadHeadIndex(root, old.checksum)).size).toBe(0);
    // An open reads every file and writes both derived files again: this version, bound to the search index.
    const store = await openFsStore({ root, watch: false });
    expect(store.problems()).toEqual([]);
    await store.close();
    const rewritten = await readFile(headIndex(), "utf8");
    expect(rewritten).toMatch(/^ENGRAMRH 4 [0-9a-f]+\n/);
    const newChecksum = rewritten.slice(0, rewritten.indexOf("\n")).split(" ")[2]!;
    expect(decodeIndex<{ heads?: string }>(await readFile(searchIndex()))?.manifest.heads).toBe(newChecksum);
    expect([...(await loadHeadIndex(root, newChecksum))].map(([file, indexed]) => [file, indexed.kind, indexed.heads])).toEqual(
      [...current].map(([file, indexed]) => [file, indexed.kind, indexed.heads]),
    );
  });

  it("hands out records as their files hold them when both derived files were forged to agree", async () => {
    await seed();
    // The files were written moments ago: as racy files (racy-files.ts) they would be read whatever the heads say.
    racyFiles.enabled = false;
    // Heads that say e2 is global, tagged "forged", with no vector, for the file's true fingerprint.
    const { columns } = await seededColumns();
    const lint = columns.files.path.indexOf(lintFile);
    columns.files.print[lint] = await lintPrint();
    columns.scopes.push("global");
    columns.heads.scope[lint] = columns.scopes.length - 1;
    columns.tags.push(["forged"]);
    columns.heads.tags[lint] = columns.tags.length - 1;
    columns.heads.vector[lint] = 0;
    const forged = headIndexBytes(`${JSON.stringify(columns)}\n`);
    await writeFile(headIndex(), forged.bytes);
    await bindSearchIndex(forged.checksum);
    const store = await openFsStore({ root, watch: false });
    // The page the forged heads chose is read from the file, which disagrees: the file is read again and the query redone.
    expect((await store.query({ kind: "entry", tags: ["forged"] })).records).toEqual([]);
    expect((await store.get("entry", "e2"))?.tags).toEqual(["lint"]);
    expect(await store.count({ kind: "entry", tags: ["forged"] })).toBe(0);
    expect(await store.count({ kind: "entry", tags: ["lint"], scope: { workspace: "acme" }, scopeMode: "exact" })).toBe(1);
    await store.close();
  });

  it("indexes a record whose text the search index does not hold from its file's version, reading its body", async () => {
    await seed();
    // The search index forgets what it indexed e2 from (as after a crash between writing the two files).
    const image = decodeIndex<{ sessions: unknown[]; heads?: string }>(await readFile(searchIndex()));
    if (image === undefined) throw new Error("the seeded search index did not decode");
    const ownerDigests = Float64Array.from(image.base.ownerDigests);
    const e2 = image.base.owners.indexOf("r\u0000entry\u0000e2");
    expect(Number.isNaN(ownerDigests[e2])).toBe(false);
    ownerDigests[e2] = Number.NaN;
    await writeFile(searchIndex(), encodeIndex({ base: { ...image.base, ownerDigests }, manifest: image.manifest }));
    const store = await openFsStore({ root, watch: false });
    const hits = await store.search({ text: "eslint", scope: { workspace: "acme" } });
    expect(hits.map((hit) => (hit.target === "record" && hit.record.kind === "entry" ? [hit.record.id, hit.record.content] : []))).toEqual([
      ["e2", "Run eslint before every commit."],
    ]);
    expect(store.problems()).toEqual([]);
    await store.close();
  });
});
