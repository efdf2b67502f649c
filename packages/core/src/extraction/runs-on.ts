import { monthNames, weekdayNames } from "../text/calendar-words.js";
import { productFeature, toolingPart } from "./project-parts.js";

/**
 * "Product search runs on Meilisearch, synced by a Celery task every five minutes", "billing runs on Stripe", "the
 * background jobs are backed by Sidekiq": the product a feature or part of the project runs on (decision 0564), said
 * without "the" or "our" too, or lives on ("The staging contracts live on Sepolia, verified on Etherscan", "our docs live
 * on GitBook"; decision 0567). The subject ends in a part or a feature of how a project is made or run (`toolingPart`,
 * or a feature of the product's, `productFeature`: billing, payments, checkout …, a chain's contracts), no person's
 * ("my tests", "my grandma lives on Maple Street"); the
 * product is a name with a capital or code, never a day or a month ("the group runs on Saturdays" is a habit), its
 * clause going on after it at most.
 */
const feature = String.raw`${toolingPart}|${productFeature}|background\s+jobs|contracts?`;
const runsOnLead = new RegExp(
  String.raw`^(?:(?:the|our)\s+)?(?!(?:my|his|her|their|your|its|our)\b)(?:[\w-]{1,30}\s+){0,2}?(?:${feature})\s+(?:(?:runs|run|is\s+running|are\s+running|lives|live)\s+on|(?:is|are)\s+(?:powered|backed)\s+by)\s+`,
  "i",
);
const calendarWord = new RegExp(String.raw`^(?:${[...weekdayNames, ...monthNames].join("|")})s?\b`, "i");
const product = /^(?:\p{Lu}[\p{L}\d.+-]{1,30}|\x60[^\x60\s]{1,40}\x60)(?=[\s,.;!]|$)/u;

/** Whether `s` says which product a part or feature of the project runs on (see the module's comment). */
export function statesWhatItRunsOn(s: string): boolean {
  const lead = runsOnLead.exec(s);
  if (lead === null) return false;
  const rest = s.slice(lead[0].length);
  return !calendarWord.test(rest) && product.test(rest);
}
