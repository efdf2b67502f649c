import type { Message } from "@engram/core";
import { LibSQLStore } from "@mastra/libsql";
import type { MemoryConfig } from "@mastra/core/memory";
import { Memory } from "@mastra/memory";
import { ensure, type AdapterSystem } from "./adapter-system.js";
import type { AdapterWorkspace } from "./adapter-workspace.js";
import { toMastraThread, userId } from "./conversation.js";
import { MastraAgentSystem } from "./mastra-systems.js";

/** The competitor configurations: Mastra's own `Memory` on LibSQL, with a message count or a token budget. */
export const mastraMemoryConfigs = [
  { name: "mastra-memory-last-40", label: "lastMessages: 40", options: { lastMessages: 40 } },
  { name: "mastra-memory-8k-tokens", label: "messageHistory: { maxTokens: 8000 }", options: { messageHistory: { maxTokens: 8_000 } } },
] as const satisfies ReadonlyArray<{ name: string; label: string; options: MemoryConfig }>;

export type MastraMemoryConfig = (typeof mastraMemoryConfigs)[number];

/**
 * `@mastra/memory`'s `Memory` with `LibSQLStore` (a file in the run's temp directory, one per
 * configuration), semantic recall and working memory off (their defaults). The thread is created and
 * the history saved with `saveMessages` before timing; each call then loads history from LibSQL and
 * saves the new user message and the reply, as Mastra's agent does.
 */
class MastraMemorySystem extends MastraAgentSystem {
  readonly name: string;
  readonly role = "competitor";
  readonly #memory: Memory;
  readonly #storage: LibSQLStore;
  readonly #thread: string;
  readonly #history: readonly Message[];

  constructor(config: MastraMemoryConfig, storage: LibSQLStore, memory: Memory, history: readonly Message[]) {
    const thread = `${config.name}-thread`;
    super(config.name, memory, thread);
    this.name = config.name;
    this.#memory = memory;
    this.#storage = storage;
    this.#thread = thread;
    this.#history = history;
  }

  async prepare(): Promise<void> {
    await this.#storage.init();
    await this.#memory.createThread({ threadId: this.#thread, resourceId: userId });
    const messages = toMastraThread(this.#history, this.#thread);
    for (let start = 0; start < messages.length; start += 100) await this.#memory.saveMessages({ messages: messages.slice(start, start + 100) });
    const saved = await this.#memory.recall({ threadId: this.#thread, resourceId: userId, perPage: false });
    ensure(saved.messages.length === messages.length, () => `${this.name}: ${saved.messages.length} messages in the thread after saving ${messages.length}.`);
  }

  async dispose(): Promise<void> {
    await this.#storage.close?.();
  }
}

export function mastraMemorySystems(workspace: AdapterWorkspace, history: readonly Message[]): AdapterSystem[] {
  return mastraMemoryConfigs.map((config) => {
    const storage = new LibSQLStore({ id: config.name, url: workspace.mastraUrl(config.name) });
    const memory = new Memory({ storage, options: { ...config.options } });
    return new MastraMemorySystem(config, storage, memory, history);
  });
}
