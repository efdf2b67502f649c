import { EngramError, type Engram, type Message } from "@engram/core";
import type { MastraDBMessage } from "@mastra/core/agent/message-list";
import type { StorageCloneThreadInput, StorageCloneThreadOutput, StorageListMessagesInput } from "@mastra/core/storage";
import { randomUUID } from "node:crypto";
import { engramToMastra } from "./engram-to-mastra.js";
import type { EngramThreads } from "./engram-threads.js";
import { mastraToDrafts } from "./mastra-to-drafts.js";
import type { MastraAdapterOptions } from "./memory-options.js";
import { paginate } from "./paginate.js";

/** A thread's archived messages, oldest first, read from the store (so other processes' turns count too). */
export async function archivedMessages(engram: Engram, threadId: string): Promise<Message[]> {
  const events = await engram.options.store.readEvents(threadId);
  return events.flatMap((event) => (event.type === "message" ? [event.message] : []));
}

export interface RecallPage {
  messages: MastraDBMessage[];
  total: number;
  page: number;
  perPage: number | false;
  hasMore: boolean;
}

/** `recall`: the archive as Mastra messages, filtered by date, ordered, and paged (default 40 a page, oldest first). */
export async function recallThreadMessages(engram: Engram, threads: EngramThreads, args: StorageListMessagesInput): Promise<RecallPage> {
  const threadIds = Array.isArray(args.threadId) ? args.threadId : [args.threadId];
  const all: MastraDBMessage[] = [];
  for (const threadId of threadIds) {
    const thread = await threads.get(threadId);
    if (!thread || (args.resourceId !== undefined && thread.resourceId !== args.resourceId)) continue;
    all.push(...engramToMastra(await archivedMessages(engram, threadId), { threadId, resourceId: thread.resourceId }));
  }
  const range = args.filter?.dateRange;
  const inRange = all.filter((message) => {
    const at = message.createdAt.getTime();
    if (range?.start && (range.startExclusive ? at <= range.start.getTime() : at < range.start.getTime())) return false;
    if (range?.end && (range.endExclusive ? at >= range.end.getTime() : at > range.end.getTime())) return false;
    return true;
  });
  const sign = (args.orderBy?.direction ?? "ASC") === "ASC" ? 1 : -1;
  // A stable sort keeps the archive's order among messages of the same millisecond.
  inRange.sort((a, b) => sign * (a.createdAt.getTime() - b.createdAt.getTime()));
  const { items, ...page } = paginate(inRange, args.page, args.perPage, 40);
  return { messages: items, ...page };
}

/** `saveMessages`: archived per thread with Engram's de-duplication (a message the archive already ends with is not archived again). */
export async function saveThreadMessages(
  engram: Engram,
  threads: EngramThreads,
  options: MastraAdapterOptions,
  messages: readonly MastraDBMessage[],
): Promise<MastraDBMessage[]> {
  const byThread = new Map<string, MastraDBMessage[]>();
  for (const message of messages) {
    const threadId = message.threadId ?? options.sessionId;
    if (!threadId) {
      throw new EngramError(
        "INVALID_MESSAGE",
        `Message "${message.id}" has no threadId: set message.threadId (or fix sessionId when creating EngramMastraMemory).`,
      );
    }
    byThread.set(threadId, [...(byThread.get(threadId) ?? []), message]);
  }
  for (const [threadId, group] of byThread) {
    const resourceId = group.find((message) => message.resourceId)?.resourceId ?? (await threads.get(threadId))?.resourceId ?? options.userId;
    const ids = engram.ids({ workspaceId: options.workspaceId, agentId: options.agentId }, { sessionId: threadId, userId: resourceId }, "as message.threadId");
    const session = await engram.session(ids);
    await session.sync(mastraToDrafts(group));
  }
  return [...messages];
}

/** `cloneThread`: a new thread (session) with copies of the chosen messages under new ids. */
export async function cloneThreadMessages(engram: Engram, threads: EngramThreads, args: StorageCloneThreadInput): Promise<StorageCloneThreadOutput> {
  const source = await threads.get(args.sourceThreadId);
  if (!source) throw new EngramError("INVALID_OPTIONS", `No thread "${args.sourceThreadId}" to clone: check the sourceThreadId.`);
  const filter = args.options?.messageFilter;
  let picked = (await archivedMessages(engram, source.id)).filter((message) => {
    const at = Date.parse(message.createdAt);
    if (filter?.startDate && at < filter.startDate.getTime()) return false;
    if (filter?.endDate && at > filter.endDate.getTime()) return false;
    return !filter?.messageIds || filter.messageIds.includes(message.id);
  });
  if (args.options?.messageLimit !== undefined) picked = picked.slice(Math.max(0, picked.length - args.options.messageLimit));
  const resourceId = args.resourceId ?? source.resourceId;
  const threadId = args.newThreadId ?? randomUUID();
  if (await threads.get(threadId)) throw new EngramError("INVALID_OPTIONS", `Thread "${threadId}" already exists: pass another newThreadId.`);
  const now = new Date();
  await threads.save({
    id: threadId,
    resourceId,
    title: args.title ?? (source.title ? `Clone of ${source.title}` : ""),
    createdAt: now,
    updatedAt: now,
    metadata: { ...source.metadata, ...args.metadata, clone: { sourceThreadId: source.id, clonedAt: now.toISOString() } },
  });
  const messageIdMap: Record<string, string> = {};
  const copies = picked.map((message) => {
    const id = `m-${randomUUID()}`;
    messageIdMap[message.id] = id;
    return { ...message, id };
  });
  const memory = threads.memoryOf(resourceId);
  const session = await memory.session(threadId);
  await session.append(copies);
  const thread = (await threads.get(threadId))!;
  return { thread, clonedMessages: engramToMastra(copies, { threadId, resourceId }), messageIdMap };
}
