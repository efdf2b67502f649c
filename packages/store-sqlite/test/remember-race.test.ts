import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { rememberConcurrently, expectOneEntryHoldingAll, expectProcessesLoseNothing } from "@engram/core/testing";
import { describe, expect, it } from "vitest";
import { openSqliteStore } from "../src/index.js";
import { openTemp, tempDir } from "./helpers.js";

const scope = { workspace: "acme", user: "ann" };
const storeModule = fileURLToPath(new URL("../dist/index.js", import.meta.url));

describe("remember under one key from concurrent writers (SQLite store)", () => {
  it("20 concurrent remember calls in one process leave exactly one entry holding every acknowledged content", async () => {
    const { store } = await openTemp();
    const contents = await rememberConcurrently(store, { scope, key: "port", count: 20 });
    expect(contents).toHaveLength(20);
    await expectOneEntryHoldingAll(store, scope, "port", contents);
  }, 60_000);

  it("6 processes remembering 10 contents each under one key on one file lose none of the 60 and leave one entry", async () => {
    const path = join(tempDir(), "memory.db");
    // Created (and migrated) once before the writers start.
    await (await openSqliteStore({ path })).close();
    await expectProcessesLoseNothing({ storeModule, open: { exportName: "openSqliteStore", options: { path, busyTimeoutMs: 30_000 } }, scope }, () =>
      openSqliteStore({ path }),
    );
  }, 300_000);
});
