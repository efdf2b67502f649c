import { realpathSync, statSync } from "node:fs";
import path from "node:path";
import { HookError } from "./hook-error.js";

/** Claude Code's configuration directory: `$CLAUDE_CONFIG_DIR`, else `~/.claude`. */
export function claudeConfigDir(env: NodeJS.ProcessEnv, home: string): string {
  const configured = env["CLAUDE_CONFIG_DIR"];
  return configured && path.isAbsolute(configured) ? configured : path.join(home, ".claude");
}

function realDirectory(dir: string): string | undefined {
  try {
    return realpathSync.native(dir);
  } catch {
    return undefined;
  }
}

/**
 * A leading `~/` as the home directory, by joining strings rather than `path.join`, so a `..` after it
 * is still there for the normalisation check to refuse (`~/../../etc/passwd` stays refused). The
 * home directory itself must be absolute; its trailing separators are dropped.
 */
function expandHome(transcriptPath: string, home: string): string | undefined {
  if (!transcriptPath.startsWith("~/")) return transcriptPath;
  const base = home.replace(/[\\/]+$/, "");
  if (!path.isAbsolute(home)) return undefined;
  return `${base}${path.sep}${transcriptPath.slice(2)}`;
}

/**
 * The transcript a hook may read, checked as an attacker's input: Claude Code names
 * `<config dir>/projects/<project>/<session id>.jsonl` (its docs show it as `~/.claude/projects/…`: a
 * leading `~/` is the home directory), so the path must be absolute and normalised (no `..`), be
 * named after the hook's session, and lie (symlinks resolved) under the configuration directory's
 * `projects/` as a regular file. Returns the resolved path; TRANSCRIPT_REFUSED otherwise.
 */
export function checkTranscriptPath(given: string, sessionId: string, options: { env: NodeJS.ProcessEnv; home: string }): string {
  const refuse = (why: string): never => {
    throw new HookError("TRANSCRIPT_REFUSED", `Refused the transcript path ${JSON.stringify(given.slice(0, 300))}: ${why}.`);
  };
  const transcriptPath = expandHome(given, options.home) ?? refuse("a path starting with ~/ needs an absolute home directory");
  if (!path.isAbsolute(transcriptPath) || path.normalize(transcriptPath) !== transcriptPath) refuse("it is not an absolute, normalised path");
  if (path.basename(transcriptPath) !== `${sessionId}.jsonl`) refuse(`a session's transcript is named <session id>.jsonl (${sessionId}.jsonl)`);
  const projects = realDirectory(path.join(claudeConfigDir(options.env, options.home), "projects"));
  if (projects === undefined) return refuse("Claude Code's projects directory does not exist");
  let real: string;
  try {
    real = realpathSync.native(transcriptPath);
  } catch {
    return refuse("no such file");
  }
  const parts = path.relative(projects, real).split(path.sep);
  // <project>/<session id>.jsonl: one directory below projects/, never above it.
  if (parts.length !== 2 || parts[0] === ".." || parts[0] === "" || path.isAbsolute(parts[0]!))
    refuse(`it is not a transcript in a project directory of ${projects}`);
  if (!statSync(real).isFile()) refuse("it is not a regular file");
  return real;
}
