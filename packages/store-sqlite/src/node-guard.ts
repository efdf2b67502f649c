import { assertSupportedNode } from "@engram/core/prompt-skip";

// Evaluated before any module of this package that loads the native better-sqlite3 and sqlite-vec:
// on a Node.js older than 22.13 they crash the process without a word; this throws UNSUPPORTED_RUNTIME first.
assertSupportedNode("@engram/store-sqlite");
