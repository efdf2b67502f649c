import { describe, expect, it } from "vitest";
import { useHookHarness } from "./hook-harness.js";
import { writeLines } from "./claude-transcript.js";

const setup = useHookHarness();
const text = (value: string) => [{ type: "text", text: value }];

describe("what Claude Code writes as user lines, archived as what it is", () => {
  it("archives a slash command as the request the person typed, once, and notices and interrupts as labelled system messages", async () => {
    const { transcript, hook, archived, dailyFacts, logged, w } = await setup();
    await writeLines(transcript, [
      ...w.slashCommand("c1", "review", "the auth module", "Review the code for bugs and style problems in the area the user names."),
      w.assistant("a1", "The auth module looks sound; token refresh has one race."),
      ...w.localCommand("m1", "model", "Set model to claude-sonnet-4-5"),
      w.user("u2", "Run the tests in the background."),
      w.toolUse("a2", "toolu_1", "Bash", { command: "pnpm test", run_in_background: true }),
      w.toolResult("t2", "toolu_1", "Command running in background with ID: b27a792"),
      w.assistant("a3", "Started the tests."),
      w.taskNotification("n1", "b27a792", 'Background command "pnpm test" completed (exit code 0)'),
      w.assistant("a4", "The tests passed."),
      w.user("u3", "Now refactor the session store."),
      w.interrupt("i1"),
      w.user("u4", "We never deploy on Fridays."),
      w.toolUse("a5", "toolu_2", "Bash", { command: "rm -rf build" }),
      w.toolResult("t5", "toolu_2", "The user doesn't want to proceed with this tool use. The tool use was rejected.", true),
      w.interrupt("i2", true),
      w.user("u5", "Use the clean script instead."),
      w.assistant("a6", "Running pnpm clean."),
    ]);
    expect(await hook("Stop")).toEqual({ stdout: "", ok: true });
    expect(await hook("SessionEnd", { reason: "clear" })).toEqual({ stdout: "", ok: true });

    const messages = await archived();
    expect(messages.map((message) => [message.id, message.role])).toEqual([
      ["c1", "user"],
      ["a1", "assistant"],
      ["m1", "user"],
      ["u2", "user"],
      ["a2", "assistant"],
      ["t2", "tool"],
      ["a3", "assistant"],
      ["n1", "system"],
      ["a4", "assistant"],
      ["u3", "user"],
      ["i1", "system"],
      ["u4", "user"],
      ["a5", "assistant"],
      ["t5", "tool"],
      ["i2", "system"],
      ["u5", "user"],
      ["a6", "assistant"],
    ]);
    const byId = new Map(messages.map((message) => [message.id, message]));
    expect(byId.get("c1")).toMatchObject({
      parts: text("/review the auth module"),
      metadata: { claudeCode: { kind: "slash-command", command: "/review", args: "the auth module" } },
    });
    expect(byId.get("m1")).toMatchObject({ parts: text("/model"), metadata: { claudeCode: { kind: "slash-command", command: "/model", args: "" } } });
    expect(byId.get("n1")?.metadata).toEqual({ claudeCode: { kind: "task-notification" } });
    expect(byId.get("n1")?.parts).toEqual(text(expect.stringMatching(/^<task-notification>\n<task-id>b27a792<\/task-id>\n[\s\S]*exit code 0/)));
    expect(byId.get("i1")).toMatchObject({ parts: text("[Request interrupted by user]"), metadata: { claudeCode: { kind: "interrupt" } } });
    expect(byId.get("i2")).toMatchObject({ parts: text("[Request interrupted by user for tool use]"), metadata: { claudeCode: { kind: "interrupt" } } });
    // The person's own words carry no label.
    expect(byId.get("u4")?.metadata).toBeUndefined();
    // Extraction reads the person's words and the slash command, never a notice.
    expect((await dailyFacts()).sort()).toEqual(["The team never deploys on Fridays.", "The tests run with `pnpm test` (it passed)."]);
    expect(logged).toEqual([]);
  });

  it("archives a bash-mode command as the request typed and its output as a labelled system message, neither read by extraction", async () => {
    const { transcript, hook, archived, dailyFacts, logged, w } = await setup();
    await writeLines(transcript, [
      ...w.bashMode("b1", "pnpm test --filter auth", "Tests 3 failed | 41 passed", "We always deploy on Fridays."),
      w.user("u1", "We use Vitest for tests."),
      w.assistant("a1", "Three auth tests fail; looking at them."),
      ...w.bashMode("b2", "   ", ""),
    ]);
    expect(await hook("Stop")).toEqual({ stdout: "", ok: true });
    const messages = await archived();
    expect(messages.map((message) => [message.id, message.role, message.parts, message.metadata])).toEqual([
      ["b1", "user", text("!pnpm test --filter auth"), { claudeCode: { kind: "bash-input", command: "pnpm test --filter auth" } }],
      [
        "b1-output",
        "system",
        text("<bash-stdout>Tests 3 failed | 41 passed</bash-stdout><bash-stderr>We always deploy on Fridays.</bash-stderr>"),
        { claudeCode: { kind: "bash-output" } },
      ],
      ["u1", "user", text("We use Vitest for tests."), undefined],
      ["a1", "assistant", text("Three auth tests fail; looking at them."), undefined],
      ["b2-output", "system", text("<bash-stdout></bash-stdout><bash-stderr></bash-stderr>"), { claudeCode: { kind: "bash-output" } }],
    ]);
    // The output's words are not the person's: only what the person said becomes a fact.
    expect(await dailyFacts()).toEqual(["The team uses Vitest for tests."]);
    expect(logged).toEqual([]);
  });
});
