import type { Scope } from "@engram/core";
import { type RecordKind, scopeLabel } from "@engram/core/store";

/** What a text index covers: one record kind, or the messages of a scope's sessions. */
export type IndexTarget = RecordKind | "message";

/**
 * Escapes the braces (and the escape character) of a scope label, so that the label's whole text is
 * the hash tag: Redis Cluster hashes only what lies between the first `{` and the next `}`.
 */
export function hashTagOf(label: string): string {
  return label.replace(/[%{}]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * The key layout. Everything of one scope (records, indexes, sessions, events) lives under
 * `<prefix>:{<scope tag>}:`, so it hashes to one cluster slot and one Lua script may touch it all.
 * The registries (which scopes exist, which scope holds a record id or a session) and locks are
 * single keys outside any scope: only single-key commands ever touch them.
 */
export class KeyLayout {
  constructor(readonly prefix: string) {}

  /** The base every key of this scope starts with; Lua scripts derive the scope's keys from it. */
  scopeBase(scope: Scope | string): string {
    const label = typeof scope === "string" ? scope : scopeLabel(scope);
    return `${this.prefix}:{${hashTagOf(label)}}:`;
  }

  record(scope: Scope | string, kind: RecordKind, id: string): string {
    return `${this.scopeBase(scope)}r:${kind}:${id}`;
  }

  /** HASH scope label -> scope JSON: every scope that ever held data. */
  scopeRegistry(): string {
    return `${this.prefix}:scopes`;
  }

  /** HASH record id -> scope label, one per kind: where `get(kind, id)` finds a record. */
  recordRegistry(kind: RecordKind): string {
    return `${this.prefix}:ids:${kind}`;
  }

  /** HASH session id -> scope label. */
  sessionRegistry(): string {
    return `${this.prefix}:sessions`;
  }

  /** STRING: the layout of scope labels the data was migrated to (see scope-label-migration.ts). */
  layoutMarker(): string {
    return `${this.prefix}:layout:labels`;
  }

  lock(name: string): string {
    return `${this.prefix}:lock:${name}`;
  }
}

/** Keys derived inside a scope's base; the Lua scripts build the same strings (see lua/*.ts). */
export const scopeKeySuffix = {
  updatedIndex: (kind: RecordKind) => `z:${kind}:u`,
  createdIndex: (kind: RecordKind) => `z:${kind}:c`,
  vectors: (kind: RecordKind) => `v:${kind}`,
  postings: (target: IndexTarget, term: string) => `x:${target}:t:${term}`,
  docLengths: (target: IndexTarget) => `x:${target}:len`,
  docTerms: (target: IndexTarget) => `x:${target}:doc`,
  totalLength: (target: IndexTarget) => `x:${target}:total`,
  sessions: () => "s:z",
  events: (sessionId: string) => `s:${sessionId}:ev`,
  sessionMeta: (sessionId: string) => `s:${sessionId}:m`,
} as const;
