import path from "node:path";
import type { MemoryRecord, RecordKind } from "@engram/core/store";
import { copiedPath } from "./conflicted-copies.js";
import { parseDailyFile, type DailyDocument } from "./daily-file.js";
import { parseMarkdownRecord } from "./entry-file.js";
import { formatBytes, maxRecordFileBytes } from "./file-limits.js";
import { parseJsonRecord } from "./json-record-file.js";
import { kindOfPath, recordPaths } from "./layout.js";
import { copyProblem, storeProblem, type StoreProblem } from "./load-problems.js";
import { obstacleProblem } from "./path-guard.js";
import { isRecordPath } from "./record-claims.js";
import { recordKindOf } from "./record-scan.js";
import { decodeUtf8, decodeUtf8Lines, readStoreFile } from "./store-file-read.js";

type ParsedFile = { records: MemoryRecord[]; problems: StoreProblem[]; document?: DailyDocument };

/** Reads one record file of `kind` into its records, problems and (for a day) its document. */
export function parseRecordFile(kind: RecordKind, file: string, text: string): ParsedFile {
  switch (kind) {
    case "entry":
    case "note":
    case "index":
      return parseMarkdownRecord(kind, file, text);
    case "daily":
      return parseDailyFile(path.basename(file, ".md"), file, text);
    case "summary":
    case "checkpoint":
      return parseJsonRecord(kind, file, text);
  }
}

/**
 * Whether `records`, read from `file`, may load from there. A file named like a sync tool's copy
 * (`x (conflicted copy …).md`) that is not the records' own file is a conflicted copy: reported,
 * never read in place of the original nor merged with it. A summary or checkpoint is named by its id
 * alone, so one in another file is misnamed. Other hand-moved files still load (the frontmatter is the
 * truth), but lose to the record's own file when both exist (see `RecordClaims`).
 */
export function vetRecords(file: string, kind: RecordKind, parsed: ParsedFile): ParsedFile {
  const original = copiedPath(file);
  // Only a copy's name or a summary's or checkpoint's name is checked against the records' own paths.
  if (original === undefined && kind !== "summary" && kind !== "checkpoint") return parsed;
  const foreign = parsed.records.filter((record) => !isRecordPath(file, record));
  if (original !== undefined && (parsed.records.length === 0 || foreign.length > 0)) {
    return { records: [], problems: [copyProblem("conflicted-copy", file, original, `a conflicted copy of ${original} (made by a sync tool)`)] };
  }
  const misnamed = kind === "summary" || kind === "checkpoint" ? foreign[0] : undefined;
  if (misnamed === undefined) return parsed;
  const own = recordPaths(misnamed).preferred;
  const problem = storeProblem("misnamed-file", file, undefined, `holds the ${kind} of "${misnamed.id}", whose file is ${own}`, {
    advice: `It is not read: rename it to ${own} (when there is no such file) or merge it by hand, or call repair() to move it to quarantine.`,
  });
  return { records: [], problems: [problem] };
}

/** What reading one record file gave: its records, or that it is gone, or that something else stands there. */
export type RecordFileRead =
  | { readonly type: "read"; readonly kind: RecordKind; readonly parsed: ParsedFile }
  | { readonly type: "missing" }
  | { readonly type: "oddity"; readonly problem: StoreProblem };

/**
 * Reads, decodes, parses and vets one record file (relative to `root`, whose directories the caller
 * has checked): never through a link, never more than the kind's size limit, never text that is not
 * UTF-8. Whatever the file holds, the answer is records and problems, never a thrown parse error.
 */
export async function readRecordFile(root: string, file: string): Promise<RecordFileRead> {
  const kind = recordKindOf(file);
  if (kind === undefined) return { type: "missing" };
  if (kindOfPath(file) === undefined) {
    const original = copiedPath(file) ?? file;
    return {
      type: "read",
      kind,
      parsed: { records: [], problems: [copyProblem("conflicted-copy", file, original, `a conflicted copy of ${original} (made by a sync tool)`)] },
    };
  }
  const limit = maxRecordFileBytes(kind);
  const read = await readStoreFile(path.join(root, file), limit);
  switch (read.type) {
    case "missing":
      return read;
    case "linked":
      return { type: "oddity", problem: obstacleProblem({ path: file, found: "link", expected: "file" }) };
    case "not-a-file":
      return { type: "oddity", problem: obstacleProblem({ path: file, found: read.found, expected: "file" }) };
    case "too-large": {
      const what = `the file is ${read.size} bytes, over the ${formatBytes(limit)} one ${kind} file may hold`;
      return { type: "read", kind, parsed: { records: [], problems: [storeProblem("too-large", file, undefined, what)] } };
    }
    case "file":
      break;
  }
  const text = decodeUtf8(read.bytes);
  if (text === undefined) {
    const line = decodeUtf8Lines(read.bytes).badLines[0];
    return { type: "read", kind, parsed: { records: [], problems: [storeProblem("invalid-encoding", file, line, "the file is not UTF-8 text")] } };
  }
  let parsed: ParsedFile;
  try {
    parsed = parseRecordFile(kind, file, text);
  } catch (error) {
    // A parser or schema that gives up on a pathological file (too deep to walk) reports it like any damage.
    parsed = { records: [], problems: [storeProblem("invalid-record", file, undefined, `the file cannot be read (${String(error)})`)] };
  }
  return { type: "read", kind, parsed: vetRecords(file, kind, parsed) };
}
