import { createInMemoryStore, createInMemoryStoreData, type InMemoryStoreData } from "./core-internals.js";
import { describeMemoryStoreConformance } from "../src/testing/index.js";

/** What an in-memory store holds, as JSON: its records and every session's events. */
function inMemoryBytes(data: InMemoryStoreData): Uint8Array {
  const sessions = data.sessions.ids().map((id) => data.sessions.read(id));
  return new TextEncoder().encode(JSON.stringify({ records: [...data.records.all()], sessions }));
}

describeMemoryStoreConformance("in-memory", {
  create: async () => {
    const data = createInMemoryStoreData();
    return {
      store: createInMemoryStore({ data }),
      reopen: async () => createInMemoryStore({ data }),
      cleanup: async () => {},
      readBytes: async () => inMemoryBytes(data),
    };
  },
});

// The suite's text-only branch: what a backend without vector search must do.
describeMemoryStoreConformance("in-memory without vector search", {
  create: async () => {
    const data = createInMemoryStoreData();
    return {
      store: createInMemoryStore({ data, vectorSearch: false }),
      reopen: async () => createInMemoryStore({ data, vectorSearch: false }),
      cleanup: async () => {},
      readBytes: async () => inMemoryBytes(data),
    };
  },
});
