import { lstatSync } from "node:fs";
import path from "node:path";
import { EngramError } from "@engram/core";
import { isCode } from "./atomic-write.js";
import { storeProblem, type StoreProblem } from "./load-problems.js";
import { resolveInside } from "./safe-path.js";

/** What is at a path, without following a link there. */
export type PathType = "file" | "directory" | "link" | "other" | "missing";

export function pathType(absolute: string): PathType {
  let stats;
  try {
    stats = lstatSync(absolute, { throwIfNoEntry: false });
  } catch (error) {
    if (isCode(error, "ENOTDIR")) return "missing";
    throw error;
  }
  if (stats === undefined) return "missing";
  if (stats.isSymbolicLink()) return "link";
  if (stats.isFile()) return "file";
  return stats.isDirectory() ? "directory" : "other";
}

/** A part of a path under the root that is not what the store keeps there. */
export interface PathObstacle {
  /** Relative to the root, "/"-separated. */
  readonly path: string;
  readonly found: Exclude<PathType, "missing">;
  readonly expected: "file" | "directory";
}

/**
 * The first part of `relative` that the store must not go through: a symbolic link anywhere below
 * the root (the root itself may be one), or something other than a directory above the last part.
 * The last part must be a regular file or missing when `last` is "file", and is not looked at when
 * it is "any" (repair moving a link or a directory aside). Parts that do not exist yet are fine:
 * the store creates them as directories.
 */
export function pathObstacle(root: string, relative: string, last: "file" | "any"): PathObstacle | undefined {
  const parts = relative.split("/");
  for (let index = 0; index < parts.length; index += 1) {
    const isLast = index === parts.length - 1;
    if (isLast && last === "any") return undefined;
    const partial = parts.slice(0, index + 1).join("/");
    const found = pathType(path.join(root, partial));
    if (found === "missing") return undefined;
    const expected = isLast ? "file" : "directory";
    if (found !== expected) return { path: partial, found, expected };
  }
  return undefined;
}

/** "a symbolic link (…)", "a directory where the store keeps a file", ... */
function describe(obstacle: PathObstacle): string {
  if (obstacle.found === "link") return `a symbolic link, and the store follows no link out of its root`;
  const what = obstacle.found === "directory" ? "a directory" : obstacle.found === "file" ? "a file" : "a device, pipe or socket";
  return `${what} where the store keeps a ${obstacle.expected}`;
}

/** The obstacle as a problem found while reading. */
export function obstacleProblem(obstacle: PathObstacle): StoreProblem {
  const reason = obstacle.found === "link" ? "linked" : obstacle.expected === "file" ? "not-a-file" : "not-a-directory";
  return storeProblem(reason, obstacle.path, undefined, describe(obstacle), {
    advice:
      obstacle.found === "link"
        ? "It is not read: move what it points to into the store as a real file or directory, or call repair() to move the link to quarantine."
        : "It is not read: move it away by hand, or call repair() to move it to quarantine.",
  });
}

/**
 * `relative` resolved under `root`, for a write (or a read of a record) that must stay inside it:
 * throws STORE_CORRUPT naming the part that is a link or of the wrong type, and INVALID_KEY when the
 * path itself leaves the root. Checked just before the write; someone swapping a directory for a link
 * at that very moment is outside what this guards (they can edit the store's files anyway).
 */
export function checkedPath(root: string, relative: string, last: "file" | "any" = "file"): string {
  const absolute = resolveInside(root, relative);
  const obstacle = pathObstacle(root, relative, last);
  if (obstacle === undefined) return absolute;
  throw new EngramError(
    "STORE_CORRUPT",
    `Cannot write ${relative} in the store at ${root}: ${obstacle.path} is ${describe(obstacle)}. ` +
      (obstacle.found === "link"
        ? "Replace the link with a real directory or file (move what it points to inside the store) or remove it, then try again."
        : "Move it out of the way by hand, then try again."),
    { details: { path: obstacle.path, found: obstacle.found, expected: obstacle.expected, target: relative } },
  );
}
