import { describe } from "vitest";
import { describeArchiveOnceConformance } from "./archive-once.js";
import { describeCrossSessionRecallConformance } from "./cross-session-recall.js";
import type { AdapterConformanceOptions } from "./driver.js";
import { useAdapterHarness } from "./harness.js";
import { describeLengthRetryConformance } from "./length-retry.js";
import { describeMemoryToolConformance } from "./memory-tools.js";
import { describePromptBudgetConformance } from "./prompt-budget.js";
import { describeSessionIdConformance } from "./session-id.js";
import { describeStablePromptConformance } from "./stable-prompt.js";
import { describeToolExtrasConformance } from "./tool-extras.js";

/**
 * Registers the adapter conformance suite (vitest): the behaviours every framework adapter shows,
 * proven through the adapter's driver (its framework's real classes and a scripted model). Each test
 * gets a new driver over a new Engram and in-memory store. An adapter is done when all of it passes.
 */
export function describeAdapterConformance(options: AdapterConformanceOptions): void {
  const timeoutMs = options.timeoutMs ?? 60_000;
  describe(`${options.name}: adapter conformance`, { timeout: timeoutMs }, () => {
    const harness = useAdapterHarness(options, timeoutMs);
    describeArchiveOnceConformance(harness);
    describePromptBudgetConformance(harness);
    describeLengthRetryConformance(harness);
    describeSessionIdConformance(harness);
    describeCrossSessionRecallConformance(harness);
    describeMemoryToolConformance(harness);
    describeStablePromptConformance(harness);
    describeToolExtrasConformance(harness);
  });
}
