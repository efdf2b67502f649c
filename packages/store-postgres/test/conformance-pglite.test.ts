import { describeMemoryStoreConformance } from "@engram/core/testing";
import { describe, expect } from "vitest";
import { openPostgresStore } from "../src/index.js";
import { dropSchema, freshSchema, readSchemaRows, usePglite } from "./postgres-fixture.js";

// The server and PGlite runs are two files, so vitest runs them side by side.
describe("store-postgres on PGlite (embedded, pgvector)", () => {
  const pglite = usePglite({ vector: true });
  // PGlite runs PostgreSQL in WebAssembly on this thread: several times slower than a server, so a larger allowance.
  describeMemoryStoreConformance("store-postgres (PGlite, pgvector HNSW)", {
    timeoutMs: 120_000,
    create: async ({ vectorDimensions }) => {
      const schema = freshSchema("conf");
      const open = () => openPostgresStore({ pglite: pglite(), schema, vectorDimensions });
      const store = await open();
      expect((await store.stats()).vectors).toMatchObject({ search: "pgvector", dimensions: vectorDimensions });
      return {
        store,
        reopen: open,
        cleanup: () => dropSchema(pglite(), schema),
        readBytes: async () => Buffer.from(await readSchemaRows(pglite(), schema)),
      };
    },
  });
});
