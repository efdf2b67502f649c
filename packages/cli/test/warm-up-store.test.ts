import { createInMemoryStore, type MemoryStore } from "@engram/core";
import { describe, expect, it } from "vitest";
import { warmUpStore } from "../src/warm-up-store.js";

const at = "2026-03-01T10:00:00.000Z";

async function storeWithSession(): Promise<MemoryStore> {
  const store = createInMemoryStore();
  await store.appendEvents("s1", { workspace: "acme" }, [
    { at, type: "message", message: { id: "m1", role: "user", parts: [{ type: "text", text: "the deploy pipeline broke" }], createdAt: at } },
  ]);
  return store;
}

describe("engram mcp's warm-up", () => {
  it("recalls in the newest session's scope and says how long it took", async () => {
    const said: string[] = [];
    await warmUpStore(await storeWithSession(), (line) => said.push(line));
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/^warmed up recall in \d+ ms$/);
  });

  it("says nothing on an empty store, or on one closed meanwhile", async () => {
    const said: string[] = [];
    await warmUpStore(createInMemoryStore(), (line) => said.push(line));
    const closed = await storeWithSession();
    await closed.close();
    await warmUpStore(closed, (line) => said.push(line));
    expect(said).toEqual([]);
  });

  it("says any other failure once, and does not throw", async () => {
    const store = await storeWithSession();
    const failing = new Proxy(store, {
      get(target, property) {
        if (property === "readEvents") return () => Promise.reject(new Error("disk unplugged"));
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const said: string[] = [];
    await warmUpStore(failing, (line) => said.push(line));
    expect(said).toEqual(["warming up recall failed (disk unplugged); the first recall does that work instead"]);
  });
});
