/** A prompt as every framework can hand it over: system text, then the conversation as plain text. */
export interface NeutralPrompt {
  readonly system: string;
  readonly messages: readonly NeutralMessage[];
}

export interface NeutralMessage {
  readonly role: "user" | "assistant" | "tool";
  readonly text: string;
}

/** Answers one prompt; the offline model and the OpenAI bridge both have this shape. */
export type Answerer = (prompt: NeutralPrompt) => Promise<string>;

/** What the page says about the model in use. */
export interface ModelInfo {
  readonly offline: boolean;
  /** "offline" for the deterministic model, else the provider's model id. */
  readonly modelId: string;
  readonly label: string;
}
