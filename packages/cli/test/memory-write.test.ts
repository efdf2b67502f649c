import path from "node:path";
import { describe, expect, it } from "vitest";
import { runEngram } from "./helpers/run-engram.js";
import { rememberAll, threeEntries, withStore } from "./helpers/seed.js";
import { useTempDirs } from "./helpers/temp-dir.js";

const makeTempDir = useTempDirs();

async function seeded(): Promise<{ cwd: string; root: string; ids: string[] }> {
  const cwd = await makeTempDir();
  const root = path.join(cwd, ".engram");
  const entries = await withStore("fs", root, (store) => rememberAll(store, threeEntries));
  return { cwd, root, ids: entries.map((entry) => entry.id) };
}

const keysIn = (root: string): Promise<string[]> =>
  withStore("fs", root, async (store) => (await store.query({ kind: "entry" })).records.map((entry) => entry.key).sort());

describe("memory delete", () => {
  it("refuses without a terminal and without --yes, leaving the store unchanged", async () => {
    const { cwd, root, ids } = await seeded();
    const run = await runEngram(["memory", "delete", "package-manager"], { cwd });
    expect(run).toEqual({
      code: 2,
      stdout: "",
      stderr: `engram: Delete entry "package-manager" (id ${ids[0]}, scope workspace=acme)? Refusing without confirmation: stdin is not a terminal. Pass --yes to confirm.\n`,
    });
    expect(await keysIn(root)).toEqual(["deploy-day", "editor-tabs", "package-manager"]);
  });

  it("deletes the entry with --yes", async () => {
    const { cwd, root, ids } = await seeded();
    const run = await runEngram(["memory", "delete", "package-manager", "--yes", "--json"], { cwd });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ deleted: [{ id: ids[0], key: "package-manager", scope: { workspace: "acme" } }] });
    expect(await keysIn(root)).toEqual(["deploy-day", "editor-tabs"]);
    // MEMORY.md of its scope no longer shows it.
    const index = await withStore(
      "fs",
      root,
      async (store) => (await store.query({ kind: "index", scope: { workspace: "acme" }, scopeMode: "exact" })).records[0]?.content,
    );
    expect(index).toBe("# Memory\n\nNo long-term entries yet.\n");
  });
});

describe("memory clear", () => {
  it("refuses without --yes, and needs exactly one of --scope or --all", async () => {
    const { cwd, root } = await seeded();
    const refused = await runEngram(["memory", "clear", "--scope", "workspace=acme"], { cwd });
    expect(refused).toEqual({
      code: 2,
      stdout: "",
      stderr: "engram: Delete 1 entry in scope workspace=acme? Refusing without confirmation: stdin is not a terminal. Pass --yes to confirm.\n",
    });
    const neither = await runEngram(["memory", "clear", "--yes"], { cwd });
    expect(neither.code).toBe(2);
    expect(neither.stderr).toBe(
      'engram: "engram memory clear" needs exactly one of --scope <k=v,...> (that scope only) or --all (every scope).\nRun "engram memory clear --help" for usage.\n',
    );
    expect(await keysIn(root)).toEqual(["deploy-day", "editor-tabs", "package-manager"]);
  });

  it("clears exactly that scope with --yes (narrower scopes stay), or every scope with --all", async () => {
    const { cwd, root } = await seeded();
    const run = await runEngram(["memory", "clear", "--scope", "workspace=acme", "--yes"], { cwd });
    expect(run).toEqual({ code: 0, stderr: "", stdout: "Deleted 1 entry in scope workspace=acme.\n" });
    expect(await keysIn(root)).toEqual(["deploy-day", "editor-tabs"]);
    const typed = await runEngram(["memory", "clear", "--all", "--type", "fact", "--yes"], { cwd });
    expect(typed).toEqual({ code: 0, stderr: "", stdout: "Deleted 1 entry in every scope.\n" });
    expect(await keysIn(root)).toEqual(["editor-tabs"]);
  });
});

describe("memory prune", () => {
  async function withWeakEntry(): Promise<{ cwd: string; root: string; weakId: string }> {
    const cwd = await makeTempDir();
    const root = path.join(cwd, ".engram");
    const now = new Date().toISOString();
    const [, weak] = await withStore("fs", root, (store) =>
      rememberAll(store, [
        { key: "solid", content: "The API runs on port 3000", type: "fact", confidence: 0.9, scope: { user: "ann" }, at: now },
        { key: "shaky", content: "The cache might be Redis", type: "fact", confidence: 0.1, scope: { user: "ann" }, at: now },
      ]),
    );
    return { cwd, root, weakId: weak!.id };
  }

  it("reports with --dry-run and writes nothing", async () => {
    const { cwd, root, weakId } = await withWeakEntry();
    const run = await runEngram(["memory", "prune", "--scope", "user=ann", "--dry-run", "--json"], { cwd });
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout) as { dryRun: boolean; changes: { action: string; id?: string; rule?: string }[] };
    expect(report.dryRun).toBe(true);
    expect(report.changes.filter((change) => change.action === "pruned")).toEqual([
      expect.objectContaining({ action: "pruned", id: weakId, rule: "confidence" }),
    ]);
    expect(await keysIn(root)).toEqual(["shaky", "solid"]);
  });

  it("refuses without --yes and prunes with it", async () => {
    const { cwd, root } = await withWeakEntry();
    const refused = await runEngram(["memory", "prune", "--scope", "user=ann"], { cwd });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("Pass --yes to confirm.\n");
    expect(await keysIn(root)).toEqual(["shaky", "solid"]);
    const run = await runEngram(["memory", "prune", "--scope", "user=ann", "--yes"], { cwd });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^ACTION {2}ID/);
    expect(run.stdout).toContain("Made 1 pruned, 1 index (prune of scope user=ann).\n");
    expect(await keysIn(root)).toEqual(["solid"]);
  });
});
