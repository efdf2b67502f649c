import { mkdir, readdir, readFile, rm, stat, symlink, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openFsStore } from "../src/index.js";
import { type FilePrints, fingerprintAll } from "../src/file-scan.js";
import { fullScan } from "../src/full-scan.js";
import { fingerprintAllOffThread, offThreadPrints } from "../src/off-thread-prints.js";
import { loadSearchIndex } from "../src/search-index-file.js";
import { entryRecord, tempRoot } from "./fixtures.js";

let root: string;
let cleanup: () => Promise<void>;
beforeEach(async () => {
  ({ root, cleanup } = await tempRoot());
  await mkdir(root, { recursive: true });
  offThreadPrints.minFiles = 0;
});
afterEach(async () => {
  offThreadPrints.minFiles = 10_000;
  await cleanup();
});

/** How many of the files have a fingerprint. */
const printed = (found: FilePrints): number => found.prints.filter((print) => print !== "").length;

/** The open's full scan of `root` stat'ed here and stat'ed on the worker (which must answer once), in that order. */
async function bothScans(): Promise<[Awaited<ReturnType<typeof fullScan>>, Awaited<ReturnType<typeof fullScan>>]> {
  offThreadPrints.minFiles = 1_000_000;
  const plain = await fullScan(root, undefined, () => undefined);
  offThreadPrints.minFiles = 0;
  const answered = offThreadPrints.answered;
  const offThread = await fullScan(root, undefined, () => undefined);
  expect(offThreadPrints.answered).toBe(answered + 1);
  return [plain, offThread];
}

