import path from "node:path";
import { EngramError } from "@engram/core";
import type { DailyRecord, MemoryRecord, RecordKind } from "@engram/core/store";
import { removeFile, writeFileAtomic } from "./atomic-write.js";
import { emptyDailyDocument, renderDailyFile, type DailyDocument } from "./daily-file.js";
import { renderMarkdownRecord } from "./entry-file.js";
import { renderJsonRecord } from "./json-record-file.js";
import { bytesOver, fileLimits, formatBytes, jsonNestingOver, maxRecordFileBytes } from "./file-limits.js";
import { kindOfPath, recordPaths } from "./layout.js";
import { checkedPath } from "./path-guard.js";
import type { FileBody } from "./record-bodies.js";
import type { RecordFiles } from "./record-files.js";

/** Writes records into their files; the caller holds the store lock and has refreshed `files`. */
export class RecordWriter {
  readonly #root: string;
  readonly #files: RecordFiles;

  constructor(root: string, files: RecordFiles) {
    this.#root = root;
    this.#files = files;
  }

  async #write(file: string, text: string, written?: MemoryRecord): Promise<void> {
    await writeFileAtomic(this.#writable(file, text), text);
    await this.#files.adoptWritten(file, text, written);
  }

  /** Where `text` may go: inside the root through no link, and no bigger than the store reads back. */
  #writable(file: string, text: string): string {
    const kind = kindOfPath(file);
    const limit = kind === undefined ? undefined : maxRecordFileBytes(kind);
    const bytes = limit === undefined ? undefined : bytesOver(text, limit);
    if (limit !== undefined && bytes !== undefined) {
      throw new EngramError(
        "INVALID_RECORD",
        `Cannot write ${file}: it would hold ${bytes} bytes, over the ${formatBytes(limit)} the store reads from one ${kind} file. Shorten the record (its content, revisions or vector).`,
        { details: { path: file, bytes, limit } },
      );
    }
    if ((kind === "summary" || kind === "checkpoint") && jsonNestingOver(text)) {
      throw new EngramError(
        "INVALID_RECORD",
        `Cannot write ${file}: it nests arrays and objects more than ${fileLimits.jsonDepth} deep, more than the store reads back.`,
        {
          details: { path: file, depthLimit: fileLimits.jsonDepth },
        },
      );
    }
    return checkedPath(this.#root, file);
  }

  /** The file a record goes to: where it is now if that still fits, else its preferred path if free. */
  #target(record: MemoryRecord): string {
    const { preferred, fallback } = recordPaths(record);
    const current = this.#files.pathOf(record.kind, record.id);
    if (current === preferred || current === fallback) return current;
    if (!this.#files.isTaken(preferred, record.kind, record.id)) return preferred;
    if (!this.#files.isTaken(fallback, record.kind, record.id)) return fallback;
    throw new EngramError(
      "STORE_CORRUPT",
      `Cannot write ${record.kind} "${record.id}": ${preferred} and ${fallback} hold unreadable files. Call repair() or fix them by hand.`,
      {
        details: { path: fallback },
      },
    );
  }

  async put(record: MemoryRecord): Promise<void> {
    if (record.kind === "daily") return this.#putDaily(record);
    const current = this.#files.pathOf(record.kind, record.id);
    const target = this.#target(record);
    const text = record.kind === "summary" || record.kind === "checkpoint" ? renderJsonRecord(record) : renderMarkdownRecord(record);
    if (current === undefined || current === target) return this.#write(target, text, record);
    // Moving: the old file gives up the id before the new one claims it. A crash in between leaves two
    // files with the id, which the next open reports as a duplicate instead of losing the record.
    await writeFileAtomic(this.#writable(target, text), text);
    await this.#remove(current);
    await this.#files.adoptWritten(target, text, record);
  }

  async #putDaily(record: DailyRecord): Promise<void> {
    const current = this.#files.pathOf("daily", record.id);
    const { preferred: target } = recordPaths(record);
    const targetDay = await this.#files.body(target);
    if (this.#files.isUnreadable(target) && targetDay?.document === undefined) {
      // A day's file that could not be read at all (too large, not UTF-8, a link): writing would replace it.
      throw new EngramError(
        "STORE_CORRUPT",
        `Cannot write daily "${record.id}": ${target} cannot be read (see problems()). Fix it by hand or call repair(), then write again.`,
        {
          details: { path: target },
        },
      );
    }
    // Both days are read before either is written: a day that changed since the refresh starts the put over.
    const currentDay = current !== undefined && current !== target ? await this.#files.body(current) : undefined;
    if (current !== undefined && current !== target) await this.#dropDailyItem(current, record.id, currentDay);
    const { document, items } = this.#day(record.date, targetDay);
    const index = items.findIndex((item) => item.id === record.id);
    if (index === -1) items.push(record);
    else items[index] = record;
    await this.#write(target, renderDailyFile(document, items));
  }

  #day(date: string, body: FileBody | undefined): { document: DailyDocument; items: DailyRecord[] } {
    const items = (body?.records ?? []).filter((item): item is DailyRecord => item.kind === "daily");
    return { document: body?.document ?? emptyDailyDocument(date), items };
  }

  async #dropDailyItem(file: string, id: string, body: FileBody | undefined): Promise<void> {
    const { document, items } = this.#day(path.basename(file, ".md"), body);
    const kept = items.filter((item) => item.id !== id);
    const bare = kept.length === 0 && document.segments.every((segment) => segment.type === "item" || segment.text === `# ${document.date}`);
    if (bare) await this.#remove(file);
    else await this.#write(file, renderDailyFile(document, kept));
  }

  async #remove(file: string): Promise<void> {
    await removeFile(checkedPath(this.#root, file));
    this.#files.forget(file);
  }

  /** False when no file holds the record. */
  async delete(kind: RecordKind, id: string): Promise<boolean> {
    const current = this.#files.pathOf(kind, id);
    if (current === undefined) return false;
    if (kind === "daily") await this.#dropDailyItem(current, id, await this.#files.body(current));
    else await this.#remove(current);
    return true;
  }
}
