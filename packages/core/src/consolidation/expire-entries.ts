import { retentionExpiry, type RetentionPolicy } from "./retention-policy.js";
import type { ConsolidationWorkingSet } from "./working-set.js";

/** Deletes, and reports as expired, every unpinned entry (current or superseded) past its retention. */
export function expireEntries(set: ConsolidationWorkingSet, policy: RetentionPolicy): void {
  for (const entry of set.all()) {
    const reason = retentionExpiry(policy, entry, set.nowMs);
    if (reason === undefined) continue;
    set.remove(entry.id);
    set.record({ action: "expired", id: entry.id, reason });
  }
}
