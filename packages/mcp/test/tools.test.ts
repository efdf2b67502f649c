import { createInMemoryStore, createMemory, type MemoryStore } from "@engram/core";
import { afterEach, describe, expect, it } from "vitest";
import { clock, type Connected, connect, now, textOf } from "./helpers.js";

const connections: Connected[] = [];
async function open(options: Parameters<typeof connect>[0] = {}): Promise<Connected> {
  const connected = await connect(options);
  connections.push(connected);
  return connected;
}
afterEach(async () => {
  await Promise.all(connections.splice(0).map((connected) => connected.close()));
});

const pytest = "Always use pytest for testing in this project.";

/** One deploy memory in the session, project and global scopes; the global one the most important. */
async function storeDeployMemories(c: Connected): Promise<void> {
  await c.call("memory_store", { content: "Deploy checklists live in the team wiki under release notes.", key: "deploy-wiki", scope: "global", importance: 1 });
  await c.call("memory_store", { content: "Deploy this service with the blue green script in the ops folder.", key: "deploy-script" });
  await c.call("memory_store", {
    content: "Deploy paused today until the database migration finishes.",
    key: "deploy-pause",
    scope: "session",
    importance: 0.1,
  });
}

/** Archives a session of user and assistant turns, as an adapter or a hook would. */
async function archive(store: MemoryStore, workspace: string, sessionId: string, turns: readonly [role: "user" | "assistant", text: string][]): Promise<void> {
  const session = await createMemory({ store, scope: { workspace }, now, autoConsolidate: false }).session(sessionId);
  await session.append(turns.map(([role, text], i) => ({ id: `${sessionId}-${i}`, role, parts: [{ type: "text", text }], createdAt: clock })));
}

describe("memory_store", () => {
  it("stores in the project scope by default, as the agent's word, and keeps the old text as a dated revision under the same key", async () => {
    const c = await open();
    const first = await c.call("memory_store", { content: pytest, key: "testing-framework", type: "convention", tags: ["testing"] });
    const entry = { key: "testing-framework", scope: "project", type: "convention", tags: ["testing"], importance: 0.6, pinned: false, updatedAt: clock };
    expect(first).toEqual({
      content: [{ type: "text", text: 'Stored "testing-framework" in the project scope.' }],
      structuredContent: { entry: { ...entry, id: expect.stringMatching(/^e-[0-9a-f]{32}$/), content: pytest, revisions: 0 }, updated: false },
    });
    const id = (first.structuredContent as { entry: { id: string } }).entry.id;
    const second = await c.call("memory_store", { content: "Use pytest with -x for every test run.", key: "testing-framework", type: "convention" });
    expect(textOf(second)).toBe('Updated "testing-framework" in the project scope; the previous text is kept as a dated revision.');
    expect(second.structuredContent).toEqual({ entry: { ...entry, id, content: "Use pytest with -x for every test run.", revisions: 1 }, updated: true });
    const stored = await c.store.get("entry", id);
    expect(stored).toMatchObject({
      scope: { workspace: "project-test" },
      provenance: { trust: "agent", sessionId: "s1" },
      revisions: [{ at: clock, content: pytest }],
    });
  });

  it("stores in the session, agent, user and global scopes as their core scopes", async () => {
    const c = await open({ user: "ann", agent: "coder" });
    const scopes: Record<string, unknown> = {};
    for (const scope of ["session", "agent", "user", "global"]) {
      const result = await c.call("memory_store", { content: `A note kept in the ${scope} scope.`, key: `note-${scope}`, scope });
      const id = (result.structuredContent as { entry: { id: string } }).entry.id;
      scopes[scope] = (await c.store.get("entry", id))?.scope;
    }
    expect(scopes).toEqual({ session: { workspace: "project-test", session: "s1" }, agent: { agent: "coder" }, user: { user: "ann" }, global: {} });
  });
});

