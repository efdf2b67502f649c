import { describe, expect, it } from "vitest";
import { completeFromPrompt } from "../src/load-complete.js";
import { percentile, summarizeLatency } from "../src/recall-latency.js";

describe("a --complete function as Engram's model", () => {
  it("gets the system text and the prompt as one prompt, and answers as { text }", async () => {
    const seen: string[] = [];
    const complete = completeFromPrompt(async (prompt) => {
      seen.push(prompt);
      return "ok";
    });
    expect(await complete({ system: "Be brief.", prompt: "Which port?" })).toEqual({ text: "ok" });
    expect(await complete({ system: "", prompt: "Only this" })).toEqual({ text: "ok" });
    expect(seen).toEqual(["Be brief.\n\nWhich port?", "Only this"]);
    expect(await completeFromPrompt(async () => ({ text: "object" }))({ system: "", prompt: "p" })).toEqual({ text: "object" });
  });

  it("fails the call, naming the module, when the function answers anything but text", async () => {
    const complete = completeFromPrompt(async () => 42 as unknown as string, "--complete m.mjs");
    await expect(complete({ system: "", prompt: "p" })).rejects.toThrow(
      "--complete m.mjs answered number; its complete(prompt) must resolve to the model's text (a string).",
    );
  });
});

describe("recall latency", () => {
  it("takes nearest-rank percentiles, rounded to 0.1 ms", () => {
    const samples = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6.04];
    expect(percentile(samples, 50)).toBe(5);
    expect(percentile(samples, 95)).toBe(10);
    expect(percentile([0.26], 50)).toBe(0.3);
    expect(summarizeLatency([])).toEqual({ calls: 0, p50: 0, p95: 0 });
    expect(summarizeLatency(samples)).toEqual({ calls: 10, p50: 5, p95: 10 });
  });
});
