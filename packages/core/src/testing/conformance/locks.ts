import { describe, expect, it } from "vitest";
import type { Lease } from "../../store/memory-store.js";
import { waitUntil } from "./fixtures.js";
import type { ConformanceHarness } from "./harness.js";

const long = 60_000;

/** Waits until the clock has passed a lease's expiry: a condition, not a fixed sleep. */
async function waitPast(expiresAt: string): Promise<void> {
  const deadline = Date.parse(expiresAt);
  await waitUntil(() => Date.now() > deadline, 10_000, `the clock passes ${expiresAt}`);
}

/** Named leases. */
export function describeLockConformance(harness: ConformanceHarness): void {
  describe("locks", () => {
    it("a second lock of the same name returns undefined while the first lease is live", async () => {
      const first = await harness.store.lock("compaction", long);
      expect(first).toMatchObject({ name: "compaction", token: expect.any(String), expiresAt: expect.any(String) });
      expect(Date.parse(first!.expiresAt)).toBeGreaterThan(Date.now() + long / 2);
      expect(await harness.store.lock("compaction", long)).toBeUndefined();
      const other = await harness.store.lock("reindex", long);
      expect(other).toBeDefined();
      expect(other!.token).not.toBe(first!.token);
    });

    it("release lets the lock be taken again, and releasing twice is harmless", async () => {
      const first = await harness.store.lock("compaction", long);
      await first!.release();
      await first!.release();
      const second = await harness.store.lock("compaction", long);
      expect(second).toBeDefined();
      expect(second!.token).not.toBe(first!.token);
      expect(await harness.store.lock("compaction", long)).toBeUndefined();
    });

    it("renew extends a live lease past its first expiry and updates expiresAt", async () => {
      const lease = await harness.store.lock("compaction", 500);
      const firstExpiry = lease!.expiresAt;
      expect(await lease!.renew(long)).toBe(true);
      expect(Date.parse(lease!.expiresAt)).toBeGreaterThan(Date.parse(firstExpiry));
      await waitPast(firstExpiry);
      expect(await harness.store.lock("compaction", long)).toBeUndefined();
    });

    it("an expired lease can be taken by another holder, which the stale holder can neither renew nor release", async () => {
      const stale = await harness.store.lock("compaction", 30);
      await waitPast(stale!.expiresAt);
      let taken: Lease | undefined;
      // A server's clock may trail this process's by a few ms: retry until the lapse shows there too.
      await waitUntil(async () => (taken = await harness.store.lock("compaction", long)) !== undefined, 5_000, "the lapsed lock is taken");
      expect(taken!.token).not.toBe(stale!.token);
      expect(await stale!.renew(long)).toBe(false);
      await stale!.release();
      expect(await harness.store.lock("compaction", long)).toBeUndefined();
      expect(await taken!.renew(long)).toBe(true);
    });

    it("renew returns false after release", async () => {
      const lease = await harness.store.lock("compaction", long);
      await lease!.release();
      expect(await lease!.renew(long)).toBe(false);
    });
  });
}
