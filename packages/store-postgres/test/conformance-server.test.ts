import { describeMemoryStoreConformance } from "@engram/core/testing";
import { expect } from "vitest";
import { openPostgresStore } from "../src/index.js";
import { describeWithPostgres, dropSchema, freshSchema, readSchemaFiles, readSchemaRows, usePostgresServer } from "./postgres-fixture.js";

describeWithPostgres("store-postgres on a PostgreSQL server", () => {
  const fixture = usePostgresServer();
  describeMemoryStoreConformance("store-postgres (PostgreSQL 15 server, exact vectors)", {
    timeoutMs: 60_000,
    create: async ({ vectorDimensions }) => {
      const schema = freshSchema("conf");
      const open = () => openPostgresStore({ connectionString: fixture.url, schema, vectorDimensions, poolSize: 6 });
      const store = await open();
      expect((await store.stats()).vectors).toMatchObject({ search: "exact", dimensions: vectorDimensions });
      return {
        store,
        reopen: open,
        cleanup: () => dropSchema(fixture.admin, schema),
        // Every row of every table, and every file of the schema's tables and indexes on the server's disk.
        readBytes: async () =>
          Buffer.concat([Buffer.from(await readSchemaRows(fixture.admin, schema)), await readSchemaFiles(fixture.server, fixture.admin, schema)]),
      };
    },
  });
});
