import { describe } from "vitest";
import { describeConcurrencyConformance } from "./concurrency.js";
import { describeCraftedScopeConformance } from "./crafted-scopes.js";
import { describeForgetPurgeConformance } from "./forget-purge.js";
import { useStoreUnderTest, type MemoryStoreConformanceOptions } from "./harness.js";
import { describeHostileEventConformance } from "./hostile-events.js";
import { describeLockConformance } from "./locks.js";
import { describeMarkUsedConformance } from "./mark-used.js";
import { describeMemoryIsolationConformance } from "./memory-isolation.js";
import { describeMemorySecretConformance } from "./memory-secrets.js";
import { describePagingConformance } from "./paging.js";
import { describePutIfConformance } from "./put-if.js";
import { describeQueryConformance } from "./queries.js";
import { describeRankingConformance } from "./ranking.js";
import { describeRedactEventsConformance } from "./redact-events.js";
import { describeRecordConformance } from "./records.js";
import { describeReopenConformance } from "./reopen.js";
import { describeScopeIsolationConformance } from "./scope-isolation.js";
import { describeSearchConformance } from "./search.js";
import { describeSessionConformance } from "./sessions.js";
import { describeSessionsWithinConformance } from "./sessions-within.js";
import { describeSpecificationConformance } from "./specification.js";
import { describeToolOutputConformance } from "./tool-output.js";
import { describeVectorConformance } from "./vector.js";

/**
 * Registers the MemoryStore conformance suite (vitest) for a backend: every test gets a fresh, empty
 * store from `create` and cleans it up afterwards. A backend is done when all of it passes.
 */
export function describeMemoryStoreConformance(name: string, options: MemoryStoreConformanceOptions): void {
  const timeoutMs = options.timeoutMs ?? 30_000;
  describe(`${name}: MemoryStore conformance`, { timeout: timeoutMs }, () => {
    const harness = useStoreUnderTest(options, timeoutMs);
    describeSpecificationConformance(harness);
    describeRecordConformance(harness);
    describeMarkUsedConformance(harness);
    describePutIfConformance(harness);
    describeQueryConformance(harness);
    describePagingConformance(harness);
    describeSessionConformance(harness);
    describeSessionsWithinConformance(harness);
    describeRedactEventsConformance(harness);
    describeHostileEventConformance(harness);
    describeSearchConformance(harness);
    describeRankingConformance(harness);
    describeToolOutputConformance(harness);
    describeVectorConformance(harness);
    describeScopeIsolationConformance(harness);
    describeCraftedScopeConformance(harness);
    describeMemoryIsolationConformance(harness);
    describeMemorySecretConformance(harness);
    describeForgetPurgeConformance(harness);
    describeLockConformance(harness);
    describeConcurrencyConformance(harness);
    describeReopenConformance(harness);
  });
}
