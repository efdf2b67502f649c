/**
 * The names sync tools give the second version of a file they could not merge, as a suffix of the
 * name before its extension: Dropbox and Nextcloud `x (conflicted copy 2026-01-02).md` (also
 * `x (Ann's conflicted copy …)`), Syncthing `x.sync-conflict-20260102-123456-ABCDEF.md`, iCloud and
 * Finder `x 2.md`, Windows, OneDrive and Google Drive `x (1).md`.
 */
const copySuffixes = [/ \([^()]*conflicted copy[^()]*\)$/i, /\.sync-conflict-\d{8}-\d{6}(-[A-Za-z0-9]+)?$/, / \d+$/, / \(\d+\)$/];

/**
 * The path `relative` is a sync tool's copy of, judged by its name alone (for example
 * `sessions/s1 (1).jsonl` gives `sessions/s1.jsonl`), or undefined when its name has no such suffix.
 * A name can look like a copy and still be a record's own file (an entry keyed "meeting 2"): callers
 * check what the file holds before calling it a copy.
 *
 * Every suffix holds a space or ".sync-conflict-": a stem with neither is no copy, and the suffixes are
 * not tried (an open asks this of every record file: at 100,000 entries the four patterns took 18-33 ms,
 * nearly all of them on names such as `entries/global/fact-kafka-runs-1xkx.md`).
 */
export function copiedPath(relative: string): string | undefined {
  const slash = relative.lastIndexOf("/");
  const dot = relative.lastIndexOf(".");
  // No dot in the name, or only a leading one: no extension, so no copy's suffix before it.
  if (dot <= slash + 1) return undefined;
  const stem = relative.slice(slash + 1, dot);
  if (!stem.includes(" ") && !stem.includes(".sync-conflict-")) return undefined;
  return suffixedOriginal(relative);
}

/** `copiedPath` suffix by suffix, for any path (exported for the test that compares the two). */
export function suffixedOriginal(relative: string): string | undefined {
  const slash = relative.lastIndexOf("/");
  const directory = relative.slice(0, slash + 1);
  const name = relative.slice(slash + 1);
  const dot = name.lastIndexOf(".");
  if (dot <= 0) return undefined;
  const stem = name.slice(0, dot);
  for (const suffix of copySuffixes) {
    const original = stem.replace(suffix, "");
    if (original !== stem && original !== "" && !original.startsWith(".")) return `${directory}${original}${name.slice(dot)}`;
  }
  return undefined;
}
