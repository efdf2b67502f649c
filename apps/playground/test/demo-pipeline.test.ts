import type { Message } from "@engram/core";
import { beforeAll, describe, expect, it } from "vitest";
import type { DemoResult } from "../src/demo/pipeline/demo-result.js";
import { runDemo } from "../src/demo/pipeline/run-demo.js";
import { shouldUseColor } from "../src/demo/style.js";

/** Tool results whose call is not earlier in the same prompt: a provider rejects such a prompt. */
function orphanedResults(messages: readonly Message[]): string[] {
  const calls = new Set<string>();
  const orphans: string[] = [];
  for (const message of messages) {
    for (const part of message.parts) {
      if (part.type === "tool-call") calls.add(part.toolCallId);
      if (part.type === "tool-result" && !calls.has(part.toolCallId)) orphans.push(part.toolCallId);
    }
  }
  return orphans;
}

/** Tool calls with no result anywhere after them in the same prompt. */
function unansweredCalls(messages: readonly Message[]): string[] {
  const open = new Set<string>();
  for (const message of messages) {
    for (const part of message.parts) {
      if (part.type === "tool-call") open.add(part.toolCallId);
      if (part.type === "tool-result") open.delete(part.toolCallId);
    }
  }
  return [...open];
}

describe("the pipeline-only demo (--pipeline-only)", () => {
  let result: DemoResult;
  let lines: string[];

  beforeAll(async () => {
    lines = [];
    result = await runDemo({ write: (line) => lines.push(line) });
  });

  it("trims three times proactively, then once reactively after the scripted rejection", () => {
    expect(result.turns).toBe(33);
    expect(result.triggers).toEqual(["proactive", "proactive", "proactive", "reactive-1"]);
    expect(result.trims.map((trim) => trim.turn)).toEqual([13, 20, 29, 31]);
    expect(result.rejectedTurns).toEqual([31]);
  });

  it("recovers from the rejection with a smaller prompt that carries recovery context", () => {
    const rejected = result.prompts.find((prompt) => prompt.turn === 31 && prompt.kind === "prepare");
    const retry = result.prompts.find((prompt) => prompt.kind === "recover");
    expect(retry?.turn).toBe(31);
    expect(retry?.manifest.trigger).toBe("reactive-1");
    expect(retry?.manifest.stages).toContain("reactive-1");
    expect(retry?.manifest.tokens.recovery).toBeGreaterThan(0);
    expect(retry?.manifest.tokens.total).toBeLessThan(rejected?.manifest.tokens.total ?? 0);
    expect(retry?.manifest.tokens.total).toBeLessThanOrEqual(Math.floor((retry?.manifest.budget.limit ?? 0) * 0.5));
    const recovery = result.trims.find((trim) => trim.trigger === "reactive-1")?.recoveryText ?? "";
    expect(recovery).toContain("<recovery_context>");
    expect(recovery).toContain(result.scenario.recoveryContext[0]);
  });

  it("ends with a summary that names the first request and every commit", () => {
    expect(result.finalSummaryText).toContain(`First request: ${result.scenario.firstRequest}`);
    for (const commit of result.scenario.commits) expect(result.finalSummaryText).toContain(`${commit.hash} ${commit.message}`);
    expect(result.finalSummary?.commits.map((commit) => commit.hash)).toEqual(result.scenario.commits.map((commit) => commit.hash));
    expect(result.finalSummary?.decisions).toHaveLength(1);
  });

  it("keeps every prompt within its budget", () => {
    expect(result.prompts).toHaveLength(34); // 33 turns plus the retry
    for (const prompt of result.prompts) {
      expect(prompt.manifest.tokens.total).toBeLessThanOrEqual(prompt.manifest.budget.limit);
    }
  });

  it("never separates a tool result from its call", () => {
    for (const prompt of result.prompts) {
      expect(orphanedResults(prompt.messages), `turn ${prompt.turn} (${prompt.kind})`).toEqual([]);
      expect(unansweredCalls(prompt.messages), `turn ${prompt.turn} (${prompt.kind})`).toEqual([]);
    }
  });

  it("flushes every dropped message before it leaves, and loses none from the session", () => {
    for (const trim of result.trims) {
      expect(trim.flushes.flatMap((flush) => flush.messages.map((message) => message.id))).toEqual(trim.dropped.map((message) => message.id));
    }
    expect(result.archived).toHaveLength(56);
    expect(result.finalSummary?.droppedMessages).toBe(56);
    const scripted = result.scenario.turns.flatMap((turn) => turn.messages).concat(result.scenario.trailing);
    expect(result.sessionMessages.map((message) => message.id)).toEqual(scripted.map((message) => message.id));
    expect(new Set(result.sessionMessages.map((message) => message.id)).size).toBe(66);
  });

  it("prints the key sections, readable and short", () => {
    const output = lines.join("\n");
    for (const expected of [
      "── Session",
      "✂ trim 1 · proactive · turn 13",
      "✗ turn 31: the provider rejects the prompt, 400 context_length_exceeded",
      "↻ trim 4 · reactive-1 · turn 31 (retry)",
      "onFlush  proactive: 7 units, 11 messages, msg_001…msg_011",
      "<thread_summary>",
      "<recovery_context>",
      "── Recap",
      "trims           4: 3 proactive, 1 reactive-1",
      "commits 3f2a9c1 ✓  8b41e07 ✓  91e5b3a ✓  c7d0e52 ✓",
      "Nothing was lost: the session still holds all 66 messages",
    ]) {
      expect(output).toContain(expected);
    }
    const recap = output.slice(output.indexOf("── Recap"));
    expect(recap).not.toContain("✗"); // every recap check holds
    expect(output).not.toMatch(/\u001b\[/);
    expect(lines.length).toBeLessThanOrEqual(150);
  });

  it("prints the same output on every run, and colors only when asked", async () => {
    const again: string[] = [];
    await runDemo({ write: (line) => again.push(line) });
    expect(again).toEqual(lines);

    const colored: string[] = [];
    await runDemo({ write: (line) => colored.push(line), color: true });
    expect(colored.join("\n")).toMatch(/\u001b\[/);
    expect(colored.join("\n").replace(/\u001b\[[0-9;]*m/g, "")).toBe(lines.join("\n"));
  });
});

describe("shouldUseColor", () => {
  it("colors a terminal unless NO_COLOR is set, and never a pipe", () => {
    expect(shouldUseColor({ isTTY: true }, {})).toBe(true);
    expect(shouldUseColor({ isTTY: true }, { NO_COLOR: "1" })).toBe(false);
    expect(shouldUseColor({ isTTY: true }, { NO_COLOR: "" })).toBe(true);
    expect(shouldUseColor({ isTTY: false }, {})).toBe(false);
    expect(shouldUseColor({}, {})).toBe(false);
  });
});
