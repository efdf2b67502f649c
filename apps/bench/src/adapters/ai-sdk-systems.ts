import type { Message, PreparedTurn } from "@engram/core";
import { engramModel } from "@engram/adapter-ai-sdk";
import { generateText, type LanguageModel, type ModelMessage } from "ai";
import { ensure, type AdapterSystem } from "./adapter-system.js";
import { systemPrompt, textOf, toModelMessages, userId } from "./conversation.js";
import { InstantModel } from "./instant-model.js";
import { appendHistory, checkArchive, recalledFence } from "./prefill.js";
import type { AdapterWorkspace } from "./adapter-workspace.js";

const sessionId = "ai-sdk-session";

/**
 * AI SDK in application mode: the app keeps the conversation and re-sends all of it with each new
 * user message (as useChat does), then appends the response messages. With Engram the model is
 * `engramModel(mock, { engram, userId })` and the session id goes in `providerOptions.engram`; bare,
 * the same `generateText` goes to the mock itself.
 */
class AiSdkSystem implements AdapterSystem {
  readonly framework = "ai-sdk";
  readonly name: string;
  readonly role: "engram" | "bare";
  readonly #mock = new InstantModel();
  readonly #model: LanguageModel;
  readonly #history: ModelMessage[];
  readonly #workspace: AdapterWorkspace;
  readonly #prefill: readonly Message[];
  #turn: PreparedTurn | undefined;

  constructor(role: "engram" | "bare", workspace: AdapterWorkspace, history: readonly Message[]) {
    this.role = role;
    this.name = role;
    this.#workspace = workspace;
    this.#prefill = history;
    this.#history = toModelMessages(history);
    this.#model =
      role === "engram"
        ? engramModel(this.#mock, {
            engram: workspace.engram,
            userId,
            onPrepared: (turn) => {
              this.#turn = turn;
            },
          })
        : this.#mock;
  }

  async prepare(): Promise<void> {
    if (this.role === "engram") await appendHistory(this.#workspace.engram, { sessionId, userId }, this.#prefill);
  }

  async call(message: Message): Promise<void> {
    const user: ModelMessage = { role: "user", content: [{ type: "text", text: textOf(message) }] };
    const result = await generateText({
      model: this.#model,
      instructions: systemPrompt,
      messages: [...this.#history, user],
      ...(this.role === "engram" ? { providerOptions: { engram: { sessionId } } } : {}),
    });
    this.#history.push(user, ...result.response.messages);
  }

  async check(message: Message, index: number): Promise<void> {
    const prompt = this.#mock.lastPrompt;
    const text = this.#mock.lastPromptText();
    ensure(
      prompt.at(-1)?.role === "user" && text.endsWith(textOf(message)),
      () => `ai-sdk ${this.name}: the model's prompt does not end with the new user message.`,
    );
    if (this.role === "bare") return;
    ensure(text.includes(recalledFence), () => "ai-sdk engram: no recalled memory in the model's prompt.");
    // The whole history was re-sent: Engram must recognise it and archive only the new user message.
    const archived = this.#turn?.archived.length;
    ensure(archived === 1, () => `ai-sdk engram: the call archived ${archived} messages, expected 1 (the new user message).`);
    await checkArchive(this.#workspace.engram, { sessionId, userId }, this.#prefill.length, index + 1, "ai-sdk engram");
  }

  lastPromptSummary(): string {
    return `${this.#mock.lastPrompt.length} prompt messages (the app sent ${this.#history.length - 1})`;
  }
}

export function aiSdkSystems(workspace: AdapterWorkspace, history: readonly Message[]): AdapterSystem[] {
  return [new AiSdkSystem("engram", workspace, history), new AiSdkSystem("bare", workspace, history)];
}
