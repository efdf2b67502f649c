import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Message, MemoryStore } from "@engram/core";
import { openFsStore } from "@engram/store-fs";
import { afterEach } from "vitest";
import { type ClaudeCodeHookEvent, claudeCodeSessionId, runClaudeCodeHook } from "../src/hooks/index.js";
import { projectWorkspace } from "../src/index.js";
import { testHookBudgetMs, TranscriptWriter, useClaudeHome } from "./claude-transcript.js";

export const hookSessionId = "5b0e4a52-8c1f-4f0a-9d8e-1f2a3b4c5d6e";
const start = new Date("2026-06-01T09:00:00.000Z");
/** The clock every harness hook runs on. */
export const now = () => new Date("2026-06-01T10:00:00.000Z");

/**
 * Claude Code's hooks run in-process on an fs store: `setup()` gives a home with Claude Code's projects
 * directory, the session's transcript path, a transcript writer, and `hook(event, fields)`, which runs
 * the hook with that input. Stores and directories are removed after each test.
 */
export function useHookHarness() {
  const claudeHome = useClaudeHome();
  const stores: MemoryStore[] = [];
  const dirs: string[] = [];
  afterEach(async () => {
    await Promise.all(stores.splice(0).map((store) => store.close()));
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });
  return async () => {
    const { home, project, transcriptOf } = await claudeHome();
    const dir = await mkdtemp(path.join(tmpdir(), "engram-hooks-store-"));
    dirs.push(dir);
    const store = await openFsStore({ root: dir });
    stores.push(store);
    const transcript = transcriptOf(hookSessionId);
    const logged: string[] = [];
    const hook = (event: ClaudeCodeHookEvent, extra: Record<string, unknown> = {}) =>
      runClaudeCodeHook({
        event,
        input: JSON.stringify({ session_id: hookSessionId, transcript_path: transcript, cwd: project, hook_event_name: event, ...extra }),
        openStore: async () => store,
        env: {},
        cwd: project,
        home,
        log: (message) => logged.push(message),
        timeoutMs: testHookBudgetMs,
        now,
      });
    const archived = async (): Promise<Message[]> =>
      (await store.readEvents(claudeCodeSessionId(hookSessionId))).flatMap((event) => (event.type === "message" ? [event.message] : []));
    const dailyFacts = async (): Promise<string[]> =>
      (await store.query({ kind: "daily", scope: { workspace: projectWorkspace(project) }, scopeMode: "exact", order: "created-asc" })).records.map(
        (record) => record.content,
      );
    return { home, project, store, transcript, logged, hook, archived, dailyFacts, w: new TranscriptWriter(hookSessionId, project, start) };
  };
}
