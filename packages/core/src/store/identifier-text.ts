import { z } from "zod";

/**
 * Text that names something (a scope value, a session or record id, a key, a lock): it becomes part of
 * store keys, file names and hashes, so two strings that differ must stay different on every backend,
 * and two that look the same should be the same.
 */

/** Control (Cc) and format (Cf: zero-width, bidi and other invisible) characters. */
const invisible = /[\p{Cc}\p{Cf}]/u;
const plainAscii = /^[\x20-\x7e]*$/;

/** NFC, so that "é" typed two ways is one value. ASCII is returned as it is. */
export function normalizeIdentifier(value: string): string {
  return plainAscii.test(value) ? value : value.normalize("NFC");
}

/**
 * Why `value` cannot be an identifier, or undefined: longer than `maxLength` or empty, a lone UTF-16
 * surrogate (SQLite and Redis would store U+FFFD, so two ids would collide), or a control or format
 * character (invisible: "ann" and "ann\u200b" would look alike).
 */
export function identifierProblem(value: string, maxLength: number): string | undefined {
  if (value.length === 0) return "is empty";
  if (value.length > maxLength) return `is ${value.length} characters long, over the limit of ${maxLength}`;
  if (plainAscii.test(value)) return undefined;
  if (!value.isWellFormed()) return "holds a lone UTF-16 surrogate";
  const match = invisible.exec(value);
  if (match) return `holds the invisible character U+${match[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;
  return undefined;
}

/** A zod string that must be an identifier of at most `maxLength` characters (not normalised: ids are compared as stored). */
export function identifierSchema(maxLength: number): z.ZodString {
  return z.string().check((ctx) => {
    const problem = identifierProblem(ctx.value, maxLength);
    if (problem !== undefined) ctx.issues.push({ code: "custom", message: problem, input: ctx.value });
  });
}
