import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";

/** Directories that hold no documentation of this repository: dependencies, the toolchain, build output. */
const skippedDirectories = new Set([".git", ".toolchain", ".turbo", ".bench", "node_modules", "dist", "test-results", "coverage"]);

/** Every Markdown file under `root`, as paths relative to it with `/` separators, sorted. */
export function markdownFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!skippedDirectories.has(entry.name)) walk(join(dir, entry.name));
      } else if (entry.isFile() && entry.name.endsWith(".md")) found.push(relative(root, join(dir, entry.name)).split(sep).join("/"));
    }
  };
  walk(root);
  return found.sort();
}

/**
 * The lines of a Markdown text outside its fenced code blocks (a fence's lines come back empty, so
 * numbering is kept), with inline code spans removed unless `keepInlineCode`.
 */
function proseLines(markdown: string, keepInlineCode = false): string[] {
  const lines: string[] = [];
  let fence: string | undefined;
  for (const line of markdown.split("\n")) {
    if (fence === undefined) {
      const opening = /^\s{0,3}(```+|~~~+)/.exec(line)?.[1];
      if (opening !== undefined) {
        fence = opening;
        lines.push("");
      } else lines.push(keepInlineCode ? line : line.replace(/(`+)[^`]*?\1/g, ""));
    } else {
      const closing = /^\s{0,3}(```+|~~~+)\s*$/.exec(line)?.[1];
      if (closing !== undefined && closing[0] === fence[0] && closing.length >= fence.length) fence = undefined;
      lines.push("");
    }
  }
  return lines;
}

/** The link targets of a Markdown text: inline links and images `[x](target "title")` and definitions `[x]: target`. */
export function linkTargets(markdown: string): string[] {
  const targets: string[] = [];
  for (const line of proseLines(markdown)) {
    for (const match of line.matchAll(/\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+"[^"]*")?\s*\)/g)) targets.push(match[1]!.replace(/^<|>$/g, ""));
    const definition = /^\s{0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/.exec(line);
    if (definition) targets.push(definition[1]!.replace(/^<|>$/g, ""));
  }
  return targets;
}

/** GitHub's anchor for a heading: lowercased, punctuation and symbols dropped, spaces as hyphens. */
export function headingSlug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/`/g, "")
    .replace(/<[^>]+>/g, "")
    .replace(/\*\*?/g, "");
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-");
}

/** The anchors a Markdown text defines: one per heading (repeats get -1, -2, ...) and explicit `<a id="...">`s. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of proseLines(markdown, true)) {
    const heading = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const slug = headingSlug(heading[1]!);
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      anchors.add(count === 0 ? slug : `${slug}-${count}`);
    }
    for (const match of line.matchAll(/<a\s+(?:name|id)="([^"]+)"/g)) anchors.add(match[1]!);
  }
  return anchors;
}

/** A link that leads nowhere: the file it is in, the target as written, and why. */
export interface BrokenLink {
  readonly file: string;
  readonly target: string;
  readonly reason: string;
}

/**
 * The relative links of `files` (paths relative to `root`) that do not resolve: a path that does not
 * exist, or an anchor that no heading of the Markdown file it points into defines. Links with a scheme
 * (https:, mailto:) are not followed; `/x` is read from the repository root, as GitHub reads it.
 */
export function brokenLinks(root: string, files: readonly string[]): BrokenLink[] {
  const broken: BrokenLink[] = [];
  const anchorCache = new Map<string, Set<string>>();
  const anchorsIn = (path: string): Set<string> => {
    let anchors = anchorCache.get(path);
    if (anchors === undefined) anchorCache.set(path, (anchors = anchorsOf(readFileSync(path, "utf8"))));
    return anchors;
  };
  for (const file of files) {
    const source = join(root, file);
    for (const target of linkTargets(readFileSync(source, "utf8"))) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
      const [rawPath = "", rawAnchor] = target.split("#", 2);
      const path = decodeURIComponent(rawPath);
      const resolved = path === "" ? source : path.startsWith("/") ? join(root, path) : resolve(dirname(source), path);
      if (!existsSync(resolved)) {
        broken.push({ file, target, reason: `${relative(root, resolved).split(sep).join("/")} does not exist` });
        continue;
      }
      if (rawAnchor === undefined || rawAnchor === "" || !resolved.endsWith(".md") || !statSync(resolved).isFile()) continue;
      const anchor = decodeURIComponent(rawAnchor);
      if (!anchorsIn(resolved).has(anchor))
        broken.push({ file, target, reason: `no heading of ${relative(root, resolved).split(sep).join("/")} has the anchor #${anchor}` });
    }
  }
  return broken;
}
