import { createEngram, type Engram, type MemoryStore, type PreparedTurn } from "@engram/core";
import type { ModelChoice } from "./model/model-choice.js";
import { aiSdkRunner } from "./frameworks/ai-sdk-runner.js";
import { playgroundInstructions, type FrameworkName, type FrameworkRunner } from "./frameworks/framework-runner.js";
import { langchainRunner } from "./frameworks/langchain-runner.js";
import { mastraRunner } from "./frameworks/mastra-runner.js";
import { recordingEngram } from "../shared/recording-engram.js";

/** Budget settings: a small window so the gauge moves and trims happen within a few turns. */
export interface WindowSettings {
  readonly contextWindow: number;
  readonly maxOutputTokens: number;
}

/** One store with its Engram, the framework runners over it, and each session's last prompt. */
export class StoreWorkspace {
  readonly store: MemoryStore;
  readonly engram: Engram;
  readonly #model: ModelChoice;
  readonly #runners = new Map<FrameworkName, FrameworkRunner>();
  readonly #lastTurns = new Map<string, { turn: PreparedTurn; framework: FrameworkName }>();
  #framework: FrameworkName = "ai-sdk";

  constructor(store: MemoryStore, model: ModelChoice, settings: WindowSettings) {
    this.store = store;
    this.#model = model;
    const inner = createEngram({
      store,
      model: "gpt-4o",
      contextWindow: settings.contextWindow,
      maxOutputTokens: settings.maxOutputTokens,
      // The page has a Consolidate button; automatic runs would change entries behind the user's back.
      autoConsolidate: false,
      onWarning: (warning) => console.warn(`engram: ${warning.code}: ${warning.message}`),
    });
    this.engram = recordingEngram(inner, (turn) => this.#lastTurns.set(turn.ids.sessionId, { turn, framework: this.#framework }));
  }

  /**
   * Sends one user message through a framework, streaming the reply's pieces to `onDelta`; resolves to
   * the reply. Turns of one workspace run one at a time.
   */
  async chat(framework: FrameworkName, turn: { sessionId: string; userId: string; text: string }, onDelta: (text: string) => void = () => {}): Promise<string> {
    const run = async () => {
      this.#framework = framework;
      return this.#runner(framework)(turn, onDelta);
    };
    const result = this.#queue.then(run, run);
    this.#queue = result.catch(() => undefined);
    return result;
  }
  #queue: Promise<unknown> = Promise.resolve();

  lastTurn(sessionId: string): { turn: PreparedTurn; framework: FrameworkName } | undefined {
    return this.#lastTurns.get(sessionId);
  }

  #runner(framework: FrameworkName): FrameworkRunner {
    let runner = this.#runners.get(framework);
    if (!runner) {
      const context = { engram: this.engram, model: this.#model, instructions: playgroundInstructions };
      runner = framework === "ai-sdk" ? aiSdkRunner(context) : framework === "langchain" ? langchainRunner(context) : mastraRunner(context);
      this.#runners.set(framework, runner);
    }
    return runner;
  }
}
