import { describe, expect, it } from "vitest";
import type { SessionEvent } from "../../store/session-events.js";
import { at, entryInput, messageEvent, workspaceA } from "./fixtures.js";
import type { ConformanceHarness } from "./harness.js";

const writers = 20;
const perWriter = 25;

const idOf = (event: SessionEvent): string => (event.type === "message" ? event.message.id : "");

/** Concurrent writers through one store (multi-process stores also prove it across processes). */
export function describeConcurrencyConformance(harness: ConformanceHarness): void {
  describe("concurrency", () => {
    it("20 writers appending 25 events each to a shared session and to their own sessions concurrently lose nothing", async () => {
      const appended = await Promise.all(
        Array.from({ length: writers }, async (_, w) => {
          const sharedSeqs: number[] = [];
          for (let i = 0; i < perWriter; i++) {
            const [shared, own] = await Promise.all([
              harness.store.appendEvents("shared", workspaceA, [messageEvent(`w${w}-e${i}`, `writer ${w} event ${i}`, at(i))]),
              harness.store.appendEvents(`own-${w}`, workspaceA, [messageEvent(`w${w}-e${i}`, `writer ${w} event ${i}`, at(i))]),
            ]);
            expect(shared).toHaveLength(1);
            expect(own).toEqual([i + 1]);
            sharedSeqs.push(shared[0]!);
          }
          return sharedSeqs;
        }),
      );
      const events = await harness.store.readEvents("shared");
      expect(events.map((event) => event.seq)).toEqual(Array.from({ length: writers * perWriter }, (_, i) => i + 1));
      expect(new Set(appended.flat()).size).toBe(writers * perWriter);
      for (let w = 0; w < writers; w++) {
        const mine = events.filter((event) => idOf(event).startsWith(`w${w}-`));
        expect(mine.map(idOf)).toEqual(Array.from({ length: perWriter }, (_, i) => `w${w}-e${i}`));
        expect(mine.map((event) => event.seq)).toEqual(appended[w]);
        const own = await harness.store.readEvents(`own-${w}`);
        expect(own.map((event) => [event.seq, idOf(event)])).toEqual(Array.from({ length: perWriter }, (_, i) => [i + 1, `w${w}-e${i}`]));
      }
      expect(await harness.store.getSession("shared")).toMatchObject({ eventCount: writers * perWriter });
      // 1,000 durable appends: about 5 s quiet on the fs store (each one fsynced), over 30 s on a 2-core machine at load 20.
    }, 180_000);

    it("concurrent multi-event appends keep each call's events consecutive", async () => {
      const seqs = await Promise.all(
        Array.from({ length: 10 }, (_, w) =>
          harness.store.appendEvents(
            "batches",
            workspaceA,
            [0, 1, 2].map((i) => messageEvent(`b${w}-${i}`, "batch", at(i))),
          ),
        ),
      );
      for (const batch of seqs) expect(batch).toEqual([batch[0]!, batch[0]! + 1, batch[0]! + 2]);
      expect(seqs.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
      const events = await harness.store.readEvents("batches");
      seqs.forEach((batch, w) => expect(batch.map((seq) => idOf(events[seq - 1]!))).toEqual([`b${w}-0`, `b${w}-1`, `b${w}-2`]));
    });

    it("concurrent puts of different records all land", async () => {
      await Promise.all(Array.from({ length: 50 }, (_, i) => harness.store.put(entryInput(`c${String(i).padStart(2, "0")}`, { updatedAt: at(i) }))));
      expect(await harness.store.count({ kind: "entry" })).toBe(50);
      const ids = (await harness.store.query({ kind: "entry", order: "created-asc" })).records.map((r) => r.id);
      expect(ids).toEqual(Array.from({ length: 50 }, (_, i) => `c${String(i).padStart(2, "0")}`));
    });

    it("concurrent lock attempts on one name grant exactly one lease", async () => {
      const leases = await Promise.all(Array.from({ length: 10 }, () => harness.store.lock("contended", 60_000)));
      expect(leases.filter((lease) => lease !== undefined)).toHaveLength(1);
    });
  });
}
