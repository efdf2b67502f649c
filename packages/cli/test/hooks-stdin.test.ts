import { existsSync, readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { openSqliteStore } from "@engram/store-sqlite";
import { describe, expect, it } from "vitest";
import { ClaudeTranscript, claudeCodeSetup, runHook } from "./helpers/claude-code.js";
import { useTempDirs } from "./helpers/temp-dir.js";

const makeTempDir = useTempDirs();
const sessionId = "5b0e4a52-8c1f-4f0a-9d8e-1f2a3b4c5d6e";
const lines = (items: readonly string[]): string => items.map((line) => `${line}\n`).join("");
const logOf = (home: string): string[] => {
  const file = path.join(home, ".engram", "logs", "hooks.log");
  return existsSync(file)
    ? readFileSync(file, "utf8")
        .trimEnd()
        .split("\n")
        .map((line) => line.replace(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z /, ""))
    : [];
};

describe("engram hooks run with stdin left open", () => {
  it("archives on the first complete JSON value and exits 0 while Claude Code still holds the pipe", { timeout: 120_000 }, async () => {
    const { home, project, transcriptOf } = await claudeCodeSetup(await makeTempDir());
    const t = new ClaudeTranscript(sessionId, project);
    await writeFile(transcriptOf(sessionId), lines([t.user("u1", "Our API runs on port 8080."), t.assistant("a1", "Got it.")]));
    // SessionEnd on /clear, where the pipe was reported left open; the JSON ends in a newline, as Claude Code writes it.
    const input = `${JSON.stringify({ session_id: sessionId, transcript_path: transcriptOf(sessionId), cwd: project, hook_event_name: "SessionEnd", reason: "clear" })}\n`;

    const run = await runHook(["SessionEnd", "--timeout-ms", "600000"], { cwd: project, home, input, keepStdinOpen: true });

    // With a budget of ten minutes, the only way out while the pipe is open is having read the value without EOF.
    expect(run).toEqual({ code: 0, stdout: "", stderr: "", stdinOpenAtExit: true });
    expect(logOf(home)).toEqual([]);
    const store = await openSqliteStore({ path: path.join(home, ".engram", "memory.db") });
    try {
      const events = await store.readEvents(`claude-code-${sessionId}`);
      expect(events.flatMap((event) => (event.type === "message" ? [event.message.id] : []))).toEqual(["u1", "a1"]);
    } finally {
      await store.close();
    }
  });

  it("fails clearly within its budget on garbage, a value never finished, and too much, all with the pipe held open", { timeout: 120_000 }, async () => {
    const { home, project } = await claudeCodeSetup(await makeTempDir());
    const held = (input: string, timeoutMs = "600000") => runHook(["Stop", "--timeout-ms", timeoutMs], { cwd: project, home, input, keepStdinOpen: true });
    const quiet = { code: 0, stdout: "", stderr: "", stdinOpenAtExit: true };

    // Not JSON at its first byte: refused at once, not after ten minutes.
    expect(await held("garbage that never ends")).toEqual(quiet);
    // A brace inside a string does not close the object; the value never completes, so the (short) budget ends it.
    expect(await held(`{"session_id": "${sessionId}", "prompt": "}}}}", "cwd": "`, "300")).toEqual(quiet);
    // Over 4 MiB without the value completing: refused as soon as the limit is passed.
    expect(await held(`{"session_id": "${sessionId}", "prompt": "${"x".repeat(5 * 1024 * 1024)}`)).toEqual(quiet);
    // Two values: the first is the hook's input; what follows it is never read.
    expect(await held(`{"session_id": "../../etc"} {"session_id": "${sessionId}"}`)).toEqual(quiet);

    expect(logOf(home)).toEqual([
      expect.stringMatching(
        /^engram hooks run Stop: Stop failed: HOOK_INPUT_INVALID: The Stop hook input is not JSON \(.*\); Claude Code sends one JSON object on stdin\.$/,
      ),
      "engram hooks run Stop: no complete hook input (one JSON object) on stdin within the time budget of 300 ms",
      "engram hooks run Stop: refused the hook input: over 4194304 bytes on stdin",
      "engram hooks run Stop: Stop failed: HOOK_INPUT_INVALID: The Stop hook input is invalid at session_id: a session id of letters, digits, - and _ (at most 128).",
    ]);
    expect(existsSync(path.join(home, ".engram", "memory.db"))).toBe(false);
  });
});
