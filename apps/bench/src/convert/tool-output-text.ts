/** A tool's output as the text a prompt carries: strings verbatim, anything else as JSON (as Engram counts it). */
export function toolOutputText(output: unknown): string {
  if (typeof output === "string") return output;
  return JSON.stringify(output) ?? "";
}

/** Tool inputs as a plain record, the shape LangChain and Mastra expect for tool-call arguments. */
export function toolInputRecord(input: unknown): Record<string, unknown> {
  if (typeof input === "object" && input !== null && !Array.isArray(input)) return { ...input };
  return { input };
}
