import { join } from "node:path";
import { createMemory } from "@engram/core";
import { openFsStore } from "@engram/store-fs";
import { describe, expect, it } from "vitest";
import type { EntryView } from "../src/web/api-types.js";
import { useInProcessPlayground } from "./web/in-process-server.js";

const playground = useInProcessPlayground("engram-web-races-");
const call = playground.call;

describe("the playground API under concurrent edits", () => {
  it("a pin sent while another process rewrites the entry keeps both: the pin holds and every text is current or a revision", async () => {
    const created = await call("POST", "entries", { key: "deploy-day", content: "We deploy on day zero.", type: "convention" });
    const id = (created.json as { entry: EntryView }).entry.id;
    // Another process writing the same store: its own store object, ordered with the server's by the store lock only.
    const other = await openFsStore({ root: join(playground.dir, "fs") });
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
