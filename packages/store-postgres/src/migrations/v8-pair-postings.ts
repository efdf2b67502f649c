import { messagePostingsSpec, pairPostingsStatements, recordPostingsSpec } from "../postings.js";
import { type Migration, runStatements } from "./migration.js";

/**
 * Version 8: pair postings (postings.ts): both postings tables also hold a posting per distinct pair of
 * adjacent tokens of each document, kept by the same triggers (their functions replaced) and added here
 * for every document already stored. A phrase search reads the pairs' B-tree ranges instead of the token
 * streams of every document holding the phrase's terms (posting-top.ts, decision 0233). The tables about
 * double in rows; the migration writes them in its transaction (at 1,000,000 messages: see the README's
 * Migrations section for its time).
 */
export const v8PairPostings: Migration = {
  version: 8,
  name: "pair postings: a posting per distinct pair of adjacent tokens, for phrases",
  async up(tx, t) {
    await runStatements(tx, [...pairPostingsStatements(t, messagePostingsSpec(t)), ...pairPostingsStatements(t, recordPostingsSpec(t))]);
  },
};
