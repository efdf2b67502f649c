import type { Message } from "@engram/core";
import { AIMessage, SystemMessage, trimMessages, type BaseMessage } from "@langchain/core/messages";
import { toLangChainMessages } from "../convert/to-langchain.js";
import { o200kTokens } from "../o200k.js";
import type { ReferenceCounter } from "./reference-counter.js";
import { brokenToolPair } from "./tool-pairs.js";
import { ensure, type CaseInput, type OutputCheck, type TimedCall, type TrimSystem, type WarmSession } from "./trim-system.js";

export const langChainBaseline = "langchain-trim-messages";
const systemId = "bench-system";

/** A session converted once (untimed) to LangChain messages, with the way back to the originals. */
export interface LangChainInput {
  /** The system message, then every message of session + follow-ups. */
  readonly messages: readonly BaseMessage[];
  /** LangChain messages after converting the first n originals (boundaries[n]). */
  readonly boundaries: readonly number[];
  /** Originals by id, for the reference count and the tool-pair check. */
  readonly sources: ReadonlyMap<string, Message>;
}

export function langChainInput(system: string, messages: readonly Message[]): LangChainInput {
  const systemMessage: Message = {
    id: systemId,
    role: "system",
    parts: [{ type: "text", text: system }],
    createdAt: messages[0]?.createdAt ?? new Date(0).toISOString(),
  };
  const out: BaseMessage[] = [new SystemMessage({ id: systemId, content: system })];
  const boundaries = [out.length];
  const sources = new Map<string, Message>([[systemId, systemMessage]]);
  for (const message of messages) {
    out.push(...toLangChainMessages([message]));
    boundaries.push(out.length);
    sources.set(message.id, message);
  }
  return { messages: out, boundaries, sources };
}

function contentTokens(content: unknown): number {
  if (typeof content === "string") return o200kTokens(content);
  let tokens = 0;
  if (Array.isArray(content)) {
    for (const block of content as unknown[]) {
      if (typeof block === "object" && block !== null && "text" in block && typeof block.text === "string") tokens += o200kTokens(block.text);
    }
  }
  return tokens;
}

/** A message as users count it with js-tiktoken: its content, its tool calls, and 4 tokens of chat overhead. */
export function countLangChainMessage(message: BaseMessage): number {
  let tokens = 4 + contentTokens(message.content);
  if (AIMessage.isInstance(message)) {
    for (const call of message.tool_calls ?? []) tokens += o200kTokens(`${call.name}${JSON.stringify(call.args)}`);
  }
  return tokens;
}

/** The straightforward counter from the docs: re-encodes every message it is handed, every time. */
export function naiveTokenCounter(messages: BaseMessage[]): number {
  let tokens = 3;
  for (const message of messages) tokens += countLangChainMessage(message);
  return tokens;
}

/**
 * The same count, but each message is encoded at most once per trimMessages call. trimMessages
 * (JS, 1.4.0) calls tokenCounter once per candidate cut, each time on the whole remaining list,
 * so the naive counter is quadratic (seconds per call at 100 messages, hours at 10,000). The memo
 * lives for one call only: nothing is carried to the next turn, as in an app that counts per call.
 */
export function perCallTokenCounter(): (messages: BaseMessage[]) => number {
  const counted = new Map<string, number>();
  return (messages) => {
    let tokens = 3;
    for (const message of messages) {
      const id = message.id;
      let count = id === undefined ? undefined : counted.get(id);
      if (count === undefined) {
        count = countLangChainMessage(message);
        if (id !== undefined) counted.set(id, count);
      }
      tokens += count;
    }
    return tokens;
  };
}

/** The trimMessages configuration under test; `tokenCounter` is made fresh per call. */
export function trimOptions(budget: number, tokenCounter: (messages: BaseMessage[]) => number) {
  return { maxTokens: budget, strategy: "last", tokenCounter, includeSystem: true, startOn: "human", allowPartial: false } as const;
}

function checkOutput(
  input: CaseInput,
  converted: LangChainInput,
  sent: readonly BaseMessage[],
  output: readonly BaseMessage[] | undefined,
  reference: ReferenceCounter,
): OutputCheck {
  ensure(output !== undefined, langChainBaseline, "the call produced no output");
  const ownTokens = naiveTokenCounter([...output]);
  ensure(ownTokens <= input.budget, langChainBaseline, `kept ${ownTokens} tokens over a ${input.budget} budget`);
  ensure(output[0]?.id === systemId, langChainBaseline, "the system message was not kept first");
  ensure(output.at(-1)?.id === sent.at(-1)?.id, langChainBaseline, "the newest message was not kept last");
  const originals = output.map((message) => {
    const source = message.id === undefined ? undefined : converted.sources.get(message.id);
    ensure(source !== undefined, langChainBaseline, `output message ${message.id ?? "(no id)"} is not one of the inputs`);
    return source;
  });
  const broken = brokenToolPair(originals);
  ensure(broken === undefined, langChainBaseline, broken ?? "");
  return {
    inputMessages: sent.length - 1,
    keptMessages: output.length - 1,
    ownTokens,
    referenceTokens: reference.prompt(originals),
    budget: input.budget,
    trimmedThisCall: output.length < sent.length,
  };
}

/**
 * LangChain's `trimMessages` (@langchain/core/messages), strategy "last", keeping the system
 * message and starting on a human message, counting with js-tiktoken o200k_base. Stateless: every
 * call is handed the whole list and counts it again.
 */
export function langChainSystem(input: CaseInput, converted: LangChainInput, reference: ReferenceCounter): TrimSystem {
  // `sent` is a fresh slice made untimed; trimMessages copies the messages it keeps and leaves it alone.
  const call = (sent: BaseMessage[]): TimedCall => {
    let output: BaseMessage[] | undefined;
    return {
      run: async () => {
        output = await trimMessages(sent, trimOptions(input.budget, perCallTokenCounter()));
      },
      check: async () => checkOutput(input, converted, sent, output, reference),
    };
  };
  const prefix = (count: number): BaseMessage[] => {
    const end = converted.boundaries[count];
    if (end === undefined) throw new Error(`The converted session has fewer than ${count} messages.`);
    return converted.messages.slice(0, end);
  };
  return {
    name: langChainBaseline,
    baseline: langChainBaseline,
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
