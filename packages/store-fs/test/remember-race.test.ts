import { fileURLToPath } from "node:url";
import { rememberConcurrently, expectOneEntryHoldingAll, expectProcessesLoseNothing } from "@engram/core/testing";
import { describe, expect, it } from "vitest";
import { openFsStore } from "../src/index.js";
import { tempRoot } from "./fixtures.js";

const scope = { workspace: "acme", user: "ann" };
const storeModule = fileURLToPath(new URL("../dist/index.js", import.meta.url));

describe("remember under one key from concurrent writers (fs store)", () => {
  it("20 concurrent remember calls in one process leave exactly one entry holding every acknowledged content", async () => {
    const { root, cleanup } = await tempRoot();
    const store = await openFsStore({ root });
    try {
      const contents = await rememberConcurrently(store, { scope, key: "port", count: 20 });
      expect(contents).toHaveLength(20);
      await expectOneEntryHoldingAll(store, scope, "port", contents);
    } finally {
      await store.close();
      await cleanup();
    }
  }, 60_000);

  it("6 processes remembering 10 contents each under one key on one directory lose none of the 60 and leave one entry", async () => {
    const { root, cleanup } = await tempRoot();
    try {
      await expectProcessesLoseNothing({ storeModule, open: { exportName: "openFsStore", options: { root, lockTimeoutMs: 60_000 } }, scope }, () =>
        openFsStore({ root }),
      );
    } finally {
      await cleanup();
    }
  }, 300_000);
});
