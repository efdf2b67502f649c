import {
  BaseMemory,
  getInputValue,
  getOutputValue,
  getPromptInputKey,
  type InputValues,
  type MemoryVariables,
  type OutputValues,
} from "@langchain/core/memory";
import { getBufferString } from "@langchain/core/messages";
import type { ConversationIds, Engram } from "@engram/core";
import { toBaseMessages } from "./to-base-messages.js";

export interface EngramMemoryOptions extends ConversationIds {
  engram: Engram;
  /** The variable holding Engram's system blocks: thread summary and recalled memory (default "memory"). */
  memoryKey?: string;
  /** The variable holding the kept conversation before this input (default "history"). */
  historyKey?: string;
  /** Which input holds the user's message (default: the only input that is not a memory variable). */
  inputKey?: string;
  /** Which output holds the model's answer (default: the only output). */
  outputKey?: string;
  /** History as BaseMessages (for a MessagesPlaceholder) instead of a "Human: …\nAI: …" string. */
  returnMessages?: boolean;
  /** The chain's instructions, so the budget counts them (they stay in your prompt template). */
  system?: string;
}

/**
 * Engram as a classic `BaseMemory` for `@langchain/classic` chains. `loadMemoryVariables` archives
 * the new input, then returns the memory block and the trimmed history before it; `saveContext`
 * archives the answer (and the input, when it was not loaded first).
 */
export class EngramMemory extends BaseMemory {
  readonly #options: EngramMemoryOptions;
  readonly #ids: ConversationIds;
  /** The input `loadMemoryVariables` archived and `saveContext` has not answered yet. */
  #pendingInput: string | undefined;

  constructor(options: EngramMemoryOptions) {
    super();
    const { engram, sessionId, userId, workspaceId, agentId } = options;
    this.#options = options;
    this.#ids = engram.ids({ sessionId, userId, workspaceId, agentId }, undefined, "as `sessionId` in new EngramMemory({ ... })");
  }

  get memoryKeys(): string[] {
    return [this.#options.memoryKey ?? "memory", this.#options.historyKey ?? "history"];
  }

  async loadMemoryVariables(values: InputValues): Promise<MemoryVariables> {
    const { engram, system, returnMessages } = this.#options;
    const input = String(getInputValue(values, this.#options.inputKey ?? getPromptInputKey(values, this.memoryKeys)));
    const turn = await engram.prepare(this.#ids, {
      messages: [{ role: "user", parts: [{ type: "text", text: input }] }],
      ...(system ? { system: [system] } : {}),
    });
    this.#pendingInput = input;
    const blocks = turn.system.filter((block) => block.kind !== "system").map((block) => block.text);
    // The kept conversation ends with this input, which the prompt template adds itself.
    const history = turn.messages.slice(0, -1).flatMap(toBaseMessages);
    const [memoryKey, historyKey] = this.memoryKeys as [string, string];
    return { [memoryKey]: blocks.join("\n\n"), [historyKey]: returnMessages ? history : getBufferString(history) };
  }

  async saveContext(inputValues: InputValues, outputValues: OutputValues): Promise<void> {
    const input = String(getInputValue(inputValues, this.#options.inputKey ?? getPromptInputKey(inputValues, this.memoryKeys)));
    const output = String(getOutputValue(outputValues, this.#options.outputKey));
    const answered = this.#pendingInput === input;
    this.#pendingInput = undefined;
    await this.#options.engram.record(this.#ids, [
      ...(answered ? [] : [{ role: "user" as const, parts: [{ type: "text" as const, text: input }] }]),
      { role: "assistant", parts: [{ type: "text", text: output }] },
    ]);
  }
}
