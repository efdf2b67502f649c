import { createEngram, type Engram, type MemoryStore, TokenCounter } from "@engram/core";
import { aiSdkRunner } from "./frameworks/ai-sdk-runner.js";
import { playgroundInstructions, type FrameworkName, type FrameworkRunner } from "./frameworks/framework-runner.js";
import { langchainRunner } from "./frameworks/langchain-runner.js";
import { mastraRunner } from "./frameworks/mastra-runner.js";
import type { ModelChoice } from "./model/model-choice.js";

/** Budget settings: a small window so the gauge moves and trims happen within a few turns. */
export interface WindowSettings {
  readonly contextWindow: number;
  readonly maxOutputTokens: number;
}

/** The tokenizer of the model the workspace's Engram counts for. */
const countingModel = "gpt-4o";

/**
 * One store with its Engram and the framework runners over it. Engram keeps every prompt's trace in the
 * session archive, labelled with the framework that made the call, so any turn can be inspected after
 * a restart.
 */
export class StoreWorkspace {
  readonly store: MemoryStore;
  readonly engram: Engram;
  readonly #model: ModelChoice;
  readonly #runners = new Map<FrameworkName, FrameworkRunner>();
  #framework: FrameworkName = "ai-sdk";
  #counter: Promise<TokenCounter> | undefined;

  constructor(store: MemoryStore, model: ModelChoice, settings: WindowSettings) {
    this.store = store;
    this.#model = model;
    this.engram = createEngram({
      store,
      model: countingModel,
      contextWindow: settings.contextWindow,
      maxOutputTokens: settings.maxOutputTokens,
      // The page previews consolidation; automatic runs would change entries behind the user's back.
      autoConsolidate: false,
      // Turns of a workspace run one at a time, so the framework of the running turn labels its calls.
      traces: { label: () => this.#framework },
      onWarning: (warning) => console.warn(`engram: ${warning.code}: ${warning.message}`),
    });
  }

  /** The counter MEMORY.md's tokens are counted with: the same tokenizer as the prompts'. */
  counter(): Promise<TokenCounter> {
    this.#counter ??= TokenCounter.forModel(countingModel);
    return this.#counter;
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
