import type { Trace } from "../store/trace-schema.js";
import { mapTraceTexts } from "../redaction/redact-trace.js";
import type { ForgottenRule } from "../store-ops/forgotten-text.js";
import { forgottenMarker, redactForgottenText } from "./redact-forgotten.js";

/**
 * A trace after a purge: a message part whose message the forgotten entry came from (by id), and a
 * recalled item holding one of those ids, lose all their text (`[forgotten]`), as archived messages do;
 * every other text loses the passages that repeat a forgotten wording. The same trace when nothing matched.
 */
export function redactForgottenTrace(trace: Trace, rules: readonly ForgottenRule[], ids: ReadonlySet<string>): Trace {
  return mapTraceTexts(trace, {
    text: (text) => redactForgottenText(text, rules),
    wholePart: (part) => (part.kind === "message" && ids.has(part.id) && part.text !== "" ? forgottenMarker : undefined),
    wholeItem: (item) => (item.ids.some((id) => ids.has(id)) ? forgottenMarker : undefined),
  });
}
