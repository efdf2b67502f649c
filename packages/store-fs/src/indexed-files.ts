import type { IndexedFile } from "./head-fields.js";

/**
 * The files a head index offers, by path, as two parallel lists in path order (the order the index is
 * written in, and the order the open's listing takes the files in). The open asks for each of 100,000
 * files in turn, so a look-up first tries the entry after the last one found: the open's take-in makes
 * no map of 100,000 paths and probes none (a map cost it about 45 ms). Any other order is answered by a
 * binary search. A list not in path order (a hand-made index) is put in order once.
 */
export class IndexedFiles {
  /** The paths, in the order `Array.prototype.sort` gives. */
  readonly paths: readonly string[];
  readonly files: readonly IndexedFile[];
  #next = 0;

  constructor(paths: string[], files: IndexedFile[]) {
    let ordered = true;
    for (let at = 1; at < paths.length && ordered; at++) ordered = paths[at - 1]! <= paths[at]!;
    if (ordered) {
      this.paths = paths;
      this.files = files;
      return;
    }
    const order = paths.map((_, at) => at).sort((a, b) => (paths[a]! < paths[b]! ? -1 : paths[a]! > paths[b]! ? 1 : a - b));
    this.paths = order.map((at) => paths[at]!);
    this.files = order.map((at) => files[at]!);
  }

  static empty(): IndexedFiles {
    return new IndexedFiles([], []);
  }

  get size(): number {
    return this.paths.length;
  }

  /** The file at `path`; of a path listed twice (a hand-made index), the last. */
  get(path: string): IndexedFile | undefined {
    const { paths } = this;
    let at = this.#next;
    if (paths[at] !== path) {
      // Not the next one in order: the first entry at or after `path`.
      let low = 0;
      let high = paths.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (paths[middle]! < path) low = middle + 1;
        else high = middle;
      }
      if (paths[low] !== path) return undefined;
      at = low;
    }
    while (at + 1 < paths.length && paths[at + 1] === path) at++;
    this.#next = at + 1;
    return this.files[at];
  }

  keys(): IterableIterator<string> {
    return this.paths.values();
  }

  *[Symbol.iterator](): IterableIterator<[string, IndexedFile]> {
    for (let at = 0; at < this.paths.length; at++) yield [this.paths[at]!, this.files[at]!];
  }
}
