import { watch, type FSWatcher } from "node:fs";
import path from "node:path";
// From node:timers, not the global: a test's fake timers must not stall reads.
import { setImmediate as nextImmediate } from "node:timers";
import { isCode } from "./atomic-write.js";

/** What a directory watcher reports: `name` changed inside `directory` ("" is the root), or the whole directory (name undefined). */
export type ChangeListener = (directory: string, name: string | undefined, type: "rename" | "change") => void;

/**
 * One non-recursive `fs.watch` per directory of the store, unref'd so it never keeps a process alive.
 * On Linux this is inotify: the kernel queues an event while the write happens, and Node delivers it
 * the next time the event loop polls, so a caller that lets the loop turn (`settle`) has every change
 * made before the call. `failed` turns true when a watch cannot be set up or errors; the store then
 * goes back to scanning every file on every read.
 */
export class DirectoryWatch {
  readonly #root: string;
  readonly #listener: ChangeListener;
  readonly #watchers = new Map<string, FSWatcher>();
  #failed = false;

  constructor(root: string, listener: ChangeListener) {
    this.#root = root;
    this.#listener = listener;
  }

  get failed(): boolean {
    return this.#failed;
  }

  /**
   * (Re)starts watching `directory` (relative): a directory removed and created again needs a new
   * watch. False when it does not exist (then it is not watched); a watch that cannot be set up for
   * another reason (the inotify limit, an unsupported file system) marks the whole watch failed.
   */
  watch(directory: string): boolean {
    if (this.#failed) return false;
    this.unwatch(directory);
    let watcher: FSWatcher;
    try {
      watcher = watch(path.join(this.#root, directory), { persistent: false, encoding: "utf8" });
    } catch (error) {
      if (isCode(error, "ENOENT", "ENOTDIR")) return false;
      this.#fail();
      return false;
    }
    watcher.on("change", (type, name) => {
      if (this.#watchers.get(directory) !== watcher) return;
      this.#listener(directory, typeof name === "string" && name !== "" ? name : undefined, type === "change" ? "change" : "rename");
    });
    watcher.on("error", () => {
      // A watched directory that was removed ends its watch; the parent's watch reports the removal.
      if (this.#watchers.get(directory) !== watcher) return;
      this.#watchers.delete(directory);
      watcher.close();
      this.#listener(directory, undefined, "rename");
    });
    this.#watchers.set(directory, watcher);
    return true;
  }

  unwatch(directory: string): void {
    const watcher = this.#watchers.get(directory);
    if (watcher === undefined) return;
    this.#watchers.delete(directory);
    watcher.close();
  }

  #fail(): void {
    this.#failed = true;
    this.close();
  }

  close(): void {
    for (const watcher of this.#watchers.values()) watcher.close();
    this.#watchers.clear();
  }
}

const nextTurn = (): Promise<void> => new Promise((resolve) => nextImmediate(resolve));

/**
 * Lets the event loop poll at least once, so that file events the kernel queued before this call are
 * delivered. One turn may run in the current loop iteration's check phase, before the next poll;
 * the second is after it.
 */
export async function settle(): Promise<void> {
  await nextTurn();
  await nextTurn();
}
