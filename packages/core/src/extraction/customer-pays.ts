import { signedAmount } from "./money-words.js";
import { notAPersons, productPeople } from "./product-people.js";

/**
 * "Customers in Switzerland pay shipping in CHF even though the shop prices are in euros", "EU customers are billed in
 * EUR", "merchants are paid out via SEPA": how the product's customers of a kind or a place pay or are paid (decision
 * 0587), a currency by its code or name or a way to pay after "in", "with", "via" or "by"; what follows may go on. Up to
 * two words may name what they pay ("shipping", "the annual plan"). "My customers pay in cash" names no currency of the
 * product's, and a person's subject is none.
 */
/** The product's customers of a kind: a word before them at most, no person's (customer-window.ts reads them too). */
export const customers = String.raw`${notAPersons}(?!our\b)(?:[A-Z][\w-]{1,30}\s+|[a-z][\w-]{1,30}\s+)?${productPeople}`;
const placeOf = String.raw`(?:\s+(?:in|from|outside)\s+(?:the\s+)?[A-Z][\w-]{1,30}(?:\s+[A-Z][\w-]{1,30})?)?`;
const pays = String.raw`\s+(?:always\s+)?(?:pay|are\s+(?:billed|charged|invoiced|paid(?:\s+out)?))\s+(?:(?!(?:in|with|via|by)\b)[\w-]{1,30}\s+){0,2}?(?:in|with|via|by)\s+`;
/** A currency by its code or name. */
const currency = String.raw`(?:[A-Z]{3}\b|euros?\b|dollars?\b|pounds?\b|francs?\b|yen\b)`;
const currencyOrWay = String.raw`(?:${currency}|SEPA\b|PayPal\b|Stripe\b|(?:bank\s+transfer|direct\s+debit|invoice|credit\s+card)s?\b)`;
const customersPay = new RegExp(`^(?:all\\s+)?${customers}${placeOf}${pays}${currencyOrWay}`);

/** Whether `s` says how the product's customers pay or are paid (see above); its first letter read in either case. */
export function statesHowCustomersPay(s: string): boolean {
  return customersPay.test(s.charAt(0).toLowerCase() + s.slice(1));
}

/**
 * "Patients who miss an appointment without cancelling are charged 25 euros", "guests are charged a fee of $10 per late
 * checkout": what the product's customers, or those of them who do something, are charged or pay (decision 0625), an
 * amount of money or a share, what it is for or per in up to four words at most, closing the sentence. Those of an age
 * ("drivers under 25") and a fee named in up to two words ("a young driver surcharge of 15 euros a day") too (decision
 * 0626). What they did
 * (`who …`, up to six words) is the policy's event, no fault of the moment. "My kids are charged 5 dollars" is a person's.
 */
const customersCharged = new RegExp(
  `^(?:all\\s+)?${customers}${placeOf}(?:\\s+(?:under|over|below|above|aged)\\s+\\d{1,3})?(\\s+who\\s+(?:[\\w'’-]{1,30}\\s+){0,5}?[\\w'’-]{1,30})?\\s+(?:are\\s+(?:always\\s+)?(?:charged|billed|fined)|pay)\\s+(?:an?\\s+(?:[\\w-]{1,30}\\s+){0,2}?(?:fee|charge|penalty|surcharge)\\s+of\\s+)?(?:${signedAmount}|\\d[\\d,.]{0,8}\\s?(?:%|${currency}|cents?\\b))(?:\\s+(?:for|per|on|each)\\s+(?:[\\w-]{1,30}\\s+){0,3}?[\\w-]{2,30}|\\s+(?:a|an|each|every)\\s+(?:day|night|week|month|year|hour))?\\s*[.!]?$`,
);

/**
 * Whether `s` says what the product's customers are charged (see above), the rest reporting no fault by `faulty` once
 * what they did is left out; its first letter read in either case.
 */
export function statesWhatCustomersAreCharged(s: string, faulty: (rest: string) => boolean): boolean {
  const found = customersCharged.exec(s.charAt(0).toLowerCase() + s.slice(1));
  return found !== null && !faulty(found[1] === undefined ? s : s.replace(found[1], ""));
}

/**
 * "Customers in Germany need invoices numbered without gaps by law", "EU buyers require a VAT ID on every invoice": a
 * document or a legal item the product's customers of a kind or a place need (decision 0599), an invoice, a receipt, a
 * VAT or tax ID, consent, a contract, a statement, a credit note or a signature among up to three words; what follows may
 * go on. "My customers need a break" names no document, and a person's subject is none.
 */
const customersNeed = new RegExp(
  `^(?:all\\s+)?${customers}${placeOf}\\s+(?:need|require|must\\s+(?:get|have|receive))\\s+(?:an?\\s+|their\\s+)?(?:[\\w-]{2,30}\\s+){0,2}?(?:invoices?|receipts?|VAT\\s+IDs?|tax\\s+IDs?|consent|contracts?|statements?|credit\\s+notes?|signatures?)\\b`,
);

/** Whether `s` says what document or legal item the product's customers need (see above); its first letter read in either case. */
export function statesWhatCustomersNeed(s: string): boolean {
  return customersNeed.test(s.charAt(0).toLowerCase() + s.slice(1));
}

/**
 * "Invoices from the Dutch entity are always in euros, even for UK customers", "payouts are always in USD": the currency a
 * kind of the product's money documents is in (decision 0606), whose they are after "from", "of" or "for" in up to three
 * words, and who it holds even for after a comma at most. "My bills are always in dollars" is a person's.
 */
const moneyKindInCurrency = new RegExp(
  `^${notAPersons}(?:all\\s+)?(?:[\\w-]{1,30}\\s+)?(?:invoices|prices|payouts|refunds|quotes|bills|statements|charges|fees)(?:\\s+(?:from|of|for)\\s+(?:the\\s+|our\\s+)?(?:[\\w.-]{1,30}\\s+){0,2}?[\\w.-]{1,30})?\\s+are\\s+(?:always\\s+|all\\s+)?(?:in|issued\\s+in|priced\\s+in|paid\\s+(?:out\\s+)?in)\\s+${currency}(?:,\\s+even\\s+(?:for|to|in|when)\\s+[^,;]{2,60})?\\s*[.!]?$`,
);

/** Whether `s` says the currency a kind of the product's money documents is in (see above); its first letter read in either case. */
export function statesMoneyKindCurrency(s: string): boolean {
  return moneyKindInCurrency.test(s.charAt(0).toLowerCase() + s.slice(1));
}
