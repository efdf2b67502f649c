import type { Engram } from "@engram/core";
import type { MessageList } from "@mastra/core/agent/message-list";
import type { ProcessOutputResultArgs, Processor } from "@mastra/core/processors";
import { mastraToDrafts } from "./mastra-to-drafts.js";
import { idsOfRequest, type MastraAdapterOptions } from "./memory-options.js";
import type { RunStates } from "./run-state.js";

/**
 * Archives what the agent run produced once it has finished (`processOutputResult`): the response
 * messages the input processor's last step has not archived already (a tool loop's calls and results
 * are archived step by step; the final reply is archived here), with the run's token usage.
 */
export function engramOutputProcessor(engram: Engram, options: MastraAdapterOptions, runs: RunStates): Processor<"engram-output"> {
  return {
    id: "engram-output",
    name: "Engram memory (output)",
    async processOutputResult(args: ProcessOutputResultArgs): Promise<MessageList> {
      const { messageList, result } = args;
      const state = runs.get(messageList);
      const ids = state?.ids ?? idsOfRequest(engram, options, args.requestContext);
      const response = mastraToDrafts(messageList.get.response.db());
      const fresh = response.slice(state?.archivedResponses ?? 0);
      // The estimator calibrates against one prompt, so the last step's usage, not the run's total.
      const usage = result.steps.at(-1)?.usage ?? result.usage;
      await engram.record(ids, fresh, { inputTokens: usage?.inputTokens, outputTokens: usage?.outputTokens });
      runs.delete(messageList);
      return messageList;
    },
  };
}
