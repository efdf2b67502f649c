import { EvalError } from "./eval-error.js";

/** An ISO time from UTC parts, or undefined when the day or time does not exist. */
function utc(year: number, month: number, day: number, hour: number, minute: number, second: number): string | undefined {
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return date.getUTCDate() === day ? date.toISOString() : undefined;
}

function unreadable(format: string, text: string, example: string, where?: string): never {
  throw new EvalError("DATA_INVALID", `${where ? `${where}: ` : ""}Unreadable ${format} date "${text}": expected like "${example}".`);
}

/** REALTALK's time, day first ("29.12.2023, 22:42:04"), as an ISO time (UTC: the file names no zone). */
export function parseRealtalkDate(text: string, where?: string): string {
  const match = /^\s*(\d{1,2})\.(\d{1,2})\.(\d{4}),?\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*$/.exec(text);
  const iso = match && utc(Number(match[3]), Number(match[2]), Number(match[1]), Number(match[4]), Number(match[5]), Number(match[6] ?? 0));
  return iso ?? unreadable("REALTALK", text, "29.12.2023, 22:42:04", where);
}

/** LongMemEval's time ("2023/05/20 (Sat) 02:21") as an ISO time (UTC); the weekday is not checked. */
export function parseLongMemEvalDate(text: string, where?: string): string {
  const match = /^\s*(\d{4})\/(\d{1,2})\/(\d{1,2})\s*(?:\([A-Za-z]+\))?\s*(\d{1,2}):(\d{2})(?::(\d{2}))?\s*$/.exec(text);
  const iso = match && utc(Number(match[1]), Number(match[2]), Number(match[3]), Number(match[4]), Number(match[5]), Number(match[6] ?? 0));
  return iso ?? unreadable("LongMemEval", text, "2023/05/20 (Sat) 02:21", where);
}
