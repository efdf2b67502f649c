import type { RecordKind } from "@engram/core/store";
import { type IndexTarget, indexTargetKeys, scopeKeySuffix } from "./keys.js";

/**
 * The KEYS of one script call: every key the script touches, so the server (and a cluster, a proxy,
 * an ACL) knows them before it runs. The first key added routes the call (a key of the scope's slot).
 * Scripts build the same names from the scope's base; the ones that depend on stored data (the terms
 * of a doc being unindexed) are checked inside the script, which refuses to write when one is missing
 * and returns the streams it needs instead (see `runWithIndexKeys`).
 */
export class ScriptKeys {
  readonly #keys = new Set<string>();

  constructor(readonly base: string) {}

  /** Keys of this scope, by suffix. */
  add(...suffixes: string[]): this {
    for (const suffix of suffixes) this.#keys.add(this.base + suffix);
    return this;
  }

  /** A record kind's hash, order indexes and vectors. */
  records(kind: RecordKind): this {
    return this.add(scopeKeySuffix.records(kind), scopeKeySuffix.updatedIndex(kind), scopeKeySuffix.createdIndex(kind), scopeKeySuffix.vectors(kind));
  }

  /** The scope's session index, session info and events hashes. */
  sessions(): this {
    return this.add(scopeKeySuffix.sessionInfo(), scopeKeySuffix.sessionEvents(), scopeKeySuffix.sessions());
  }

  /** The text index keys of a target every doc shares (lengths, streams, times, total, version, max tfs). */
  indexTarget(target: IndexTarget): this {
    return this.add(...indexTargetKeys.map((name) => scopeKeySuffix.index(target, name)));
  }

  /** The posting list and both impact lists of each distinct token, and the pair set of each adjacent pair. */
  tokens(target: IndexTarget, tokens: readonly string[]): this {
    for (const token of tokens)
      this.add(scopeKeySuffix.postings(target, token), scopeKeySuffix.onceList(target, token), scopeKeySuffix.manyList(target, token));
    for (let i = 1; i < tokens.length; i += 1) this.add(scopeKeySuffix.pair(target, tokens[i - 1]!, tokens[i]!));
    return this;
  }

  /** What indexing or unindexing a doc with this stored token stream ("\n"-joined) touches. */
  stream(target: IndexTarget, stream: string): this {
    return this.tokens(
      target,
      stream.split("\n").filter((token) => token !== ""),
    );
  }

  get list(): string[] {
    return [...this.#keys];
  }
}

/** What a record's put or delete touches before its terms: the kind's keys and its text index's shared keys. */
export function recordWriteKeys(base: string, kind: RecordKind): ScriptKeys {
  return new ScriptKeys(base).records(kind).indexTarget(kind);
}

/** What an append, a redaction or a session's delete touches before its messages' terms. */
export function sessionWriteKeys(base: string): ScriptKeys {
  return new ScriptKeys(base).sessions().indexTarget("message");
}

/**
 * What one scope's part of a text search reads: for each target its shared index keys, each query
 * term's lists, each adjacent query pair's set, and where its hits' payloads are (a kind's records, or
 * the scope's events).
 */
export function textSearchKeys(keys: ScriptKeys, targets: readonly IndexTarget[], tokens: readonly string[]): ScriptKeys {
  for (const target of targets) {
    keys.indexTarget(target).tokens(target, tokens);
    if (target === "message") keys.add(scopeKeySuffix.sessionEvents());
    else keys.add(scopeKeySuffix.records(target));
  }
  return keys;
}

/** What the corpus statistics of one scope read: each target's lengths and total, and each term's postings. */
export function textStatsKeys(keys: ScriptKeys, targets: readonly IndexTarget[], terms: readonly string[]): ScriptKeys {
  for (const target of targets) {
    keys.add(scopeKeySuffix.docLengths(target), scopeKeySuffix.index(target, "total"));
    for (const term of terms) keys.add(scopeKeySuffix.postings(target, term));
  }
  return keys;
}
