import { type Migration, runStatements } from "./migration.js";

/**
 * Version 6: messages lose their tsvector and its GIN index. Since version 4 every message search reads
 * the message postings (postings.ts), so the index only cost each append its upkeep and the disk its
 * size (about as large as the postings at a million messages). Dropping a column is a catalog change
 * (no row is rewritten); the space of the old values comes back as rows are rewritten or vacuumed.
 * The messages' terms and band lexemes stay in the text statistics, which records and messages share.
 */
export const v6EventsWithoutTsvector: Migration = {
  version: 6,
  name: "messages scored from their postings only: events lose their tsvector and GIN index",
  async up(tx, t) {
    await runStatements(tx, [`DROP INDEX IF EXISTS ${t.schema}."events_text"`, `ALTER TABLE ${t.events} DROP COLUMN IF EXISTS doc_tsv`]);
  },
};
