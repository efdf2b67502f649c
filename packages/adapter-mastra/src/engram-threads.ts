import { EngramError, type Engram, type Memory } from "@engram/core";
import type { SessionInfo } from "@engram/core/store";
import type { StorageThreadType } from "@mastra/core/memory";
import type { StorageListThreadsInput, StorageListThreadsOutput } from "@mastra/core/storage";
import { fixedIds, type MastraAdapterOptions } from "./memory-options.js";
import { paginate } from "./paginate.js";

/** The note (in the session's scope) holding a thread's Mastra metadata. */
export const threadNoteKey = "mastra-thread";

/**
 * Mastra threads over Engram sessions: the thread id is the session id, its resource the session
 * scope's user, its title the session's latest `title` event (the archive's own field), its times the
 * session's. Metadata, which Engram sessions do not have, is a note of the session (key
 * "mastra-thread", JSON `{ metadata }`).
 */
export class EngramThreads {
  readonly #engram: Engram;
  readonly #options: MastraAdapterOptions;

  constructor(engram: Engram, options: MastraAdapterOptions) {
    this.#engram = engram;
    this.#options = options;
  }

  /** The long-term memory of a resource (user), with the adapter's fixed workspace and agent. */
  memoryOf(resourceId: string | undefined): Memory {
    return this.#engram.memory({ ...fixedIds(this.#options), sessionId: undefined, ...(resourceId ? { userId: resourceId } : {}) });
  }

  /** A thread of this adapter's workspace and agent; another tenant's session is no thread of ours (null). */
  async get(threadId: string): Promise<StorageThreadType | null> {
    const info = await this.#engram.options.store.getSession(threadId);
    return info && this.#mine(info) ? this.#toThread(info) : null;
  }

  async save(thread: StorageThreadType): Promise<StorageThreadType> {
    const memory = this.memoryOf(thread.resourceId);
    if (memory.mode === "incognito") return thread;
    const existing = await this.#engram.options.store.getSession(thread.id);
    if (existing && (existing.scope.user ?? "") !== thread.resourceId) {
      throw new EngramError(
        "SCOPE_MISMATCH",
        `Thread "${thread.id}" belongs to resource "${existing.scope.user ?? "(none)"}", not "${thread.resourceId}": use another thread id for this resource.`,
      );
    }
    // Opening the session first lets a new one run Engram's new-session step (consolidation gates).
    await memory.session(thread.id);
    const title = (thread.title ?? "").slice(0, 200);
    if (!existing || (existing.title ?? "") !== title) {
      await this.#engram.options.store.appendEvents(thread.id, memory.scope, [{ at: new Date().toISOString(), type: "title", title }]);
    }
    await this.#writeMetadata(memory, thread.id, thread.metadata);
    return (await this.get(thread.id)) ?? thread;
  }

  async update(id: string, title: string | undefined, metadata: Record<string, unknown> | undefined): Promise<StorageThreadType> {
    const thread = await this.get(id);
    if (!thread)
      throw new EngramError("INVALID_OPTIONS", `No thread "${id}" to update: create it first (memory.createThread or an agent call with this thread).`);
    return this.save({ ...thread, title: title ?? thread.title ?? "", metadata: { ...thread.metadata, ...metadata } });
  }

  /** Removes the session's archive, its summary, checkpoint and thread note; long-term memories it produced stay. */
  async delete(threadId: string): Promise<void> {
    const info = await this.#engram.options.store.getSession(threadId);
    if (!info || !this.#mine(info)) return;
    await this.#memoryOfScope(info).deleteSession(threadId);
  }

  async list(args: StorageListThreadsInput): Promise<StorageListThreadsOutput> {
    const store = this.#engram.options.store;
    const infos: SessionInfo[] = [];
    let cursor: string | undefined;
    do {
      const page = await store.listSessions({ limit: 1000, ...(cursor ? { cursor } : {}) });
      infos.push(...page.sessions);
      cursor = page.nextCursor;
    } while (cursor);
    const resourceId = args.filter?.resourceId;
    const mine = infos.filter((info) => this.#mine(info) && (resourceId === undefined || info.scope.user === resourceId));
    const threads = await Promise.all(mine.map((info) => this.#toThread(info)));
    const wanted = Object.entries(args.filter?.metadata ?? {});
    const matching = threads.filter((thread) => wanted.every(([key, value]) => JSON.stringify(thread.metadata?.[key]) === JSON.stringify(value)));
    const field = args.orderBy?.field ?? "createdAt";
    const sign = (args.orderBy?.direction ?? "DESC") === "ASC" ? 1 : -1;
    matching.sort((a, b) => sign * (a[field].getTime() - b[field].getTime()) || a.id.localeCompare(b.id));
    const { items, ...page } = paginate(matching, args.page, args.perPage, 100);
    return { threads: items, ...page };
  }

  /** Whether a session lies in the adapter's fixed workspace and agent (when it fixes them). */
  #mine(info: SessionInfo): boolean {
    const { workspaceId, agentId } = this.#options;
    return (workspaceId === undefined || info.scope.workspace === workspaceId) && (agentId === undefined || info.scope.agent === agentId);
  }

  async #toThread(info: SessionInfo): Promise<StorageThreadType> {
    const note = await this.#memoryOfScope(info).notes(info.id).retrieve(threadNoteKey);
    const metadata = note === undefined ? undefined : (JSON.parse(note) as { metadata?: Record<string, unknown> }).metadata;
    return {
      id: info.id,
      title: info.title ?? "",
      resourceId: info.scope.user ?? "",
      createdAt: new Date(info.createdAt),
      updatedAt: new Date(info.updatedAt),
      ...(metadata === undefined ? {} : { metadata }),
    };
  }

  #memoryOfScope(info: SessionInfo): Memory {
    return this.#engram.memory({ sessionId: undefined, userId: info.scope.user, workspaceId: info.scope.workspace, agentId: info.scope.agent });
  }

  async #writeMetadata(memory: Memory, threadId: string, metadata: Record<string, unknown> | undefined): Promise<void> {
    const notes = memory.notes(threadId);
    if (metadata === undefined || Object.keys(metadata).length === 0) {
      if ((await notes.retrieve(threadNoteKey)) !== undefined) await notes.delete(threadNoteKey);
      return;
    }
    await notes.store(threadNoteKey, JSON.stringify({ metadata }));
  }
}
