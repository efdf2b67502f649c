import { describe, expect, it } from "vitest";
import { CommandFailure } from "../src/cli-errors.js";
import { importStorePackage } from "../src/store-package.js";

/** What node throws for `import(specifier)` when the package is not installed. */
function notFound(specifier: string): Error {
  return Object.assign(new Error(`Cannot find package '${specifier}' imported from /usr/lib/node_modules/@engram/cli/dist/store-spec.js`), {
    code: "ERR_MODULE_NOT_FOUND",
  });
}

describe("importStorePackage", () => {
  it("names the missing store package and how to install it", async () => {
    for (const [kind, packageName] of [
      ["sqlite", "@engram/store-sqlite"],
      ["redis", "@engram/store-redis"],
      ["postgres", "@engram/store-postgres"],
    ] as const) {
      const error = await importStorePackage(kind, () => Promise.reject(notFound(packageName))).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(CommandFailure);
      expect((error as Error).message).toBe(
        `The ${kind} store needs ${packageName}, which is not installed. Install it beside the CLI: npm i -g ${packageName} (or npm i ${packageName} in the project that runs engram).`,
      );
    }
  });

  it("passes on a failure inside an installed store package as it is: a module it needs, or its own error", async () => {
    const nested = notFound("better-sqlite3");
    await expect(importStorePackage("sqlite", () => Promise.reject(nested))).rejects.toBe(nested);
    const broken = new Error("Cannot read properties of undefined");
    await expect(importStorePackage("redis", () => Promise.reject(broken))).rejects.toBe(broken);
    await expect(importStorePackage("redis", () => Promise.reject(undefined))).rejects.toBeUndefined();
  });

  it("returns the module when it loads", async () => {
    const module = { openSqliteStore: () => "opened" };
    expect(await importStorePackage("sqlite", () => Promise.resolve(module))).toBe(module);
  });
});
