import { describe, expect, it } from "vitest";
import { createContextPipeline, TokenCounter, tokenOverheads, type ContextManifest } from "./core-internals.js";
import { SessionBuilder, filler } from "./fixtures.js";

const system = "You are a careful coding agent.";

describe("the manifest's trim basis", () => {
  it("is what the proactive stage weighs: above proactiveAt exactly when it trims, a large injection never counting", async () => {
    const pipeline = createContextPipeline({ model: "gpt-4o", contextWindow: 4096, maxOutputTokens: 512 });
    const session = pipeline.session("s");
    // A memory injection of about a third of the budget: with it the prompt passes 75% long before its history does.
    const injection = { id: "recalled-memories", label: "recalled memories", text: filler(250, "memo") };
    const s = new SessionBuilder();
    const manifests: ContextManifest[] = [];
    for (let i = 0; i < 60; i++) {
      s.user(`Request ${i}: update module ${i}.`);
      s.assistant(`Updated module ${i}. ${filler(40, `m${i}`)}`);
      manifests.push((await session.prepare({ system, messages: s.messages, injections: [injection] })).manifest);
    }
    for (const manifest of manifests) {
      const { tokens, budget } = manifest;
      expect(tokens.trimBasis > budget.proactiveAt).toBe(manifest.trigger === "proactive");
      expect(tokens.trimBasisAfter).toBe(tokens.total - tokens.injections - tokens.recovery);
      expect(tokens.untrimmed).toBe(tokens.trimBasis + tokens.injections + tokens.recovery);
      if (manifest.trigger === "none") expect(tokens.trimBasisAfter).toBe(tokens.trimBasis);
    }
    expect(manifests.map((manifest) => manifest.trigger).filter((trigger) => trigger !== "none" && trigger !== "proactive")).toEqual([]);
    const trims = manifests.filter((manifest) => manifest.trigger === "proactive");
    expect(trims.length).toBeGreaterThan(0);
    // Calls whose whole prompt passed 75% with the injection, yet the proactive basis did not: no trim.
    const heldBack = manifests.filter(
      (manifest) =>
        manifest.trigger === "none" && manifest.tokens.total > manifest.budget.proactiveAt && manifest.tokens.trimBasis <= manifest.budget.proactiveAt,
    );
    expect(heldBack.length).toBeGreaterThan(0);
    expect(heldBack.every((manifest) => manifest.tokens.injections > 0)).toBe(true);
    // After a trim the next call starts from what the trim left, plus the new exchange.
    const first = manifests.indexOf(trims[0]!);
    expect(manifests[first]!.tokens.trimBasisAfter).toBeLessThanOrEqual(manifests[first]!.budget.targetAt);
    expect(manifests[first + 1]!.tokens.trimBasis).toBeGreaterThan(manifests[first]!.tokens.trimBasisAfter);
  });

  it("lists each extra with its tokens and counts them in the overhead beside extraTokens", async () => {
    const pipeline = createContextPipeline({ model: "gpt-4o", contextWindow: 8192, maxOutputTokens: 512 });
    const counter = await TokenCounter.forModel("gpt-4o");
    const search = JSON.stringify({ name: "search", description: "Searches the docs", inputSchema: { type: "object" } });
    const ls = JSON.stringify({ name: "ls", description: "Lists a folder", inputSchema: { type: "object", properties: { path: { type: "string" } } } });
    const s = new SessionBuilder();
    s.user("Where is the config?");
    const { manifest } = await pipeline.session("s").prepare({
      system,
      messages: s.messages,
      extras: [
        { label: "search", text: search },
        { label: "ls", text: ls },
      ],
      extraTokens: 7,
    });
    expect(manifest.extras).toEqual([
      { label: "search", tokens: counter.countText(search) },
      { label: "ls", tokens: counter.countText(ls) },
    ]);
    expect(manifest.tokens.overhead).toBe(tokenOverheads.perPrompt + 7 + counter.countText(search) + counter.countText(ls));
    expect(manifest.tokens.total).toBe(manifest.parts.reduce((n, p) => n + p.tokens, 0) + manifest.tokens.overhead);
  });
});
