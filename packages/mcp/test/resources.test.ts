import { createInMemoryStore } from "@engram/core";
import { afterEach, describe, expect, it } from "vitest";
import { ChangeSignal } from "../src/index.js";
import { clock, type Connected, connect } from "./helpers.js";

const connections: Connected[] = [];
async function open(options: Parameters<typeof connect>[0] = {}): Promise<Connected> {
  const connected = await connect(options);
  connections.push(connected);
  return connected;
}
afterEach(async () => {
  await Promise.all(connections.splice(0).map((connected) => connected.close()));
});

const projectIndex = "engram://memory/project/MEMORY.md";
const globalIndex = "engram://memory/global/MEMORY.md";

describe("resources", () => {
  it("lists each scope's MEMORY.md and each memory, and reads them as Markdown", async () => {
    const c = await open({ user: "ann" });
    expect((await c.client.readResource({ uri: projectIndex })).contents).toEqual([
      { uri: projectIndex, mimeType: "text/markdown", text: "# Memory\n\nNo long-term entries yet.\n" },
    ]);
    await c.call("memory_store", { content: "Deploys happen on Fridays.", key: "deploy day", type: "convention", tags: ["ops", "release"] });
    await c.call("memory_store", { content: "Deploys happen on Thursdays.", key: "deploy day", type: "convention" });
    const uris = (await c.client.listResources()).resources.map((resource) => resource.uri);
    expect(uris).toEqual([
      "engram://memory/session/MEMORY.md",
      "engram://memory/agent/MEMORY.md",
      "engram://memory/user/MEMORY.md",
      projectIndex,
      globalIndex,
      "engram://memory/project/entries/deploy%20day",
    ]);
    const index = await c.client.readResource({ uri: projectIndex });
    expect(index.contents[0]).toMatchObject({ text: expect.stringContaining('- <data trust="agent">**deploy day**: Deploys happen on Thursdays.</data>') });
    const entry = await c.client.readResource({ uri: "engram://memory/project/entries/deploy%20day" });
    const id = (await c.store.query({ kind: "entry" })).records[0]!.id;
    expect(entry.contents).toEqual([
      {
        uri: "engram://memory/project/entries/deploy%20day",
        mimeType: "text/markdown",
        text: [
          "# deploy day",
          "",
          `<!-- id: ${id} | scope: project | type: convention | tags: ops,release | trust: agent | updated: ${clock} -->`,
          "",
          "Deploys happen on Thursdays.",
          "",
          "## Revisions",
          "",
          `### ${clock}`,
          "",
          "Deploys happen on Fridays.",
          "",
        ].join("\n"),
      },
    ]);
  });

  it("refuses unknown scopes, missing memories and the user scope without a user, naming what exists", async () => {
    const c = await open();
    await expect(c.client.readResource({ uri: "engram://memory/team/MEMORY.md" })).rejects.toThrow(
      "No resource engram://memory/team/MEMORY.md: the scope must be one of session, agent, user, project, global.",
    );
    await expect(c.client.readResource({ uri: "engram://memory/project/entries/nothing" })).rejects.toThrow(
      'No memory "nothing" in the project scope (engram://memory/project/entries/nothing); it may have been forgotten.',
    );
    await expect(c.client.readResource({ uri: "engram://memory/user/MEMORY.md" })).rejects.toThrow(/no user is configured, so there is no user scope/);
    await expect(c.client.readResource({ uri: "engram://memory/project/entries/%E0%A4%A" })).rejects.toThrow(/the key is not percent-encoded correctly/);
    await expect(c.client.subscribeResource({ uri: "file:///etc/passwd" })).rejects.toThrow(/Cannot subscribe to file:\/\/\/etc\/passwd/);
    await expect(c.client.subscribeResource({ uri: `engram://memory/project/entries/${"k".repeat(5_000)}` })).rejects.toThrow(/, at most 4096 characters\.$/);
  });
});

describe("resources/updated", () => {
  it("follows at most 1,000 resources per connection", async () => {
    const c = await open();
    for (let i = 0; i < 1_000; i++) await c.client.subscribeResource({ uri: `engram://memory/project/entries/key-${i}` });
    await c.client.subscribeResource({ uri: "engram://memory/project/entries/key-0" });
    await expect(c.client.subscribeResource({ uri: projectIndex })).rejects.toThrow(/already follows 1000 resources; unsubscribe from some first/);
    await c.client.unsubscribeResource({ uri: "engram://memory/project/entries/key-0" });
    await c.client.subscribeResource({ uri: projectIndex });
  });

  it("notifies a subscriber of MEMORY.md and of an entry when they change, and stops after unsubscribing", async () => {
    const c = await open();
    await c.client.subscribeResource({ uri: projectIndex });
    await c.client.subscribeResource({ uri: globalIndex });
    await c.call("memory_store", { content: "Use pnpm.", key: "pm" });
    expect(c.updated).toEqual([projectIndex]);
    const entryUri = "engram://memory/project/entries/pm";
    await c.client.subscribeResource({ uri: entryUri });
    await c.client.unsubscribeResource({ uri: projectIndex });
    await c.call("memory_forget", { key: "pm" });
    await c.call("memory_store", { content: "Prefer short answers.", key: "tone", scope: "global" });
    // Notifications arrive in order: the unsubscribed index is not among them.
    expect(c.updated).toEqual([projectIndex, entryUri, globalIndex]);
  });

  it("notifies at once when another connection of the process writes (a shared ChangeSignal)", async () => {
    const store = createInMemoryStore();
    const changes = new ChangeSignal();
    const listener = await open({ store, changes });
    const writer = await open({ store, changes, sessionId: "s2" });
    await listener.client.subscribeResource({ uri: projectIndex });
    const updated = listener.nextUpdate(projectIndex);
    await writer.call("memory_store", { content: "Use pnpm.", key: "pm" });
    await updated;
    expect(listener.updated).toEqual([projectIndex]);
  });

  it("notices a change written by another process by polling the store", { timeout: 30_000 }, async () => {
    const store = createInMemoryStore();
    const listener = await open({ store, pollMs: 20 });
    const other = await open({ store, sessionId: "s2" });
    await listener.client.subscribeResource({ uri: globalIndex });
    const updated = listener.nextUpdate(globalIndex);
    await other.call("memory_store", { content: "Answer in English.", key: "language", scope: "global" });
    await updated;
    expect(listener.updated).toEqual([globalIndex]);
  });
});
