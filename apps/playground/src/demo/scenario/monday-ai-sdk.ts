import type { LanguageModelV4Prompt } from "@ai-sdk/provider";
import { engramModel } from "@engram/adapter-ai-sdk";
import type { Engram } from "@engram/core";
import { generateText, isStepCount, type ModelMessage } from "ai";
import { MockLanguageModelV4 } from "ai/test";
import { instructions, userId } from "./agent-setup.js";
import { modelCallCount, scriptedMessageCount, type DayScript } from "./script.js";
import { ScriptPlayer } from "./script-player.js";
import { toV4Result } from "./scripted-replies.js";
import { aiSdkTools } from "./scripted-tools.js";
import { callRecordOf, type CallRecord, type SessionRun } from "./session-run.js";

/**
 * A day through the Vercel AI SDK: `engramModel` wraps a mock V4 model, and the app calls
 * `generateText` with its tools once per user turn, re-sending the whole history each time as
 * chat apps do. Engram archives only what is new.
 */
export async function runWithAiSdk(engram: Engram, script: DayScript): Promise<SessionRun> {
  const player = new ScriptPlayer(script);
  const mock = new MockLanguageModelV4({ doGenerate: async () => toV4Result(player.nextReply()) });
  const calls: CallRecord[] = [];
  const model = engramModel(mock, { engram, sessionId: script.sessionId, userId, onPrepared: (turn) => calls.push(callRecordOf(turn)) });
  const tools = aiSdkTools(player);

  const history: ModelMessage[] = [];
  for (const turn of script.turns) {
    history.push({ role: "user", content: turn.user });
    const result = await generateText({ model, instructions, messages: history, tools, stopWhen: isStepCount(turn.steps.length) });
    history.push(...result.responseMessages);
  }
  if (player.remaining > 0 || mock.doGenerateCalls.length !== modelCallCount(script)) {
    throw new Error(`${script.day}: the AI SDK made ${mock.doGenerateCalls.length} model calls, the script has ${modelCallCount(script)}.`);
  }
  return {
    day: script.day,
    adapter: "Vercel AI SDK",
    wiring: "engramModel(mock) + generateText with tools",
    sessionId: script.sessionId,
    userTurns: script.turns.length,
    calls,
    scriptedMessages: scriptedMessageCount(script),
    firstSystemPrompt: systemText(mock.doGenerateCalls[0]?.prompt ?? []),
  };
}

export function systemText(prompt: LanguageModelV4Prompt): string {
  return prompt.flatMap((message) => (message.role === "system" ? [message.content] : [])).join("\n\n");
}
