import { EngramMastraMemory } from "@engram/adapter-mastra";
import type { Engram } from "@engram/core";
import { recordingEngram } from "../../shared/recording-engram.js";
import { Agent } from "@mastra/core/agent";
import type { MastraModelConfig } from "@mastra/core/llm";
import { MockLanguageModelV4 } from "ai/test";
import { instructions, userId } from "./agent-setup.js";
import { systemText } from "./monday-ai-sdk.js";
import { modelCallCount, scriptedMessageCount, type DayScript } from "./script.js";
import { ScriptPlayer } from "./script-player.js";
import { toV4Result } from "./scripted-replies.js";
import { callRecordOf, type CallRecord, type SessionRun } from "./session-run.js";

/** A day through Mastra: an `Agent` whose memory is `EngramMastraMemory`, with a mock V4 model. */
export async function runWithMastra(engram: Engram, script: DayScript): Promise<SessionRun> {
  const player = new ScriptPlayer(script);
  const mock = new MockLanguageModelV4({ doGenerate: async () => toV4Result(player.nextReply()) });
  const calls: CallRecord[] = [];
  const agent = new Agent({
    id: "coder",
    name: "coder",
    instructions,
    model: mock as unknown as MastraModelConfig,
    memory: new EngramMastraMemory({ engram: recordingEngram(engram, (turn) => calls.push(callRecordOf(turn))) }),
  });

  for (const turn of script.turns) {
    await agent.generate(turn.user, { memory: { thread: script.sessionId, resource: userId } });
  }
  if (player.remaining > 0 || mock.doGenerateCalls.length !== modelCallCount(script)) {
    throw new Error(`${script.day}: Mastra made ${mock.doGenerateCalls.length} model calls, the script has ${modelCallCount(script)}.`);
  }
  return {
    day: script.day,
    adapter: "Mastra",
    wiring: "new Agent({ memory: new EngramMastraMemory({ engram }) }), mock model",
    sessionId: script.sessionId,
    userTurns: script.turns.length,
    calls,
    scriptedMessages: scriptedMessageCount(script),
    firstSystemPrompt: systemText(mock.doGenerateCalls[0]?.prompt ?? []),
  };
}
