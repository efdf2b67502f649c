import { appendFile, writeFile } from "node:fs/promises";
import { createMemory, type MemoryStore } from "@engram/core";
import type { SessionEvent } from "@engram/core/store";
import { describe, expect, it } from "vitest";
import { archiveTranscript, claudeCodeSessionId } from "../src/hooks/index.js";
import { transcriptCursorKey } from "../src/hooks/transcript-archive.js";
import { projectWorkspace } from "../src/index.js";
import { TranscriptWriter, writeLines } from "./claude-transcript.js";
import { exportJsonSession, flakyTestSession, hostileSession } from "./coding-transcripts.js";
import { hookSessionId, now, useHookHarness } from "./hook-harness.js";

const setup = useHookHarness();
const engramSession = claudeCodeSessionId(hookSessionId);
const start = new Date("2026-06-01T09:00:00.000Z");

/** One step of a scenario: transcript writes, archive calls, and what a crash or a rewrite does to the cursor and the file. */
type Step =
  | { readonly append: readonly string[] }
  | { readonly partial: string }
  | { readonly rewrite: readonly string[] }
  | { readonly archive: { readonly flush?: string; readonly last?: string; readonly lines?: number } }
  | { readonly saveCursor: true }
  | { readonly restoreCursor: true }
  | { readonly loseCursor: true };

interface Outcome {
  readonly events: unknown[];
  readonly daily: string[];
  readonly reports: unknown[];
  readonly logged: string[];
}

/**
 * Runs a scenario on a fresh store through `archiveTranscript`, on the whole-session path (the simple
 * one: `Memory.session` on every call) or the tail path, and returns what the store holds, with the
 * test's own directory names replaced so the two runs compare.
 */
async function run(steps: (w: TranscriptWriter, project: string) => readonly Step[], wholeSession: boolean): Promise<Outcome> {
  const { store, transcript, project } = await setup();
  const w = new TranscriptWriter(hookSessionId, project, start);
  const memory = createMemory({ store, scope: { workspace: projectWorkspace(project) }, autoConsolidate: false, now });
  const notes = memory.notes(engramSession);
  const reports: unknown[] = [];
  const logged: string[] = [];
  let saved: string | undefined;
  await writeFile(transcript, "");
  for (const step of steps(w, project)) {
    if ("append" in step) await writeLines(transcript, step.append, { append: true });
    else if ("partial" in step) await appendFile(transcript, step.partial);
    else if ("rewrite" in step) await writeLines(transcript, step.rewrite);
    else if ("saveCursor" in step) saved = await notes.retrieve(transcriptCursorKey);
    else if ("restoreCursor" in step) await notes.store(transcriptCursorKey, saved!);
    else if ("loseCursor" in step) await notes.delete(transcriptCursorKey);
    else {
      // `lines`: the deadline passes after that many lines (the clock is read once per line).
      let reads = 0;
      const { flush, last, lines } = step.archive;
      reports.push(
        await archiveTranscript({
          store,
          memory,
          sessionId: engramSession,
          transcript,
          deadline: lines ?? Number.POSITIVE_INFINITY,
          clock: () => ++reads,
          ...(flush === undefined ? {} : { flush }),
          ...(last === undefined ? {} : { lastAssistantMessage: last }),
          log: (message) => logged.push(message),
          wholeSession,
        }),
      );
    }
  }
  const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value).replaceAll(project, "<project>"));
  const events = (await store.readEvents(engramSession)).map((event: SessionEvent) => plain(event));
  const daily = (await store.query({ kind: "daily", scope: { workspace: projectWorkspace(project) }, scopeMode: "exact", order: "created-asc" })).records;
  return {
    events,
    daily: daily.map((record) => String(plain(`${JSON.stringify(record.provenance)} ${record.content}`))),
    reports,
    logged: logged.map((line) => String(plain(line))),
  };
}

/** Both paths on one scenario: the tail path archives exactly what the whole-session path does. */
async function differential(steps: (w: TranscriptWriter, project: string) => readonly Step[]): Promise<Outcome> {
  const simple = await run(steps, true);
  const tail = await run(steps, false);
  expect(tail).toEqual(simple);
  return tail;
}

function ids(outcome: Outcome): string[] {
  return outcome.events.flatMap((event) => ((event as { type: string }).type === "message" ? [(event as { message: { id: string } }).message.id] : []));
}

/** A fixture's lines fed a few at a time, each chunk followed by a hook: Stop, a compaction's flush, or a bare archive. */
function chunked(lines: readonly string[], sizes: readonly number[]): Step[] {
  const steps: Step[] = [];
  let at = 0;
  for (let i = 0; at < lines.length; i++) {
    const size = sizes[i % sizes.length]!;
    steps.push({ append: lines.slice(at, at + size) });
    at += size;
    steps.push({ archive: i % 3 === 1 ? { flush: "claude-code-compact-auto" } : i % 3 === 2 ? {} : { flush: "claude-code-stop" } });
  }
  steps.push({ archive: { flush: "claude-code-session-end" } });
  return steps;
}

