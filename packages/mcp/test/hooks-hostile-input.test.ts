import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkTranscriptPath, maxHookInputBytes, parseHookInput } from "../src/hooks/index.js";
import { useClaudeHome } from "./claude-transcript.js";

const claudeHome = useClaudeHome();
const sessionId = "5b0e4a52-8c1f-4f0a-9d8e-1f2a3b4c5d6e";
const outside: string[] = [];
afterEach(async () => {
  await Promise.all(outside.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe("the hook input on stdin", () => {
  it("reads Claude Code's fields and lets new ones pass", () => {
    expect(
      parseHookInput(
        JSON.stringify({ session_id: sessionId, hook_event_name: "UserPromptSubmit", prompt: "hi", permission_mode: "default" }),
        "UserPromptSubmit",
      ),
    ).toEqual({
      session_id: sessionId,
      hook_event_name: "UserPromptSubmit",
      prompt: "hi",
      permission_mode: "default",
    });
  });

  it("refuses what is not the JSON Claude Code sends, naming the problem", () => {
    const refused = (text: string) => {
      try {
        parseHookInput(text, "Stop");
      } catch (error) {
        return { code: (error as { code?: string }).code, message: (error as Error).message };
      }
      return undefined;
    };
    expect(refused("")).toEqual({
      code: "HOOK_INPUT_INVALID",
      message: expect.stringMatching(/^The Stop hook input is not JSON \(.+\); Claude Code sends one JSON object on stdin\.$/),
    });
    expect(refused("[1]")).toEqual({
      code: "HOOK_INPUT_INVALID",
      message: "The Stop hook input is invalid at the input: Invalid input: expected object, received array.",
    });
    expect(refused(JSON.stringify({ session_id: "../../../etc/passwd" }))).toEqual({
      code: "HOOK_INPUT_INVALID",
      message: "The Stop hook input is invalid at session_id: a session id of letters, digits, - and _ (at most 128).",
    });
    expect(refused(JSON.stringify({ session_id: sessionId, transcript_path: "/a\0b.jsonl" }))).toEqual({
      code: "HOOK_INPUT_INVALID",
      message: "The Stop hook input is invalid at transcript_path: a path without NUL characters.",
    });
    expect(refused(JSON.stringify({ session_id: sessionId, hook_event_name: "PreToolUse" }))).toEqual({
      code: "HOOK_INPUT_INVALID",
      message: 'The hook input is for "PreToolUse", but this command handles Stop: check the hook\'s command in the settings.',
    });
    expect(refused(JSON.stringify({ session_id: sessionId, prompt: "x".repeat(maxHookInputBytes) }))).toEqual({
      code: "HOOK_INPUT_INVALID",
      message: `The Stop hook input is over ${maxHookInputBytes} bytes; it was not read.`,
    });
  });
});

describe("the transcript path a hook names", () => {
  it("accepts Claude Code's transcript of the session and refuses every other path", async () => {
    const { home, transcriptOf } = await claudeHome();
    const transcript = transcriptOf(sessionId);
    await writeFile(transcript, "");
    const options = { env: {}, home };
    expect(checkTranscriptPath(transcript, sessionId, options)).toBe(transcript);

    const elsewhere = await mkdtemp(path.join(tmpdir(), "engram-outside-"));
    outside.push(elsewhere);
    const secret = path.join(elsewhere, `${sessionId}.jsonl`);
    await writeFile(secret, '{"type":"user"}\n');
    const projects = path.join(home, ".claude", "projects");
    const link = path.join(projects, "linked", `${sessionId}.jsonl`);
    await mkdir(path.dirname(link));
    await symlink(secret, link);
    const asDirectory = path.join(projects, "dir", `${sessionId}.jsonl`);
    await mkdir(asDirectory, { recursive: true });
    const deeper = path.join(projects, "a", "b", `${sessionId}.jsonl`);
    await mkdir(path.dirname(deeper), { recursive: true });
    await writeFile(deeper, "");

    const cases: [string, string][] = [
      ["relative.jsonl", "it is not an absolute, normalised path"],
      [`${path.dirname(transcript)}/../${path.basename(path.dirname(transcript))}/${sessionId}.jsonl`, "it is not an absolute, normalised path"],
      [transcript.replace(/\.jsonl$/, ".json"), `a session's transcript is named <session id>.jsonl (${sessionId}.jsonl)`],
      [path.join(path.dirname(transcript), "other.jsonl"), `a session's transcript is named <session id>.jsonl (${sessionId}.jsonl)`],
      [secret, `it is not a transcript in a project directory of ${projects}`],
      [link, `it is not a transcript in a project directory of ${projects}`],
      [deeper, `it is not a transcript in a project directory of ${projects}`],
      [asDirectory, "it is not a regular file"],
      [path.join(path.dirname(transcript), "missing", `${sessionId}.jsonl`), "no such file"],
    ];
    for (const [given, why] of cases) {
      expect(() => checkTranscriptPath(given, sessionId, options), given).toThrow(`Refused the transcript path ${JSON.stringify(given)}: ${why}.`);
    }
  });

  it("takes a leading ~/ as the home directory, then checks the path as any other", async () => {
    const { home, transcriptOf } = await claudeHome();
    const transcript = transcriptOf(sessionId);
    await writeFile(transcript, "");
    const tilde = `~/${path.relative(home, transcript)}`;
    expect(tilde).toMatch(/^~\/\.claude\/projects\/[^/]+\/[^/]+\.jsonl$/);
    expect(checkTranscriptPath(tilde, sessionId, { env: {}, home })).toBe(transcript);
    // A home given with a trailing separator is the same home.
    expect(checkTranscriptPath(tilde, sessionId, { env: {}, home: `${home}/` })).toBe(transcript);

    const cases: [string, string][] = [
      // The `..` survives the expansion, so the normalisation check refuses it, as it does without the ~.
      ["~/../../etc/passwd", "it is not an absolute, normalised path"],
      [`~/../${path.basename(home)}/${path.relative(home, transcript)}`, "it is not an absolute, normalised path"],
      [`~/.claude/projects/../../${sessionId}.jsonl`, "it is not an absolute, normalised path"],
      // Only ~/ is the home: ~user and a bare ~ are relative paths.
      [`~root/.claude/projects/p/${sessionId}.jsonl`, "it is not an absolute, normalised path"],
      ["~", "it is not an absolute, normalised path"],
      [`~/${sessionId}.jsonl`, "no such file"],
    ];
    for (const [given, why] of cases) {
      expect(() => checkTranscriptPath(given, sessionId, { env: {}, home }), given).toThrow(`Refused the transcript path ${JSON.stringify(given)}: ${why}.`);
    }
    expect(() => checkTranscriptPath(tilde, sessionId, { env: {}, home: "relative-home" })).toThrow(
      `Refused the transcript path ${JSON.stringify(tilde)}: a path starting with ~/ needs an absolute home directory.`,
    );
  });

  it("reads Claude Code's projects under $CLAUDE_CONFIG_DIR when it is set", async () => {
    const { home } = await claudeHome();
    const config = path.join(home, "custom-claude");
    const transcript = path.join(config, "projects", "p", `${sessionId}.jsonl`);
    await mkdir(path.dirname(transcript), { recursive: true });
    await writeFile(transcript, "");
    expect(checkTranscriptPath(transcript, sessionId, { env: { CLAUDE_CONFIG_DIR: config }, home })).toBe(transcript);
    expect(() => checkTranscriptPath(transcript, sessionId, { env: {}, home })).toThrow(/it is not a transcript in a project directory of/);
  });
});
