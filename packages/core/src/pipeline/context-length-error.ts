const lengthPatterns = [
  /context[_ ]length[_ ]exceeded/i,
  /maximum context length/i,
  /context window/i,
  /prompt is too long/i,
  /too many (input )?tokens/i,
  /token[_ ]limit/i,
  /input is too long/i,
  /exceeds? the (maximum|max) (number of )?tokens/i,
  /request too large/i,
];

/**
 * Whether a provider error means the prompt was too long. Checks the message, a `code` or `type`
 * field, the HTTP status 413, and the error's cause chain.
 */
export function isContextLengthError(error: unknown, depth = 0): boolean {
  if (depth > 4 || typeof error !== "object" || error === null) return false;
  const record = error as Record<string, unknown>;
  const texts = [record.message, record.code, record.type, record.responseBody].filter((value): value is string => typeof value === "string");
  if (texts.some((text) => lengthPatterns.some((pattern) => pattern.test(text)))) return true;
  if (record.statusCode === 413 || record.status === 413) return true;
  return isContextLengthError(record.cause, depth + 1) || isContextLengthError(record.error, depth + 1);
}
