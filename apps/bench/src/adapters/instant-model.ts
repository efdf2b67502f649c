import type { LanguageModelV4, LanguageModelV4CallOptions, LanguageModelV4Prompt } from "@ai-sdk/provider";
import { AIMessage, type BaseMessage } from "@langchain/core/messages";
import { fakeModel } from "@langchain/core/testing";

export const replyText = "Done: the change is in place and the tests pass.";

// No token counts: a mock cannot know them, and a made-up input count would feed Engram's usage
// calibration a wrong number (LangChain's fake model reports none either).
const usage = {
  inputTokens: { total: undefined, noCache: undefined, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: undefined, text: undefined, reasoning: undefined },
};

/**
 * An AI SDK (spec V4) model that answers at once with a fixed text. Unlike `MockLanguageModelV4` it
 * keeps only the last prompt, so a long run does not hold every 1,000-message prompt it was sent.
 */
export class InstantModel implements LanguageModelV4 {
  readonly specificationVersion = "v4";
  readonly provider = "bench";
  readonly modelId = "instant";
  readonly supportedUrls = {};
  calls = 0;
  lastPrompt: LanguageModelV4Prompt = [];

  async doGenerate(options: LanguageModelV4CallOptions): Promise<Awaited<ReturnType<LanguageModelV4["doGenerate"]>>> {
    this.calls += 1;
    this.lastPrompt = options.prompt;
    return { content: [{ type: "text", text: replyText }], finishReason: { unified: "stop", raw: "stop" }, usage, warnings: [] };
  }

  async doStream(): Promise<never> {
    throw new Error("InstantModel answers generate calls only.");
  }

  /** The last prompt's text (system content, text parts), for the untimed checks. */
  lastPromptText(): string {
    return promptText(this.lastPrompt);
  }
}

export function promptText(prompt: LanguageModelV4Prompt): string {
  const out: string[] = [];
  for (const message of prompt) {
    if (typeof message.content === "string") out.push(message.content);
    else for (const part of message.content) if (part.type === "text") out.push(part.text);
  }
  return out.join("\n");
}

/** LangChain's fake chat model with `calls` replies queued; every one is the same fixed text. */
export function instantChatModel(calls: number): ReturnType<typeof fakeModel> {
  const model = fakeModel();
  for (let i = 0; i < calls; i++) model.respond(() => new AIMessage(replyText));
  return model;
}

export function messagesText(messages: readonly BaseMessage[]): string {
  return messages.map((message) => message.text).join("\n");
}
