import { describe, expect, it } from "vitest";
import { createInMemoryStore, createMemory, refreshMemoryIndex, type MemoryStore, type Scope } from "./core-internals.js";

const clock = "2026-06-01T09:00:00.000Z";
const now = () => new Date(clock);
const ann: Scope = { workspace: "acme", user: "ann" };

async function indexOf(store: MemoryStore, scope: Scope): Promise<string | undefined> {
  const records = (await store.query({ kind: "index", scope, scopeMode: "exact" })).records;
  expect(records.length).toBeLessThanOrEqual(1);
  return records[0]?.content;
}

const memoryMd = (...sections: string[]): string => `# Memory\n\n${sections.join("\n\n")}\n`;

describe("MEMORY.md is regenerated after every change to long-term memory", () => {
  it("shows a remembered entry at once, and after an edit only the new value", async () => {
    const store = createInMemoryStore();
    const memory = createMemory({ store, scope: ann, now });
    await memory.remember({ key: "api-port", content: "The API runs on port 3000" });
    expect(await indexOf(store, ann)).toBe(memoryMd("## Facts\n\n- **api-port**: The API runs on port 3000"));
    await memory.remember({ key: "api-port", content: "The API runs on port 8080" });
    expect(await indexOf(store, ann)).toBe(memoryMd("## Facts\n\n- **api-port**: The API runs on port 8080"));
    // The old value lives on only as the entry's revision, never in the index.
    expect((await memory.get("api-port"))?.revisions.map((revision) => revision.content)).toEqual(["The API runs on port 3000"]);
  });

  it("drops a forgotten entry at once, down to the empty index", async () => {
    const store = createInMemoryStore();
    const memory = createMemory({ store, scope: ann, now });
    await memory.remember({ key: "editor", content: "Ann uses vim", type: "preference" });
    await memory.remember({ key: "api-port", content: "The API runs on port 8080" });
    expect(await memory.forget("api-port")).toBe(true);
    expect(await indexOf(store, ann)).toBe(memoryMd("## Preferences\n\n- **editor**: Ann uses vim"));
    expect(await memory.forget("editor")).toBe(true);
    expect(await indexOf(store, ann)).toBe(memoryMd("No long-term entries yet."));
  });

  it("marks a pin and an unpin at once", async () => {
    const store = createInMemoryStore();
    const memory = createMemory({ store, scope: ann, now });
    await memory.remember({ key: "editor", content: "Ann uses vim", importance: 0.9 });
    await memory.remember({ key: "shell", content: "Ann uses fish", importance: 0.2 });
    await memory.pin("shell");
    expect(await indexOf(store, ann)).toBe(memoryMd("## Facts\n\n- **shell** (pinned): Ann uses fish\n- **editor**: Ann uses vim"));
    await memory.pin("shell", false);
    expect(await indexOf(store, ann)).toBe(memoryMd("## Facts\n\n- **editor**: Ann uses vim\n- **shell**: Ann uses fish"));
  });

  it("shows imported entries after an import, and nothing changes after a refused one", async () => {
    const source = createMemory({ store: createInMemoryStore(), scope: ann, now });
    await source.remember({ key: "editor", content: "Ann uses vim" });
    const lines: string[] = [];
    for await (const line of source.export()) lines.push(line);
    // Only the entry, not the source's MEMORY.md: the target regenerates its own.
    const entryOnly = lines.filter((line) => !line.includes('"kind":"index"'));

    const store = createInMemoryStore();
    const memory = createMemory({ store, scope: ann, now });
    expect((await memory.import(entryOnly)).records).toBe(1);
    expect(await indexOf(store, ann)).toBe(memoryMd("## Facts\n\n- **editor**: Ann uses vim"));

    const bob = createMemory({ store, scope: { workspace: "acme", user: "bob" }, now });
    expect((await bob.import(entryOnly)).rejected).toHaveLength(1);
    expect(await indexOf(store, { workspace: "acme", user: "bob" })).toBeUndefined();
  });

  it("writes the index of the scope the entry was remembered in", async () => {
    const store = createInMemoryStore();
    const memory = createMemory({ store, scope: ann, now });
    await memory.remember({ key: "style", content: "Tabs, not spaces", scope: { workspace: "acme" }, type: "convention" });
    expect(await indexOf(store, { workspace: "acme" })).toBe(memoryMd("## Conventions\n\n- **style**: Tabs, not spaces"));
    expect(await indexOf(store, ann)).toBeUndefined();
  });

  it("writes nothing in incognito", async () => {
    const store = createInMemoryStore();
    const memory = createMemory({ store, scope: ann, now, mode: "incognito" });
    expect(await memory.remember({ key: "editor", content: "Ann uses vim" })).toBeUndefined();
    expect(await memory.forget("editor")).toBe(false);
    expect(await store.count({ kind: "index" })).toBe(0);
    expect(await store.count({ kind: "note" })).toBe(0);
  });

  it("ends up showing every entry when many remembers run at once", async () => {
    const store = createInMemoryStore();
    const memory = createMemory({ store, scope: ann, now });
    const keys = Array.from({ length: 12 }, (_, i) => `k${String(i).padStart(2, "0")}`);
    await Promise.all(keys.map((key) => memory.remember({ key, content: `value of ${key}` })));
    expect(await indexOf(store, ann)).toBe(memoryMd(`## Facts\n\n${keys.map((key) => `- **${key}**: value of ${key}`).join("\n")}`));
  });

  it("leaves a scope without entries and without an index as it is, and rewrites nothing unchanged", async () => {
    const store = createInMemoryStore();
    expect(await refreshMemoryIndex(store, ann, { now: clock })).toBeUndefined();
    expect(await store.count({ kind: "index" })).toBe(0);
    const memory = createMemory({ store, scope: ann, now });
    await memory.remember({ key: "editor", content: "Ann uses vim" });
    const first = (await store.query({ kind: "index", scope: ann })).records[0];
    const again = await refreshMemoryIndex(store, ann, { now: "2026-06-02T09:00:00.000Z" });
    expect(again).toEqual(first);
  });
});
