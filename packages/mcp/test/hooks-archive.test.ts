import { appendFile, truncate } from "node:fs/promises";
import { createMemory, type MemoryStore } from "@engram/core";
import { describe, expect, it } from "vitest";
import { archiveTranscript, claudeCodeSessionId } from "../src/hooks/index.js";
import { transcriptCursorKey } from "../src/hooks/transcript-archive.js";
import { projectWorkspace } from "../src/index.js";
import { TranscriptWriter, writeLines } from "./claude-transcript.js";
import { hookSessionId, now, useHookHarness } from "./hook-harness.js";

const setup = useHookHarness();
const sessionId = hookSessionId;
const engramSession = claudeCodeSessionId(sessionId);

async function archivedIds(store: MemoryStore): Promise<string[]> {
  return (await store.readEvents(engramSession)).flatMap((event) => (event.type === "message" ? [event.message.id] : []));
}

async function dailyFacts(store: MemoryStore, project: string): Promise<string[]> {
  const records = (await store.query({ kind: "daily", scope: { workspace: projectWorkspace(project) }, scopeMode: "exact", order: "created-asc" })).records;
  return records.map((record) => record.content);
}

describe("archiving a Claude Code transcript through the hooks", () => {
  it("archives every message once across PreCompact, a compaction, Stop and SessionEnd, and extracts each fact once", async () => {
    const { store, transcript, project, logged, hook, w } = await setup();
    await writeLines(transcript, [
      ...TranscriptWriter.housekeeping(sessionId),
      w.user("u1", "I prefer pnpm over npm for every project."),
      w.assistant("a1", "Noted, pnpm it is."),
      w.user("u2", "We use Vitest for tests. Run them please."),
      w.toolUse("a2", "toolu_1", "Bash", { command: "pnpm test" }),
      w.toolResult("t2", "toolu_1", "Tests 12 passed"),
    ]);
    expect(await hook("PreCompact", { trigger: "auto" })).toEqual({ stdout: "", ok: true });
    expect(await archivedIds(store)).toEqual(["u1", "a1", "u2", "a2", "t2"]);
    // The first exchange ended with a reply; the compaction flushed the one under way.
    // Facts of one exchange share a time, so the log's order among them is their ids': compared sorted. The test run passed: a command that works.
    expect((await dailyFacts(store, project)).sort()).toEqual([
      "The team uses Vitest for tests.",
      "The tests run with `pnpm test` (it passed).",
      "User prefers pnpm over npm for every project.",
    ]);

    const half = w.user("u4", "Never commit to main directly.");
    await writeLines(
      transcript,
      [
        ...w.compaction("c1", "cs1", "The user prefers pnpm and Vitest."),
        w.assistant("a3", "All 12 tests pass."),
        w.user("u3", "Our API runs on port 8080."),
        w.assistant("a4", "Got it."),
      ],
      {
        append: true,
      },
    );
    await appendFile(transcript, half.slice(0, 40));
    expect(await hook("Stop")).toEqual({ stdout: "", ok: true });
    expect(await archivedIds(store)).toEqual(["u1", "a1", "u2", "a2", "t2", "a3", "u3", "a4"]);

    await appendFile(transcript, `${half.slice(40)}\n${w.assistant("a5", "Understood.")}\n`);
    expect(await hook("SessionEnd", { reason: "prompt_input_exit" })).toEqual({ stdout: "", ok: true });
    expect(await hook("Stop")).toEqual({ stdout: "", ok: true });
    expect(await archivedIds(store)).toEqual(["u1", "a1", "u2", "a2", "t2", "a3", "u3", "a4", "u4", "a5"]);
    expect((await dailyFacts(store, project)).sort()).toEqual([
      "Never commit to main directly.",
      "The team uses Vitest for tests.",
      "The team's API runs on port 8080.",
      "The tests run with `pnpm test` (it passed).",
      "User prefers pnpm over npm for every project.",
    ]);
    const trims = (await store.readEvents(engramSession)).flatMap((event) => (event.type === "trim" ? [[event.trigger, event.droppedIds]] : []));
    expect(trims).toEqual([["claude-code-compact-auto", ["u2", "a2", "t2"]]]);
    expect(await store.getSession(engramSession)).toMatchObject({ scope: { workspace: projectWorkspace(project) } });
    expect(logged).toEqual([]);
  });

  it("archives nothing twice when the cursor is lost or the transcript comes back shorter", async () => {
    const { store, transcript, project, hook, w } = await setup();
    const lines = [
      w.user("u1", "We use Vitest for tests."),
      w.assistant("a1", "Noted."),
      w.user("u2", "Our API runs on port 8080."),
      w.assistant("a2", "Got it."),
    ];
    await writeLines(transcript, lines);
    await hook("Stop");
    const memory = createMemory({ store, scope: { workspace: projectWorkspace(project) }, autoConsolidate: false });
    expect(await memory.notes(engramSession).delete(transcriptCursorKey)).toBe(true);
    await hook("Stop");
    await truncate(transcript, Buffer.byteLength(`${lines[0]}\n`));
    await hook("SessionEnd");
    expect(await archivedIds(store)).toEqual(["u1", "a1", "u2", "a2"]);
    expect(await dailyFacts(store, project)).toEqual(["The team uses Vitest for tests.", "The team's API runs on port 8080."]);
  });

  it("skips and logs a line that is not JSON, of an unknown shape, or a message core refuses, and archives the rest", async () => {
    const { store, transcript, logged, hook, w } = await setup();
    let deep: unknown = "bottom";
    for (let i = 0; i < 80; i++) deep = { deeper: deep };
    const tooDeep = w.toolUse("a2", "toolu_1", "Write", { nested: deep });
    const lines = [
      w.user("u1", "Hello there, let us start."),
      "{not json",
      JSON.stringify({ type: "hologram", uuid: "h1" }),
      tooDeep,
      w.assistant("a3", "Done."),
    ];
    await writeLines(transcript, lines);
    await hook("Stop");
    expect(await archivedIds(store)).toEqual(["u1", "a3"]);
    const at = (index: number) => lines.slice(0, index).reduce((bytes, line) => bytes + Buffer.byteLength(`${line}\n`), 0);
    expect(logged).toEqual([
      `session ${sessionId}: skipped the transcript line at byte ${at(1)}: not JSON`,
      `session ${sessionId}: skipped the transcript line at byte ${at(2)}: an unknown line type "hologram"`,
      expect.stringMatching(
        new RegExp(
          `^session ${sessionId}: skipped message a2 of the transcript line at byte ${at(3)}: Invalid message \\(id "a2"\\): parts\\.0\\.input\\.nested\\.deeper.* nests objects and arrays deeper than 64 levels\\.`,
        ),
      ),
    ]);
  });

  it("stops at its deadline with what it archived kept, and the next call goes on from there", async () => {
    const { store, transcript, project, w } = await setup();
    await writeLines(transcript, [
      w.user("u1", "We use Vitest for tests."),
      w.assistant("a1", "Noted."),
      w.user("u2", "Our API runs on port 8080."),
      w.assistant("a2", "Got it."),
    ]);
    const memory = createMemory({ store, scope: { workspace: projectWorkspace(project) }, autoConsolidate: false, now });
    const logged: string[] = [];
    let reads = 0;
    // The clock passes the deadline after two lines.
    const first = await archiveTranscript({
      store,
      memory,
      sessionId: engramSession,
      transcript,
      deadline: 2,
      clock: () => ++reads,
      log: (m) => logged.push(m),
    });
    expect(first).toMatchObject({ archived: 2, complete: false, flushed: 0 });
    expect(await archivedIds(store)).toEqual(["u1", "a1"]);
    const second = await archiveTranscript({
      store,
      memory,
      sessionId: engramSession,
      transcript,
      deadline: 100,
      clock: () => 0,
      flush: "stop",
      log: (m) => logged.push(m),
    });
    expect(second).toMatchObject({ archived: 2, complete: true, flushed: 0 });
    expect(await archivedIds(store)).toEqual(["u1", "a1", "u2", "a2"]);
    expect(logged).toEqual([]);
  });

  it("waits for another hook of the session holding the lock, and gives up at the deadline", async () => {
    const { store, transcript, project, w } = await setup();
    await writeLines(transcript, [w.user("u1", "We use Vitest for tests.")]);
    const memory = createMemory({ store, scope: { workspace: projectWorkspace(project) }, autoConsolidate: false });
    const held = await store.lock(`claude-code-archive:${engramSession}`, 60_000);
    const logged: string[] = [];
    const report = await archiveTranscript({ store, memory, sessionId: engramSession, transcript, deadline: 0, clock: () => 1, log: (m) => logged.push(m) });
    expect(report).toEqual({ archived: 0, refused: 0, offset: 0, complete: false, flushed: 0 });
    expect(logged).toEqual([`another hook was archiving session ${engramSession} until the time budget ran out; the next hook continues`]);
    await held?.release();
    expect((await archiveTranscript({ store, memory, sessionId: engramSession, transcript, deadline: 1, clock: () => 0, log: () => {} })).archived).toBe(1);
  });
});
