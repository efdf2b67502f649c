import { describeMemoryStoreConformance } from "@engram/core/testing";
import { openFsStore } from "../src/index.js";
import { readAllFiles, tempRoot } from "./fixtures.js";

describeMemoryStoreConformance("store-fs", {
  create: async () => {
    const { root, cleanup } = await tempRoot();
    const store = await openFsStore({ root });
    return { store, reopen: () => openFsStore({ root }), cleanup, readBytes: () => readAllFiles(root) };
  },
});
