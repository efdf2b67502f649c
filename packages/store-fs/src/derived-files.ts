import type { FsSearchEngine } from "./fs-search-engine.js";
import type { IndexImage } from "./index-file.js";
import { layout } from "./layout.js";
import type { ProblemLog } from "./load-problems.js";
import { obstacleProblem, pathObstacle } from "./path-guard.js";
import { IndexedFiles } from "./indexed-files.js";
import { loadHeadIndex, saveHeadIndex } from "./record-head-file.js";
import type { RecordFiles } from "./record-files.js";
import { SaveDebt } from "./save-debt.js";
import { type LoadedIndex, loadSearchIndex, type SearchManifest, saveSearchIndex } from "./search-index-file.js";
import type { SessionFiles } from "./session-files.js";

/** What the derived files are made from: the record files, the sessions and the search engine (replaced by each open). */
export interface DerivedSources {
  readonly records: RecordFiles;
  readonly sessions: SessionFiles;
  readonly engine: () => FsSearchEngine;
}

/**
 * The store's two derived files, `.index/search.bin` (the search index and the session manifest) and
 * `.index/records.json` (the record heads): read on open, written when what they hold changed, and
 * neither read nor written while a link or a directory stands where one goes (reported as a problem
 * until it is gone). The files stay the source of truth: either derived file missing, torn or stale
 * only means the store reads what it would have taken from it.
 */
export class DerivedFiles {
  readonly #root: string;
  readonly #problems: ProblemLog;
  readonly #sources: DerivedSources;
  /** `RecordFiles.changes` when `.index/records.json` was last written or found current (-1: never). */
  #cacheSavedAt = -1;
  /** The sessions changed since the search index was last written (records: the engine knows). */
  #indexDirty = false;
  /** Where the search index file is blocked (a link, a directory), as reported. */
  #indexProblem: string | undefined;
  /** Where the head index is blocked (a link, a directory), as reported. */
  #cacheProblem: string | undefined;
  /** The checksum of the head index on disk as this store last wrote or found it (undefined: none). */
  #headsChecksum: string | undefined;
  /**
   * When the fingerprints of the head index on disk were taken (racy-files.ts): it holds the record files
   * as they were then, whatever this store has read since.
   */
  #headsTakenAt = 0;
  /** What the derived files on disk leave the next open to re-read: whether a save may be put off. */
  readonly #debt = new SaveDebt();

  constructor(root: string, problems: ProblemLog, sources: DerivedSources) {
    this.#root = root;
    this.#problems = problems;
    this.#sources = sources;
  }

  /** The search index must be written again (a session changed, or its file must lose old text). */
  indexChanged(): void {
    this.#indexDirty = true;
  }

  /**
   * The search index as last written, or undefined (none, blocked, torn, stale, of an earlier version:
   * then it is written anew). Its decode waits for `decodeAfter` (search-index-file.ts).
   */
  async readIndex(decodeAfter: Promise<unknown>): Promise<LoadedIndex | undefined> {
    const image = this.#indexBlocked() ? undefined : await loadSearchIndex(this.#root, decodeAfter);
    this.#indexDirty = image === undefined;
    if (image !== undefined) this.#debt.read(image.fileBytes, image.manifest.sessions);
    return image;
  }

  /** The heads of the head index written with `image` (none without it, or when the head index is blocked). */
  async readHeads(image: IndexImage<SearchManifest> | undefined): Promise<IndexedFiles> {
    if (image === undefined || this.#cacheBlocked()) return IndexedFiles.empty();
    return loadHeadIndex(this.#root, image.manifest.heads);
  }

  /** After the open's refresh took `cache` (from `image`): what on disk is still current needs no rewrite. */
  adopted(image: IndexImage<SearchManifest> | undefined, cache: IndexedFiles): void {
    const { records } = this.#sources;
    if (cache.size > 0 && image !== undefined) {
      this.#headsChecksum = image.manifest.heads;
      this.#headsTakenAt = image.manifest.recordPrintsTakenAt;
    }
    // Every file taken from the cache as it was: the cache needs no rewrite.
    if (records.changes === 0 && cache.size === records.fileCount) this.#cacheSavedAt = 0;
  }

  /**
   * Writes the head index when the record files changed since it was written (`force`: in any case), then
   * the search index when it changed; unless `force`, both are put off while what the next open would
   * re-read instead is small beside the index file (save-debt.ts).
   */
  async save(options: { force?: boolean } = {}): Promise<void> {
    const { records, sessions } = this.#sources;
    if (options.force !== true && this.#debt.allowsDeferring(sessions.manifest(), records.changes)) return;
    await this.#saveHeads(options.force === true);
    if (options.force === true) this.#indexDirty = true;
    await this.saveIndex();
  }

  /** Writes the search index when what it holds changed since it was read or written. */
  async saveIndex(): Promise<void> {
    const engine = this.#sources.engine();
    if (this.#indexBlocked() || (!this.#indexDirty && !engine.changed)) return;
    const base = engine.compact();
    const heads = this.#headsChecksum;
    const { records, sessions: sessionFiles } = this.#sources;
    const sessions = sessionFiles.manifest();
    // The head index on disk holds the record files as this store holds them now, or as they were when it was written.
    const recordsNow = records.printsTakenAt ?? 0;
    const recordPrintsTakenAt = heads === undefined || this.#cacheSavedAt === records.changes ? recordsNow : Math.min(recordsNow, this.#headsTakenAt);
    const bytes = await saveSearchIndex(this.#root, { base, manifest: { sessions, ...(heads === undefined ? {} : { heads }), recordPrintsTakenAt } });
    this.#debt.indexWritten(bytes, sessions);
    this.#indexDirty = false;
  }

  /** Reports (or clears) a link or a directory where the head index goes, as `repair` leaves things. */
  checkHeadsPath(): void {
    this.#cacheBlocked();
  }

  async #saveHeads(force: boolean): Promise<void> {
    const { records } = this.#sources;
    if (this.#cacheBlocked() || (!force && this.#cacheSavedAt === records.changes)) return;
    this.#cacheSavedAt = records.changes;
    const saved = await saveHeadIndex(this.#root, records.entries(), (file) => this.#problems.forFile(file).length > 0);
    this.#headsTakenAt = records.printsTakenAt ?? 0;
    this.#debt.headsWritten(records.changes);
    // The search index names the head index it goes with: written again when that changed.
    if (saved.checksum !== this.#headsChecksum) this.#indexDirty = true;
    this.#headsChecksum = saved.checksum;
  }

  /** Reports a link or a directory where the search index goes (then it is neither read nor written); true when there is one. */
  #indexBlocked(): boolean {
    this.#indexProblem = this.#obstacle(layout.searchIndexFile, this.#indexProblem);
    return this.#indexProblem !== undefined;
  }

  /** Reports a link or a directory where the head index goes (then it is neither read nor written); true when there is one. */
  #cacheBlocked(): boolean {
    this.#cacheProblem = this.#obstacle(layout.cacheFile, this.#cacheProblem);
    return this.#cacheProblem !== undefined;
  }

  /**
   * What stands where `file` goes, reported as a problem, or undefined when nothing does; the problem
   * `reported` before is cleared when that obstacle is gone.
   */
  #obstacle(file: string, reported: string | undefined): string | undefined {
    const obstacle = pathObstacle(this.#root, file, "file");
    if (reported !== undefined && reported !== obstacle?.path) this.#problems.set(reported, []);
    if (obstacle !== undefined) this.#problems.set(obstacle.path, [obstacleProblem(obstacle)]);
    return obstacle?.path;
  }
}