describe("memory_recall", () => {
  it("returns session, then project, then global matches, each with its id, scope, type, age, score and token cost", async () => {
    const c = await open();
    await storeDeployMemories(c);
    const result = await c.call("memory_recall", { query: "deploy" });
    const { items, tokens, leftOut } = result.structuredContent as {
      items: { scope: string; key: string; score: number; tokens: number }[];
      tokens: number;
      leftOut: number;
    };
    expect(items.map((item) => [item.scope, item.key])).toEqual([
      ["session", "deploy-pause"],
      ["project", "deploy-script"],
      ["global", "deploy-wiki"],
    ]);
    expect(items[0]).toEqual({
      id: expect.stringMatching(/^e-/),
      kind: "entry",
      key: "deploy-pause",
      scope: "session",
      type: "fact",
      tags: [],
      content: "Deploy paused today until the database migration finishes.",
      at: clock,
      age: "just now",
      score: expect.any(Number),
      tokens: expect.any(Number),
    });
    // Precedence, not score: the global memory ranks best and still comes last.
    expect(items[2]!.score).toBeGreaterThan(items[0]!.score);
    expect(leftOut).toBe(0);
    expect(tokens).toBeGreaterThan(items.reduce((sum, item) => sum + item.tokens, 0));
    const text = textOf(result);
    expect(text.indexOf("[session, fact, 2026-06-01, just now]")).toBeLessThan(text.indexOf("[project, fact,"));
    expect(text.endsWith(`\n3 memories, ${tokens} tokens.`)).toBe(true);
  });

  it("searches one scope or one type when asked, and says so when nothing matches", async () => {
    const c = await open();
    await storeDeployMemories(c);
    const global = await c.call("memory_recall", { query: "deploy", scope: "global" });
    expect((global.structuredContent as { items: { key: string }[] }).items.map((item) => item.key)).toEqual(["deploy-wiki"]);
    const decisions = await c.call("memory_recall", { query: "deploy", type: "decision" });
    expect(decisions).toEqual({
      content: [{ type: "text", text: 'Nothing is remembered about "deploy".' }],
      structuredContent: { items: [], tokens: 0, leftOut: 0 },
    });
    const one = await c.call("memory_recall", { query: "deploy", limit: 1 });
    expect(one.structuredContent).toMatchObject({ items: [{ key: "deploy-pause" }], leftOut: 2 });
    expect(textOf(one)).toMatch(/; 2 more matched but did not fit \(raise limit or narrow the query\)\.$/);
  });

  it("keeps projects apart and a session's notes to that session", async () => {
    const store = createInMemoryStore();
    const a = await open({ store });
    await a.call("memory_store", { content: pytest, key: "testing-framework" });
    await a.call("memory_store", { content: "Testing is frozen during this session.", key: "freeze", scope: "session" });
    const elsewhere = await open({ store, workspace: "project-other", sessionId: "s2" });
    expect((await elsewhere.call("memory_recall", { query: "testing pytest" })).structuredContent).toEqual({ items: [], tokens: 0, leftOut: 0 });
    const sameProject = await open({ store, sessionId: "s3" });
    const found = await sameProject.call("memory_recall", { query: "testing pytest" });
    expect((found.structuredContent as { items: { key: string; scope: string }[] }).items.map((item) => [item.scope, item.key])).toEqual([
      ["project", "testing-framework"],
    ]);
  });
});

describe("memory_forget", () => {
  it("forgets by key in one scope only, and says when there is no such memory", async () => {
    const c = await open();
    await c.call("memory_store", { content: "Use two spaces for indentation.", key: "style" });
    await c.call("memory_store", { content: "Prefer tabs in personal projects.", key: "style", scope: "global" });
    const forgotten = await c.call("memory_forget", { key: "style" });
    expect(forgotten).toEqual({
      content: [{ type: "text", text: 'Forgot "style" in the project scope.' }],
      structuredContent: { forgotten: true, entries: 1 },
    });
    const global = await c.call("memory_list", { scope: "global" });
    expect((global.structuredContent as { entries: { key: string }[] }).entries.map((entry) => entry.key)).toEqual(["style"]);
    expect(await c.call("memory_forget", { key: "style" })).toEqual({
      content: [{ type: "text", text: 'No memory named "style" in the project scope; memory_list shows the keys.' }],
      structuredContent: { forgotten: false, entries: 0 },
    });
  });

  it("with purge, erases the passages the memory came from in archived sessions", async () => {
    const c = await open();
    const fact = "The staging database password rotates every Monday at noon.";
    await archive(c.store, "project-test", "old", [["user", fact]]);
    await c.call("memory_store", { content: fact, key: "rotation" });
    expect((await c.call("session_search", { query: "rotates Monday noon" })).structuredContent).toMatchObject({ excerpts: [{ sessionId: "old" }] });
    const purged = await c.call("memory_forget", { key: "rotation", purge: true });
    expect(purged.structuredContent).toEqual({
      forgotten: true,
      entries: 1,
      purged: { events: 1, sessions: 1, dailyItems: 0, notes: 0, summaries: 0, checkpoints: 0 },
    });
    expect(textOf(purged)).toBe(
      'Forgot "rotation" in the project scope and purged its sources: 1 archived messages in 1 sessions rewritten, 0 daily items deleted, 0 notes, summaries and checkpoints rewritten.',
    );
    const events = await c.store.readEvents("old");
    expect(JSON.stringify(events)).not.toContain("Monday");
    expect((await c.call("session_search", { query: "rotates Monday noon" })).structuredContent).toEqual({ excerpts: [] });
  });
});

