import Database from "better-sqlite3";
import { isEngramError } from "@engram/core";
import { describe, expect, it } from "vitest";
import { isBusyError, retryBusy } from "../src/busy-retry.js";
import { entry, openTemp } from "./helpers.js";

function busy(): Error {
  return Object.assign(new Error("database is locked"), { code: "SQLITE_BUSY" });
}

describe("busy retry", () => {
  it("retries SQLITE_BUSY and returns the first success", async () => {
    let calls = 0;
    const result = await retryBusy(
      () => {
        calls++;
        if (calls < 3) throw busy();
        return "ok";
      },
      { attempts: 5, baseDelayMs: 1 },
    );
    expect([result, calls]).toEqual(["ok", 3]);
  });

  it("turns a lock that never frees into STORE_UNAVAILABLE, and passes other errors through", async () => {
    await expect(
      retryBusy(
        () => {
          throw busy();
        },
        { attempts: 3, baseDelayMs: 1 },
      ),
    ).rejects.toSatisfy((e) => isEngramError(e, "STORE_UNAVAILABLE") && !String((e as Error).message).startsWith("database is locked"));
    let calls = 0;
    const other = new Error("boom");
    await expect(
      retryBusy(
        () => {
          calls++;
          throw other;
        },
        { attempts: 3, baseDelayMs: 1 },
      ),
    ).rejects.toBe(other);
    expect(calls).toBe(1);
    expect(isBusyError(Object.assign(new Error(), { code: "SQLITE_BUSY_SNAPSHOT" }))).toBe(true);
    expect(isBusyError(Object.assign(new Error(), { code: "SQLITE_CONSTRAINT" }))).toBe(false);
  });

  it("a write that finds the file locked waits for the holder instead of failing", async () => {
    const { store, path } = await openTemp({ busyTimeoutMs: 0 });
    const holder = new Database(path);
    holder.exec("BEGIN IMMEDIATE");
    // The first attempt runs synchronously inside put() and meets the holder's write lock.
    const put = store.put(entry("e", "after the lock"));
    holder.exec("COMMIT");
    holder.close();
    expect((await put).id).toBe("e");
    expect(await store.count({ kind: "entry" })).toBe(1);
  });
});
