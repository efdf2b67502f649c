import { createHash } from "node:crypto";
import type { Scope } from "@engram/core";
import { type MemoryRecord, type RecordKind, scopeKeys } from "@engram/core/store";
import { fileStem } from "./safe-path.js";

/** Top-level names under the store root. Paths here are relative and use "/". */
export const layout = {
  globalIndex: "MEMORY.md",
  indexes: "indexes",
  entries: "entries",
  notes: "notes",
  daily: "daily",
  summaries: "summaries",
  checkpoints: "checkpoints",
  sessions: "sessions",
  locks: "locks",
  quarantine: "quarantine",
  cacheDir: ".index",
  cacheFile: ".index/records.json",
  searchIndexFile: ".index/search.bin",
  writeLock: "locks/.store-write.lock",
} as const;

/** Which kinds live in which directory, one file per record unless noted. */
export const kindDirectories: Readonly<Record<RecordKind, string>> = {
  entry: layout.entries,
  note: layout.notes,
  index: layout.indexes,
  daily: layout.daily,
  summary: layout.summaries,
  checkpoint: layout.checkpoints,
};

const maxScopeDirBytes = 200;

/** A scope value inside a directory name: the characters that separate or that file systems refuse, as %XX. */
function scopeValue(value: string): string {
  const encoded = value.replace(/[%,=/\\<>:"|?*#\u0000-\u001f\u007f]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);
  return encoded.replace(/[. ]$/, (char) => (char === "." ? "%2E" : "%20"));
}

/**
 * The directory name of a scope: "global", or its keys from the broadest to the most specific as
 * key=value joined by commas ("workspace=acme,user=ann"). Over 200 bytes, it is cut and suffixed
 * with a hash of the whole scope. The directory only groups files: the scope in each file is the truth.
 */
export function scopeDirectory(scope: Scope): string {
  const parts = [...scopeKeys]
    .reverse()
    .filter((key) => scope[key] !== undefined)
    .map((key) => `${key}=${scopeValue(scope[key] ?? "")}`);
  if (parts.length === 0) return "global";
  const name = parts.join(",");
  if (Buffer.byteLength(name) <= maxScopeDirBytes) return name;
  const hash = createHash("sha256").update(name).digest("hex").slice(0, 12);
  let cut = name.slice(0, maxScopeDirBytes - 13);
  while (Buffer.byteLength(cut) > maxScopeDirBytes - 13) cut = cut.slice(0, -1);
  return `${cut.replace(/%[0-9A-F]?$/, "")}~${hash}`;
}

/**
 * Where a record goes: its preferred path, and the path used when another record (or an unreadable
 * file) already holds the preferred one, which adds the record's id to the name.
 */
export function recordPaths(record: MemoryRecord): { preferred: string; fallback: string } {
  const id = fileStem(record.id);
  switch (record.kind) {
    case "entry":
    case "note": {
      const dir = `${kindDirectories[record.kind]}/${scopeDirectory(record.scope)}`;
      const key = fileStem(record.key);
      return { preferred: `${dir}/${key}.md`, fallback: `${dir}/${key}~${id}.md` };
    }
    case "index": {
      const dir = `${layout.indexes}/${scopeDirectory(record.scope)}`;
      const preferred = scopeDirectory(record.scope) === "global" ? layout.globalIndex : `${dir}/MEMORY.md`;
      return { preferred, fallback: `${dir}/MEMORY~${id}.md` };
    }
    case "daily": {
      const file = `${layout.daily}/${record.date}.md`;
      return { preferred: file, fallback: file };
    }
    case "summary":
    case "checkpoint": {
      const file = `${kindDirectories[record.kind]}/${id}.json`;
      return { preferred: file, fallback: file };
    }
  }
}

export function sessionPath(sessionId: string): string {
  return `${layout.sessions}/${fileStem(sessionId)}.jsonl`;
}

export function leasePath(name: string): string {
  return `${layout.locks}/${fileStem(name)}.lock`;
}

/** The record kind a relative path holds, or undefined for files the store does not read as records. */
export function kindOfPath(relative: string): RecordKind | undefined {
  if (relative === layout.globalIndex) return "index";
  // The path's parts found by its slashes (no split: the open asks this of every record file, twice).
  const first = relative.indexOf("/");
  if (first < 0) return undefined;
  const last = relative.lastIndexOf("/");
  // How many parts follow the top directory: 1, 2, or 3 for any more.
  const depth = last === first ? 1 : relative.indexOf("/", first + 1) === last ? 2 : 3;
  // The top directory and the name's ending are read in place (an extension holds no slash, so the path's
  // ending is the name's): only the rarer kinds that match a pattern slice out their name.
  if (isTop(relative, first, layout.entries)) return depth === 2 && relative.endsWith(".md") ? "entry" : undefined;
  if (isTop(relative, first, layout.notes)) return depth === 2 && relative.endsWith(".md") ? "note" : undefined;
  if (isTop(relative, first, layout.summaries)) return depth === 1 && relative.endsWith(".json") ? "summary" : undefined;
  if (isTop(relative, first, layout.checkpoints)) return depth === 1 && relative.endsWith(".json") ? "checkpoint" : undefined;
  if (isTop(relative, first, layout.indexes)) return depth === 2 && /^MEMORY(~.*)?\.md$/.test(relative.slice(last + 1)) ? "index" : undefined;
  if (isTop(relative, first, layout.daily)) return depth === 1 && /^\d{4}-\d{2}-\d{2}\.md$/.test(relative.slice(last + 1)) ? "daily" : undefined;
  return undefined;
}

/** Whether `relative`'s first part (up to its first slash, at `first`) is `directory`. */
function isTop(relative: string, first: number, directory: string): boolean {
  return first === directory.length && relative.startsWith(directory);
}
