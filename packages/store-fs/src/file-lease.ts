import { assertTtl, type Lease } from "@engram/core/store-kit";
import type { tryAcquireFileLock } from "./file-lock.js";

type HeldLock = NonNullable<Awaited<ReturnType<typeof tryAcquireFileLock>>>;

/** The store's `Lease` over a held file lock (undefined while another holder's lock is live). */
export function fileLease(name: string, held: HeldLock | undefined): Lease | undefined {
  if (held === undefined) return undefined;
  return {
    name,
    token: held.token,
    get expiresAt() {
      return held.expiresAt;
    },
    renew: async (renewTtlMs: number) => {
      assertTtl(renewTtlMs);
      return held.renew(renewTtlMs);
    },
    release: () => held.release(),
  };
}
