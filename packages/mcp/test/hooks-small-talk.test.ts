import { promptRecallSkip } from "@engram/core/recall";
import { describe, expect, it } from "vitest";
import { maxHookInputBytes, parseHookInput } from "../src/hooks/index.js";
import { isSmallTalkPromptInput } from "../src/hooks/small-talk.js";

const sessionId = "5b0e4a52-8c1f-4f0a-9d8e-1f2a3b4c5d6e";
const base = { session_id: sessionId, transcript_path: `/home/u/.claude/projects/p/${sessionId}.jsonl`, cwd: "/home/u/p", hook_event_name: "UserPromptSubmit" };

/** What the whole hook does with the input: answered with nothing, without a log line or a store (the simple path). */
function wholeHookSkips(text: string): boolean {
  try {
    return promptRecallSkip(parseHookInput(text, "UserPromptSubmit").prompt ?? "") !== undefined;
  } catch {
    return false;
  }
}

describe("answering small talk before the rest of the hook loads (decision 0167)", () => {
  it("as an attacker: accepts exactly the inputs the whole hook answers with nothing, never one it refuses", () => {
    const inputs = [
      { ...base, prompt: "thanks!" },
      { ...base, prompt: "ok" },
      { ...base, prompt: "what is it?" },
      { ...base },
      { ...base, prompt: "" },
      { ...base, prompt: "How do we run the database migrations?" },
      { ...base, prompt: "thanks!", permission_mode: "default", extra: { nested: [1, 2] } },
      { ...base, prompt: "thanks!", last_assistant_message: 42 },
      { ...base, prompt: "thanks!", hook_event_name: "Stop" },
      { ...base, prompt: "thanks!", hook_event_name: null },
      { ...base, prompt: 7 },
      { ...base, prompt: null },
      { ...base, prompt: ["thanks"] },
      { ...base, prompt: "thanks!", session_id: "../../etc/passwd" },
      { ...base, prompt: "thanks!", session_id: "a".repeat(129) },
      { ...base, prompt: "thanks!", session_id: 12 },
      { ...base, prompt: "thanks!", session_id: undefined },
      { ...base, prompt: "thanks!", transcript_path: "" },
      { ...base, prompt: "thanks!", transcript_path: "/a\0b" },
      { ...base, prompt: "thanks!", cwd: "x".repeat(4_097) },
      { ...base, prompt: "thanks!", cwd: 1 },
      { ...base, prompt: "thanks!", source: "w".repeat(65) },
      { ...base, prompt: "thanks!", reason: "w".repeat(64) },
      { ...base, prompt: "thanks!", trigger: false },
      { ...base, prompt: "<engram-memory>We use Vitest.</engram-memory>" },
      { ...base, prompt: `thanks ${"x".repeat(maxHookInputBytes)}` },
    ].map((input) => JSON.stringify(input));
    const hostile = [
      "",
      "{",
      "[1]",
      "null",
      '"thanks"',
      "42",
      `{"__proto__":{"session_id":"${sessionId}"},"prompt":"thanks!"}`,
      `{"session_id":"${sessionId}","prompt":"thanks!"} trailing`,
    ];
    const decided = [...inputs, ...hostile].map((text) => [isSmallTalkPromptInput(text), wholeHookSkips(text)]);
    expect(decided.map(([fast]) => fast)).toEqual(decided.map(([, whole]) => whole));
    // The cases above meet both answers.
    expect(decided.filter(([fast]) => fast)).toHaveLength(9);
  });
});
