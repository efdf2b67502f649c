import { cp, link, mkdir, readFile, rename, rm, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { appendFileDurable, tempPathFor, writeFileAtomic } from "../src/atomic-write.js";
import type { StoreProblem } from "../src/index.js";
import { entryRecord } from "./fixtures.js";
import { expectSeedLoads, read, rejection, title, tree, useHostileStores } from "./hostile-fixtures.js";

const { seed, open } = useHostileStores();

const linkAdvice = "It is not read: move what it points to into the store as a real file or directory, or call repair() to move the link to quarantine.";

function linked(where: string): StoreProblem {
  return {
    code: "STORE_CORRUPT",
    reason: "linked",
    path: where,
    message: `${where}: a symbolic link, and the store follows no link out of its root. ${linkAdvice}`,
  };
}

describe("symbolic links in the fs store", () => {
  it("refuses to write through a scope directory linked out of the root, reports it, and repair() moves the link aside", async () => {
    const s = await seed();
    const target = path.join(s.outside, "beta");
    await mkdir(target);
    await writeFile(
      path.join(target, "planted.md"),
      (await read(s.root, "entries/workspace=acme/lint.md")).replace("id: e2", "id: e8").replace("workspace: acme", "workspace: beta"),
    );
    await symlink(target, path.join(s.root, "entries/workspace=beta"));
    const outside = await tree(s.outside);

    const store = await open(s.root);
    expect(store.problems()).toEqual([linked("entries/workspace=beta")]);
    await expectSeedLoads(store, s);
    expect(await store.get("entry", "e8")).toBeUndefined();
    const refused = await rejection(() => store.put(entryRecord({ id: "e5", key: "deploy", content: "Deploy on Fridays.", scope: { workspace: "beta" } })));
    expect(refused.code).toBe("STORE_CORRUPT");
    expect(refused.details).toEqual({ path: "entries/workspace=beta", found: "link", expected: "directory", target: "entries/workspace=beta/deploy.md" });
    expect(refused.message).toContain("entries/workspace=beta is a symbolic link, and the store follows no link out of its root");
    expect(await tree(s.outside)).toEqual(outside);

    const report = await store.repair();
    expect(report.actions.map((action) => [action.path, action.action])).toEqual([["entries/workspace=beta", "quarantined"]]);
    const deploy = await store.put(entryRecord({ id: "e5", key: "deploy", content: "Deploy on Fridays.", scope: { workspace: "beta" } }));
    expect(await store.get("entry", "e5")).toEqual(deploy);
    expect(await read(s.root, "entries/workspace=beta/deploy.md")).toContain("Deploy on Fridays.");
    expect(await tree(s.outside)).toEqual(outside);
  });

  it("refuses every write while entries/ or locks/ is a link, and writes nothing outside", async () => {
    const s = await seed();
    await rename(path.join(s.root, "entries"), path.join(s.outside, "entries"));
    await symlink(path.join(s.outside, "entries"), path.join(s.root, "entries"));
    await mkdir(path.join(s.outside, "locks"));
    await rm(path.join(s.root, "locks"), { recursive: true });
    await symlink(path.join(s.outside, "locks"), path.join(s.root, "locks"));
    const outside = await tree(s.outside);

    const store = await open(s.root);
    expect(store.problems()).toEqual([linked("entries")]);
    expect((await store.query({ kind: "entry" })).records).toEqual([]);
    const refused = await rejection(() => store.put(entryRecord({ id: "e5", key: "deploy" })));
    expect([refused.code, refused.details["path"]]).toEqual(["STORE_CORRUPT", "locks"]);
    const lease = await rejection(() => store.lock("deploy", 1000));
    expect([lease.code, lease.details["path"]]).toEqual(["STORE_CORRUPT", "locks"]);
    expect(await tree(s.outside)).toEqual(outside);
  });

  it("neither reads nor replaces an entry file that is a link, and writes that key to its ~<id> file", async () => {
    const s = await seed();
    const lint = "entries/workspace=acme/lint.md";
    await writeFile(path.join(s.outside, "lint.md"), (await read(s.root, lint)).replace("Run eslint", "Outside: run eslint"));
    await rm(path.join(s.root, lint));
    await symlink(path.join(s.outside, "lint.md"), path.join(s.root, lint));
    const outside = await tree(s.outside);

    const store = await open(s.root);
    expect(store.problems()).toEqual([linked(lint)]);
    expect((await store.query({ kind: "entry" })).records).toEqual([s.e1]);
    await store.put(s.e2);
    expect(await store.get("entry", "e2")).toEqual(s.e2);
    expect(Object.keys(await tree(path.join(s.root, "entries/workspace=acme")))).toEqual(["lint.md", "lint~e2.md", "testing-framework.md"]);
    expect((await tree(path.join(s.root, "entries/workspace=acme")))["lint.md"]).toBe(`link:${path.join(s.outside, "lint.md")}`);
    expect(await tree(s.outside)).toEqual(outside);
  });

  it.each([true, false])("reports a link made while the store is open and never reads through it (watch: %s)", async (watch) => {
    const s = await seed();
    await writeFile(path.join(s.outside, "planted.md"), (await read(s.root, "entries/workspace=acme/lint.md")).replace("id: e2", "id: e8"));
    const store = await open(s.root, { watch });
    await expectSeedLoads(store, s);
    await symlink(path.join(s.outside, "planted.md"), path.join(s.root, "entries/workspace=acme/planted.md"));
    expect(await store.get("entry", "e8")).toBeUndefined();
    expect(store.problems()).toEqual([linked("entries/workspace=acme/planted.md")]);
  });

  it("never appends through a session log that is a link", async () => {
    const s = await seed();
    await rename(path.join(s.root, "sessions/s1.jsonl"), path.join(s.outside, "s1.jsonl"));
    await symlink(path.join(s.outside, "s1.jsonl"), path.join(s.root, "sessions/s1.jsonl"));
    const outside = await tree(s.outside);

    const store = await open(s.root);
    expect(store.problems()).toEqual([linked("sessions/s1.jsonl")]);
    expect(await store.readEvents("s1")).toEqual([]);
    const refused = await rejection(() => store.appendEvents("s1", {}, [title(3)]));
    expect([refused.code, refused.details]).toEqual(["STORE_CORRUPT", { path: "sessions/s1.jsonl", sessionId: "s1" }]);
    expect(await tree(s.outside)).toEqual(outside);

    await expect(appendFileDurable(path.join(s.root, "sessions/s1.jsonl"), "{}\n")).rejects.toMatchObject({ code: "ELOOP" });
    expect(await tree(s.outside)).toEqual(outside);
  });

  it("appends to a session log hard-linked to a path outside without changing that path", async () => {
    const s = await seed();
    await link(path.join(s.root, "sessions/s1.jsonl"), path.join(s.outside, "s1-backup.jsonl"));
    const outside = await tree(s.outside);
    const log = await read(s.root, "sessions/s1.jsonl");

    const store = await open(s.root);
    expect(store.problems()).toEqual([]);
    expect(await store.appendEvents("s1", {}, [title(3)])).toEqual([3]);
    expect(await store.appendEvents("s1", {}, [title(4)])).toEqual([4]);
    expect(await read(s.root, "sessions/s1.jsonl")).toBe(`${log}${JSON.stringify({ seq: 3, ...title(3) })}\n${JSON.stringify({ seq: 4, ...title(4) })}\n`);
    expect(await tree(s.outside)).toEqual(outside);
  });

  it("never creates a session through a sessions/ directory that is a link", async () => {
    const s = await seed();
    await rename(path.join(s.root, "sessions"), path.join(s.outside, "sessions"));
    await symlink(path.join(s.outside, "sessions"), path.join(s.root, "sessions"));
    const outside = await tree(s.outside);

    const store = await open(s.root);
    expect(store.problems()).toEqual([linked("sessions")]);
    const refused = await rejection(() => store.appendEvents("s3", {}, [title(1)]));
    expect([refused.code, refused.details]).toEqual(["STORE_CORRUPT", { path: "sessions", found: "link", expected: "directory", target: "sessions/s3.jsonl" }]);
    expect(await store.readEvents("s1")).toEqual([]);
    expect(await tree(s.outside)).toEqual(outside);
  });

  it("neither reads nor writes the derived cache through a linked .index directory", async () => {
    const s = await seed();
    await cp(path.join(s.root, ".index"), path.join(s.outside, "index"), { recursive: true });
    await rm(path.join(s.root, ".index"), { recursive: true });
    await writeFile(path.join(s.outside, "index/records.json"), '{"version":1,"files":{}}\n');
    await symlink(path.join(s.outside, "index"), path.join(s.root, ".index"));
    const outside = await tree(s.outside);

    const store = await open(s.root);
    expect(store.problems()).toEqual([linked(".index")]);
    await expectSeedLoads(store, s);
    await store.close();
    expect(await tree(s.outside)).toEqual(outside);
  });

  it("writes past a link planted at the name of its next temp file, leaving the link's target alone", async () => {
    const s = await seed();
    const target = path.join(s.root, "entries/workspace=acme/lint.md");
    const victim = path.join(s.outside, "keep.md");
    const probe = path.basename(tempPathFor(target));
    const next = Number(probe.split(".").at(-2)) + 1;
    const planted = path.join(path.dirname(target), `.lint.md.${process.pid}.${next}.tmp`);
    await symlink(victim, planted);

    await writeFileAtomic(target, "replaced\n");
    expect(await readFile(target, "utf8")).toBe("replaced\n");
    expect(await readFile(victim, "utf8")).toBe("outside the store\n");
    expect((await tree(path.dirname(target)))[path.basename(planted)]).toBe(`link:${victim}`);
  });
});
