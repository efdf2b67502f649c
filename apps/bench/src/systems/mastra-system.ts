import type { Message } from "@engram/core";
import { MessageList } from "@mastra/core/agent/message-list";
import { ConsoleLogger } from "@mastra/core/logger";
import { ProcessorRunner, TokenLimiterProcessor } from "@mastra/core/processors";
import { mastraResourceId, mastraThreadId, toMastraMessages } from "../convert/to-mastra.js";
import type { ReferenceCounter } from "./reference-counter.js";
import { brokenToolPair } from "./tool-pairs.js";
import { ensure, type CaseInput, type OutputCheck, type TimedCall, type TrimSystem, type WarmSession } from "./trim-system.js";

/** The provider prompt Mastra's agent hands to `processLLMRequest` (AI SDK LanguageModelV2Prompt). */
type MastraPrompt = Awaited<ReturnType<MessageList["get"]["all"]["aiV5"]["llmPrompt"]>>;
type PromptMessage = MastraPrompt[number];

export const mastraBaseline = "mastra-token-limiter";
export const mastraContiguousBaseline = "mastra-token-limiter-contiguous";

/** A session converted once (untimed) the way Mastra's agent builds a step's prompt, with the way back. */
export interface MastraInput {
  /** The system message, then every message of session + follow-ups, as provider prompt messages. */
  readonly prompt: MastraPrompt;
  /** Prompt messages after converting the first n originals (boundaries[n]). */
  readonly boundaries: readonly number[];
  /** Originals by prompt message object (the limiter keeps the objects it is given). */
  readonly sources: ReadonlyMap<PromptMessage, Message>;
}

/**
 * MastraDBMessages in a MessageList (as memory would load them), the system prompt added with
 * `addSystem`, then `get.all.aiV5.llmPrompt()`: the conversion Mastra's agent runs each step
 * before `processLLMRequest`. Each original maps to exactly one prompt message (a tool call and
 * its result, one stored message in Mastra, come out as an assistant and a tool message again);
 * that is checked here rather than assumed.
 */
export async function mastraInput(system: string, messages: readonly Message[]): Promise<MastraInput> {
  const list = new MessageList({ threadId: mastraThreadId, resourceId: mastraResourceId });
  list.addSystem(system);
  list.add(toMastraMessages(messages), "memory");
  const prompt = await list.get.all.aiV5.llmPrompt();
  const head = prompt[0];
  if (head?.role !== "system" || head.content !== system) throw new Error("Mastra's prompt does not open with the system prompt.");
  if (prompt.length !== messages.length + 1) {
    throw new Error(`Mastra's prompt has ${prompt.length} messages for ${messages.length} inputs + system; the 1:1 mapping the bench relies on broke.`);
  }
  const sources = new Map<PromptMessage, Message>();
  const boundaries = [1];
  messages.forEach((message, index) => {
    const converted = prompt[index + 1]!;
    if (converted.role !== message.role) throw new Error(`Mastra prompt message ${index + 1} is ${converted.role}, expected ${message.role} (${message.id}).`);
    sources.set(converted, message);
    boundaries.push(index + 2);
  });
  const systemSource: Message = { id: "bench-system", role: "system", parts: [{ type: "text", text: system }], createdAt: new Date(0).toISOString() };
  sources.set(head, systemSource);
  return { prompt, boundaries, sources };
}

// Mastra's agent logs processor errors at this level too.
const logger = new ConsoleLogger({ level: "error" });
const model = { provider: "openai", modelId: "gpt-4o", specificationVersion: "v2" };

/**
 * One agent step's request stage, as Mastra's agent runs it: a new ProcessorRunner over the input
 * processors, then `runProcessLLMRequest` on the step's prompt. TokenLimiterProcessor trims there
 * (its `processInput` is a no-op outside "memory-only" mode, and `processInputStep` defers to this
 * stage when the agent runs it), so this is the call that does the work in a real agent.
 */
async function requestStage(limiter: TokenLimiterProcessor, prompt: MastraPrompt): Promise<MastraPrompt> {
  const runner = new ProcessorRunner({ inputProcessors: [limiter], outputProcessors: [], logger, agentName: "bench-agent" });
  const result = await runner.runProcessLLMRequest({ prompt, model, stepNumber: 0, steps: [] });
  return result.prompt;
}

async function checkOutput(
  name: string,
  limiter: TokenLimiterProcessor,
  input: CaseInput,
  converted: MastraInput,
  sent: MastraPrompt,
  output: MastraPrompt | undefined,
  reference: ReferenceCounter,
): Promise<OutputCheck> {
  ensure(output !== undefined, name, "the call produced no output");
  // The limiter returns the prompt untouched when it fits by its own (tokenx) estimate.
  ensure((await requestStage(limiter, output)) === output, name, "its own output does not fit its own budget");
  ensure(output[0]?.role === "system", name, "the system message was not kept first");
  ensure(output.at(-1) === sent.at(-1), name, "the newest message was not kept last");
  const originals = output.map((message) => {
    const source = converted.sources.get(message);
    ensure(source !== undefined, name, "an output message is not one of the inputs");
    return source;
  });
  const broken = brokenToolPair(originals);
  ensure(broken === undefined, name, broken ?? "");
  return {
    inputMessages: sent.length - 1,
    keptMessages: output.length - 1,
    ownTokens: undefined,
    referenceTokens: reference.prompt(originals),
    budget: input.budget,
    trimmedThisCall: output.length < sent.length,
  };
}

/**
 * Mastra's TokenLimiterProcessor (@mastra/core/processors) as an agent input processor, limit =
 * the case budget. `contiguous` picks trimMode "contiguous" (stop at the first message that does
 * not fit) instead of the default "best-fit" (keep any older message that still fits).
 *
 * Warm calls: Mastra's agent builds each turn's prompt afresh (a new MessageList per generate
 * call), then runs the request stage on the whole prompt. Only the request stage is timed, as only
 * Engram's prepare is; the prompt of turn n+1 is the prompt of turn n plus the new user message,
 * exactly what llmPrompt() returns for n+1 messages (checked in mastraInput).
 */
export function mastraSystem(input: CaseInput, converted: MastraInput, reference: ReferenceCounter, options: { contiguous: boolean }): TrimSystem {
  const name = options.contiguous ? mastraContiguousBaseline : mastraBaseline;
  const limiter = options.contiguous ? new TokenLimiterProcessor({ limit: input.budget, trimMode: "contiguous" }) : new TokenLimiterProcessor(input.budget);
  const prefix = (count: number): MastraPrompt => {
    const end = converted.boundaries[count];
    if (end === undefined) throw new Error(`The converted session has fewer than ${count} messages.`);
    return converted.prompt.slice(0, end);
  };
  const call = (sent: MastraPrompt): TimedCall => {
    let output: MastraPrompt | undefined;
    return {
      run: async () => {
        output = await requestStage(limiter, sent);
      },
      check: () => checkOutput(name, limiter, input, converted, sent, output, reference),
    };
  };
  return {
    name,
    baseline: name,
    cold: async () => call(prefix(input.session.length)),
    warm: async (): Promise<WarmSession> => {
      let count = input.session.length;
      return {
        next: () => {
          count += 1;
          if (count > input.session.length + input.followUps.length) throw new Error("Out of follow-up messages.");
          return call(prefix(count));
        },
      };
    },
  };
}
