import { kindLeadThen } from "./kind-lead-then.js";
import { timeCount, timeUnit } from "./time-words.js";

/**
 * "Reminders go out by SMS 24 hours before each appointment", "receipts are emailed an hour after every payment": when the
 * things of a kind are sent, a count and a unit of time before or after each event of the product's (decision 0612), by
 * a channel at most. The kind is a plural or a mass noun of the project's, not of the moment; "each" or "every" before
 * the event says it is every one's ("my reminders go out before the meeting" is a person's).
 */
const channel = String.raw`(?:SMS|text|texts|email|e-mail|push|push\s+notifications?|WhatsApp|Slack|webhooks?|post|mail)`;
const sentBefore = new RegExp(
  String.raw`^\s+(?:go\s+out|goes\s+out|(?:is|are)\s+(?:sent|emailed|texted|pushed|posted|delivered|triggered|fired))(?:\s+(?:by|via|over|as)\s+(?:an?\s+)?${channel})?\s+${timeCount}\s+${timeUnit}\s+(?:before|after)\s+(?:each|every)\s+(?:[\w-]{1,30}\s+)?[\w-]{2,30}\s*[.!]?$`,
  "i",
);

/** Whether `s` says how long before or after each event the things of a kind are sent (see above). */
export function statesSentBeforeEvent(s: string): boolean {
  return kindLeadThen(s, sentBefore);
}
