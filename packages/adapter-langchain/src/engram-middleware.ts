import { createMiddleware } from "langchain";
import { AIMessage, SystemMessage, type BaseMessage } from "@langchain/core/messages";
import type { ConversationIds, Engram, PreparedTurn, RunOptions } from "@engram/core";
import { toolExtras } from "@engram/core/adapter-kit";
import { engramContextSchema, idsFromRuntime } from "./conversation-context.js";
import { cachedHistoryMessages } from "./to-base-messages.js";
import { toDraftPairs, toMessageDraft, type DraftPair } from "./to-message-draft.js";
import { toolDefinitions } from "./tool-definitions.js";

export interface EngramMiddlewareOptions extends Partial<ConversationIds> {
  /** From `createEngram({ store, model, contextWindow, ... })`: budgets, recall and the archive live there. */
  engram: Engram;
  /** Decides whether a model error means the prompt was too long (default: core's `isContextLengthError`). */
  isLengthError?: RunOptions["isLengthError"];
  /** Count the agent's tool definitions against the budget (default true). */
  countToolDefinitions?: boolean;
  /** Called with each prepared prompt (and each smaller retry) before the model sees it: its manifest says what was kept, dropped and recalled. */
  onPrepared?: (turn: PreparedTurn) => void;
}

/**
 * Engram as a `createAgent` middleware. Before every model call the conversation is archived
 * (what is new), trimmed to the budget with a thread summary, and given the memory block; the
 * model's reply is archived after it. A context-length rejection is retried with a smaller prompt.
 */
export function engramMiddleware(options: EngramMiddlewareOptions) {
  const { engram, isLengthError, countToolDefinitions = true, onPrepared, ...fixed } = options;
  return createMiddleware({
    name: "EngramMiddleware",
    contextSchema: engramContextSchema,
    wrapModelCall: async (request, handler) => {
      const ids = idsFromRuntime(engram, fixed, request.runtime);
      const incoming = toDraftPairs(request.messages);
      const instructions = request.systemMessage.text;
      const extras = countToolDefinitions ? toolExtras(toolDefinitions(request.tools), "tool") : [];
      const input = {
        messages: incoming.map((pair) => pair.draft),
        ...(instructions.trim().length > 0 ? { system: [instructions] } : {}),
        ...(extras.length > 0 ? { extras } : {}),
      };
      const reply = await engram.run(
        ids,
        input,
        async (turn) => {
          onPrepared?.(turn);
          return handler({
            ...request,
            messages: promptMessages(turn, incoming),
            systemMessage: systemWithBlocks(request.systemMessage, turn, input.system?.length ?? 0),
          });
        },
        isLengthError ? { isLengthError } : {},
      );
      await recordReply(engram, ids, reply);
      return reply;
    },
    // A run can end without another model call after tool results (a returnDirect tool, a jump to
    // the end): those are archived here. sync archives only what is new, so nothing is archived twice.
    afterAgent: async (state, runtime) => {
      const ids = idsFromRuntime(engram, fixed, runtime);
      const session = await engram.session(ids);
      await session.sync(toDraftPairs(state.messages).map((pair) => pair.draft));
    },
  });
}

/**
 * The kept conversation as LangChain messages, reusing the framework's own objects for what it sent
 * in this call (content blocks, response_metadata and inline images reach the model untouched);
 * only turns that come from the archive alone are rebuilt.
 */
function promptMessages(turn: PreparedTurn, incoming: readonly DraftPair[]): BaseMessage[] {
  const archived = cachedHistoryMessages(turn.messages);
  const prompt: BaseMessage[] = [];
  turn.messages.forEach((message, index) => {
    const source = turn.sourceOf(message.id);
    const original = source === undefined ? undefined : incoming[source]?.original;
    if (original) {
      prompt.push(original);
      return;
    }
    // Most archived messages are one BaseMessage: pushed without spreading a one-item list.
    const group = archived[index]!;
    if (group.length === 1) prompt.push(group[0]!);
    else for (const part of group) prompt.push(part);
  });
  return prompt;
}

/**
 * The application's system message, unchanged, followed by Engram's blocks (thread summary,
 * recovery note, memory) as text content blocks. The first `ownBlocks` system blocks are the
 * application's instructions, which the system message already holds.
 */
function systemWithBlocks(system: SystemMessage, turn: PreparedTurn, ownBlocks: number): SystemMessage {
  const added = turn.system.slice(ownBlocks).map((block) => ({ type: "text" as const, text: block.text }));
  return added.length === 0 ? system : system.concat(new SystemMessage({ content: added }));
}

async function recordReply(engram: Engram, ids: ConversationIds, reply: unknown): Promise<void> {
  if (!AIMessage.isInstance(reply)) return; // A Command (structured-output retry) carries no reply to archive.
  const draft = toMessageDraft(reply);
  if (!draft) return;
  const usage = reply.usage_metadata;
  await engram.record(ids, [draft], usage ? { inputTokens: usage.input_tokens, outputTokens: usage.output_tokens } : undefined);
}
