import { EvalError } from "./eval-error.js";

export type JsonObject = Record<string, unknown>;

export const isObject = (value: unknown): value is JsonObject => typeof value === "object" && value !== null && !Array.isArray(value);

/** What a reader says when a field does not fit: the file, where in it, the problem and what was expected. */
export function invalidData(file: string, where: string, problem: string, expected: string): never {
  const place = where === "" ? file : `${file}: ${where}`;
  throw new EvalError("DATA_INVALID", `${place} ${problem}; expected ${expected}.`);
}
