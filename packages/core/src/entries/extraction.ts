/**
 * `@engram/core/extraction`: turning text into memories safely. Extract short typed facts from an
 * exchange (with rules, or with a model), make relative dates absolute, shape a fact as a daily record,
 * remove injected memory blocks from text before reading it, and redact secrets from texts, messages
 * and any JSON value.
 */
export { stripInjectedMemory } from "../extraction/memory-fence.js";
export { type DailyRecordOptions, toDailyRecord } from "../extraction/daily-record.js";
export { extractedFactId } from "../store/ids.js";
export { extractFacts } from "../extraction/extract-facts.js";
export { extractFactsWithModel, type ModelExtractOptions } from "../extraction/extract-with-model.js";
export {
  type Exchange,
  type ExtractedFact,
  type ExtractionWarning,
  type ExtractOptions,
  extractedFactSchema,
} from "../extraction/extracted-fact.js";
export { type RelativeDateOptions, resolveRelativeDates } from "../extraction/relative-dates.js";
export { redactMessage, redactValue } from "../redaction/redact-message.js";
export { type Redaction, type RedactionResult, redactSecrets, redactText } from "../redaction/redact-secrets.js";
