/**
 * Counts and units of time the rules share: how long a kind is cached or lasts (cache-lifetime.ts), how often it is done
 * (kind-schedule.ts), what customers can do up to (customer-window.ts), and the deadline "until" reads as no moment
 * (moment-words.ts). Moved out of cache-lifetime.ts so the word lists need no rule module (decision 0609).
 */

/** A count of units of time, in digits or words. */
export const timeCount = String.raw`(?:\d{1,6}|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty-five|forty|sixty|ninety)`;
/** A unit of time, one or many. */
export const timeUnit = "(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?)";
