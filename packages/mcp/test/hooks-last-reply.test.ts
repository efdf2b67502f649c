import { appendFile } from "node:fs/promises";
import { createMemory } from "@engram/core";
import { describe, expect, it } from "vitest";
import { claudeCodeSessionId } from "../src/hooks/index.js";
import { transcriptCursorKey } from "../src/hooks/transcript-archive.js";
import { projectWorkspace } from "../src/index.js";
import { type TranscriptWriter, writeLines } from "./claude-transcript.js";
import { hookSessionId, useHookHarness } from "./hook-harness.js";

const setup = useHookHarness();

/**
 * One API message's lines as Claude Code writes them: a thinking line, then each text block on its own
 * line, every line with the message's `message.id` and its own `uuid` (`<uuid>-thinking`, `<uuid>-1`, ...).
 */
function replyLines(w: TranscriptWriter, uuid: string, texts: readonly string[]): string[] {
  const line = (id: string, content: unknown[]) => {
    const parsed = JSON.parse(w.assistant(id, "")) as { message: Record<string, unknown> };
    return JSON.stringify({ ...parsed, message: { ...parsed.message, id: `msg_${uuid}`, content } });
  };
  return [
    line(`${uuid}-thinking`, [{ type: "thinking", thinking: "Let me sum up.", signature: "sig" }]),
    ...texts.map((text, index) => line(`${uuid}-${index + 1}`, [{ type: "text", text }])),
  ];
}

