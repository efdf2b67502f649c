import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describeMemoryStoreConformance } from "@engram/core/testing";
import { openSqliteStore } from "../src/index.js";

describeMemoryStoreConformance("store-sqlite", {
  create: async ({ vectorDimensions }) => {
    const dir = mkdtempSync(join(tmpdir(), "engram-sqlite-conformance-"));
    const path = join(dir, "memory.db");
    return {
      store: await openSqliteStore({ path, vectorDimensions }),
      reopen: () => openSqliteStore({ path, vectorDimensions }),
      cleanup: async () => rmSync(dir, { recursive: true, force: true }),
      // The database file, its WAL and shared-memory index: everything SQLite keeps.
      readBytes: async () => Buffer.concat(readdirSync(dir).map((name) => readFileSync(join(dir, name)))),
    };
  },
});
