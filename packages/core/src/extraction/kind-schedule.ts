import { timeCount, timeUnit } from "./time-words.js";
import { subjectNamesAKind } from "./not-a-noun.js";

/**
 * "Interest is posted on the last business day of each month, never on weekends", "invoices are sent every Monday": when
 * the things of a kind are done in each period (decision 0592), a subject of one or two words naming a kind (a plural, a
 * mass noun, "Payroll", "Interest"; `subjectNamesAKind`), a participle, then a day's place in a month, quarter, year,
 * week or sprint or "every" period, closing the sentence, or followed by when it never is or a clause after a semicolon.
 * "My rent is paid on the first of each month" is a person's. The participle may take where from or to, and the period
 * may be an hour, a minute or a count of them, closing with what follows from it ("Stock counts are synced from the
 * warehouse system every fifteen minutes, so they can lag a little"; decision 0594). A kind may "go out" on its day, the
 * day may be a month's numbered day alone ("on the 1st"), and when it is due may follow ("Invoices go out on the 1st and
 * are due within 14 days"; decision 0622).
 */
const period = "(?:month|quarter|year|week|sprint)";
const weekday = "(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)";
const onSchedule = new RegExp(
  String.raw`^([A-Za-z][\w-]{1,30}(?:\s+[a-z][\w-]{1,30})?)\s+(?:(?:is|are)\s+(?:always\s+)?(?:[a-z]{3,20}ed|paid|sent|run|built|held|cut|done|drawn|taken)(?:\s+out)?|(?:always\s+)?(?:go|goes)\s+out)(?:\s+(?:from|to|into|with)\s+(?:the\s+)?[\w-]{2,30}(?:\s+[\w-]{2,30}){0,2})?\s+(?:(?:on|by)\s+the\s+\d{1,2}(?:st|nd|rd|th)(?!\s+of\b)|(?:on|by)\s+the\s+(?:first|second|third|fourth|fifth|tenth|fifteenth|last|\d{1,2}(?:st|nd|rd|th))(?:\s+(?:(?:business|working)\s+day|day|${weekday}|week))?\s+of\s+(?:each|every|the)\s+${period}|every\s+(?:day|night|hour|minute|${period}|${weekday}|other\s+${weekday}|${timeCount}\s+${timeUnit}))(?:,?\s+and\s+(?:are|is)\s+(?:due|payable|paid|settled)\s+(?:within|in|after)\s+${timeCount}\s+${timeUnit})?(?:\s*[.!]?$|,\s+(?:but\s+)?(?:never|not)\s+(?:on\s+)?[\w\s-]{2,40}[.!]?$|;\s+\S|,\s+so\s+[^.!?;]{2,80}[.!]?$)`,
);
const atHand = /^(?:the|my|our|your|their|his|her|its|this|that|these|those|it|they|we|I)\b/i;

/** Whether `s` says when the things of a kind are done in each period (see above). */
export function statesKindSchedule(s: string): boolean {
  const found = onSchedule.exec(s);
  return found !== null && !atHand.test(s) && subjectNamesAKind(found[1]);
}
