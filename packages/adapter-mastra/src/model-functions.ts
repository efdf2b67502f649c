import { EngramError, type Complete, type Embed } from "@engram/core";
import { z } from "zod";

/**
 * The model shapes `engramComplete` accepts: an AI SDK language model of spec v2, v3 or v4 (what
 * `@ai-sdk/*` providers return and Mastra's `model` takes), called through `doGenerate`.
 */
export interface GenerateCapableModel {
  readonly specificationVersion: string;
  doGenerate(options: {
    prompt: Array<{ role: "system"; content: string } | { role: "user"; content: Array<{ type: "text"; text: string }> }>;
    responseFormat?: { type: "json"; schema?: unknown } | { type: "text" };
    maxOutputTokens?: number;
    abortSignal?: AbortSignal;
  }): PromiseLike<{ content?: ReadonlyArray<{ type: string; text?: string }> }>;
}

/** An AI SDK embedding model of spec v2, v3 or v4, called through `doEmbed`. */
export interface EmbedCapableModel {
  readonly specificationVersion: string;
  doEmbed(options: { values: string[]; abortSignal?: AbortSignal }): PromiseLike<{ embeddings: ReadonlyArray<ReadonlyArray<number>> }>;
}

/**
 * Engram's `Complete` over a language model, for summaries, extraction and consolidation. With a
 * schema the model is asked for JSON (`responseFormat`), and the answer is parsed and validated;
 * an answer that does not validate comes back as text only, and core falls back to reading it. A
 * request's `maxOutputTokens` (recall's model selection asks 256) caps the answer.
 */
export function engramComplete(model: unknown): Complete {
  if (!isGenerateCapable(model)) {
    throw new EngramError(
      "INVALID_OPTIONS",
      "engramComplete needs an AI SDK language model object with doGenerate (spec v2/v3/v4, e.g. openai('gpt-4o')); a model id string cannot be called directly.",
    );
  }
  return async ({ system, prompt, schema, signal, maxOutputTokens }) => {
    const result = await model.doGenerate({
      prompt: [
        { role: "system", content: system },
        { role: "user", content: [{ type: "text", text: prompt }] },
      ],
      ...(schema ? { responseFormat: { type: "json" as const, schema: z.toJSONSchema(schema, { unrepresentable: "any" }) } } : {}),
      ...(maxOutputTokens === undefined ? {} : { maxOutputTokens }),
      ...(signal ? { abortSignal: signal } : {}),
    });
    const text = (result.content ?? []).flatMap((part) => (part.type === "text" && typeof part.text === "string" ? [part.text] : [])).join("");
    if (!schema) return { text };
    const parsed = schema.safeParse(parseJson(text));
    return parsed.success ? { text, object: parsed.data } : { text };
  };
}

/** Engram's `Embed` over an embedding model (one `doEmbed` call per batch). */
export function engramEmbed(embedder: unknown): Embed {
  if (!isEmbedCapable(embedder)) {
    throw new EngramError(
      "INVALID_OPTIONS",
      "engramEmbed needs an AI SDK embedding model object with doEmbed (spec v2/v3/v4, e.g. openai.embedding('text-embedding-3-small')).",
    );
  }
  return async (texts) => {
    if (texts.length === 0) return [];
    const { embeddings } = await embedder.doEmbed({ values: [...texts] });
    return embeddings.map((vector) => [...vector]);
  };
}

function parseJson(text: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/.exec(text);
  try {
    return JSON.parse(fenced ? fenced[1]! : text);
  } catch {
    return undefined; // not JSON: the caller keeps the text and core reads it its own way
  }
}

function isGenerateCapable(model: unknown): model is GenerateCapableModel {
  return typeof model === "object" && model !== null && typeof (model as GenerateCapableModel).doGenerate === "function";
}

function isEmbedCapable(model: unknown): model is EmbedCapableModel {
  return typeof model === "object" && model !== null && typeof (model as EmbedCapableModel).doEmbed === "function";
}
