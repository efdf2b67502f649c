import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createMemory } from "@engram/core";
import { openFsStore } from "@engram/store-fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EntryView } from "../src/web/api-types.js";
import { chooseModel } from "../src/web/model/model-choice.js";
import { startPlaygroundServer, type RunningPlayground } from "../src/web/playground-server.js";
import { parseStoreTargets } from "../src/web/store-targets.js";
import { apiCall } from "./web/api-call.js";

let dir: string;
let server: RunningPlayground;

/** Calls the API as the page does (its own Origin, JSON bodies). */
const call = (method: string, path: string, body?: unknown) => apiCall(server.url, method, path, body);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "engram-web-races-"));
  server = await startPlaygroundServer({
    port: 0,
    targets: parseStoreTargets(`fs:${join(dir, "fs")}`, {}, dir),
    model: chooseModel({}),
    userId: "you",
    settings: { contextWindow: 4096, maxOutputTokens: 512 },
  });
});

afterAll(async () => {
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("the playground API under concurrent edits", () => {
  it("a pin sent while another process rewrites the entry keeps both: the pin holds and every text is current or a revision", async () => {
    const created = await call("POST", "entries", { key: "deploy-day", content: "We deploy on day zero.", type: "convention" });
    const id = (created.json as { entry: EntryView }).entry.id;
    // Another process writing the same store: its own store object, ordered with the server's by the store lock only.
    const other = await openFsStore({ root: join(dir, "fs") });
    try {
      const stored = (await other.get("entry", id))!;
      const memory = createMemory({ store: other, scope: stored.scope, autoConsolidate: false, extraction: false });
      const rounds = 20;
      const seen: [boolean, string, number][] = [];
      for (let round = 0; round < rounds; round++) {
        const [pin] = await Promise.all([
          call("PATCH", `entries/${id}`, { pinned: round % 2 === 0 }),
          memory.remember({ key: "deploy-day", content: `We deploy on day ${round + 1}.`, type: "convention" }),
        ]);
        expect(pin.status).toBe(200);
        const entry = (await other.get("entry", id))!;
        seen.push([entry.pinned, entry.content, entry.revisions.length]);
      }
      expect(seen).toEqual(Array.from({ length: rounds }, (_, round) => [round % 2 === 0, `We deploy on day ${round + 1}.`, round + 1]));
    } finally {
      await other.close();
    }
  }, 120_000);
});
