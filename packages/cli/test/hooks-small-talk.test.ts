import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { claudeCodeSetup, runHook } from "./helpers/claude-code.js";
import { useTempDirs } from "./helpers/temp-dir.js";

const makeTempDir = useTempDirs();
const sessionId = "5b0e4a52-8c1f-4f0a-9d8e-1f2a3b4c5d6e";
const logOf = (home: string): string[] => {
  const file = path.join(home, ".engram", "logs", "hooks.log");
  return existsSync(file)
    ? readFileSync(file, "utf8")
        .trimEnd()
        .split("\n")
        .map((line) => line.replace(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z /, ""))
    : [];
};

describe("engram hooks run UserPromptSubmit, as installed (decision 0167)", () => {
  it("answers small talk with nothing and opens no store, the pipe held open; a question, late input and garbage go through the whole hook", {
    timeout: 180_000,
  }, async () => {
    const { home, project, transcriptOf } = await claudeCodeSetup(await makeTempDir());
    const input = (prompt: string) =>
      `${JSON.stringify({ session_id: sessionId, transcript_path: transcriptOf(sessionId), cwd: project, hook_event_name: "UserPromptSubmit", prompt })}\n`;
    const quiet = { code: 0, stdout: "", stderr: "", stdinOpenAtExit: true };
    const prompt = (text: string, options: { later?: { afterMs: number; text: string } } = {}) =>
      runHook(["UserPromptSubmit"], { cwd: project, home, input: text, keepStdinOpen: true, exactArgs: true, ...options });

    expect(await prompt(input("thanks!"))).toEqual(quiet);
    expect(existsSync(path.join(home, ".engram", "memory.db"))).toBe(false);
    // Half the JSON, the rest well after main stopped waiting: the whole hook reads on and answers the same.
    const late = input("ok, thanks");
    expect(await prompt(late.slice(0, 20), { later: { afterMs: 1_500, text: late.slice(20) } })).toEqual(quiet);
    expect(existsSync(path.join(home, ".engram", "memory.db"))).toBe(false);
    expect(logOf(home)).toEqual([]);

    // A question recalls: the whole hook opens the store (empty, so it answers nothing).
    expect(await prompt(input("How do we run the database migrations in this project?"))).toEqual(quiet);
    expect(existsSync(path.join(home, ".engram", "memory.db"))).toBe(true);
    expect(await prompt("garbage that never ends")).toEqual(quiet);
    expect(await prompt(JSON.stringify({ session_id: "../../etc", prompt: "thanks!" }))).toEqual(quiet);
    expect(logOf(home)).toEqual([
      expect.stringMatching(
        /^engram hooks run UserPromptSubmit: UserPromptSubmit failed: HOOK_INPUT_INVALID: The UserPromptSubmit hook input is not JSON \(.*\); Claude Code sends one JSON object on stdin\.$/,
      ),
      "engram hooks run UserPromptSubmit: UserPromptSubmit failed: HOOK_INPUT_INVALID: The UserPromptSubmit hook input is invalid at session_id: a session id of letters, digits, - and _ (at most 128).",
    ]);
  });
});
