import { firstSentence, messageOnLine } from "./linter-line.js";

/**
 * kubeconform's finding on a manifest: "manifests/api.yaml - Deployment api is invalid: problem validating schema. Check
 * JSON formatting: jsonschema: …", then its summary (decision 0449): the finding's first sentence, the kind and name of
 * the resource with it, without the file. The schema's path and link after it say where, not what.
 */
const kubeconformHead = /^[\w./-]{1,300}\.(?:ya?ml|json) - (?=[A-Z]\w{1,60} [\w.-]{1,120} is invalid: \S)/;
export function kubeconformMessage(lines: readonly string[]): string | undefined {
  const message = messageOnLine(lines, kubeconformHead);
  return message === undefined ? undefined : firstSentence(message);
}
