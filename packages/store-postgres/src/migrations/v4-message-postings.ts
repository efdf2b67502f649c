import { messagePostingsSpec, postingsStatements } from "../postings.js";
import { type Migration, runStatements } from "./migration.js";

/**
 * Version 4: message postings (postings.ts), a table kept by triggers on `events` and filled
 * here from every message row already stored.
 */
export const v4MessagePostings: Migration = {
  version: 4,
  name: "message postings by term and scope, kept by triggers on events",
  async up(tx, t) {
    await runStatements(tx, postingsStatements(t, messagePostingsSpec(t)));
  },
};
