import path from "node:path";
import { describe, expect, it } from "vitest";
import type { EntryRecord } from "@engram/core";
import { runEngram } from "./helpers/run-engram.js";
import { rememberAll, threeEntries, withStore, type StoreKind } from "./helpers/seed.js";
import { useTempDirs } from "./helpers/temp-dir.js";

const makeTempDir = useTempDirs();

for (const kind of ["fs", "sqlite"] as const satisfies readonly StoreKind[]) {
  describe(`memory list/show/search/stats on a ${kind} store`, () => {
    async function seeded(): Promise<{ cwd: string; spec: string; entries: EntryRecord[] }> {
      const cwd = await makeTempDir();
      const location = path.join(cwd, kind === "fs" ? "mem" : "mem.db");
      const entries = await withStore(kind, location, (store) => rememberAll(store, threeEntries));
      return { cwd, spec: kind === "fs" ? "fs:mem" : "sqlite:mem.db", entries };
    }

    it("lists every scope's entries newest first as a table", async () => {
      const { cwd, spec } = await seeded();
      const run = await runEngram(["memory", "list", "--store", spec], { cwd });
      expect(run).toEqual({
        code: 0,
        stderr: "",
        stdout: [
          "KEY              TYPE        SCOPE                    IMPORTANCE  UPDATED     CONTENT",
          "deploy-day       fact        workspace=other                0.60  2026-03-03  Deploys happen on Fridays",
          "editor-tabs      preference  workspace=acme,user=ann        0.60  2026-03-02  Ann prefers tabs over spaces",
          "package-manager  convention  workspace=acme                 0.80  2026-03-01  The team uses pnpm workspaces with turbo",
          "",
        ].join("\n"),
      });
    });

    it("reads an escaped --scope value as exactly the scope it names, never the one it imitates", async () => {
      const cwd = await makeTempDir();
      const location = path.join(cwd, kind === "fs" ? "mem" : "mem.db");
      const forged = { user: "ann,workspace=acme" };
      await withStore(kind, location, async (store) => {
        await rememberAll(store, [{ ...threeEntries[1]!, scope: forged, key: "forged", content: "planted" }]);
        await rememberAll(store, [threeEntries[1]!]);
      });
      const spec = kind === "fs" ? "fs:mem" : "sqlite:mem.db";
      const list = async (scope: string): Promise<string[]> => {
        const run = await runEngram(["memory", "list", "--store", spec, "--json", "--scope", scope], { cwd });
        expect(run.stderr).toBe("");
        return (JSON.parse(run.stdout) as { entries: EntryRecord[] }).entries.map((entry) => entry.content);
      };
      expect(await list("user=ann%2Cworkspace%3Dacme")).toEqual(["planted"]);
      expect(await list("user=ann,workspace=acme")).toEqual(["Ann prefers tabs over spaces"]);
      const table = await runEngram(["memory", "list", "--store", spec], { cwd });
      expect(table.stdout).toContain("user=ann%2Cworkspace%3Dacme");
      const bad = await runEngram(["memory", "list", "--store", spec, "--scope", "user=100%"], { cwd });
      expect(bad).toEqual({ code: 2, stdout: "", stderr: 'engram: --scope "user=100%": a "%" in a value starts an escape such as %25, %2C or %3D.\n' });
    });

    // Seven runs of the CLI in a row: on a loaded 2-core machine they outlast the 30 s default.
    it("filters by scope, type and tag, and prints exactly the stored records with --json", { timeout: 120_000 }, async () => {
      const { cwd, spec, entries } = await seeded();
      const [pkg, tabs, deploy] = entries;
      const list = async (...args: string[]): Promise<unknown> => {
        const run = await runEngram(["memory", "list", "--store", spec, "--json", ...args], { cwd });
        expect(run.code).toBe(0);
        return JSON.parse(run.stdout);
      };
      expect(await list()).toEqual({ entries: [deploy, tabs, pkg] });
      expect(await list("--scope", "workspace=acme")).toEqual({ entries: [pkg] });
      expect(await list("--scope", "user=ann,workspace=acme")).toEqual({ entries: [tabs, pkg] });
      expect(await list("--type", "preference")).toEqual({ entries: [tabs] });
      expect(await list("--tag", "tooling")).toEqual({ entries: [deploy, pkg] });
      expect(await list("--type", "fact,convention", "--tag", "tooling", "--scope", "workspace=other")).toEqual({ entries: [deploy] });
      expect(await list("--scope", "global")).toEqual({ entries: [] });
    });

    it("shows one entry by key or id, and says what to do when it is missing", async () => {
      const { cwd, spec, entries } = await seeded();
      const [pkg, tabs] = entries;
      const byKey = await runEngram(["memory", "show", "package-manager", "--store", spec, "--json"], { cwd });
      expect(byKey.code).toBe(0);
      expect(JSON.parse(byKey.stdout)).toEqual({ entry: pkg });
      const byId = await runEngram(["memory", "show", tabs!.id, "--store", spec], { cwd });
      expect(byId.code).toBe(0);
      expect(byId.stdout).toContain("key:         editor-tabs\n");
      expect(byId.stdout).toContain("scope:       workspace=acme,user=ann\n");
      expect(byId.stdout.endsWith("\n\nAnn prefers tabs over spaces\n")).toBe(true);
      const missing = await runEngram(["memory", "show", "nope", "--store", spec, "--scope", "workspace=acme"], { cwd });
      expect(missing).toEqual({
        code: 1,
        stdout: "",
        stderr: 'engram: No entry with key or id "nope" visible in scope workspace=acme. Run "engram memory list" to see the keys.\n',
      });
    });

    it("searches one scope with the store's text search and filters", async () => {
      const { cwd, spec, entries } = await seeded();
      const [pkg, tabs] = entries;
      const hits = await runEngram(["memory", "search", "pnpm turbo", "--store", spec, "--scope", "workspace=acme,user=ann", "--json"], { cwd });
      expect(hits.code).toBe(0);
      const parsed = JSON.parse(hits.stdout) as { query: string; hits: { score: number; entry: EntryRecord }[] };
      expect(parsed.query).toBe("pnpm turbo");
      expect(parsed.hits.map((hit) => hit.entry)).toEqual([pkg]);
      const typed = await runEngram(
        ["memory", "search", "tabs spaces", "--store", spec, "--scope", "workspace=acme,user=ann", "--type", "preference", "--json"],
        { cwd },
      );
      expect((JSON.parse(typed.stdout) as { hits: { entry: EntryRecord }[] }).hits.map((hit) => hit.entry)).toEqual([tabs]);
      const none = await runEngram(["memory", "search", "Fridays", "--store", spec, "--scope", "workspace=acme"], { cwd });
      expect(none).toEqual({ code: 0, stderr: "", stdout: "No entries match.\n" });
      const noScope = await runEngram(["memory", "search", "pnpm", "--store", spec], { cwd });
      expect(noScope.code).toBe(2);
      expect(noScope.stderr).toBe(
        'engram: "engram memory search" works on one scope: pass --scope (e.g. --scope workspace=acme, or --scope global for records without one), or set "scope" in engram.config.json.\nRun "engram memory search --help" for usage.\n',
      );
    });

    it("counts entries by type over every scope or one", async () => {
      const { cwd, spec } = await seeded();
      const zeroTypes = { fact: 0, decision: 0, preference: 0, convention: 0, pattern: 0, solution: 0, code_context: 0, reference: 0, feedback: 0 };
      const all = await runEngram(["memory", "stats", "--store", spec, "--json"], { cwd });
      expect(all.code).toBe(0);
      const storeLabel = kind === "fs" ? `fs:${path.join(cwd, "mem")}` : `sqlite:${path.join(cwd, "mem.db")}`;
      expect(JSON.parse(all.stdout)).toEqual({
        store: storeLabel,
        scope: "all",
        entries: 3,
        entriesByType: { ...zeroTypes, fact: 1, preference: 1, convention: 1 },
        dailyItems: 0,
        notes: 0,
        sessions: 0,
      });
      const acme = await runEngram(["memory", "stats", "--store", spec, "--scope", "workspace=acme"], { cwd });
      expect(acme).toEqual({
        code: 0,
        stderr: "",
        stdout: `store:        ${storeLabel}\nscope:        workspace=acme\nentries:      1 (convention 1)\ndaily items:  0\nnotes:        0\nsessions:     0\n`,
      });
    });
  });
}
