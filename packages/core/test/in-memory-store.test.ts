import { createInMemoryStore, createInMemoryStoreData } from "../src/index.js";
import { describeMemoryStoreConformance } from "../src/testing/index.js";

describeMemoryStoreConformance("in-memory", {
  create: async () => {
    const data = createInMemoryStoreData();
    return {
      store: createInMemoryStore({ data }),
      reopen: async () => createInMemoryStore({ data }),
      cleanup: async () => {},
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
    };
  },
});
