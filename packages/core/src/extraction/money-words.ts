/**
 * Pattern sources for counts and money that the readers of a kind's amounts share (decision 0625's review): what one
 * thing is worth (kind-worth.ts), the most a kind may come to (kind-capped.ts), the rate it accrues at (accrual-rate.ts)
 * and what it is rounded to (kind-rounding.ts), where each had kept its own copy.
 */

/** A count said as a word: "two", "twenty", "a hundred". */
export const countWord = String.raw`(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|thirty|fifty|a\s+hundred)`;
/** An amount written with a currency's sign before it: "$10", "€4.50". */
export const signedAmount = String.raw`[$€£]\d[\d,.]{0,8}`;
/** A unit of money said as a word: "cents", "euros", "a penny". */
export const moneyUnit = "(?:cents?|pennies|penny|pence|dollars?|euros?|pounds?)";
/** An amount of money: a signed amount ("€10"), or a count in digits or a word and a unit ("10 euro", "one-euro", "2.50 dollars"). */
export const moneyAmount = String.raw`(?:${signedAmount}|(?:\d{1,6}(?:[.,]\d{1,2})?|${countWord})[\s-]?${moneyUnit})`;
/** What a charge is called: a fee, a fine, a charge, a surcharge, a penalty or a deposit. */
export const chargeWord = "(?:fee|fine|charge|surcharge|penalty|deposit)";
