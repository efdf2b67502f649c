import { messageText, type Message } from "@engram/core";
import { isContextLengthError } from "@engram/core/adapter-kit";
import { createContextPipeline, withContextRetry, type ContextManifest, type PreparedContext } from "@engram/core/pipeline";
import type { DemoResult, FlushRecord, PromptRecord, TrimRecord } from "./demo-result.js";
import { createPrinter } from "./print.js";
import { buildScenario } from "./scenario.js";
import { createSimulatedProvider } from "./simulated-provider.js";
import { createStyle } from "../style.js";

export const demoModel = "gpt-4o";
export const demoContextWindow = 4096;
export const demoMaxOutputTokens = 512;

export interface DemoOptions {
  readonly write: (line: string) => void;
  /** ANSI colors; the entry point decides (TTY, NO_COLOR). Off by default so captured output is plain. */
  readonly color?: boolean;
}

/** The text of the summary or recovery system message in a prompt, found through the manifest. */
export function systemTextOf(prompt: { readonly messages: readonly Message[]; readonly manifest: ContextManifest }, kind: "summary" | "recovery"): string {
  const part = prompt.manifest.parts.find((entry) => entry.kind === kind);
  const message = part ? prompt.messages.find((entry) => entry.id === part.id) : undefined;
  return message ? messageText(message) : "";
}

/**
 * Runs the scripted session through a pipeline with a small window, the way an agent loop would:
 * append what happened, prepare, call the model (simulated), and on a length rejection recover.
 */
export async function runDemo(options: DemoOptions): Promise<DemoResult> {
  const scenario = buildScenario();
  const style = createStyle(options.color ?? false);
  const print = createPrinter(options.write, style);

  // The pipeline's clock is the scenario's: checkpoints carry the time of the newest message.
  let clock = scenario.turns[0]?.messages[0]?.createdAt ?? "2025-01-01T00:00:00.000Z";
  let flushes: FlushRecord[] = [];
  const archived: Message[] = [];
  const pipeline = createContextPipeline({
    model: demoModel,
    contextWindow: demoContextWindow,
    maxOutputTokens: demoMaxOutputTokens,
    now: () => new Date(clock),
    onFlush: (event) => {
      flushes.push({ trigger: event.trigger, units: event.units.length, messages: event.messages });
      archived.push(...event.messages);
    },
  });
  const session = pipeline.session("demo");
  const provider = createSimulatedProvider({
    contextWindow: demoContextWindow,
    rejectOnTurns: scenario.turns.flatMap((turn, index) => (turn.providerRejects ? [index + 1] : [])),
  });

  const messages: Message[] = [];
  const prompts: PromptRecord[] = [];
  const trims: TrimRecord[] = [];
  const rejectedTurns: number[] = [];

  const record = (turn: number, kind: PromptRecord["kind"], context: PreparedContext, tokensBefore: number): void => {
    const { manifest } = context;
    if (prompts.length === 0) print.header(scenario, demoModel, manifest);
    prompts.push({ turn, kind, messages: context.messages, manifest });
    print.turn(turn, scenario.turns[turn - 1]?.messages ?? [], manifest, kind);
    if (manifest.trigger !== "none") {
      const byId = new Map(messages.map((message) => [message.id, message]));
      const droppedRequests = manifest.dropped.flatMap((dropped) => {
        const message = byId.get(dropped.id);
        return message?.role === "user" ? [messageText(message)] : [];
      });
      const trim: TrimRecord = {
        turn,
        kind,
        trigger: manifest.trigger,
        stages: manifest.stages,
        tokensBefore,
        manifest,
        dropped: manifest.dropped,
        droppedRequests,
        flushes,
        summaryText: session.summaryText ?? "",
        recoveryText: systemTextOf(context, "recovery"),
        checkpoint: context.checkpoint,
      };
      trims.push(trim);
      print.trim(trims.length, trim, archived.length, messages);
    }
    flushes = [];
  };

  for (const [index, turn] of scenario.turns.entries()) {
    const number = index + 1;
    messages.push(...turn.messages);
    clock = messages.at(-1)?.createdAt ?? clock;
    // recoveryContext only reaches the prompt on a reactive retry; a real agent would build it from its task list and git.
    const input = { system: scenario.system, messages, recoveryContext: scenario.recoveryContext };

    // withContextRetry is the loop an agent runs: prepare, call, and on a length rejection
    // session.recover() and call again (50%, then 25%, then the minimum).
    let attempt: PreparedContext | undefined;
    await withContextRetry(session, input, async (context) => {
      const kind = attempt === undefined ? "prepare" : "recover";
      const before = attempt === undefined ? context.manifest.tokens.untrimmed : attempt.manifest.tokens.total;
      record(number, kind, context, before);
      attempt = context;
      try {
        provider.complete(number, context);
      } catch (error) {
        if (isContextLengthError(error)) {
          rejectedTurns.push(number);
          print.rejection(number);
        }
        throw error;
      }
    });
  }
  messages.push(...scenario.trailing);

  const result: DemoResult = {
    scenario,
    turns: scenario.turns.length,
    prompts,
    trims,
    triggers: trims.map((trim) => trim.trigger),
    rejectedTurns,
    sessionMessages: messages,
    archived,
    finalSummary: session.summary,
    finalSummaryText: session.summaryText ?? "",
  };
  print.recap(result);
  return result;
}
