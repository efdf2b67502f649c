import { timeCount, timeUnit } from "./time-words.js";
import { customers } from "./customer-pays.js";

/**
 * "Guests can cancel for free until 48 hours before check-in", "customers can return items within 30 days of delivery":
 * what the product's customers (or its guests, members, patients, riders, passengers or attendees) can do up to a time
 * (decision 0609), a count and a unit of time after "until", "up to", "within" or "no later than", before or after an
 * event in up to three words at most. A policy a later session needs before it changes a deadline in the code. "My guests
 * can stay until midnight" names no count of time, and a person's subject is none.
 */
const canUntil = new RegExp(
  String.raw`^(?:all\s+)?${customers}\s+can\s+(?:(?!(?:until|within)\b)[\w-]{1,30}\s+){1,5}?(?:until|up\s+to|within|no\s+later\s+than)\s+${timeCount}\s+${timeUnit}(?:\s+(?:before|after|of|from)\s+(?:the\s+|their\s+|its\s+)?(?:[\w-]{1,30}\s+){0,2}?[\w-]{2,30})?\s*[.!]?$`,
);

/**
 * Or what they keep for a time after an event: "members keep access for 3 days after a failed payment", "guests keep
 * their booking for 24 hours after a declined card" (decision 0623), a thing of up to two words, "their" before it at
 * most, and a count and a unit of time, after or before an event in up to three words at most.
 */
const keepFor = new RegExp(
  String.raw`^(?:all\s+)?${customers}\s+(?:keep|retain)\s+(?:their\s+)?(?:[\w-]{1,30}\s+)?[\w-]{2,30}\s+for\s+(?:up\s+to\s+)?${timeCount}\s+${timeUnit}(?:\s+(?:before|after|of|from)\s+(?:the\s+|their\s+|its\s+|an?\s+)?(?:[\w-]{1,30}\s+){0,2}?[\w-]{2,30})?\s*[.!]?$`,
);

/** Whether `s` says what the product's customers can do up to a time (see above); its first letter read in either case. */
export function statesCustomerWindow(s: string): boolean {
  return canUntil.test(s.charAt(0).toLowerCase() + s.slice(1));
}

/** The word before the event a thing is kept after or before. */
const eventWord = /\s(?:after|before|of|from)\s/i;

/** `s` up to the event it names (`eventWord`), all of it when it names none. */
function withoutEvent(s: string): string {
  const at = s.search(eventWord);
  return at < 0 ? s : s.slice(0, at);
}

/**
 * Whether `s` says what the product's customers keep for a time (`keepFor`), the rest reporting no fault by `faulty`
 * once the event is left out: "after a failed payment" is the policy's event, no fault of the moment.
 */
export function statesCustomerKeeps(s: string, faulty: (rest: string) => boolean): boolean {
  return keepFor.test(s.charAt(0).toLowerCase() + s.slice(1)) && !faulty(withoutEvent(s));
}
