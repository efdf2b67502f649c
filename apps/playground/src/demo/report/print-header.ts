import { formatCount } from "../layout.js";
import type { ReportOutput } from "./report-output.js";

export interface HeaderFacts {
  readonly storeDir: string;
  readonly kept: boolean;
  readonly model: string;
  readonly contextWindow: number;
  readonly maxOutputTokens: number;
}

export function printHeader(out: ReportOutput, facts: HeaderFacts): void {
  const { style } = out;
  out.line(style.bold("Engram playground · three days with a coding assistant, through three adapters"));
  out.line(style.dim("  Monday: Vercel AI SDK · Tuesday: LangChain · Wednesday: Mastra, one store"));
  out.line();
  out.field("store", `fs (Markdown + JSONL) at ${facts.storeDir}`);
  out.more(facts.kept ? "kept after the run: look at its files" : "a temp directory, removed at the end (--store-dir DIR keeps it)");
  out.field(
    "window",
    `${facts.model}, ${formatCount(facts.contextWindow)} tokens, ${formatCount(facts.maxOutputTokens)} for the reply: small, so the sessions get trimmed`,
  );
  out.field("gauge", "[###:##|---] the prompt against its budget: 50% target, | 75% trim line");
}
