import Database from "better-sqlite3";
import { expect } from "vitest";
import { catchUpEventFts } from "../src/event-fts.js";
import type { TermIndex } from "../src/term-index.js";

/** Fills events_fts (event-fts.ts: appends leave it to the first search that reads it) on a connection. */
export function fillEventFts(db: Database.Database): void {
  db.transaction(() => catchUpEventFts(db)).immediate();
}

/** `fillEventFts` on the file at `path`, through a connection of its own. */
export function fillEventFtsAt(path: string): void {
  const db = new Database(path);
  try {
    fillEventFts(db);
  } finally {
    db.close();
  }
}

/**
 * Checks an own term index against its FTS5 table: each row's token sequence (full: also the totals),
 * or only each term's document count.
 */
export function expectTermIndexMatchesFts(db: Database.Database, fts: "records_fts" | "events_fts", index: TermIndex, full = true): void {
  db.exec(`DROP TABLE IF EXISTS temp.v; DROP TABLE IF EXISTS temp.r;
    CREATE VIRTUAL TABLE temp.v USING fts5vocab(main, ${fts}, instance); CREATE VIRTUAL TABLE temp.r USING fts5vocab(main, ${fts}, row)`);
  // Rows waiting in the tail count as if merged.
  const docs = new Map(db.prepare(`SELECT term, sum(n) AS doc FROM ${index.terms} GROUP BY term`).raw().all() as [string, number][]);
  const merged = index.tail === 0 ? Number.MAX_SAFE_INTEGER : (db.prepare(`SELECT merged FROM ${index.stats}`).pluck().get() as number);
  for (const tokens of db.prepare(`SELECT tokens FROM ${index.tokens} WHERE rowid > ?`).pluck().all(merged) as string[]) {
    for (const term of new Set(tokens.split(" "))) docs.set(term, (docs.get(term) ?? 0) + 1);
  }
  const sorted = [...docs].sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)).map(([term, doc]) => ({ term, doc }));
  expect(sorted).toEqual(db.prepare("SELECT term, doc FROM temp.r ORDER BY term").all());
  if (!full) return;
  const sequences = db
    .prepare(`SELECT doc, group_concat(term, ' ') AS tokens FROM (SELECT doc, term FROM temp.v ORDER BY doc, "offset") GROUP BY doc ORDER BY doc`)
    .all();
  expect(db.prepare(`SELECT rowid AS doc, tokens FROM ${index.tokens} ORDER BY rowid`).all()).toEqual(sequences);
  const instances = db.prepare("SELECT count(*) FROM temp.v").pluck().get();
  const rows = db.prepare(`SELECT count(*) FROM ${fts}_docsize`).pluck().get();
  expect(db.prepare(`SELECT docs, tokens FROM ${index.stats}`).get()).toEqual({ docs: rows, tokens: instances });
}

/** A query: a run of words out of a stored text (an exact phrase) or random words. */
export function randomQuery(random: () => number, texts: readonly string[], word: () => string, maxWords: number): string {
  const int = (n: number): number => Math.floor(random() * n);
  const source = texts[int(texts.length)]!.split(/[ /]/);
  const start = int(source.length);
  return random() < 0.4 ? source.slice(start, start + 2 + int(4)).join(" ") : Array.from({ length: 1 + int(maxWords) }, word).join(" ");
}