describe("memory_list", () => {
  it("pages scope by scope, most specific first, with a cursor", async () => {
    const c = await open();
    for (const key of ["p1", "p2", "p3"]) await c.call("memory_store", { content: `Project memory ${key}.`, key });
    for (const key of ["g1", "g2"]) await c.call("memory_store", { content: `Global memory ${key}.`, key, scope: "global" });
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = (await c.call("memory_list", { limit: 2, ...(cursor ? { cursor } : {}) })).structuredContent as {
        entries: { scope: string; key: string }[];
        nextCursor?: string;
      };
      seen.push(...page.entries.map((entry) => `${entry.scope}:${entry.key}`));
      cursor = page.nextCursor;
      pages++;
    } while (cursor !== undefined && pages < 10);
    expect(seen.slice(0, 3).sort()).toEqual(["project:p1", "project:p2", "project:p3"]);
    expect(seen.slice(3).sort()).toEqual(["global:g1", "global:g2"]);
    expect(pages).toBe(3);
    const bad = await c.call("memory_list", { cursor: "nonsense" });
    expect(bad).toEqual({
      content: [
        {
          type: "text",
          text: "Engram INVALID_OPTIONS: This cursor did not come from memory_list with the same scope: pass the nextCursor of the previous result unchanged, or leave it out to start again.",
        },
      ],
      isError: true,
    });
  });
});

describe("session_search", () => {
  it("finds passages of earlier sessions of the project, never this session's or another project's", async () => {
    const c = await open();
    await archive(c.store, "project-test", "yesterday", [
      ["user", "The flaky test in auth.spec.ts fails on CI because of the clock."],
      ["assistant", "Mock the clock with fake timers in auth.spec.ts."],
    ]);
    await archive(c.store, "project-test", "s1", [["user", "The flaky auth.spec.ts again."]]);
    await archive(c.store, "project-other", "theirs", [["user", "Our flaky auth.spec.ts is different."]]);
    const result = await c.call("session_search", { query: "flaky auth.spec.ts clock" });
    const { excerpts } = result.structuredContent as { excerpts: { sessionId: string; scope: string; role: string; excerpt: string }[] };
    expect(new Set(excerpts.map((hit) => hit.sessionId))).toEqual(new Set(["yesterday"]));
    expect(excerpts[0]).toMatchObject({ sessionId: "yesterday", scope: "project", seq: expect.any(Number), at: clock, score: expect.any(Number) });
    // What the assistant said is quoted as data.
    expect(textOf(result)).toContain('<data trust="agent">Mock the clock with fake timers in auth.spec.ts.</data>');
  });
});

describe("memory_context", () => {
  it("gives each scope's MEMORY.md, most specific first, then what was recalled for the task, within the budget", async () => {
    const c = await open();
    await storeDeployMemories(c);
    // Longer than a MEMORY.md line holds: the index shows it cut, recall whole. The three above are in the
    // indexes whole, so recall leaves them out (decision 0268).
    const rollback = `Deploy rollbacks of the service go through the ops folder's rollback script, ${"checked against the last green tag ".repeat(4)}`;
    await c.call("memory_store", { content: rollback, key: "deploy-rollback" });
    const result = await c.call("memory_context", { query: "deploy the service", budget: 2_000 });
    const data = result.structuredContent as { text: string; tokens: number; indexes: { scope: string }[]; recalled: number };
    expect(data.indexes.map((index) => index.scope)).toEqual(["session", "project", "global"]);
    expect(data.recalled).toBe(1);
    expect(data.tokens).toBeLessThanOrEqual(2_000);
    expect(textOf(result)).toBe(data.text);
    expect(data.text.match(/deploy-script/g)?.length).toBe(1);
    const order = [
      "MEMORY.md of the session scope",
      "**deploy-pause**",
      "MEMORY.md of the project scope",
      "**deploy-script**",
      "MEMORY.md of the global scope",
      "**deploy-wiki**",
      `[project, fact,`,
      `deploy-rollback: ${rollback.trim()}`,
    ];
    const positions = order.map((marker) => data.text.indexOf(marker));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((x, y) => x - y)).toEqual(positions);
    const small = await c.call("memory_context", { budget: 100 });
    expect((small.structuredContent as { tokens: number }).tokens).toBeLessThanOrEqual(100);
  });

  it("says when nothing is remembered", async () => {
    const c = await open();
    expect(await c.call("memory_context", {})).toEqual({
      content: [{ type: "text", text: "Nothing is remembered yet: no scope has a MEMORY.md, and nothing matched." }],
      structuredContent: { text: "", tokens: 0, indexes: [], recalled: 0 },
    });
  });
});

