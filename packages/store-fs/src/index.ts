export { openFsStore, FileSystemStore, type FsStore, type FsStoreOptions } from "./fs-store.js";
export { problemError, type StoreProblem, type ProblemReason } from "./load-problems.js";
export type { RepairAction, RepairReport } from "./repair.js";
export { scopeDirectory } from "./layout.js";
