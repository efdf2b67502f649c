import { EvalError } from "./eval-error.js";

const months = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

/**
 * LoCoMo's session time ("1:56 pm on 8 May, 2023") as an ISO time. The file names no time zone; UTC
 * is used so every run gets the same instants. Throws on anything else, naming `where` when given.
 */
export function parseLocomoDate(text: string, where?: string): string {
  const unreadable = (why: string): never => {
    throw new EvalError("DATA_INVALID", `${where ? `${where}: ` : ""}Unreadable LoCoMo date "${text}": ${why}.`);
  };
  const match = /^\s*(\d{1,2}):(\d{2})\s*([ap])\.?m\.?\s+on\s+(\d{1,2})\s+([a-z]+),?\s+(\d{4})\s*$/i.exec(text);
  const month = match?.[5] ? months.findIndex((name) => name.startsWith(match[5]!.toLowerCase()) && match[5]!.length >= 3) : -1;
  if (!match || month < 0) return unreadable('expected like "1:56 pm on 8 May, 2023"');
  let hour = Number(match[1]);
  const minute = Number(match[2]);
  const day = Number(match[4]);
  const year = Number(match[6]);
  if (hour < 1 || hour > 12 || minute > 59) return unreadable("bad time of day");
  if (match[3]!.toLowerCase() === "p" && hour !== 12) hour += 12;
  if (match[3]!.toLowerCase() === "a" && hour === 12) hour = 0;
  const date = new Date(Date.UTC(year, month, day, hour, minute));
  if (date.getUTCDate() !== day) return unreadable("no such day");
  return date.toISOString();
}
