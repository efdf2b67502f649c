import type { Message } from "@engram/core";
import { EngramMastraMemory } from "@engram/adapter-mastra";
import { Agent } from "@mastra/core/agent";
import type { MastraModelConfig } from "@mastra/core/llm";
import type { MastraMemory } from "@mastra/core/memory";
import { ensure, type AdapterSystem, type SystemRole } from "./adapter-system.js";
import type { AdapterWorkspace } from "./adapter-workspace.js";
import { systemPrompt, textOf, userId } from "./conversation.js";
import { InstantModel } from "./instant-model.js";
import { appendHistory, checkArchive, recalledFence } from "./prefill.js";

/**
 * A Mastra `Agent` with the instant mock, called with only the new user message:
 * `agent.generate(text, { memory: { thread, resource } })`. The memory (Engram's, Mastra's own, or
 * none for the bare agent) decides what else the model sees. Subclasses fill the thread untimed.
 */
export abstract class MastraAgentSystem implements AdapterSystem {
  readonly framework = "mastra";
  abstract readonly name: string;
  abstract readonly role: SystemRole;
  protected readonly mock = new InstantModel();
  readonly #agent: Agent;
  readonly #thread: string | undefined;

  constructor(id: string, memory: MastraMemory | undefined, thread: string | undefined) {
    this.#thread = thread;
    this.#agent = new Agent({
      id,
      name: id,
      instructions: systemPrompt,
      model: this.mock as unknown as MastraModelConfig,
      ...(memory === undefined ? {} : { memory }),
    });
  }

  abstract prepare(): Promise<void>;

  async call(message: Message): Promise<void> {
    const options = this.#thread === undefined ? {} : { memory: { thread: this.#thread, resource: userId } };
    const result = await this.#agent.generate(textOf(message), options);
    ensure(result.text.length > 0, () => `mastra ${this.name}: empty reply.`);
  }

  async check(message: Message, index: number): Promise<void> {
    const prompt = this.mock.lastPrompt;
    const last = prompt.at(-1);
    const lastText = last?.role === "user" ? last.content.map((part) => (part.type === "text" ? part.text : "")).join("") : "";
    ensure(lastText === textOf(message), () => `mastra ${this.name}: the model's prompt does not end with the new user message.`);
    // With memory the model must also get history: the instructions and the new message are 2.
    if (this.role !== "bare") ensure(prompt.length > 10, () => `mastra ${this.name}: only ${prompt.length} prompt messages, no history.`);
    await this.checkMemory(index);
  }

  protected async checkMemory(_index: number): Promise<void> {}

  lastPromptSummary(): string {
    return `${this.mock.lastPrompt.length} prompt messages (the app sent 1)`;
  }
}

const engramThread = "mastra-session";

class EngramMastraSystem extends MastraAgentSystem {
  readonly name = "engram";
  readonly role = "engram";
  readonly #workspace: AdapterWorkspace;
  readonly #history: readonly Message[];

  constructor(workspace: AdapterWorkspace, history: readonly Message[]) {
    super("engram-agent", new EngramMastraMemory({ engram: workspace.engram }), engramThread);
    this.#workspace = workspace;
    this.#history = history;
  }

  async prepare(): Promise<void> {
    await appendHistory(this.#workspace.engram, { sessionId: engramThread, userId }, this.#history);
  }

  protected override async checkMemory(index: number): Promise<void> {
    ensure(this.mock.lastPromptText().includes(recalledFence), () => "mastra engram: no recalled memory in the model's prompt.");
    await checkArchive(this.#workspace.engram, { sessionId: engramThread, userId }, this.#history.length, index + 1, "mastra engram");
  }
}

class BareMastraSystem extends MastraAgentSystem {
  readonly name = "bare";
  readonly role = "bare";

  constructor() {
    super("bare-agent", undefined, undefined);
  }

  async prepare(): Promise<void> {}
}

export function mastraSystems(workspace: AdapterWorkspace, history: readonly Message[]): AdapterSystem[] {
  return [new EngramMastraSystem(workspace, history), new BareMastraSystem()];
}
