import { NoObjectGeneratedError, Output, embedMany, generateText, type EmbeddingModel, type LanguageModel } from "ai";
import type { Complete, Embed } from "@engram/core";

/**
 * Core's `Complete` over an AI SDK model (summaries, extraction, consolidation). With a schema the
 * model is asked for JSON through `Output.object`; when its answer does not parse, the text is
 * returned without `object` and core reads what it can from the text. A request's `maxOutputTokens`
 * (recall's model selection asks 256) caps the answer.
 */
export function engramComplete(model: LanguageModel): Complete {
  return async ({ system, prompt, schema, signal, maxOutputTokens }) => {
    const common = {
      model,
      instructions: system,
      prompt,
      ...(signal === undefined ? {} : { abortSignal: signal }),
      ...(maxOutputTokens === undefined ? {} : { maxOutputTokens }),
    };
    if (!schema) {
      const result = await generateText(common);
      return { text: result.text };
    }
    try {
      const result = await generateText({ ...common, output: Output.object({ schema }) });
      return { text: result.text, object: result.output };
    } catch (error) {
      if (NoObjectGeneratedError.isInstance(error)) return { text: error.text ?? "" };
      throw error;
    }
  };
}

/** Core's `Embed` over an AI SDK embedding model (`embedMany`, which batches by the model's limit). */
export function engramEmbed(model: EmbeddingModel): Embed {
  return async (texts) => {
    if (texts.length === 0) return [];
    const { embeddings } = await embedMany({ model, values: [...texts] });
    return embeddings;
  };
}
