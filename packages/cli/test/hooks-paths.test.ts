import { existsSync, readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { openSqliteStore } from "@engram/store-sqlite";
import { describe, expect, it } from "vitest";
import { ClaudeTranscript, claudeCodeSetup, runHook } from "./helpers/claude-code.js";
import { useTempDirs } from "./helpers/temp-dir.js";

const makeTempDir = useTempDirs();
const sessionId = "5b0e4a52-8c1f-4f0a-9d8e-1f2a3b4c5d6e";
const input = (fields: Record<string, unknown>) => JSON.stringify({ session_id: sessionId, hook_event_name: "Stop", ...fields });
const linesOf = (file: string): string[] =>
  existsSync(file)
    ? readFileSync(file, "utf8")
        .trimEnd()
        .split("\n")
        .map((line) => line.replace(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z /, ""))
    : [];

describe("engram hooks run: the paths Claude Code names and the Engram home", () => {
  it("archives a transcript named with ~/ and refuses ~/.. ; the store and the hook log follow $ENGRAM_HOME", { timeout: 120_000 }, async () => {
    const root = await makeTempDir();
    const { home, project, transcriptOf } = await claudeCodeSetup(root);
    const t = new ClaudeTranscript(sessionId, project);
    await writeFile(
      transcriptOf(sessionId),
      [t.user("u1", "Deploys go through the staging cluster."), t.assistant("a1", "Understood.")].map((line) => `${line}\n`).join(""),
    );
    const engramHome = path.join(root, "engram-home");
    const env = { ENGRAM_HOME: engramHome };
    const tilde = `~/${path.relative(home, transcriptOf(sessionId))}`;

    expect(await runHook(["Stop"], { cwd: project, home, env, input: input({ transcript_path: tilde, cwd: project }) })).toEqual({
      code: 0,
      stdout: "",
      stderr: "",
    });
    const traversal = `~/../../../../etc/${sessionId}.jsonl`;
    expect(await runHook(["Stop"], { cwd: project, home, env, input: input({ transcript_path: traversal, cwd: project }) })).toEqual({
      code: 0,
      stdout: "",
      stderr: "",
    });

    const store = await openSqliteStore({ path: path.join(engramHome, "memory.db") });
    try {
      const events = await store.readEvents(`claude-code-${sessionId}`);
      expect(events.flatMap((event) => (event.type === "message" ? [event.message.id] : []))).toEqual(["u1", "a1"]);
    } finally {
      await store.close();
    }
    expect(linesOf(path.join(engramHome, "logs", "hooks.log"))).toEqual([
      `engram hooks run Stop: Stop failed: TRANSCRIPT_REFUSED: Refused the transcript path ${JSON.stringify(traversal)}: it is not an absolute, normalised path.`,
    ]);
    expect(existsSync(path.join(home, ".engram"))).toBe(false);
  });
});
