import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { StoreProblem } from "../src/index.js";
import { entryRecord } from "./fixtures.js";
import { expectSeedLoads, read, title, tree, useHostileStores } from "./hostile-fixtures.js";

const { seed, open } = useHostileStores();

const entryFile = "entries/workspace=acme/testing-framework.md";

function copyOf(file: string, original: string): StoreProblem {
  return {
    code: "STORE_CORRUPT",
    reason: "conflicted-copy",
    path: file,
    copyOf: original,
    message: `${file}: a conflicted copy of ${original} (made by a sync tool). It is not read: merge what it adds into ${original} by hand or delete it (repair() moves it to quarantine).`,
  };
}

/** The names Dropbox, Windows/Google Drive, iCloud and Syncthing give a copy of `<stem>.<ext>`, sorted. */
function copyNames(directory: string, stem: string, ext: string): string[] {
  return [
    `${directory}/${stem} (1).${ext}`,
    `${directory}/${stem} (conflicted copy 2026-01-02).${ext}`,
    `${directory}/${stem} 2.${ext}`,
    `${directory}/${stem}.sync-conflict-20260102-123456-ABCDEF.${ext}`,
  ];
}

describe("conflicted copies and duplicates in the fs store", () => {
  it("reads a session only from its own log: copies beside it are reported, repair() moves only them, numbering continues", async () => {
    const s = await seed();
    const log = await read(s.root, "sessions/s1.jsonl");
    // The other device's version: the same first event, then two of its own.
    const [header = "", first = ""] = log.split("\n");
    const theirs = [header, first, JSON.stringify({ seq: 2, ...title(2, "from laptop") }), JSON.stringify({ seq: 3, ...title(3, "from laptop") }), ""].join(
      "\n",
    );
    const copies = copyNames("sessions", "s1", "jsonl");
    for (const copy of copies) await writeFile(path.join(s.root, copy), theirs);

    const store = await open(s.root);
    expect(store.problems()).toEqual(copies.map((copy) => copyOf(copy, "sessions/s1.jsonl")));
    await expectSeedLoads(store, s);
    expect((await store.listSessions()).sessions.map((session) => [session.id, session.eventCount])).toEqual([["s1", 2]]);

    const report = await store.repair();
    expect(report.actions.map((action) => [action.path, action.action])).toEqual(copies.map((copy) => [copy, "quarantined"]));
    for (const action of report.actions) expect(await read(s.root, action.quarantinePath)).toBe(theirs);
    expect(await read(s.root, "sessions/s1.jsonl")).toBe(log);
    expect(store.problems()).toEqual([]);
    expect(await store.appendEvents("s1", {}, [title(3)])).toEqual([3]);
    expect((await store.readEvents("s1")).map((event) => [event.seq, event.type === "title" ? event.title : ""])).toEqual([
      [1, "T1"],
      [2, "T2"],
      [3, "T3"],
    ]);
  });

  it("reads an entry only from its own file: copies are reported, a key that only looks like a copy still loads", async () => {
    const s = await seed();
    const setup = await open(s.root);
    const meeting = await setup.put(entryRecord({ id: "e6", key: "meeting 2", content: "Standup moved to 10:00." }));
    await setup.close();
    const original = await read(s.root, entryFile);
    const copies = copyNames("entries/workspace=acme", "testing-framework", "md");
    for (const copy of copies) await writeFile(path.join(s.root, copy), original.replace("Always use pytest", "Always use nose"));

    const store = await open(s.root);
    expect(store.problems()).toEqual(copies.map((copy) => copyOf(copy, entryFile)));
    await expectSeedLoads(store, s, [s.e1, s.e2, meeting]);
    expect(await store.search({ text: "nose", scope: { workspace: "acme" } })).toEqual([]);

    const report = await store.repair();
    expect(report.actions.map((action) => [action.path, action.action])).toEqual(copies.map((copy) => [copy, "quarantined"]));
    expect(await read(s.root, entryFile)).toBe(original);
    await expectSeedLoads(store, s, [s.e1, s.e2, meeting]);
  });

  it("reports a conflicted copy of a day's log, which the store would otherwise never look at", async () => {
    const s = await seed();
    const day = "daily/2026-05-01.md";
    const copy = "daily/2026-05-01 (conflicted copy 2026-01-02).md";
    await writeFile(path.join(s.root, copy), (await read(s.root, day)).replace("Decided to use pytest.", "Decided to use nose."));
    const store = await open(s.root);
    expect(store.problems()).toEqual([copyOf(copy, day)]);
    await expectSeedLoads(store, s);
  });

  it("keeps an entry in its own file when a hand-made file sorted before it claims the same id", async () => {
    const s = await seed();
    const original = await read(s.root, entryFile);
    const lint = await read(s.root, "entries/workspace=acme/lint.md");
    const planted = "entries/workspace=acme/0-planted.md";
    await writeFile(path.join(s.root, planted), original.replace("Always use pytest", "Planted: never test"));
    // Named as if for id e3, holding e2, in a directory that sorts first.
    const misnamed = "entries/global/lint~e3.md";
    await mkdir(path.join(s.root, "entries/global"));
    await writeFile(path.join(s.root, misnamed), lint.replace("Run eslint", "Planted: skip eslint"));

    const store = await open(s.root);
    const duplicate = (file: string, kind: string, id: string, owner: string): StoreProblem => ({
      code: "STORE_CORRUPT",
      reason: "duplicate-id",
      path: file,
      copyOf: owner,
      message: `${file}: ${kind} "${id}" is also in ${owner}, the file it is read from. It is not read: merge what it adds into ${owner} by hand or delete it (repair() moves it to quarantine).`,
    });
    expect(store.problems()).toEqual([duplicate(misnamed, "entry", "e2", "entries/workspace=acme/lint.md"), duplicate(planted, "entry", "e1", entryFile)]);
    await expectSeedLoads(store, s);

    const report = await store.repair();
    expect(report.actions.map((action) => [action.path, action.action])).toEqual([
      [misnamed, "quarantined"],
      [planted, "quarantined"],
    ]);
    expect(await read(s.root, entryFile)).toBe(original);
    expect(await read(s.root, "entries/workspace=acme/lint.md")).toBe(lint);
    await expectSeedLoads(store, s);
  });

  it("keeps an entry in its own file when a file sorted before it claims the same id while the store is open", async () => {
    const s = await seed();
    const original = await read(s.root, entryFile);
    // Opened first: every record file is its id's only claimant (whether it is the record's own path is not worked out yet).
    const store = await open(s.root, { watch: false });
    await expectSeedLoads(store, s);
    const planted = "entries/workspace=acme/0-planted.md";
    await writeFile(path.join(s.root, planted), original.replace("Always use pytest", "Planted: never test"));

    // The next call sees the second claimant: the file at the record's own path keeps it, though the other sorts first.
    expect((await store.get("entry", "e1"))?.content).toBe(s.e1.content);
    expect(store.problems().map((problem) => [problem.path, problem.reason, problem.copyOf])).toEqual([[planted, "duplicate-id", entryFile]]);
    await expectSeedLoads(store, s);
  });

  it("does not read a checkpoint from a file named for another id", async () => {
    const s = await seed();
    const setup = await open(s.root);
    const progress = { kind: "session_progress" as const, sessionId: "s1", iteration: 1, trims: 0, recentToolCalls: [], createdAt: "2026-05-01T10:00:00.000Z" };
    const checkpoint = await setup.put({
      kind: "checkpoint",
      id: "s1",
      sessionId: "s1",
      scope: {},
      progress,
      createdAt: "2026-05-01T10:00:00.000Z",
      updatedAt: "2026-05-01T10:00:00.000Z",
    });
    await setup.close();
    const own = await read(s.root, "checkpoints/s1.json");
    await writeFile(path.join(s.root, "checkpoints/s0.json"), own.replace('"iteration": 1', '"iteration": 9'));

    const store = await open(s.root);
    expect(store.problems()).toEqual([
      {
        code: "STORE_CORRUPT",
        reason: "misnamed-file",
        path: "checkpoints/s0.json",
        message:
          'checkpoints/s0.json: holds the checkpoint of "s1", whose file is checkpoints/s1.json. It is not read: rename it to checkpoints/s1.json (when there is no such file) or merge it by hand, or call repair() to move it to quarantine.',
      },
    ]);
    expect(await store.get("checkpoint", "s1")).toEqual(checkpoint);
    await store.repair();
    expect(await read(s.root, "checkpoints/s1.json")).toBe(own);
    expect(Object.keys(await tree(path.join(s.root, "checkpoints")))).toEqual(["s1.json"]);
  });
});
