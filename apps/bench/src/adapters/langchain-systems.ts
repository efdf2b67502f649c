import type { Message, PreparedTurn } from "@engram/core";
import { engramMiddleware } from "@engram/adapter-langchain";
import { HumanMessage } from "@langchain/core/messages";
import { createAgent } from "langchain";
import { ensure, type AdapterSystem } from "./adapter-system.js";
import type { AdapterWorkspace } from "./adapter-workspace.js";
import { systemPrompt, textOf, userId } from "./conversation.js";
import { instantChatModel, messagesText } from "./instant-model.js";
import { appendHistory, checkArchive, recalledFence } from "./prefill.js";

const sessionId = "langchain-session";

/**
 * LangChain's `createAgent` with no checkpointer: each invoke carries only the new HumanMessage.
 * With Engram, `engramMiddleware({ engram })` supplies the history, summary and recalled memory
 * (ids in `context`); bare, the same agent without middleware sees just the new message.
 */
class LangChainSystem implements AdapterSystem {
  readonly framework = "langchain";
  readonly name: string;
  readonly role: "engram" | "bare";
  readonly #model: ReturnType<typeof instantChatModel>;
  readonly #agent;
  readonly #workspace: AdapterWorkspace;
  readonly #prefill: readonly Message[];
  #turn: PreparedTurn | undefined;

  constructor(role: "engram" | "bare", workspace: AdapterWorkspace, history: readonly Message[], calls: number) {
    this.role = role;
    this.name = role;
    this.#workspace = workspace;
    this.#prefill = history;
    this.#model = instantChatModel(calls);
    const middleware =
      role === "engram"
        ? [
            engramMiddleware({
              engram: workspace.engram,
              onPrepared: (turn) => {
                this.#turn = turn;
              },
            }),
          ]
        : [];
    this.#agent = createAgent({ model: this.#model, systemPrompt, middleware });
  }

  async prepare(): Promise<void> {
    if (this.role === "engram") await appendHistory(this.#workspace.engram, { sessionId, userId }, this.#prefill);
  }

  async call(message: Message): Promise<void> {
    await this.#agent.invoke({ messages: [new HumanMessage(textOf(message))] }, this.role === "engram" ? { context: { sessionId, userId } } : {});
  }

  async check(message: Message, index: number): Promise<void> {
    const messages = this.#model.calls.at(-1)?.messages ?? [];
    const last = messages.at(-1);
    ensure(
      last !== undefined && HumanMessage.isInstance(last) && last.text === textOf(message),
      () => `langchain ${this.name}: the model's last message is not the new user message.`,
    );
    if (this.role === "bare") return;
    ensure(messagesText(messages).includes(recalledFence), () => "langchain engram: no recalled memory in the model's prompt.");
    const archived = this.#turn?.archived.length;
    ensure(archived === 1, () => `langchain engram: the call archived ${archived} messages, expected 1 (the new user message).`);
    await checkArchive(this.#workspace.engram, { sessionId, userId }, this.#prefill.length, index + 1, "langchain engram");
  }

  lastPromptSummary(): string {
    return `${this.#model.calls.at(-1)?.messages.length ?? 0} prompt messages (the app sent 1)`;
  }
}

export function langChainSystems(workspace: AdapterWorkspace, history: readonly Message[], calls: number): AdapterSystem[] {
  return [new LangChainSystem("engram", workspace, history, calls), new LangChainSystem("bare", workspace, history, calls)];
}
