import type { PromptExtra } from "../pipeline/pipeline-options.js";

/**
 * Definitions a call sends outside its messages (tool definitions, a response schema) as prompt
 * extras, one each: label = the definition's `name` (else `fallback` and its position), text = its
 * JSON, as the provider receives it. Pass them as `TurnInput.extras` so the manifest lists each one's
 * tokens.
 */
export function toolExtras(definitions: readonly unknown[], fallback = "definition"): PromptExtra[] {
  return definitions.map((definition, index) => {
    const name = typeof definition === "object" && definition !== null ? (definition as { name?: unknown }).name : undefined;
    return {
      label: typeof name === "string" && name.length > 0 ? name : `${fallback} ${index + 1}`,
      text: JSON.stringify(definition) ?? "",
    };
  });
}
