import { describe, expect, it } from "vitest";
import { assertSupportedNode, isEngramError, minimumNodeVersion } from "./core-internals.js";

describe("assertSupportedNode", () => {
  it("accepts 22.13 and every newer Node.js, and a runtime that is not Node.js", () => {
    expect(minimumNodeVersion).toBe("22.13.0");
    for (const version of ["22.13.0", "v22.13.0", "22.13.1", "22.14.0", "23.0.0", "24.21.0", "100.0.0", undefined]) {
      expect(() => assertSupportedNode("@engram/x", version)).not.toThrow();
    }
    expect(() => assertSupportedNode("@engram/x")).not.toThrow();
  });

  it("throws UNSUPPORTED_RUNTIME naming the package, the version found and the one needed", () => {
    for (const version of ["22.12.9", "22.0.0", "20.20.2", "v18.19.0", "0.10.48", "not a version"]) {
      const error = (() => {
        try {
          assertSupportedNode("@engram/store-sqlite", version);
        } catch (caught) {
          return caught;
        }
        return undefined;
      })();
      expect(isEngramError(error, "UNSUPPORTED_RUNTIME")).toBe(true);
      expect((error as Error).message).toBe(
        `@engram/store-sqlite needs Node.js 22.13.0 or newer, and this is Node.js ${version}. Install a current Node.js (22 LTS or 24) and run again.`,
      );
      expect((error as { details: unknown }).details).toEqual({ packageName: "@engram/store-sqlite", found: version, needed: "22.13.0" });
    }
  });
});
