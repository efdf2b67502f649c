/**
 * The product's people and a person's own, as the readers of what customers pay, need, can do, get or are offered read
 * them (customer-pays.ts, customer-window.ts, customer-discount.ts, customer-quota.ts, sold-only-to.ts, amount-basis.ts):
 * one list and one lead that refuses a person's own, where each had kept its own (decision 0617's review); a kind a reader
 * opens with refuses it through `namesThingsAtHand` (not-a-noun.ts; decision 0629).
 */

/** A pattern's lead that refuses a person's own subject: "my", "his", "her", "their" or "your" before it. */
export const notAPersons = String.raw`(?!(?:my|his|her|their|your)\b)`;

/**
 * The product's people and accounts, a plural: customers, users, guests, members, tenants, accounts, teams …, and the
 * institutions and groups a price is set for: schools, nonprofits, charities, seniors, teachers (decision 0619).
 */
export const productPeople =
  "(?:customers|users|buyers|merchants|sellers|clients|subscribers|tenants|vendors|partners|resellers|guests|members|patients|riders|passengers|attendees|students|learners|drivers|hosts|residents|adults|employees|admins|owners|accounts|teams|businesses|companies|organi[sz]ations|schools|universities|colleges|nonprofits|non-profits|charities|agencies|retailers|wholesalers|distributors|institutions|seniors|teachers|veterans)";

/** One of the product's people, the singular of `productPeople`'s first words: "a customer", "one patient" (decision 0625). */
export const productPerson =
  "(?:customer|user|buyer|merchant|seller|client|subscriber|tenant|vendor|partner|reseller|guest|member|patient|rider|passenger|attendee|student|learner|driver|host|resident)";
