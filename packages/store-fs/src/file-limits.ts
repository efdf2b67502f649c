import type { RecordKind } from "@engram/core/store";

const mebibyte = 1024 * 1024;

/**
 * The most the store reads from one file, and so the most it writes to one: a bigger file is reported
 * as a problem and never read, and a write that would make one is refused. Hand-made files can be any
 * size; these keep one bad file from taking the process's memory or minutes of parsing.
 */
export const fileLimits = {
  /** Entries, notes and index records (YAML frontmatter and a Markdown body). */
  markdownRecordBytes: mebibyte,
  /** Summaries and checkpoints. */
  jsonRecordBytes: 8 * mebibyte,
  /** One day's log, every scope. */
  dailyFileBytes: 16 * mebibyte,
  /** One line (one event) of a session log. */
  sessionLineBytes: 8 * mebibyte,
  /** A whole session log. */
  sessionFileBytes: 256 * mebibyte,
  /** The derived cache `.index/records.json`; a bigger one is ignored and the files are parsed. */
  recordCacheBytes: 256 * mebibyte,
  /** The derived search index (`.index/search.bin`): a bigger one is not used (the files are read). */
  searchIndexBytes: 1024 * mebibyte,
  /** YAML aliases a frontmatter may expand (the store writes none; a few from hand edits are fine). */
  yamlAliases: 100,
  /** Arrays and objects nested in one JSON value (an event, a summary): deeper ones overflow the stack of whatever walks them. */
  jsonDepth: 512,
} as const;

/** The most bytes one record file of `kind` may hold. */
export function maxRecordFileBytes(kind: RecordKind): number {
  switch (kind) {
    case "entry":
    case "note":
    case "index":
      return fileLimits.markdownRecordBytes;
    case "daily":
      return fileLimits.dailyFileBytes;
    case "summary":
    case "checkpoint":
      return fileLimits.jsonRecordBytes;
  }
}

/** `text`'s UTF-8 size when it is over `max` bytes, else undefined; most texts are settled by their length alone. */
export function bytesOver(text: string, max: number): number | undefined {
  if (text.length * 3 <= max) return undefined;
  const bytes = Buffer.byteLength(text);
  return bytes > max ? bytes : undefined;
}

/** "1 MiB", "8 MiB", or bytes for smaller sizes. */
export function formatBytes(bytes: number): string {
  return bytes >= mebibyte && bytes % mebibyte === 0 ? `${bytes / mebibyte} MiB` : `${bytes} bytes`;
}

/**
 * Whether the JSON `text` nests arrays and objects more than `max` deep, found by one pass over the
 * characters (strings skipped) before anything parses or walks it.
 */
export function jsonNestingOver(text: string, max: number = fileLimits.jsonDepth): boolean {
  if (text.length <= max) return false;
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c) index += 1;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (code === 0x5d || code === 0x7d) depth -= 1;
  }
  return false;
}
