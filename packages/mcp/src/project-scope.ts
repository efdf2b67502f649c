import { createHash } from "node:crypto";
import { realpathSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The id of a project directory, as CAO derives it: the first 12 hex digits of the SHA-256 of the
 * directory's real path (symlinks resolved, so two paths to one checkout are one project). A directory
 * that does not exist here (a client's root on another machine) is hashed as given, made absolute.
 */
export function projectScopeId(dir: string): string {
  const absolute = path.resolve(dir);
  let real: string;
  try {
    real = realpathSync.native(absolute);
  } catch {
    real = absolute;
  }
  return createHash("sha256").update(real).digest("hex").slice(0, 12);
}

/** The workspace value of a project's scope: `project-<projectScopeId>`. */
export function projectWorkspace(dir: string): string {
  return `project-${projectScopeId(dir)}`;
}

/** The directory of the first `file://` root a client lists, if any (other schemes name no directory here). */
export function directoryOfRoots(roots: readonly { readonly uri: string }[]): string | undefined {
  for (const root of roots) {
    if (!root.uri.startsWith("file://")) continue;
    try {
      return fileURLToPath(root.uri);
    } catch {
      // A malformed file URI (a client's bug) names nothing; the next root or the working directory does.
    }
  }
  return undefined;
}
