import type { Engram } from "@engram/core";
import { toolExtras, type MessageDraft } from "@engram/core/adapter-kit";
import type { MessageList } from "@mastra/core/agent/message-list";
import type { ProcessInputStepArgs, ProcessInputStepResult, Processor } from "@mastra/core/processors";
import { withLengthRetry } from "./length-retry-model.js";
import { mastraToDrafts } from "./mastra-to-drafts.js";
import { idsOfRequest, type MastraAdapterOptions } from "./memory-options.js";
import type { RunState, RunStates } from "./run-state.js";
import { toolDefinitions } from "./tool-tokens.js";

/** The tag of the system messages Engram adds to Mastra's MessageList. */
export const engramSystemTag = "engram";

/**
 * Runs Engram's pipeline before every model call of an agent run (`processInputStep`, so each step
 * of a tool loop is archived and fitted to the budget, not only the first). The MessageList ends up
 * holding the agent's instructions, Engram's system blocks (summary, recovery, memory) and this run's
 * own input and response messages; the kept history is put into the model's prompt after the system
 * messages, so the model sees it exactly where Mastra puts remembered messages.
 */
export function engramInputProcessor(engram: Engram, options: MastraAdapterOptions, runs: RunStates): Processor<"engram-input"> {
  return {
    id: "engram-input",
    name: "Engram memory (input)",
    async processInputStep(args: ProcessInputStepArgs): Promise<ProcessInputStepResult> {
      const { messageList } = args;
      const ids = idsOfRequest(engram, options, args.requestContext);
      const input = mastraToDrafts(messageList.get.input.db()).filter((draft) => draft.role !== "system");
      const response = mastraToDrafts(messageList.get.response.db());
      const conversation: MessageDraft[] = [...input, ...response];
      const maxOutputTokens = args.modelSettings?.maxOutputTokens;
      const turn = await engram.prepare(ids, {
        messages: conversation,
        system: args.systemMessages.map((message) => contentText(message.content)).filter((text) => text.length > 0),
        ...(maxOutputTokens === undefined ? {} : { maxOutputTokens }),
        extras: toolExtras(toolDefinitions(args.tools), "tool"),
        ...(options.extraTokens === undefined ? {} : { extraTokens: options.extraTokens }),
      });
      // After sync the archive ends with the whole incoming conversation: those are this run's messages.
      // Kept messages follow the archive's order, so this run's kept ones are the kept list's tail.
      const archive = turn.session.messages;
      const runIds = new Set(archive.slice(archive.length - conversation.length).map((message) => message.id));
      let split = turn.messages.length;
      while (split > 0 && runIds.has(turn.messages[split - 1]!.id)) split--;
      const state = stateFor(runs, messageList, ids, turn);
      state.turn = turn;
      state.ids = ids;
      state.archivedResponses = response.length;
      state.useEngramPrompt = turn.messages.length - split < runIds.size;

      messageList.clearSystemMessages(engramSystemTag);
      // The instructions are already in the MessageList (untagged); Engram only adds its own blocks.
      for (const block of turn.system) {
        if (block.kind === "system") continue;
        state.ownBlocks.add(block.text);
        messageList.addSystem(block.text, engramSystemTag);
      }
      // The kept history goes into the prompt at the model boundary (length-retry-model.ts), not into
      // the MessageList: MessageList.add compares every added message with every other, which cost
      // ~40 ms per call for a long session's history, more than everything else Engram does.
      state.history = turn.messages.slice(0, split);
      return { model: withLengthRetry(args.model, engram, state) };
    },
  };
}

function stateFor(runs: RunStates, messageList: MessageList, ids: RunState["ids"], turn: RunState["turn"]): RunState {
  let state = runs.get(messageList);
  if (!state) {
    state = { ids, turn, ownBlocks: new Set(), history: [], archivedResponses: 0, useEngramPrompt: false };
    runs.set(messageList, state);
  }
  return state;
}

function contentText(content: unknown): string {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  return content.flatMap((part: { type?: string; text?: unknown }) => (part.type === "text" && typeof part.text === "string" ? [part.text] : [])).join("\n");
}
