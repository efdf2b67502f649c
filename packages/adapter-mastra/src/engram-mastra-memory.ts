import { EngramError, type Engram } from "@engram/core";
import type { MastraDBMessage } from "@mastra/core/agent/message-list";
import {
  MastraMemory,
  type MemoryConfig,
  type MemoryConfigInternal,
  type MessageDeleteInput,
  type StorageThreadType,
  type WorkingMemoryTemplate,
} from "@mastra/core/memory";
import type { InputProcessor, InputProcessorOrWorkflow, OutputProcessor } from "@mastra/core/processors";
import type { RequestContext } from "@mastra/core/request-context";
import type {
  StorageCloneThreadInput,
  StorageCloneThreadOutput,
  StorageListMessagesInput,
  StorageListThreadsInput,
  StorageListThreadsOutput,
} from "@mastra/core/storage";
import { engramInputProcessor } from "./engram-input-processor.js";
import { engramOutputProcessor } from "./engram-output-processor.js";
import { EngramThreads } from "./engram-threads.js";
import { engramOf, idsOfRequest, type EngramMastraMemoryOptions, type MastraAdapterOptions } from "./memory-options.js";
import { engramMastraTools, type MastraMemoryTools } from "./memory-tools.js";
import type { RunStates } from "./run-state.js";
import { cloneThreadMessages, recallThreadMessages, saveThreadMessages, type RecallPage } from "./thread-messages.js";
import { EngramWorkingMemory } from "./working-memory.js";

/**
 * Engram as a Mastra memory: `new Agent({ memory: new EngramMastraMemory({ store }) })`. Each agent
 * call's thread is an Engram session and its resource the user whose long-term memory is shared
 * across threads. Engram's processors replace Mastra's memory processors, so Engram's budget,
 * trimming, summary and recall decide what the model sees; threads, messages and working memory
 * are read from and written to Engram's store (no Mastra storage is needed).
 */
export class EngramMastraMemory extends MastraMemory {
  readonly engram: Engram;
  readonly #options: MastraAdapterOptions;
  readonly #threads: EngramThreads;
  readonly #workingMemory: EngramWorkingMemory;
  readonly #runs: RunStates = new WeakMap();
  /** Built once: each tool reads its thread and resource from the call's request context. */
  #tools: MastraMemoryTools | undefined;

  constructor(options: EngramMastraMemoryOptions) {
    super({ id: options.id ?? "engram", name: "EngramMastraMemory" });
    this.engram = engramOf(options);
    this.#options = options;
    this.#threads = new EngramThreads(this.engram, options);
    this.#workingMemory = new EngramWorkingMemory(this.#threads);
  }

  override async getInputProcessors(_configured?: InputProcessorOrWorkflow[], context?: RequestContext): Promise<InputProcessor[]> {
    // Checked here, where Mastra surfaces the error as thrown: inside a processor it is wrapped.
    // Without a context (listing processors, not running) there is nothing to check.
    if (context) idsOfRequest(this.engram, this.#options, context);
    return [engramInputProcessor(this.engram, this.#options, this.#runs) as InputProcessor];
  }

  override async getOutputProcessors(): Promise<OutputProcessor[]> {
    return [engramOutputProcessor(this.engram, this.#options, this.#runs) as OutputProcessor];
  }

  override listTools(_config?: MemoryConfig): MastraMemoryTools {
    this.#tools ??= engramMastraTools(this.engram, this.#options);
    return this.#tools;
  }

  async getThreadById({ threadId }: { threadId: string }): Promise<StorageThreadType | null> {
    return this.#threads.get(threadId);
  }

  async listThreads(args: StorageListThreadsInput): Promise<StorageListThreadsOutput> {
    return this.#threads.list(args);
  }

  async saveThread({ thread }: { thread: StorageThreadType; memoryConfig?: MemoryConfigInternal }): Promise<StorageThreadType> {
    return this.#threads.save(thread);
  }

  async updateThread(args: {
    id: string;
    title?: string;
    metadata?: Record<string, unknown>;
    memoryConfig?: MemoryConfigInternal;
  }): Promise<StorageThreadType> {
    return this.#threads.update(args.id, args.title, args.metadata);
  }

  async deleteThread(threadId: string): Promise<void> {
    await this.#threads.delete(threadId);
  }

  async saveMessages(args: { messages: MastraDBMessage[]; memoryConfig?: MemoryConfig | undefined }): Promise<{ messages: MastraDBMessage[] }> {
    return { messages: await saveThreadMessages(this.engram, this.#threads, this.#options, args.messages) };
  }

  async recall(args: StorageListMessagesInput & { threadConfig?: MemoryConfigInternal; vectorSearchString?: string }): Promise<RecallPage> {
    return recallThreadMessages(this.engram, this.#threads, args);
  }

  /** Engram's archive is append-only: messages are never deleted one by one. */
  async deleteMessages(messageIds: MessageDeleteInput): Promise<void> {
    const ids = messageIds.map((entry) => (typeof entry === "string" ? entry : entry.id));
    throw new EngramError(
      "INVALID_OPTIONS",
      `Cannot delete messages ${ids.map((id) => `"${id}"`).join(", ")}: Engram's session archive is append-only. ` +
        "Delete the whole thread (memory.deleteThread), or remove what was learned from them with the memory_forget tool / Memory.forget(key).",
      { details: { messageIds: ids } },
    );
  }

  async cloneThread(args: StorageCloneThreadInput): Promise<StorageCloneThreadOutput> {
    return cloneThreadMessages(this.engram, this.#threads, args);
  }

  async getWorkingMemory({ threadId, resourceId }: { threadId: string; resourceId?: string; memoryConfig?: MemoryConfigInternal }): Promise<string | null> {
    return this.#workingMemory.get(threadId, resourceId);
  }

  async getWorkingMemoryTemplate(_args: { memoryConfig?: MemoryConfigInternal }): Promise<WorkingMemoryTemplate | null> {
    const template = this.#options.workingMemoryTemplate;
    return template === undefined ? null : { format: "markdown", content: template };
  }

  async updateWorkingMemory(args: { threadId: string; resourceId?: string; workingMemory: string; memoryConfig?: MemoryConfigInternal }): Promise<void> {
    await this.#workingMemory.update(args.threadId, args.resourceId, args.workingMemory);
  }

  async __experimental_updateWorkingMemoryVNext(args: {
    threadId: string;
    resourceId?: string;
    workingMemory: string;
    searchString?: string;
    memoryConfig?: MemoryConfigInternal;
  }): Promise<{ success: boolean; reason: string }> {
    return this.#workingMemory.updatePart(args.threadId, args.resourceId, args.workingMemory, args.searchString);
  }
}