describe("archiving from the session's tail (decision 0166) against reading the session whole", () => {
  it("archives the coding fixtures fed in chunks exactly as the whole-session path does", async () => {
    const fixtures = [exportJsonSession, flakyTestSession, hostileSession];
    for (const [index, fixture] of fixtures.entries()) {
      const outcome = await differential((_, project) => chunked(fixture(hookSessionId, project, start), [[3, 1, 5, 2], [1], [4, 7]][index]!));
      const lines = fixture(hookSessionId, "/p", start);
      expect(new Set(ids(outcome)).size).toBe(ids(outcome).length);
      expect(ids(outcome).length).toBeGreaterThan(lines.length / 2);
    }
  });

  it("skips what a lost cursor write repeats, a result whose call is older than the tail, a lagging last reply, a half-written line and a rewritten transcript", async () => {
    const outcome = await differential((w) => {
      const early = [
        w.user("u1", "We use Vitest for tests."),
        w.toolUse("a1", "toolu_task", "Task", { prompt: "Survey the repository" }),
        w.assistant("a1b", "Started a survey."),
      ];
      const turns = Array.from({ length: 6 }, (_, i) => [w.user(`q${i}`, `Question ${i} about the build?`), w.assistant(`r${i}`, `Answer ${i}.`)]).flat();
      const late = [w.toolResult("t1", "toolu_task", "The survey found 3 packages."), w.assistant("a9", "The survey is done.")];
      const half = w.user("u9", "Our API runs on port 8080.");
      const after = [w.assistant("a10", "Got it, port 8080.")];
      const lastTurn = [w.user("u11", "Summarise the session."), w.assistant("a11", "We set up Vitest and the API port.")];
      return [
        { append: early },
        { archive: { flush: "claude-code-stop" } },
        { append: turns.slice(0, 4) },
        { archive: { flush: "claude-code-stop", last: "Answer 1." } },
        { saveCursor: true },
        { append: turns.slice(4) },
        { archive: { flush: "claude-code-stop" } },
        // The cursor write of the call before was lost after its append: the same lines are read again.
        { restoreCursor: true },
        { append: late },
        { archive: { flush: "claude-code-stop" } },
        { partial: half.slice(0, 30) },
        { archive: { flush: "claude-code-stop", last: "The survey is done, and more." } },
        { partial: `${half.slice(30)}\n` },
        { append: after },
        { archive: { lines: 1 } },
        { archive: { flush: "claude-code-stop", last: "Got it, port 8080." } },
        { append: lastTurn.slice(0, 1) },
        { archive: { flush: "claude-code-stop", last: "We set up Vitest and the API port." } },
        { append: lastTurn.slice(1) },
        { archive: { flush: "claude-code-stop" } },
        // Rewritten with a line in front of the rest: the cursor's bytes are elsewhere now.
        { rewrite: [...TranscriptWriter.housekeeping(hookSessionId), ...early, ...turns, ...late, half, ...after, ...lastTurn] },
        { archive: { flush: "claude-code-stop" } },
        { loseCursor: true },
        { archive: { flush: "claude-code-session-end" } },
      ];
    });
    expect(ids(outcome)).toEqual([
      "u1",
      "a1",
      "a1b",
      "q0",
      "r0",
      "q1",
      "r1",
      "q2",
      "r2",
      "q3",
      "r3",
      "q4",
      "r4",
      "q5",
      "r5",
      "t1",
      "a9",
      "a9:last-reply",
      "u9",
      "a10",
      "u11",
      "u11:last-reply",
    ]);
    const result = outcome.events.find((event) => (event as { message?: { id: string } }).message?.id === "t1") as {
      message: { parts: { toolName: string }[] };
    };
    expect(result.message.parts[0]!.toolName).toBe("Task");
  });

  it("past several batches and a deadline, resumes from the tail and archives each message once", async () => {
    const outcome = await differential((w) => {
      const lines = Array.from({ length: 260 }, (_, i) => [
        w.user(`m${i}`, `Message ${i} asks about module ${i}?`),
        w.assistant(`n${i}`, `Reply ${i}.`),
      ]).flat();
      return [
        { append: lines.slice(0, 450) },
        { archive: { lines: 230 } },
        { archive: { flush: "claude-code-stop" } },
        { append: lines.slice(450) },
        { archive: { flush: "claude-code-stop" } },
      ];
    });
    expect(ids(outcome)).toHaveLength(520);
    expect(new Set(ids(outcome)).size).toBe(520);
  });
});

describe("the tail path reads the tail only", () => {
  it("a Stop with one new line reads back the turn under way, not the session", async () => {
    const { store, transcript, project, w } = await setup();
    const read: number[] = [];
    const counting: MemoryStore = new Proxy(store, {
      get(target, key, receiver) {
        if (key !== "readEvents") {
          const value = Reflect.get(target, key, receiver);
          return typeof value === "function" ? value.bind(target) : value;
        }
        return async (...args: Parameters<MemoryStore["readEvents"]>) => {
          const events = await target.readEvents(...args);
          read.push(events.length);
          return events;
        };
      },
    });
    const memory = createMemory({ store: counting, scope: { workspace: projectWorkspace(project) }, autoConsolidate: false, now });
    const archive = () =>
      archiveTranscript({
        store: counting,
        memory,
        sessionId: engramSession,
        transcript,
        deadline: Number.POSITIVE_INFINITY,
        flush: "claude-code-stop",
        log: () => {},
      });
    await writeLines(transcript, Array.from({ length: 100 }, (_, i) => [w.user(`m${i}`, `Message ${i}?`), w.assistant(`n${i}`, `Reply ${i}.`)]).flat());
    await archive();
    expect(read).toEqual([0]);
    read.length = 0;
    await writeLines(transcript, [w.user("m100", "One more question?")], { append: true });
    await archive();
    // The last turn (m99, n99): the tail after the seq the cursor kept.
    expect(read).toEqual([2]);
    read.length = 0;
    await writeLines(transcript, [w.assistant("n100", "One more reply.")], { append: true });
    expect(await archive()).toMatchObject({ archived: 1, complete: true });
    expect(read).toEqual([2]);
  });
});
