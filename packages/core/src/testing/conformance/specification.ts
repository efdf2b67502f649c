import { describe, expect, it } from "vitest";
import { storeSpecificationVersion } from "../../store/specification-version.js";
import type { ConformanceHarness } from "./harness.js";

/** The contract version the store states, which core checks before using it. */
export function describeSpecificationConformance(harness: ConformanceHarness): void {
  describe("specification", () => {
    it("states the store contract version it implements, the one this core implements", () => {
      expect(harness.store.specificationVersion).toBe(storeSpecificationVersion);
      expect(storeSpecificationVersion).toBe(1);
    });
  });
}
