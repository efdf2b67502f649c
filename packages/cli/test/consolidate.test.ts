import path from "node:path";
import { describe, expect, it } from "vitest";
import { runEngram } from "./helpers/run-engram.js";
import { appendSession, text, withStore } from "./helpers/seed.js";
import { useTempDirs } from "./helpers/temp-dir.js";

const makeTempDir = useTempDirs();

/** A session whose exchange extraction turns into a daily item: what consolidation distills. */
async function seeded(): Promise<{ cwd: string; root: string }> {
  const cwd = await makeTempDir();
  const root = path.join(cwd, ".engram");
  const now = new Date();
  await withStore("fs", root, (store) =>
    appendSession(
      store,
      { workspace: "acme" },
      "s1",
      [text("u1", "user", "I prefer pnpm over npm for every project.", now.toISOString()), text("a1", "assistant", "Noted.", now.toISOString())],
      now,
    ),
  );
  return { cwd, root };
}

const contents = (root: string) =>
  withStore("fs", root, async (store) => ({
    entries: (await store.query({ kind: "entry" })).records.map((entry) => ({ content: entry.content, source: entry.source })),
    daily: (await store.query({ kind: "daily" })).records.map((item) => item.tags),
  }));

describe("consolidate", () => {
  it("reports with --dry-run and writes nothing", async () => {
    const { cwd, root } = await seeded();
    const before = await contents(root);
    expect(before).toEqual({ entries: [], daily: [["pnpm", "npm"]] });
    const run = await runEngram(["consolidate", "--scope", "workspace=acme", "--dry-run", "--json"], { cwd });
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout) as { dryRun: boolean; changes: { action: string; via?: string }[] };
    expect(report.dryRun).toBe(true);
    expect(report.changes.filter((change) => change.action === "created")).toEqual([expect.objectContaining({ action: "created", via: "heuristic" })]);
    expect(run.stderr).toBe("consolidation: checking scope workspace=acme…\nconsolidation: done (dry run: 2 changes).\n");
    expect(await contents(root)).toEqual(before);
  });

  it("asks first, then distills the daily log into an entry with --yes", async () => {
    const { cwd, root } = await seeded();
    const refused = await runEngram(["consolidate", "--scope", "workspace=acme", "--quiet"], { cwd });
    expect(refused).toEqual({
      code: 2,
      stdout: "",
      stderr:
        "engram: Run consolidation on scope workspace=acme: 2 changes (entries may be merged, superseded, pruned or expired)? Refusing without confirmation: stdin is not a terminal. Pass --yes to confirm.\n",
    });
    const run = await runEngram(["consolidate", "--scope", "workspace=acme", "--yes", "--quiet"], { cwd });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Made 1 created, 1 index (consolidation of scope workspace=acme).\n");
    expect(await contents(root)).toEqual({
      entries: [{ content: "User prefers pnpm over npm for every project.", source: "distilled" }],
      daily: [["pnpm", "npm", "consolidated"]],
    });
  });
});
