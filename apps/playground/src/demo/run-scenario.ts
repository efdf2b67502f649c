import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createEngram, EngramError, type Engram } from "@engram/core";
import { openFsStore } from "@engram/store-fs";
import { createReport } from "./report/create-report.js";
import { demoContextWindow, demoMaxOutputTokens, demoModel, userId, workspaceId } from "./scenario/agent-setup.js";
import { consolidateBetweenSessions, type ConsolidationRun } from "./scenario/consolidation-run.js";
import { runWithAiSdk } from "./scenario/monday-ai-sdk.js";
import { ScenarioClock } from "./scenario/scenario-clock.js";
import type { DayScript } from "./scenario/script.js";
import { mondayScript } from "./scenario/scripts/monday.js";
import { tuesdayScript } from "./scenario/scripts/tuesday.js";
import { wednesdayScript } from "./scenario/scripts/wednesday.js";
import { readSessionFacts } from "./scenario/session-facts.js";
import type { SessionRun } from "./scenario/session-run.js";
import { runWithLangChain } from "./scenario/tuesday-langchain.js";
import { runWithMastra } from "./scenario/wednesday-mastra.js";
import type { DayResult, ScenarioResult } from "./scenario-result.js";
import { createStyle } from "./style.js";

export interface ScenarioOptions {
  readonly write: (line: string) => void;
  /** ANSI colors; the entry point decides (TTY, NO_COLOR). Off by default so captured output is plain. */
  readonly color?: boolean;
  /** Keep the store in this (empty or new) directory; by default a temp directory, removed at the end. */
  readonly storeDir?: string;
}

const crossSessionQuery = "sliding window";

const days: ReadonlyArray<{ script: DayScript; run: (engram: Engram, script: DayScript) => Promise<SessionRun>; consolidate: boolean }> = [
  { script: mondayScript, run: runWithAiSdk, consolidate: true },
  { script: tuesdayScript, run: runWithLangChain, consolidate: true },
  { script: wednesdayScript, run: runWithMastra, consolidate: false },
];

/**
 * Three days of a coding assistant on one fs store, each through another adapter, with consolidation
 * between them; prints what Engram trimmed, summarized, extracted, consolidated and recalled.
 */
export async function runScenario(options: ScenarioOptions): Promise<ScenarioResult> {
  const kept = options.storeDir !== undefined;
  const storeDir = kept ? await emptyStoreDir(options.storeDir!) : await mkdtemp(join(tmpdir(), "engram-demo-"));
  const report = createReport(options.write, createStyle(options.color ?? false));
  const clock = new ScenarioClock(mondayScript.startsAt);
  const store = await openFsStore({ root: storeDir });
  try {
    report.header({ storeDir, kept, model: demoModel, contextWindow: demoContextWindow, maxOutputTokens: demoMaxOutputTokens });
    // One Engram per day, as if each session ran in its own process: all they share is the store.
    const engramOf = () =>
      createEngram({
        store,
        scope: { workspace: workspaceId },
        model: demoModel,
        contextWindow: demoContextWindow,
        maxOutputTokens: demoMaxOutputTokens,
        now: clock.now,
        autoConsolidate: false, // consolidation runs between the sessions, where the demo can show it
      });
    const results: DayResult[] = [];
    const consolidations: ConsolidationRun[] = [];
    let crossSession: ScenarioResult["crossSession"] = { query: crossSessionQuery, excerpts: [] };
    for (const day of days) {
      clock.startDay(day.script.startsAt);
      const engram = engramOf();
      const run = await day.run(engram, day.script);
      const memory = engram.memory({ userId });
      const facts = await readSessionFacts(store, memory.scope, run);
      results.push({ run, facts });
      report.session(run, facts);
      if (day.consolidate) {
        const consolidation = await consolidateBetweenSessions(memory, store, day.script.day);
        consolidations.push(consolidation);
        report.consolidation(consolidation);
      }
      if (day === days.at(-1)) {
        const excerpts = await memory.recallSessions(crossSessionQuery, { excludeSessionId: run.sessionId, maxResults: 3 });
        crossSession = { query: crossSessionQuery, excerpts };
        report.crossSession(crossSession.query, excerpts);
      }
    }
    const result: ScenarioResult = { storeDir, kept, days: results, consolidations, crossSession };
    report.closing(result);
    return result;
  } finally {
    await store.close();
    if (!kept) await rm(storeDir, { recursive: true, force: true });
  }
}

/** A kept store must start empty: a second run into the same directory would resume its sessions. */
async function emptyStoreDir(dir: string): Promise<string> {
  const path = resolve(dir);
  const existing = await readdir(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  if (existing.length > 0) {
    throw new EngramError("INVALID_OPTIONS", `--store-dir ${path} is not empty: pass a new or empty directory (the demo writes a fresh store there).`);
  }
  return path;
}