describe("Stop's last_assistant_message", () => {
  it("archives the final reply the transcript does not hold yet, and the transcript's copy never again", async () => {
    const { store, project, transcript, hook, archived, dailyFacts, logged, w } = await setup();
    const ids = async () => (await archived()).map((message) => message.id);
    await writeLines(transcript, [
      w.user("u1", "We use Vitest for tests. Run them please."),
      w.toolUse("a1", "toolu_1", "Bash", { command: "pnpm vitest run" }),
      w.toolResult("t1", "toolu_1", "Tests 12 passed"),
    ]);
    // Stop fires before Claude Code has written the final reply: it comes in the field only.
    expect(await hook("Stop", { stop_hook_active: false, last_assistant_message: "All 12 tests pass.\n" })).toEqual({ stdout: "", ok: true });
    expect(await ids()).toEqual(["u1", "a1", "t1", "t1:last-reply"]);
    expect((await archived()).at(-1)).toMatchObject({
      role: "assistant",
      parts: [{ type: "text", text: "All 12 tests pass." }],
      metadata: { claudeCode: { kind: "last-assistant-message", after: "t1" } },
    });
    // The same Stop again (a retried hook) adds nothing.
    await hook("Stop", { last_assistant_message: "All 12 tests pass." });
    expect(await ids()).toEqual(["u1", "a1", "t1", "t1:last-reply"]);

    // The transcript catches up (its copy split over lines as Claude Code writes them), and the session goes on.
    await writeLines(transcript, [w.assistant("a2", "All 12   tests pass."), w.user("u2", "Our API runs on port 8080."), w.assistant("a3", "Got it.")], {
      append: true,
    });
    expect(await hook("Stop", { last_assistant_message: "Got it." })).toEqual({ stdout: "", ok: true });
    expect(await ids()).toEqual(["u1", "a1", "t1", "t1:last-reply", "u2", "a3"]);

    // The cursor lost: the transcript is read again from its start, and its copy is still recognised.
    const memory = createMemory({ store, scope: { workspace: projectWorkspace(project) }, autoConsolidate: false });
    expect(await memory.notes(claudeCodeSessionId(hookSessionId)).delete(transcriptCursorKey)).toBe(true);
    await hook("SessionEnd", { reason: "prompt_input_exit" });
    expect(await ids()).toEqual(["u1", "a1", "t1", "t1:last-reply", "u2", "a3"]);
    // Each fact once (both extracted at the harness's one fixed time, so compared as a set).
    expect((await dailyFacts()).sort()).toEqual([
      "The team uses Vitest for tests.",
      "The team's API runs on port 8080.",
      "The tests run with `pnpm vitest run` (it passed).",
    ]);
    expect(logged).toEqual([]);
  });

  it("adds nothing when the transcript holds the reply already, and only the transcript's copy of a later turn when they differ", async () => {
    const { transcript, hook, archived, w } = await setup();
    const ids = async () => (await archived()).map((message) => message.id);
    await writeLines(transcript, [w.user("u1", "Which port does the API use?"), w.assistant("a1", "Port 8080.")]);
    await hook("Stop", { last_assistant_message: "  Port 8080." });
    expect(await ids()).toEqual(["u1", "a1"]);

    // The field says one thing, the transcript later another: each is archived (no text to tell them the same).
    await writeLines(transcript, [w.user("u2", "And the database?")], { append: true });
    await hook("Stop", { last_assistant_message: "Postgres 16." });
    await appendFile(transcript, `${w.assistant("a2", "PostgreSQL 16, on port 5432.")}\n`);
    await hook("Stop", { last_assistant_message: "PostgreSQL 16, on port 5432." });
    expect(await ids()).toEqual(["u1", "a1", "u2", "u2:last-reply", "a2"]);
  });

  it("archives a reply of two text blocks once when the transcript later writes each block on its own line", async () => {
    const { transcript, hook, archived, logged, w } = await setup();
    const said = async () => (await archived()).map((message) => [message.id, message.parts.map((part) => (part.type === "text" ? part.text : part.type))]);
    await writeLines(transcript, [w.user("u1", "Which database do we use, and on which port?")]);
    // The field holds both blocks' texts, joined; the transcript holds neither yet.
    await hook("Stop", { last_assistant_message: "We use PostgreSQL 16.\n\nIt listens on port 5432." });
    expect(await said()).toEqual([
      ["u1", ["Which database do we use, and on which port?"]],
      ["u1:last-reply", ["We use PostgreSQL 16.\n\nIt listens on port 5432."]],
    ]);

    // The transcript catches up: a thinking line and one line per text block, then the next turn.
    const copy = replyLines(w, "a1", ["We use PostgreSQL 16.", "It listens on port 5432."]);
    await writeLines(transcript, [...copy, w.user("u2", "Thanks."), w.assistant("a2", "You're welcome.")], { append: true });
    await hook("Stop", { last_assistant_message: "You're welcome." });
    expect(await said()).toEqual([
      ["u1", ["Which database do we use, and on which port?"]],
      ["u1:last-reply", ["We use PostgreSQL 16.\n\nIt listens on port 5432."]],
      ["u2", ["Thanks."]],
      ["a2", ["You're welcome."]],
    ]);
    expect(logged).toEqual([]);
  });

  it("holds back the lines of a reply while the transcript has only its first blocks, and archives them in order when their join is not the reply", async () => {
    const { transcript, hook, archived, logged, w } = await setup();
    const said = async () => (await archived()).map((message) => [message.id, message.parts.map((part) => (part.type === "text" ? part.text : part.type))]);
    await writeLines(transcript, [w.user("u1", "Is the build green?")]);
    await hook("Stop", { last_assistant_message: "The build is green.\n\nAll 40 tests pass.\n\nNothing to fix." });
    const reply = ["u1:last-reply", ["The build is green.\n\nAll 40 tests pass.\n\nNothing to fix."]];

    // The transcript lags behind mid-message: its first two blocks only, then the third.
    const lines = replyLines(w, "a1", ["The build is green.", "All 40 tests pass.", "Nothing to fix."]);
    await writeLines(transcript, lines.slice(0, 3), { append: true });
    await hook("Stop", { last_assistant_message: "The build is green.\n\nAll 40 tests pass.\n\nNothing to fix." });
    expect(await said()).toEqual([["u1", ["Is the build green?"]], reply]);
    await writeLines(transcript, lines.slice(3), { append: true });
    await hook("Stop", { last_assistant_message: "The build is green.\n\nAll 40 tests pass.\n\nNothing to fix." });
    expect(await said()).toEqual([["u1", ["Is the build green?"]], reply]);

    // A later turn whose lines start like the field's reply and then say something else: every line is archived, in order.
    await writeLines(transcript, [w.user("u2", "And the lint?")], { append: true });
    await hook("Stop", { last_assistant_message: "Lint is clean.\n\nNo warnings." });
    await writeLines(transcript, [...replyLines(w, "a2", ["Lint is clean.", "One warning in cli.ts."]), w.user("u3", "Fix it.")], { append: true });
    await hook("Stop", { last_assistant_message: "Fixed." });
    expect(await said()).toEqual([
      ["u1", ["Is the build green?"]],
      reply,
      ["u2", ["And the lint?"]],
      ["u2:last-reply", ["Lint is clean.\n\nNo warnings."]],
      ["a2-1", ["Lint is clean."]],
      ["a2-2", ["One warning in cli.ts."]],
      ["u3", ["Fix it."]],
      ["u3:last-reply", ["Fixed."]],
    ]);
    expect(logged).toEqual([]);
  });

  it("ignores a field of the wrong type or without text, and archives the transcript as ever", async () => {
    const { transcript, hook, archived, logged, w } = await setup();
    await writeLines(transcript, [w.user("u1", "Hello there, let us start.")]);
    expect(await hook("Stop", { last_assistant_message: 42 })).toEqual({ stdout: "", ok: true });
    expect(await hook("Stop", { last_assistant_message: " \n\t " })).toEqual({ stdout: "", ok: true });
    expect(await hook("Stop", { last_assistant_message: { text: "Injected." } })).toEqual({ stdout: "", ok: true });
    expect((await archived()).map((message) => message.id)).toEqual(["u1"]);
    expect(logged).toEqual([]);
  });
});
