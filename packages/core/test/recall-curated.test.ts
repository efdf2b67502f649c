import { describe, expect, it } from "vitest";
import { createInMemoryStore, explainRecallOf, recallMemories } from "./core-internals.js";
import { archive, charTokens, daysAgo, entry, recallNow } from "./recall-helpers.js";

const scope = { workspace: "w" };
const base = { scope, countTokens: charTokens, now: recallNow, budgetTokens: 2_000 } as const;

describe("curated memory over raw transcript", () => {
  it("an entry absorbs the turns it was distilled from: one item, ranked above them", async () => {
    const store = createInMemoryStore();
    await archive(store, "s1", scope, daysAgo(5), [
      { id: "t1", text: "We deploy the billing service with Helm, always Helm, through the deploy pipeline." },
      { id: "t2", text: "Unrelated chatter about lunch." },
    ]);
    await store.put(entry("deploy", "Billing service deploys go through the Helm deploy pipeline", { provenance: { messageIds: ["t1"], trust: "user" } }));
    const result = await recallMemories({ ...base, store, query: "how do we deploy billing?" });
    expect(result.items.map((item) => item.source)).toEqual([{ kind: "entry", id: "deploy", key: "deploy" }]);
    expect(result.items[0]!.ids).toEqual(["t1"]);
  });

  it("the current entry outranks a turn holding the value it replaced, which carries what replaced it and when", async () => {
    const store = createInMemoryStore();
    await archive(store, "monday", scope, daysAgo(9), [
      { id: "said-3000", text: "The API runs on port 3000." },
      { id: "ok", text: "Got it, port 3000.", role: "assistant" },
    ]);
    await archive(store, "tuesday", scope, daysAgo(8), [{ id: "said-8080", text: "Switching things: from now on the service listens elsewhere." }]);
    await store.put(
      entry("api-port-old", "The API runs on port 3000.", {
        provenance: { messageIds: ["said-3000"], trust: "user" },
        supersededBy: "api-port",
        validTo: daysAgo(8),
      }),
    );
    await store.put(entry("api-port", "The API port is 8080", { provenance: { messageIds: ["said-8080"], trust: "user" }, createdAt: daysAgo(8) }));
    const result = await recallMemories({ ...base, store, query: "Which port does the API run on?", duplicateOverlap: 1.1 });
    const sources = result.items.map((item) => (item.source.kind === "entry" ? item.source.key : `${item.source.kind}:${item.ids[0]}`));
    expect(sources[0]).toBe("api-port");
    const old = result.items.find((item) => item.ids.includes("said-3000"))!;
    expect(old.text).toBe(`user: The API runs on port 3000.\n[superseded on ${daysAgo(8).slice(0, 10)} by: The API port is 8080]`);
    expect(old.signals.total).toBeLessThan(result.items[0]!.signals.total);
    expect(result.block).toContain(`[superseded on ${daysAgo(8).slice(0, 10)} by: The API port is 8080]`);
  });

  it("follows a chain of supersessions to the current value", async () => {
    const store = createInMemoryStore();
    await archive(store, "s1", scope, daysAgo(20), [{ id: "v1", text: "The staging region is eu-west-1." }]);
    await store.put(
      entry("r1", "The staging region is eu-west-1.", { provenance: { messageIds: ["v1"], trust: "user" }, supersededBy: "r2", validTo: daysAgo(10) }),
    );
    await store.put(
      entry("r2", "The staging region is us-east-1.", { provenance: { messageIds: [], trust: "user" }, supersededBy: "r3", validTo: daysAgo(5) }),
    );
    await store.put(entry("r3", "Staging moved to ap-south-1.", { provenance: { messageIds: [], trust: "user" } }));
    const result = await recallMemories({ ...base, store, query: "staging region", duplicateOverlap: 1.1 });
    expect(result.items[0]!.source).toEqual({ kind: "entry", id: "r3", key: "r3" });
    expect(result.items[1]!.text).toBe(`user: The staging region is eu-west-1.\n[superseded on ${daysAgo(10).slice(0, 10)} by: Staging moved to ap-south-1.]`);
  });

  it("a fact drawn from one sentence of a long turn does not take the turn's place (decision 0297)", async () => {
    const store = createInMemoryStore();
    const long =
      "My router is an Asus RT-AC68U in the living room. The bedroom is about twenty feet away with two walls between. " +
      "Streaming in the bedroom keeps buffering every evening, and the laptop drops the connection during video calls.";
    await archive(store, "s1", scope, daysAgo(5), [{ id: "t1", text: long }]);
    await store.put(entry("bedroom", "The bedroom is about twenty feet from the router", { provenance: { messageIds: ["t1"], trust: "user" } }));
    const options = { ...base, store, query: "bedroom router buffering" };
    const result = await recallMemories(options);
    const sources = result.items.map((item) => (item.source.kind === "entry" ? `entry:${item.source.key}` : `message:${item.ids.join(",")}`));
    expect(sources.sort()).toEqual(["entry:bedroom", "message:t1"]);
    const explained = await explainRecallOf(options, { messageId: "t1" });
    expect(explained.verdict).toBe("recalled");
  });

  it("the first curated item that stands for the turn absorbs it; one that does not leaves it to the next", async () => {
    const store = createInMemoryStore();
    await archive(store, "s1", scope, daysAgo(5), [{ id: "t1", text: "Staging deploys run from the release branch through the Helm pipeline every Friday." }]);
    await store.put(entry("friday", "Staging deploys happen on Friday", { provenance: { messageIds: ["t1"], trust: "user" }, importance: 0.9 }));
    await store.put(
      entry("release", "Staging deploys run from the release branch through the Helm pipeline weekly", {
        provenance: { messageIds: ["t1"], trust: "user" },
        importance: 0.2,
      }),
    );
    const options = { ...base, store, query: "Friday staging deploys" };
    expect(await explainRecallOf(options, { messageId: "t1" })).toEqual({
      verdict: "absorbed",
      explanation: 'Message "t1" was matched, but the entry "release" distilled from it stands for it in recall.',
      by: "release",
    });
  });
});
