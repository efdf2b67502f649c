import { z } from "zod";
import type { Complete } from "../model-functions.js";
import type { Message } from "../message/message-schema.js";
import { extractFacts } from "./extract-facts.js";
import { resolveMaxFacts, type Exchange, type ExtractedFact, type ExtractionWarning, type ExtractOptions } from "./extracted-fact.js";
import { finalizeFacts } from "./finalize-facts.js";
import { buildExtractionPrompt, modelFactSchema, modelReplySchema, parseJsonReply, type ModelFact } from "./model-prompt.js";
import { proseOf } from "./source-text.js";
import { isGenericKnowledge, isSmallTalk } from "./skip-rules.js";
import { prescribesDanger } from "./instruction-text.js";
import { addressesTheModel } from "./speaks-to-model.js";

export interface ModelExtractOptions extends ExtractOptions {
  complete: Complete;
  /** Called when the model fails or a fact it proposed is rejected; extraction itself never throws. */
  onWarning?: (warning: ExtractionWarning) => void;
  signal?: AbortSignal;
}

const envelopeSchema = z.object({ facts: z.array(z.unknown()) });

const stop = new Set(["user", "the", "and", "for", "with", "that", "this", "prefers", "wants", "uses", "agent", "over", "than", "from", "into", "about"]);

function significantWords(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[a-z0-9][a-z0-9._-]{2,}/g) ?? []).filter((word) => !stop.has(word)));
}

/**
 * A fact the model attributes to the user must share a significant word with what the user wrote in
 * its sources (fence and code stripped); otherwise it is the agent's, or a tool's, words.
 */
function supportedByUser(fact: ModelFact, byId: ReadonlyMap<string, Message>): boolean {
  const userText = fact.messageIds
    .map((id) => byId.get(id))
    .filter((message): message is Message => message?.role === "user")
    .map((message) => proseOf(message.parts.flatMap((part) => (part.type === "text" ? [part.text] : [])).join("\n")))
    .join("\n");
  const words = significantWords(userText);
  return [...significantWords(fact.content)].some((word) => words.has(word));
}

function toCandidate(fact: ModelFact, byId: ReadonlyMap<string, Message>): ExtractedFact {
  let trust: ExtractedFact["trust"] = fact.source === "assistant" ? "agent" : fact.source;
  if (trust === "user" && !supportedByUser(fact, byId)) trust = fact.messageIds.some((id) => byId.get(id)?.role === "tool") ? "tool" : "agent";
  return {
    content: fact.content,
    type: fact.type,
    importance: fact.importance,
    confidence: fact.confidence,
    trust,
    sourceMessageIds: fact.messageIds,
    tags: fact.tags,
  };
}

function readReply(result: { text: string; object?: unknown }): unknown[] {
  const raw = result.object !== undefined ? result.object : parseJsonReply(result.text);
  const envelope = envelopeSchema.safeParse(raw);
  if (!envelope.success) throw new Error(`the reply is not {"facts": [...]}: ${envelope.error.issues[0]?.message ?? "invalid"}`);
  return envelope.data.facts;
}

/**
 * Extraction by a model: the exchange goes to `complete` fenced as untrusted data with
 * `modelReplySchema` as `schema`; the returned `object` (or JSON in `text`) is validated, and every
 * fact then obeys the same rules as the offline path (at most `maxFacts`, sources checked against
 * the exchange, assistant words never user trust, secrets redacted, fence stripped, 300 characters).
 * A model error or an unreadable reply falls back to `extractFacts` and reports a warning.
 */
export async function extractFactsWithModel(exchange: Exchange, options: ModelExtractOptions): Promise<ExtractedFact[]> {
  const maxFacts = resolveMaxFacts(options.maxFacts);
  if (maxFacts === 0) return [];
  const messages = exchange.messages.filter((message) => message.role !== "system");
  if (messages.length === 0) return [];
  const { system, prompt } = buildExtractionPrompt(messages, maxFacts);
  let items: unknown[];
  try {
    const result = await options.complete({ system, prompt, schema: modelReplySchema, signal: options.signal });
    items = readReply(result);
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    options.onWarning?.({ code: "EXTRACTION_MODEL_FAILED", message: `Model extraction failed (${reason}); the offline rules were used instead.`, cause });
    return extractFacts(exchange, options);
  }
  const byId = new Map(messages.map((message) => [message.id, message]));
  const reject = (content: string, reason: string): void =>
    options.onWarning?.({ code: "EXTRACTION_FACT_REJECTED", message: `Dropped the extracted fact "${content}": ${reason}.` });
  const candidates: ExtractedFact[] = [];
  for (const item of items) {
    const parsed = modelFactSchema.safeParse(item);
    if (!parsed.success) {
      reject(JSON.stringify(item)?.slice(0, 80) ?? "?", "it does not match the schema");
      continue;
    }
    if (isSmallTalk(parsed.data.content) || isGenericKnowledge(parsed.data.content)) {
      reject(parsed.data.content, "it is small talk or generic knowledge");
      continue;
    }
    if (prescribesDanger(parsed.data.content)) {
      reject(parsed.data.content, "it would have later sessions run a dangerous command");
      continue;
    }
    if (addressesTheModel(parsed.data.content)) {
      reject(parsed.data.content, "it speaks to the model that would read it (a prompt injection)");
      continue;
    }
    candidates.push(toCandidate(parsed.data, byId));
  }
  return finalizeFacts(candidates, {
    messages,
    maxFacts,
    utcOffsetMinutes: options.utcOffsetMinutes,
    onReject: (fact, reason) => reject(fact.content, reason),
  });
}
