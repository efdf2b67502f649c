import { withoutFinalStop } from "./excluding.js";
import { anyKindLead } from "./kind-words.js";
import { subjectNamesAKind } from "./not-a-noun.js";
import { notAPersons } from "./product-people.js";

/**
 * The amount a kind of the product's money or points is worked out on, and what goes before or after it: "Loyalty points
 * are earned on the net amount, after discounts and before tax", "commission is calculated on the order total excluding
 * shipping", "discounts are applied before tax" (decision 0608). A rule a later session needs before it moves a tax or a
 * discount to the other side of a sum. The subject is a kind (a plural or a mass noun the rules read, not one of the
 * moment) or a word of money charged (tax, VAT, shipping, interest, commission); what it is worked out on is an amount, a
 * total, a price or a balance; what comes before or after it names up to four words twice at most. "My points are earned
 * on the net amount" is a person's.
 */
/** A word of money charged opening a sentence (group 1), a word before it at most: "Sales tax", "interest"; the rate it accrues at reads it too (accrual-rate.ts). */
export const moneyChargedLead = String.raw`^${notAPersons}((?:[\w-]{1,30}\s+)?(?:tax|taxes|VAT|GST|shipping|interest|commission|cashback))`;
const workedOut = String.raw`\s+(?:is|are)\s+(?:always\s+|only\s+)?(?:earned|calculated|computed|charged|levied|accrued|applied|awarded|counted|based)`;
const basis = String.raw`\s+on\s+(?:the\s+)?(?:[\w-]{1,30}\s+){0,2}?(?:amount|total|subtotal|price|balance|value|sum|spend|revenue|payment)s?`;
/** Up to four words of what goes before or after, "and" not among them. */
const what = String.raw`(?:(?!and\b)[\w-]{1,30}\s+){0,3}?(?!and\b)[\w-]{1,30}`;
const side = String.raw`(?:after|before|excluding|including|net\s+of|less)\s+(?:the\s+)?${what}`;
const sides = String.raw`(?:,?\s+${side}(?:,?\s+and\s+${side})?)?`;
/** "… are applied before tax": what a kind is applied or taken off before or after, a word of money at the end. */
const beforeOrAfter = String.raw`\s+(?:is|are)\s+(?:always\s+)?(?:applied|calculated|computed|charged|added|deducted|subtracted)\s+(?:before|after)\s+(?:the\s+)?(?:[\w-]{1,30}\s+)?(?:tax|taxes|VAT|GST|shipping|discounts?|coupons?|fees?|refunds?|rounding|currency\s+conversion|payouts?|totals?|subtotals?)`;
const onAnAmount = new RegExp(`(?:${anyKindLead}|${moneyChargedLead})(?:${workedOut}${basis}${sides}|${beforeOrAfter})$`, "i");

/** Whether `s` says what amount a kind of the product's money or points is worked out on (see above). */
export function statesAmountBasis(s: string): boolean {
  const found = onAnAmount.exec(withoutFinalStop(s).trim());
  if (found === null) return false;
  return found[2] !== undefined || subjectNamesAKind(found[1]);
}
