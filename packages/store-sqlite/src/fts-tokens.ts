import { BoundedCache } from "@engram/core/store-kit";
import type Database from "better-sqlite3";
import { cachedStatement } from "./statements.js";

/**
 * A text's tokens exactly as the FTS5 indexes see them, in order. The indexed text is core's tokens joined
 * by single spaces; when it is plain ASCII (lowercase letters and digits) FTS5's unicode61 keeps each
 * word as it is, so splitting on spaces is exact. Any other word may be folded or split differently by
 * unicode61 (its diacritic table, its Unicode version), so FTS5 itself tokenizes it: the word goes into a
 * one-row temp FTS5 table with the same tokenizer and comes back through fts5vocab's instances.
 */

/** Marks are token characters too (core's tokenizer keeps them inside words). Quotes doubled for SQL. */
export const ftsTokenizer = "unicode61 remove_diacritics 2 categories ''L* N* Co M*''";

const plainAscii = /^[a-z0-9]+(?: [a-z0-9]+)*$/;
const prepared = new WeakSet<Database.Database>();

function tokenizerTables(db: Database.Database): void {
  if (prepared.has(db)) return;
  // Temp tables live per connection and never touch the file, so read-only connections can use them too.
  db.exec(`
    CREATE VIRTUAL TABLE IF NOT EXISTS temp.engram_tokenize USING fts5(body, tokenize = '${ftsTokenizer}');
    CREATE VIRTUAL TABLE IF NOT EXISTS temp.engram_tokenize_vocab USING fts5vocab(temp, engram_tokenize, instance);
  `);
  prepared.add(db);
}

/** Tokens of words FTS5 tokenized (accented words, CJK characters, other scripts), per connection: core's `BoundedCache`. */
const known = new WeakMap<Database.Database, BoundedCache<string, readonly string[]>>();
const maxKnown = 4096;
const plainWord = /^[a-z0-9]+$/;

/**
 * The text's tokens, word by word: a space is a separator for unicode61 whatever surrounds it, so a
 * text's tokens are its space-separated words' tokens in order. Plain words are their own token; each
 * other word is tokenized by FTS5 once per connection (an appended message with one accented word
 * used to send its whole text through the temp table: about 0.1 ms per append).
 */
export function ftsTokens(db: Database.Database, text: string): string[] {
  if (text === "") return [];
  if (plainAscii.test(text)) return text.split(" ");
  let cache = known.get(db);
  if (cache === undefined) known.set(db, (cache = new BoundedCache({ maxEntries: maxKnown })));
  const tokens: string[] = [];
  for (const word of text.split(" ")) {
    if (word === "") continue;
    if (plainWord.test(word)) {
      tokens.push(word);
      continue;
    }
    if (word.length > 64) {
      tokens.push(...tokenizeInFts(db, word));
      continue;
    }
    let wordTokens = cache.get(word);
    if (wordTokens === undefined) {
      wordTokens = tokenizeInFts(db, word);
      cache.set(word, wordTokens);
    }
    tokens.push(...wordTokens);
  }
  return tokens;
}

function tokenizeInFts(db: Database.Database, text: string): string[] {
  tokenizerTables(db);
  cachedStatement(db, "INSERT INTO temp.engram_tokenize (rowid, body) VALUES (1, ?)").run(text);
  try {
    return cachedStatement(db, 'SELECT term FROM temp.engram_tokenize_vocab ORDER BY "offset"').pluck().all() as string[];
  } finally {
    cachedStatement(db, "DELETE FROM temp.engram_tokenize").run();
  }
}
