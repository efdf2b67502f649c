import type Database from "better-sqlite3";
import { ftsTokens } from "./fts-tokens.js";
import { cachedStatement } from "./statements.js";
import { counts, writeBlock } from "./term-index.js";
import type { TermIndex } from "./term-index.js";
import { blockBits, blockSize, encodePostings, summarize } from "./term-postings.js";
import type { Postings } from "./term-postings.js";

/**
 * Fills an empty own term index from existing rows (a migration): the same tokens, blocks and totals
 * `indexTerms` writes row by row, but each block built in memory and written once. `rows` come in rowid
 * order, so a block is complete once a row of a later block arrives; at most one block's postings per
 * term are held at a time.
 */
export function backfillTerms(db: Database.Database, index: TermIndex, rows: Iterable<{ rid: number; text: string }>): void {
  const insertTokens = cachedStatement(db, `INSERT INTO ${index.tokens} (rowid, tokens) VALUES (?, ?)`);
  let open = new Map<string, Postings>();
  let openBlock = -1;
  let docs = 0;
  let total = 0;
  const flush = (): void => {
    for (const [term, postings] of open) writeBlock(db, index, term, openBlock, encodePostings(postings), summarize(postings));
    open = new Map();
  };
  for (const { rid, text } of rows) {
    if (text === "") continue;
    if (rid >> blockBits !== openBlock) {
      flush();
      openBlock = rid >> blockBits;
    }
    const tokens = ftsTokens(db, text);
    insertTokens.run(rid, tokens.join(" "));
    docs += 1;
    total += tokens.length;
    const low = rid & (blockSize - 1);
    for (const [term, count] of counts(tokens)) {
      let postings = open.get(term);
      if (postings === undefined) open.set(term, (postings = { low: [], tf: [], len: [] }));
      postings.low.push(low);
      postings.tf.push(count);
      postings.len.push(tokens.length);
    }
  }
  flush();
  cachedStatement(db, `UPDATE ${index.stats} SET docs = docs + ?, tokens = tokens + ?`).run(docs, total);
  // Every row's postings are in the blocks: none waits in the tail.
  if (index.tail > 0) cachedStatement(db, `UPDATE ${index.stats} SET merged = (SELECT coalesce(max(rowid), 0) FROM ${index.tokens})`).run();
}
