import { readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { memoryRecordSchema, recordKinds, type RecordKind } from "@engram/core/store";
import { writeFileAtomic } from "./atomic-write.js";
import type { DailySegment } from "./daily-file.js";
import { fileLimits } from "./file-limits.js";
import { layout } from "./layout.js";
import { checkedPath, pathObstacle } from "./path-guard.js";
import type { TrackedFile } from "./record-files.js";
import { readStoreFile } from "./store-file-read.js";

/**
 * `.index/records.json`: every readable record file as last parsed, keyed by path with its
 * fingerprint. Derived data only: on open, a file whose fingerprint matches is taken from here instead
 * of being parsed again; anything missing, stale or unreadable is parsed from the files, and deleting
 * the whole directory only costs one full parse.
 */
const cacheVersion = 1;

const segmentSchema = z.union([z.object({ type: z.literal("item"), id: z.string() }), z.object({ type: z.enum(["raw", "invalid"]), text: z.string() })]);

const cachedFileSchema = z.object({
  fingerprint: z.string(),
  kind: z.enum(recordKinds as [RecordKind, ...RecordKind[]]),
  records: z.array(memoryRecordSchema),
  document: z.object({ date: z.string(), segments: z.array(segmentSchema) }).optional(),
});

/** The cached files, or an empty map when there is no cache or it is not of this version. */
export async function loadRecordCache(root: string): Promise<Map<string, TrackedFile>> {
  const cached = new Map<string, TrackedFile>();
  let value: unknown;
  try {
    // Derived data: a cache that is a link, too large or not JSON is simply not used (the files are parsed).
    if (pathObstacle(root, layout.cacheFile, "file") !== undefined) return cached;
    const read = await readStoreFile(path.join(root, layout.cacheFile), fileLimits.recordCacheBytes);
    if (read.type !== "file") return cached;
    value = JSON.parse(read.bytes.toString("utf8"));
  } catch {
    return cached;
  }
  if (typeof value !== "object" || value === null) return cached;
  const { version, files } = value as { version?: unknown; files?: unknown };
  if (version !== cacheVersion || typeof files !== "object" || files === null) return cached;
  for (const [file, entry] of Object.entries(files)) {
    const parsed = cachedFileSchema.safeParse(entry);
    if (!parsed.success) continue;
    const { document, ...rest } = parsed.data;
    cached.set(file, document === undefined ? rest : { ...rest, document: { date: document.date, segments: document.segments as DailySegment[] } });
  }
  return cached;
}

/** Writes the cache (atomically) from the files now loaded, leaving out those with problems. */
export async function saveRecordCache(root: string, files: Iterable<readonly [string, TrackedFile]>, hasProblems: (file: string) => boolean): Promise<void> {
  const entries: Record<string, TrackedFile> = {};
  for (const [file, tracked] of files) if (!hasProblems(file)) entries[file] = tracked;
  const sorted = Object.fromEntries(Object.entries(entries).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const text = `${JSON.stringify({ version: cacheVersion, files: sorted })}\n`;
  const file = checkedPath(root, layout.cacheFile);
  if ((await readFile(file, "utf8").catch(() => undefined)) === text) return;
  await writeFileAtomic(file, text);
}
