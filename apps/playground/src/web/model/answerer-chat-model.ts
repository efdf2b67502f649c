import { BaseChatModel, type BaseChatModelParams } from "@langchain/core/language_models/chat_models";
import { AIMessage, AIMessageChunk, type BaseMessage } from "@langchain/core/messages";
import { ChatGenerationChunk, type ChatResult } from "@langchain/core/outputs";
import type { Answerer, NeutralMessage, NeutralPrompt } from "./neutral-prompt.js";
import { streamPieces } from "./stream-pieces.js";

/** A LangChain chat model that answers through an `Answerer` (the offline model, or the OpenAI bridge). */
export class AnswererChatModel extends BaseChatModel {
  // Plain fields, not #private: LangChain copies models (withConfig, bindTools) onto other objects.
  readonly answer: Answerer;
  readonly modelName: string;

  constructor(answer: Answerer, name: string, params: BaseChatModelParams = {}) {
    super(params);
    this.answer = answer;
    this.modelName = name;
  }

  // Called by BaseChatModel's constructor, before this class's fields exist.
  _llmType(): string {
    return "engram-playground";
  }

  /** createAgent binds the agent's tools; this model answers in text only, so it ignores them. */
  override bindTools(): this {
    return this;
  }

  async _generate(messages: BaseMessage[]): Promise<ChatResult> {
    const text = await this.answer(neutralPromptOfMessages(messages));
    return { generations: [{ text, message: new AIMessage(text) }] };
  }

  /** The same answer, a word at a time, so a streaming agent shows it arriving. */
  override async *_streamResponseChunks(messages: BaseMessage[]): AsyncGenerator<ChatGenerationChunk> {
    const text = await this.answer(neutralPromptOfMessages(messages));
    for (const piece of streamPieces(text)) yield new ChatGenerationChunk({ text: piece, message: new AIMessageChunk(piece) });
  }
}

/** LangChain messages as plain text: system messages (all their text blocks) joined, the rest in order. */
export function neutralPromptOfMessages(messages: readonly BaseMessage[]): NeutralPrompt {
  const system: string[] = [];
  const conversation: NeutralMessage[] = [];
  for (const message of messages) {
    const type = message.getType();
    if (type === "system") system.push(message.text);
    else if (type === "human") conversation.push({ role: "user", text: message.text });
    else if (type === "ai") conversation.push({ role: "assistant", text: message.text });
    else if (type === "tool") conversation.push({ role: "tool", text: message.text });
  }
  return { system: system.join("\n\n"), messages: conversation };
}
