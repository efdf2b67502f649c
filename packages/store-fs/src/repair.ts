import { copyFile, mkdir, readFile, rename } from "node:fs/promises";
import path from "node:path";
import { fsyncDirectory, isCode, writeFileAtomic } from "./atomic-write.js";
import { parseDailyFile, renderDailyFile } from "./daily-file.js";
import { kindOfPath, layout } from "./layout.js";
import type { StoreProblem } from "./load-problems.js";
import { resolveInside } from "./safe-path.js";

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
    const source = resolveInside(root, file);
    const target = resolveInside(root, quarantinePath);
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

/** The readable rest of a log file, or undefined when the whole file must go to quarantine. */
async function rewrittenText(file: string, source: string, problems: readonly StoreProblem[]): Promise<string | undefined> {
  if (problems.some((problem) => problem.reason === "duplicate-id" && !file.startsWith(`${layout.daily}/`))) return undefined;
  let text: string;
  try {
    text = await readFile(source, "utf8");
  } catch {
    return undefined;
  }
  if (file.startsWith(`${layout.sessions}/`)) {
    const bad = new Set(problems.map((problem) => problem.line));
    if (bad.has(1) || bad.has(undefined)) return undefined;
    const lines = text.split("\n");
    if (lines.at(-1) === "") lines.pop();
    return `${lines.filter((_line, index) => !bad.has(index + 1)).join("\n")}\n`;
  }
  if (kindOfPath(file) === "daily") {
    const parsed = parseDailyFile(path.basename(file, ".md"), file, text);
    return renderDailyFile(parsed.document, parsed.records, false);
  }
  return undefined;
}