describe("hostile or mistaken arguments", () => {
  it("answer with a tool error naming the field and the limit, never a crash", async () => {
    const c = await open();
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ["memory_store", { content: "" }, /Invalid arguments for tool memory_store: .*>=1 characters at content/],
      ["memory_store", { content: "x".repeat(2_001) }, /Invalid arguments for tool memory_store: .*<=2000 characters at content/],
      ["memory_store", { content: "x", key: "k".repeat(121) }, /Invalid arguments for tool memory_store: .*<=120 characters at key/],
      [
        "memory_store",
        { content: "x", scope: "team" },
        /Invalid arguments for tool memory_store: .*"session"\|"agent"\|"user"\|"project"\|"global".* at scope/,
      ],
      ["memory_store", { content: "x", tags: Array.from({ length: 2_000 }, (_, i) => `t${i}`) }, /arguments contain more than the maximum of 1000 elements/],
      ["memory_recall", { query: "x", limit: 101 }, /Invalid arguments for tool memory_recall: .*<=100 at limit/],
      ["memory_recall", { query: "q".repeat(1_001) }, /Invalid arguments for tool memory_recall: .*<=1000 characters at query/],
      ["memory_forget", { key: "x", purge: "yes" }, /Invalid arguments for tool memory_forget: .*expected boolean.* at purge/],
      ["memory_context", { budget: 10 }, /Invalid arguments for tool memory_context: .*>=100 at budget/],
    ];
    for (const [tool, args, message] of cases) {
      const result = await c.call(tool, args);
      expect(result.isError, `${tool} ${JSON.stringify(args).slice(0, 60)}`).toBe(true);
      expect(textOf(result)).toMatch(message);
    }
    expect(await c.store.count({ kind: "entry" })).toBe(0);
  });

  it("refuse the user scope when no user is configured, saying how to configure one", async () => {
    const c = await open();
    const text =
      'Engram INVALID_SCOPE: The user scope needs to know who the user is, and no user is configured: set "mcp": { "user": "<name>" } in engram.config.json ' +
      '(or start the server with --user <name>), or store in the "global" scope instead.';
    for (const [tool, args] of [
      ["memory_store", { content: "x", scope: "user" }],
      ["memory_recall", { query: "x", scope: "user" }],
      ["memory_forget", { key: "x", scope: "user" }],
      ["memory_list", { scope: "user" }],
    ] as const) {
      expect(await c.call(tool, args)).toEqual({ content: [{ type: "text", text }], isError: true });
    }
  });
});

/** The text of a prompt's first message. */
function promptText(prompt: { messages: { content: { type: string; text?: string } }[] }): string {
  const content = prompt.messages[0]?.content;
  return content?.type === "text" && content.text !== undefined ? content.text : "";
}

describe("the engram-remember prompt", () => {
  it("teaches when to store, and asks to store what it is given", async () => {
    const c = await open();
    const prompt = await c.client.getPrompt({ name: "engram-remember", arguments: { what: "The user wants commit messages in English." } });
    const text = promptText(prompt);
    expect(text.startsWith("## Memory\n\nWhen you discover something worth remembering")).toBe(true);
    expect(text.endsWith("in the scope that fits:\n\nThe user wants commit messages in English.")).toBe(true);
    const bare = await c.client.getPrompt({ name: "engram-remember" });
    expect(promptText(bare)).toMatch(/built into your own client\.$/);
  });
});
