import path from "node:path";
import { describe, expect, it } from "vitest";
import { isEngramError } from "@engram/core";
import { entryRecord, listFiles, useStoreEachTest } from "./fixtures.js";

const testStore = useStoreEachTest();

async function rejection(action: () => Promise<unknown>): Promise<{ code: string; key: unknown; rule: unknown }> {
  try {
    await action();
  } catch (error) {
    if (isEngramError(error)) return { code: error.code, key: error.details["key"], rule: error.details["rule"] };
    throw error;
  }
  throw new Error("expected a rejection");
}

describe("keys and ids that would leave the root", () => {
  it("rejects each with INVALID_KEY naming the key and the rule, and writes nothing outside the root", async () => {
    const separator = "must not contain a path separator (/ or \\)";
    expect(await rejection(() => testStore.store.put(entryRecord({ key: "../../escaped" })))).toEqual({
      code: "INVALID_KEY",
      key: "../../escaped",
      rule: separator,
    });
    expect(await rejection(() => testStore.store.put(entryRecord({ id: "/etc/passwd" })))).toEqual({
      code: "INVALID_KEY",
      key: "/etc/passwd",
      rule: separator,
    });
    expect(await rejection(() => testStore.store.put(entryRecord({ key: ".." })))).toEqual({ code: "INVALID_KEY", key: "..", rule: "must not be . or .." });
    // NUL is a control character: the record itself is invalid before any path is made from it.
    await expect(testStore.store.put(entryRecord({ key: "a\0b" }))).rejects.toMatchObject({
      code: "INVALID_RECORD",
      message: expect.stringContaining("key: holds the invisible character U+0000"),
    });
    expect(await rejection(() => testStore.store.put(entryRecord({ key: "..\\..\\x" })))).toEqual({ code: "INVALID_KEY", key: "..\\..\\x", rule: separator });
    expect(await rejection(() => testStore.store.put(entryRecord({ key: "AUX" })))).toEqual({
      code: "INVALID_KEY",
      key: "AUX",
      rule: "must not be a name Windows reserves (CON, PRN, AUX, NUL, COM1-9, LPT1-9)",
    });
    expect(
      await rejection(() =>
        testStore.store.put({
          kind: "note",
          id: "../n",
          key: "plan",
          content: "",
          scope: {},
          createdAt: "2026-05-01T10:00:00.000Z",
          updatedAt: "2026-05-01T10:00:00.000Z",
        }),
      ),
    ).toEqual({ code: "INVALID_KEY", key: "../n", rule: separator });
    expect(await rejection(() => testStore.store.appendEvents("../../s", {}, [{ at: "2026-05-01T10:00:00.000Z", type: "title", title: "x" }]))).toEqual({
      code: "INVALID_KEY",
      key: "../../s",
      rule: separator,
    });
    expect(await rejection(() => testStore.store.lock("../../lock", 1000))).toEqual({ code: "INVALID_KEY", key: "../../lock", rule: separator });
    await testStore.store.close();
    const parent = path.dirname(testStore.root);
    expect(await listFiles(parent)).toEqual(["store/.index/search.bin"]);
  });
});