describe("fingerprints taken on a worker thread", () => {
  it("are fingerprintAll's: files, links, directories, files gone and paths through a file", async () => {
    await mkdir(path.join(root, "entries/workspace=ümlaut"), { recursive: true });
    const names: string[] = [];
    for (let i = 0; i < 40; i++) {
      const name = `entries/workspace=ümlaut/note-${i}.md`;
      await writeFile(path.join(root, name), `body ${"x".repeat(i)}`);
      names.push(name);
    }
    await writeFile(path.join(root, "entries/日本語.md"), "cjk");
    await symlink(path.join(root, names[0]!), path.join(root, "entries/link.md"));
    await mkdir(path.join(root, "entries/a-directory.md"));
    const files = [...names, "entries/日本語.md", "entries/link.md", "entries/a-directory.md", "entries/gone.md", `${names[1]}/under-a-file.md`];
    const plain = await fingerprintAll(root, files);
    expect(printed(plain)).toBe(41);
    // Each file's last change is when it was written (its mtime and ctime), NaN for one with no fingerprint.
    const written = (await stat(path.join(root, names[0]!), { bigint: true })).ctimeMs;
    expect(plain.changedAt[0]).toBe(Number(written));
    expect(plain.changedAt.slice(41).every(Number.isNaN)).toBe(true);
    const answered = offThreadPrints.answered;
    expect(await fingerprintAllOffThread(root, files)).toEqual(plain);
    expect(offThreadPrints.answered).toBe(answered + 1);
    // An edit in place and a replace show in both alike.
    await writeFile(path.join(root, names[2]!), "edited");
    await rm(path.join(root, names[3]!));
    await writeFile(path.join(root, names[3]!), "replaced");
    const again = await fingerprintAll(root, files);
    expect(again.prints[2]).not.toBe(plain.prints[2]);
    expect(again.prints[3]).not.toBe(plain.prints[3]);
    expect(await fingerprintAllOffThread(root, files)).toEqual(again);
    expect(offThreadPrints.answered).toBe(answered + 2);
  });

  it("are fingerprintAll's for names a person's tools can make: bytes that are not UTF-8, controls, quotes, spaces", async () => {
    const dir = path.join(root, "entries");
    await mkdir(dir, { recursive: true });
    // A name of raw bytes (0xff is no UTF-8): the listing hands it over as a string with U+FFFD.
    await writeFile(Buffer.concat([Buffer.from(`${dir}/bad-`), Buffer.from([0xff, 0xfe]), Buffer.from(".md")]), "raw bytes");
    for (const name of ["tab\there.md", "quote\"'.md", " spaced .md", "back\\slash.md", "\u2028line.md", "emoji-\u{1f600}.md"]) {
      await writeFile(path.join(dir, name), name);
    }
    const files = (await readdir(dir)).map((name) => `entries/${name}`).sort();
    expect(files).toHaveLength(7);
    expect(files.some((file) => file.includes("\ufffd"))).toBe(true);
    const plain = await fingerprintAll(root, files);
    const answered = offThreadPrints.answered;
    expect(await fingerprintAllOffThread(root, files)).toEqual(plain);
    expect(offThreadPrints.answered).toBe(answered + 1);
  });

  it("fail as fingerprintAll fails when a stat meets another error, and take names with a newline on this thread", async () => {
    const tooLong = `entries/${"n".repeat(5_000)}.md`;
    await writeFile(path.join(root, "kept.md"), "kept");
    const plainError = await fingerprintAll(root, ["kept.md", tooLong]).catch((error: NodeJS.ErrnoException) => error.code);
    expect(plainError).toBe("ENAMETOOLONG");
    expect(await fingerprintAllOffThread(root, ["kept.md", tooLong]).catch((error: NodeJS.ErrnoException) => error.code)).toBe("ENAMETOOLONG");
    await writeFile(path.join(root, "odd\nname.md"), "odd");
    const odd = ["kept.md", "odd\nname.md"];
    expect(await fingerprintAllOffThread(root, odd)).toEqual(await fingerprintAll(root, odd));
  });

  it("let an open see record files added, edited and deleted while no process ran", async () => {
    const first = await openFsStore({ root, watch: false });
    await first.put(entryRecord());
    await first.put(entryRecord({ id: "e2", key: "lint", content: "Run eslint before committing." }));
    await first.close();
    const entryFile = path.join(root, "entries/workspace=acme/testing-framework.md");
    await writeFile(entryFile, (await readFile(entryFile, "utf8")).replace("Always use pytest", "Always use vitest"));
    await rm(path.join(root, "entries/workspace=acme/lint.md"));
    await writeFile(
      path.join(root, "entries/workspace=acme/added.md"),
      (await readFile(entryFile, "utf8")).replace("id: e1", "id: e3").replace("key: testing-framework", "key: added"),
    );
    const answered = offThreadPrints.answered;
    const second = await openFsStore({ root, watch: false });
    // The open's record files were stat'ed on the worker.
    expect(offThreadPrints.answered).toBe(answered + 1);
    try {
      expect((await second.query({ kind: "entry" })).records.map((record) => [record.id, record.content])).toEqual([
        ["e1", "Always use vitest for testing in this project."],
        ["e3", "Always use vitest for testing in this project."],
      ]);
    } finally {
      await second.close();
    }
  });

  it("let the open decode its index only once the record files are listed (their stats started), whether the listing ended well or not", async () => {
    const first = await openFsStore({ root, watch: false });
    await first.put(entryRecord());
    await first.close();
    const index = path.join(root, ".index/search.bin");
    expect((await readFile(index)).subarray(0, 8).toString("latin1")).toBe("ENGRAMSX");
    let listed: (value?: unknown) => void = () => undefined;
    let decoded = false;
    const loading = loadSearchIndex(root, new Promise((resolve) => (listed = resolve))).then((image) => {
      decoded = true;
      return image;
    });
    // Long enough for the file's read to have come back: the decode still waits.
    await readFile(index);
    await readFile(index);
    expect(decoded).toBe(false);
    listed();
    const image = await loading;
    expect(image?.base.owners).toEqual(["r\u0000entry\u0000e1"]);
    // A listing that failed is the refresh's to report: the index still loads, and the failure is handled from
    // the call on (not once the file is read, which takes turns of the event loop: an unhandled rejection then).
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => void unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    try {
      expect((await loadSearchIndex(root, Promise.reject(new Error("listing failed"))))?.base.owners).toEqual(["r\u0000entry\u0000e1"]);
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", onUnhandled);
    }
  });

  it("scan as the open does, the stats here or on the worker alike: links, directories, dot files, copies, other names, raw bytes, the root's MEMORY.md", async () => {
    const at = (relative: string): string => path.join(root, relative);
    for (const directory of ["entries/global", "entries/workspace=acme", "notes/global", "indexes/workspace=acme", "daily", "summaries", "elsewhere"]) {
      await mkdir(at(directory), { recursive: true });
    }
    const files = [
      "MEMORY.md",
      "README.txt",
      "entries/global/a.md",
      "entries/global/b (1).md",
      "entries/global/c.sync-conflict-20260102-123456-ABCDEF.md",
      "entries/global/.hidden.md",
      "entries/global/notes.txt",
      // Sorted apart by their UTF-8 bytes (as a directory listing may hand them over) and by their UTF-16 units.
      "entries/global/\uff21.md",
      "entries/global/\u{1f600}.md",
      "entries/workspace=acme/z.md",
      "entries/stray.md",
      "notes/global/n.md",
      "indexes/workspace=acme/MEMORY.md",
      "indexes/workspace=acme/other.md",
      "daily/2026-01-01.md",
      "daily/not-a-day.md",
      "summaries/s1.json",
      "elsewhere/x.md",
      // A file where a kind's directory belongs.
      "checkpoints",
    ];
    for (const file of files) await writeFile(at(file), file);
    await writeFile(Buffer.concat([Buffer.from(at("entries/global/raw-")), Buffer.from([0xff, 0xfe]), Buffer.from(".md")]), "raw bytes");
    await mkdir(at("entries/global/a-directory.md"));
    await symlink(at("entries/global/a.md"), at("entries/global/link.md"));
    await symlink(at("elsewhere"), at("entries/linked-scope"));
    await symlink(at("entries/global/gone.md"), at("entries/global/dangling.md"));
    // Stat'ed by one worker answer.
    const [plain, offThread] = await bothScans();
    expect(plain.scan.files).toEqual([
      "MEMORY.md",
      "daily/2026-01-01.md",
      "entries/global/a.md",
      "entries/global/b (1).md",
      "entries/global/c.sync-conflict-20260102-123456-ABCDEF.md",
      "entries/global/raw-\ufffd\ufffd.md",
      "entries/global/\u{1f600}.md",
      "entries/global/\uff21.md",
      "entries/workspace=acme/z.md",
      "indexes/workspace=acme/MEMORY.md",
      "notes/global/n.md",
      "summaries/s1.json",
    ]);
    expect([...plain.scan.oddities.keys()].sort()).toEqual([
      "checkpoints",
      "entries/global/a-directory.md",
      "entries/global/dangling.md",
      "entries/global/link.md",
      "entries/linked-scope",
    ]);
    expect(offThread.scan.files).toEqual(plain.scan.files);
    const sortedOddities = (scan: typeof plain): [string, unknown][] => [...scan.scan.oddities].sort(([a], [b]) => (a < b ? -1 : 1));
    expect(sortedOddities(offThread)).toEqual(sortedOddities(plain));
    // The same fingerprints in the same (path) order.
    expect([...offThread.prints]).toEqual([...plain.prints]);
    expect(offThread.changedAt).toEqual(plain.changedAt);
    // Every file but the one named with bytes that are not UTF-8 (its listed name, with U+FFFD, names no file).
    expect(plain.scan.files.filter((_, at) => offThread.prints[at] !== "")).toEqual(plain.scan.files.filter((file) => !file.includes("\ufffd")));
    // The paths' order also where a directory's name is another's with more after it ("/" sorts after "-").
    await unlink(at("MEMORY.md"));
    await mkdir(at("entries/workspace=acme-2"));
    await writeFile(at("entries/workspace=acme-2/y.md"), "y");
    for (let file = 0; file < 30; file++) await writeFile(at(`entries/workspace=acme/k${(file * 7) % 30}.md`), "k");
    const [plainAgain, offThreadAgain] = await bothScans();
    expect(plainAgain.scan.files).toHaveLength(plain.scan.files.length + 30);
    expect(plainAgain.scan.files.indexOf("entries/workspace=acme-2/y.md")).toBeLessThan(plainAgain.scan.files.indexOf("entries/workspace=acme/z.md"));
    expect(offThreadAgain.scan.files).toEqual(plainAgain.scan.files);
    expect([...offThreadAgain.prints]).toEqual([...plainAgain.prints]);
    expect(offThreadAgain.changedAt).toEqual(plainAgain.changedAt);
  });

  it("let a store open with a watch, its files stat'ed on the worker, see a record file written by hand", async () => {
    const first = await openFsStore({ root, watch: true });
    await first.put(entryRecord());
    await first.close();
    const answered = offThreadPrints.answered;
    const store = await openFsStore({ root, watch: true });
    try {
      // Stat'ed on the worker in one answer.
      expect(offThreadPrints.answered).toBe(answered + 1);
      expect((await store.query({ kind: "entry" })).records.map((record) => record.id)).toEqual(["e1"]);
      const text = await readFile(path.join(root, "entries/workspace=acme/testing-framework.md"), "utf8");
      await writeFile(path.join(root, "entries/workspace=acme/by-hand.md"), text.replace("id: e1", "id: e2").replace("key: testing-framework", "key: by-hand"));
      // The watch set on the scope's directory before it was listed reports the new file.
      expect((await store.query({ kind: "entry" })).records.map((record) => record.id)).toEqual(["e1", "e2"]);
    } finally {
      await store.close();
    }
  });
});
