import type { EngramThreads } from "./engram-threads.js";

/** The key of the pinned long-term entry that holds a resource's working memory. */
export const workingMemoryKey = "working-memory";

/**
 * Mastra's working memory as one pinned Engram entry per resource (user): pinned entries are never
 * decayed or pruned and lead the memory index, so the model sees the working memory through Engram's
 * memory block without a separate system message. Updating keeps the old text as a dated revision.
 */
export class EngramWorkingMemory {
  readonly #threads: EngramThreads;

  constructor(threads: EngramThreads) {
    this.#threads = threads;
  }

  async get(threadId: string, resourceId: string | undefined): Promise<string | null> {
    const memory = this.#threads.memoryOf(await this.#resourceOf(threadId, resourceId));
    return (await memory.get(workingMemoryKey))?.content ?? null;
  }

  async update(threadId: string, resourceId: string | undefined, workingMemory: string): Promise<void> {
    const memory = this.#threads.memoryOf(await this.#resourceOf(threadId, resourceId));
    await memory.remember({
      key: workingMemoryKey,
      content: workingMemory,
      type: "fact",
      pinned: true,
      importance: 0.9,
      tags: ["working-memory"],
      sessionId: threadId,
    });
  }

  /**
   * The experimental partial update: with a `searchString` found in the current text, that passage is
   * replaced; text already present is left alone; anything else is appended on a new line.
   */
  async updatePart(threadId: string, resourceId: string | undefined, workingMemory: string, searchString: string | undefined) {
    const current = (await this.get(threadId, resourceId)) ?? "";
    if (current.includes(workingMemory)) return { success: false, reason: "The working memory already holds this text; nothing changed." };
    if (searchString && current.includes(searchString)) {
      await this.update(threadId, resourceId, current.replace(searchString, workingMemory));
      return { success: true, reason: `Replaced the passage matching the search string.` };
    }
    await this.update(threadId, resourceId, current.length === 0 ? workingMemory : `${current}\n${workingMemory}`);
    return { success: true, reason: searchString ? "The search string was not found; the text was appended." : "Appended to the working memory." };
  }

  async #resourceOf(threadId: string, resourceId: string | undefined): Promise<string | undefined> {
    return resourceId ?? (await this.#threads.get(threadId))?.resourceId;
  }
}
