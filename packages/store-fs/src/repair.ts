import { copyFile, mkdir, rename } from "node:fs/promises";
import path from "node:path";
import { fsyncDirectory, isCode, writeFileAtomic } from "./atomic-write.js";
import { parseDailyFile, renderDailyFile } from "./daily-file.js";
import { fileLimits } from "./file-limits.js";
import { kindOfPath, layout } from "./layout.js";
import type { ProblemReason, StoreProblem } from "./load-problems.js";
import { checkedPath } from "./path-guard.js";
import { parseSessionFile, renderSessionHeader } from "./session-file.js";
import { decodeUtf8Lines, readStoreFile } from "./store-file-read.js";

export interface RepairAction {
  /** The damaged file, relative to the root. */
  readonly path: string;
  /**
   * "quarantined": the whole file moved to `quarantinePath`. "rewritten": the file now holds only its
   * readable parts; the original was copied to `quarantinePath` first.
   */
  readonly action: "quarantined" | "rewritten";
  readonly quarantinePath: string;
  readonly problems: readonly StoreProblem[];
}

export interface RepairReport {
  readonly actions: readonly RepairAction[];
}

/**
 * Fixes what the problems name, never deleting anything: a damaged record file moves to
 * `quarantine/<time>/<path>`; a session log or a day's log keeps its readable lines or items and the
 * original is copied there first. Runs under the store lock.
 */
export async function repairFiles(root: string, problems: readonly StoreProblem[], now: Date = new Date()): Promise<RepairReport> {
  const byFile = new Map<string, StoreProblem[]>();
  for (const problem of problems) byFile.set(problem.path, [...(byFile.get(problem.path) ?? []), problem]);
  const stamp = now.toISOString().replace(/[:.]/g, "-");
  const actions: RepairAction[] = [];
  for (const [file, fileProblems] of [...byFile].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const quarantinePath = `${layout.quarantine}/${stamp}/${file}`;
    // The damaged thing itself may be a link or a directory (it moves as it is); nothing above it may be.
    const source = checkedPath(root, file, "any");
    const target = checkedPath(root, quarantinePath);
    await mkdir(path.dirname(target), { recursive: true });
    const rewritten = await rewrittenText(file, source, fileProblems);
    try {
      if (rewritten === undefined) {
        await rename(source, target);
        await fsyncDirectory(path.dirname(source));
      } else {
        await copyFile(source, target);
        await writeFileAtomic(source, rewritten);
      }
    } catch (error) {
      if (isCode(error, "ENOENT")) continue;
      throw error;
    }
    actions.push({ path: file, action: rewritten === undefined ? "quarantined" : "rewritten", quarantinePath, problems: fileProblems });
  }
  return { actions };
}

/** Problems that one line or item has: a log keeps its other lines when repaired. */
const lineReasons: ReadonlySet<ProblemReason> = new Set(["truncated-line", "invalid-line", "invalid-record", "missing-metadata", "unsafe-name", "too-deep"]);
/** In a session log, also a line too large or not UTF-8: the line goes, the log stays. */
const sessionLineReasons: ReadonlySet<ProblemReason> = new Set([...lineReasons, "too-large", "invalid-encoding"]);

/**
 * Whether repair keeps the file and drops only its bad lines or items. A copy, a misnamed file, a
 * link, a directory, a file too large or not UTF-8, goes whole: it is never read, so never rewritten.
 */
function keepsFile(file: string, problems: readonly StoreProblem[]): boolean {
  if (file.startsWith(`${layout.sessions}/`)) {
    return problems.every((problem) => problem.line !== undefined && problem.line !== 1 && sessionLineReasons.has(problem.reason));
  }
  if (kindOfPath(file) !== "daily") return false;
  return problems.every((problem) => problem.reason === "duplicate-id" || (problem.line !== undefined && lineReasons.has(problem.reason)));
}

/** The readable rest of a log file, or undefined when the whole file must go to quarantine. */
async function rewrittenText(file: string, source: string, problems: readonly StoreProblem[]): Promise<string | undefined> {
  if (!keepsFile(file, problems)) return undefined;
  const session = file.startsWith(`${layout.sessions}/`);
  const read = await readStoreFile(source, session ? fileLimits.sessionFileBytes : fileLimits.dailyFileBytes);
  if (read.type !== "file") return undefined;
  const { text, badLines } = decodeUtf8Lines(read.bytes);
  if (session) {
    const bad = new Set(problems.map((problem) => problem.line));
    const lines = text.split("\n");
    if (lines.at(-1) === "") lines.pop();
    const kept = lines.filter((_line, index) => !bad.has(index + 1));
    // The seqs the dropped lines named stay taken: the header carries the highest, so numbering goes past it.
    const parsed = parseSessionFile(file, text, badLines);
    const lastSeq = parsed.events.at(-1)?.seq ?? 0;
    if (parsed.header !== undefined && parsed.claimedSeq > lastSeq)
      kept[0] = renderSessionHeader(parsed.header.id, parsed.header.scope, parsed.claimedSeq).trimEnd();
    return `${kept.join("\n")}\n`;
  }
  if (badLines.length > 0) return undefined;
  if (kindOfPath(file) === "daily") {
    const parsed = parseDailyFile(path.basename(file, ".md"), file, text);
    return renderDailyFile(parsed.document, parsed.records, false);
  }
  return undefined;
}
