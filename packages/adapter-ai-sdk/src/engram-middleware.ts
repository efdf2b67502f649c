import type { LanguageModelV4CallOptions, LanguageModelV4Middleware, LanguageModelV4StreamPart } from "@ai-sdk/provider";
import { EngramError, createEngram, type ConversationIds, type Engram, type EngramOptions, type PreparedTurn } from "@engram/core";
import { isContextLengthError, toolExtras, type PromptExtra } from "@engram/core/adapter-kit";
import { sessionIdHint, takeCallIds } from "./call-ids.js";
import { promptFromTurn } from "./prompt-from-turn.js";
import { promptToDrafts, type ConvertedPrompt } from "./prompt-to-drafts.js";
import { StreamedReply, replyDrafts, turnUsage } from "./reply-drafts.js";

export interface EngramMiddlewareOptions extends Partial<ConversationIds> {
  /** An Engram from `createEngram`, or the options to make one (store, model, contextWindow, ...). */
  engram: Engram | EngramOptions;
  /** Called with every prompt Engram prepares (the first and each smaller retry): manifest, recall, archived. */
  onPrepared?: (turn: PreparedTurn) => void;
  /** Decides whether a provider error rejected the prompt's length; default core's `isContextLengthError`. */
  isLengthError?: (error: unknown) => boolean;
}

/** The middleware, with the Engram it uses (for `engram.memory(ids)`, `engram.tools(ids)`, ...). */
export type EngramMiddleware = LanguageModelV4Middleware & { readonly engram: Engram };

/** What transformParams prepared, for wrapGenerate/wrapStream of the same call. */
interface PreparedCall {
  readonly ids: ConversationIds;
  readonly turn: PreparedTurn;
  /** The call's params with the prompt of another turn (a smaller retry). */
  readonly paramsFor: (turn: PreparedTurn) => LanguageModelV4CallOptions;
}

/**
 * Engram as AI SDK middleware: `transformParams` archives what is new in the prompt and replaces
 * it with Engram's (trimmed history, summary, recalled memory); `wrapGenerate`/`wrapStream` retry
 * smaller after a length rejection and archive the reply.
 */
export function engramMiddleware(options: EngramMiddlewareOptions): EngramMiddleware {
  const engram = toEngram(options?.engram);
  const fixed: Partial<ConversationIds> = {
    ...(options.sessionId === undefined ? {} : { sessionId: options.sessionId }),
    ...(options.userId === undefined ? {} : { userId: options.userId }),
    ...(options.workspaceId === undefined ? {} : { workspaceId: options.workspaceId }),
    ...(options.agentId === undefined ? {} : { agentId: options.agentId }),
  };
  const retryOptions = { isLengthError: options.isLengthError ?? isContextLengthError };
  const calls = new WeakMap<LanguageModelV4CallOptions, PreparedCall>();
  /** Each conversation's last conversion, so a re-sent history converts only what is new. */
  const conversions = new RecentConversions();
  const prepared = (turn: PreparedTurn): PreparedTurn => {
    options.onPrepared?.(turn);
    return turn;
  };
  const callOf = (params: LanguageModelV4CallOptions): PreparedCall => {
    const call = calls.get(params);
    if (!call) {
      throw new EngramError(
        "INVALID_OPTIONS",
        "engramMiddleware's wrapGenerate/wrapStream got params its transformParams did not return: use the middleware object whole (wrapLanguageModel({ model, middleware: engramMiddleware(...) })).",
      );
    }
    return call;
  };

  return {
    specificationVersion: "v4",
    engram,
    async transformParams({ params }) {
      const { ids: perCall, providerOptions } = takeCallIds(params.providerOptions);
      const ids = engram.ids(fixed, perCall, sessionIdHint);
      const incoming = promptToDrafts(params.prompt, conversions.get(ids.sessionId));
      conversions.set(ids.sessionId, incoming);
      const turn = prepared(
        await engram.prepare(ids, {
          messages: incoming.drafts,
          system: incoming.system,
          ...(params.maxOutputTokens === undefined ? {} : { maxOutputTokens: params.maxOutputTokens }),
          extras: extrasOf(params),
        }),
      );
      const { providerOptions: _engramIds, ...rest } = params;
      const paramsFor = (next: PreparedTurn): LanguageModelV4CallOptions => ({
        ...rest,
        ...(providerOptions === undefined ? {} : { providerOptions }),
        prompt: promptFromTurn(next, incoming),
      });
      const transformed = paramsFor(turn);
      calls.set(transformed, { ids, turn, paramsFor });
      return transformed;
    },
    async wrapGenerate({ doGenerate, params, model }) {
      const call = callOf(params);
      const result = await engram.retry(
        call.turn,
        (turn) => (turn === call.turn ? doGenerate() : model.doGenerate(call.paramsFor(prepared(turn)))),
        retryOptions,
      );
      await engram.record(call.ids, replyDrafts(result.content), turnUsage(result.usage));
      return result;
    },
    async wrapStream({ doStream, params, model }) {
      const call = callOf(params);
      // Only a rejected doStream() is retried: once parts flow, the consumer has seen them.
      const { stream, ...rest } = await engram.retry(
        call.turn,
        (turn) => (turn === call.turn ? doStream() : model.doStream(call.paramsFor(prepared(turn)))),
        retryOptions,
      );
      const reply = new StreamedReply();
      const recorder = new TransformStream<LanguageModelV4StreamPart, LanguageModelV4StreamPart>({
        transform(part, controller) {
          reply.add(part);
          controller.enqueue(part);
        },
        // Runs only when the stream is drained to its end; a cancelled or failed stream has no
        // `finish` part and archives nothing (the next call's sync archives what the app re-sends).
        async flush() {
          if (reply.finished) await engram.record(call.ids, replyDrafts(reply.content), turnUsage(reply.usage));
        },
      });
      return { ...rest, stream: stream.pipeThrough(recorder) };
    },
  };
}

/** The last prompt conversion of each of the most recent conversations (older ones are forgotten). */
class RecentConversions {
  static readonly max = 256;
  readonly #bySession = new Map<string, ConvertedPrompt>();

  get(sessionId: string): ConvertedPrompt | undefined {
    return this.#bySession.get(sessionId);
  }

  set(sessionId: string, conversion: ConvertedPrompt): void {
    this.#bySession.delete(sessionId);
    if (this.#bySession.size >= RecentConversions.max) this.#bySession.delete(this.#bySession.keys().next().value!);
    this.#bySession.set(sessionId, conversion);
  }
}

function toEngram(source: Engram | EngramOptions | undefined): Engram {
  if (source === undefined || source === null || typeof source !== "object") {
    throw new EngramError(
      "INVALID_OPTIONS",
      'engramMiddleware needs `engram`: an Engram from createEngram(...) or its options, e.g. { engram: { store: createInMemoryStore(), model: "gpt-4o" } }.',
    );
  }
  return typeof (source as Engram).prepare === "function" ? (source as Engram) : createEngram(source as EngramOptions);
}

/** What the call sends outside its messages: tool definitions and a JSON response schema. */
/** The call's tool definitions (one extra per tool, by name) and its response schema, as the manifest lists them. */
function extrasOf(params: LanguageModelV4CallOptions): PromptExtra[] {
  const extras = toolExtras(params.tools ?? [], "tool");
  if (params.responseFormat?.type === "json" && params.responseFormat.schema !== undefined) {
    extras.push({ label: "response schema", text: JSON.stringify(params.responseFormat.schema) ?? "" });
  }
  return extras;
}
