import { postingsStatements, recordPostingsSpec } from "../postings.js";
import { type Migration, runStatements } from "./migration.js";

/**
 * Version 5: record postings (postings.ts), a table kept by triggers on `records` (an update
 * that changes no text, scope or time, such as a mark of use, leaves it alone) and filled here from
 * every record already stored.
 */
export const v5RecordPostings: Migration = {
  version: 5,
  name: "record postings by term and scope, kept by triggers on records",
  async up(tx, t) {
    await runStatements(tx, postingsStatements(t, recordPostingsSpec(t)));
  },
};
