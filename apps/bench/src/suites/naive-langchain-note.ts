import type { Message } from "@engram/core";
import { createContextPipeline } from "@engram/core/pipeline";
import { trimMessages, type BaseMessage } from "@langchain/core/messages";
import { formatNumber, sampleCallMs, summarize, type SuiteContext } from "../harness.js";
import { benchSystemPrompt } from "../session-generator.js";
import { langChainInput, naiveTokenCounter, perCallTokenCounter, trimOptions } from "../systems/langchain-system.js";
import type { WindowSpec } from "./pipeline-plan.js";

/**
 * Why the LangChain rows use a per-call memoized counter: the same trimMessages call with the
 * naive counter, measured on the smallest session, with how often trimMessages invoked it.
 */
export async function naiveLangChainNote(session: readonly Message[], window: WindowSpec, context: SuiteContext): Promise<string> {
  context.log(`pipeline: naive LangChain counter, ${session.length} msgs / ${window.label} ctx`);
  const budget = createContextPipeline({ model: "gpt-4o", ...window }).budget;
  const messages = [...langChainInput(benchSystemPrompt, session).messages];
  let invocations = 0;
  const counting = (messages: BaseMessage[]): number => {
    invocations += 1;
    return naiveTokenCounter(messages);
  };
  const naive = summarize(await sampleCallMs(() => trimMessages(messages, trimOptions(budget, counting)), { warmup: 0, iterations: 2 }));
  const perCall = invocations / 2;
  const memo = summarize(await sampleCallMs(() => trimMessages(messages, trimOptions(budget, perCallTokenCounter())), { warmup: 2, iterations: 10 }));
  return (
    `LangChain counter: trimMessages invoked tokenCounter ${perCall} times per call on ${session.length} msgs / ${window.label} ctx ` +
    `(once per candidate cut, on the whole remaining list). The naive counter (re-encode everything it is handed) took ` +
    `${formatNumber(naive.p50)} ms per call; the per-call memo used in the rows took ${formatNumber(memo.p50)} ms. ` +
    "The cost grows with messages x cuts, so the naive counter is not run at larger sizes."
  );
}
