import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openFsStore, type FsStore, type StoreProblem } from "../src/index.js";
import { entryRecord, listFiles, tempRoot } from "./fixtures.js";

let root: string;
let cleanup: () => Promise<void>;
let stores: FsStore[];
beforeEach(async () => {
  ({ root, cleanup } = await tempRoot());
  stores = [];
});
afterEach(async () => {
  for (const store of stores) await store.close();
  await cleanup();
});

async function open(onProblem?: (problem: StoreProblem) => void): Promise<FsStore> {
  const store = await openFsStore({ root, ...(onProblem ? { onProblem } : {}) });
  stores.push(store);
  return store;
}

const read = (file: string): Promise<string> => readFile(path.join(root, file), "utf8");
const title = (n: number) => ({ at: `2026-05-01T10:0${n}:00.000Z`, type: "title" as const, title: `T${n}` });

describe("damaged files", () => {
  it("reports a cut-off last line of a session log, loads the rest, and rewrites nothing until repair()", async () => {
    const first = await open();
    await first.appendEvents("s1", {}, [title(1), title(2)]);
    await first.close();
    const damaged = `${await read("sessions/s1.jsonl")}{"seq":3,"at":"2026-05-01T1`;
    await writeFile(path.join(root, "sessions/s1.jsonl"), damaged);

    const seen: StoreProblem[] = [];
    const store = await open((problem) => seen.push(problem));
    const expected: StoreProblem = {
      code: "STORE_CORRUPT",
      reason: "truncated-line",
      path: "sessions/s1.jsonl",
      line: 4,
      message:
        "sessions/s1.jsonl:4: the last line is cut off (a process was killed while appending). It was skipped; fix the file by hand or call repair() to quarantine it.",
    };
    expect(seen).toEqual([expected]);
    expect(store.problems()).toEqual([expected]);
    expect((await store.readEvents("s1")).map((event) => event.seq)).toEqual([1, 2]);
    expect(await read("sessions/s1.jsonl")).toBe(damaged);

    const report = await store.repair();
    expect(report.actions).toEqual([
      {
        path: "sessions/s1.jsonl",
        action: "rewritten",
        quarantinePath: expect.stringMatching(/^quarantine\/[0-9T-]+Z\/sessions\/s1\.jsonl$/),
        problems: [expected],
      },
    ]);
    expect(await read(report.actions[0]?.quarantinePath ?? "")).toBe(damaged);
    expect(await read("sessions/s1.jsonl")).toBe(damaged.slice(0, damaged.lastIndexOf("\n") + 1));
    expect(store.problems()).toEqual([]);
    expect(await store.appendEvents("s1", {}, [title(3)])).toEqual([3]);
  });

  it("appends after a cut-off line on a new line, leaving the damaged bytes for repair()", async () => {
    const store = await open();
    await store.appendEvents("s1", {}, [title(1)]);
    const damaged = `${await read("sessions/s1.jsonl")}{"seq":2,"at`;
    await writeFile(path.join(root, "sessions/s1.jsonl"), damaged);
    expect(await store.appendEvents("s1", {}, [title(2)])).toEqual([2]);
    expect(await read("sessions/s1.jsonl")).toBe(`${damaged}\n{"seq":2,"at":"2026-05-01T10:02:00.000Z","type":"title","title":"T2"}\n`);
    const reopened = await open();
    expect((await reopened.readEvents("s1")).map((event) => event.seq)).toEqual([1, 2]);
    expect(reopened.problems().map((problem) => [problem.reason, problem.line])).toEqual([["invalid-line", 3]]);
  });

  it("reports entry files with bad YAML or a field that fails the schema, loads the others, and quarantines them on repair()", async () => {
    const first = await open();
    await first.put(entryRecord());
    await first.put(entryRecord({ id: "e2", key: "bad-yaml" }));
    await first.put(entryRecord({ id: "e3", key: "bad-field" }));
    await first.close();
    const badYaml = "entries/workspace=acme/bad-yaml.md";
    const badField = "entries/workspace=acme/bad-field.md";
    await writeFile(path.join(root, badYaml), (await read(badYaml)).replace("key: bad-yaml", "key: bad: yaml"));
    await writeFile(path.join(root, badField), (await read(badField)).replace("type: feedback", "type: gossip"));
    const yamlText = await read(badYaml);
    const fieldText = await read(badField);

    const store = await open();
    expect(store.problems().map((problem) => [problem.path, problem.line, problem.reason])).toEqual([
      [badField, 5, "invalid-record"],
      [badYaml, 4, "invalid-yaml"],
    ]);
    expect((await store.query({ kind: "entry" })).records.map((record) => record.id)).toEqual(["e1"]);
    await store.put(entryRecord({ id: "e4", key: "bad-yaml" }));
    expect(await read(badYaml)).toBe(yamlText);
    expect(await read(badField)).toBe(fieldText);

    const report = await store.repair();
    expect(report.actions.map((action) => [action.path, action.action])).toEqual([
      [badField, "quarantined"],
      [badYaml, "quarantined"],
    ]);
    expect(store.problems()).toEqual([]);
    const stamp = report.actions[0]?.quarantinePath.split("/")[1] ?? "";
    expect((await listFiles(root)).filter((file) => !file.startsWith(".index"))).toEqual([
      "entries/workspace=acme/bad-yaml~e4.md",
      "entries/workspace=acme/testing-framework.md",
      `quarantine/${stamp}/${badField}`,
      `quarantine/${stamp}/${badYaml}`,
    ]);
    expect(await read(`quarantine/${stamp}/${badYaml}`)).toBe(yamlText);
  });
});
