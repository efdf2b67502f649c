import { join } from "node:path";
import { createMemory, type EntryRecord } from "@engram/core";
import { openFsStore } from "@engram/store-fs";
import { describe, expect, it } from "vitest";
import type { ConsolidationAppliedView, ConsolidationPlanView, EntryView } from "../src/web/api-types.js";
import { useInProcessPlayground } from "./web/in-process-server.js";

/** The server's clock: the current time, or the instant a test holds it at. */
let heldAt: Date | undefined;
const playground = useInProcessPlayground("engram-web-races-", { clock: () => heldAt ?? new Date() });
const call = playground.call;

/** The user's entries as a fresh store object reads them from disk: another process, started right now. */
async function entriesOnDisk(): Promise<EntryRecord[]> {
  const store = await openFsStore({ root: join(playground.dir, "fs") });
  try {
    return (await store.query({ kind: "entry", scope: { user: "you" }, scopeMode: "exact", limit: 500 })).records;
  } finally {
    await store.close();
  }
}

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

describe("consolidation through the API, round after round", () => {
  it("previews the same plan for the same store and clock, and answers an apply only once the store holds all of it", async () => {
    // Every write the server's store finishes, counted as it finishes: at the moment an apply's answer
    // arrives, all of that apply's writes must have finished (an apply answering early fails here).
    const { workspace } = await playground.server.playground.memory();
    const store = workspace.store;
    let finished = 0;
    const original = { putIf: store.putIf, delete: store.delete };
    const putIf = store.putIf.bind(store);
    const remove = store.delete.bind(store);
    store.putIf = async (record, expected) => {
      const stored = await putIf(record, expected);
      finished += 1;
      return stored;
    };
    store.delete = async (kind, id) => {
      const removed = await remove(kind, id);
      finished += 1;
      return removed;
    };
    try {
      const tools = ["npm", "pnpm", "yarn", "bun", "npm", "pnpm", "yarn", "bun"];
      for (const [round, tool] of tools.entries()) {
        const told = await call("POST", "chat", { sessionId: `s-round${round}`, message: `I prefer ${tool} for every project.` });
        expect(told.json).toMatchObject({ type: "done", reply: "Noted." });
        heldAt = new Date();
        try {
          // A plan is a function of the store and the clock: previewed twice, it lists the same changes and writes.
          const first = (await call("POST", "consolidate/preview", {})).json as ConsolidationPlanView;
          const again = (await call("POST", "consolidate/preview", {})).json as ConsolidationPlanView;
          expect({ changes: again.changes, writes: again.writes }).toEqual({ changes: first.changes, writes: first.writes });
          expect(again.planId).not.toBe(first.planId);
          const created = first.changes.filter((change) => change.action === "created").map((change) => change.after);
          expect(created).toEqual([`User prefers ${tool} for every project.`]);
          expect(first.changes.filter((change) => change.action === "superseded").length).toBe(round === 0 ? 0 : 1);

          finished = 0;
          const applied = await call("POST", "consolidate/apply", { planId: first.planId }).then((answer) => ({ ...answer, finished }));
          expect(applied.status).toBe(200);
          expect(applied.finished).toBe(first.writes.created + first.writes.updated + first.writes.deleted);
          expect((applied.json as ConsolidationAppliedView).changes).toEqual(first.changes);
          // Read from disk the moment the answer arrives: every write of the plan is there.
          const current = (await entriesOnDisk()).filter((entry) => entry.supersededBy === undefined && entry.content.endsWith("for every project."));
          expect(current.map(({ content, createdAt }) => ({ content, createdAt }))).toEqual([
            { content: `User prefers ${tool} for every project.`, createdAt: heldAt.toISOString() },
          ]);
        } finally {
          heldAt = undefined;
        }
      }
    } finally {
      Object.assign(store, original);
    }
  }, 120_000);
});
