import type { BaseChatModel } from "@langchain/core/language_models/chat_models";
import type { EmbeddingsInterface } from "@langchain/core/embeddings";
import { HumanMessage, SystemMessage } from "@langchain/core/messages";
import type { Complete, Embed } from "@engram/core";

/**
 * A LangChain chat model as core's `Complete` (summaries, extraction, consolidation). With a schema
 * the model is asked through `withStructuredOutput`, and the parsed object is returned beside its
 * JSON text; without one, the reply's text. LangChain has no per-call output cap common to its chat
 * models, so a request's `maxOutputTokens` is not passed: set `maxTokens` on the model itself.
 */
export function engramComplete(model: BaseChatModel): Complete {
  return async ({ system, prompt, schema, signal }) => {
    const messages = [new SystemMessage(system), new HumanMessage(prompt)];
    const options = signal ? { signal } : {};
    if (schema) {
      const object: unknown = await model.withStructuredOutput(schema).invoke(messages, options);
      return { text: JSON.stringify(object ?? null), object };
    }
    const reply = await model.invoke(messages, options);
    return { text: reply.text };
  };
}

/** LangChain embeddings as core's `Embed` (recall's vector signal, consolidation's similarity). */
export function engramEmbed(embeddings: EmbeddingsInterface): Embed {
  return async (texts) => (texts.length === 0 ? [] : embeddings.embedDocuments([...texts]));
}
