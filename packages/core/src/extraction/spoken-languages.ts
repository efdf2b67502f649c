import { toolingPart } from "./project-parts.js";

/**
 * "Support answers tickets in English and German only", "the docs are available in English and Japanese", "our
 * emails go out in English, French or Spanish": which spoken languages a team of the project's works in or a part is
 * offered in (decision 0520), what a later session needs before it writes copy, a template or a reply. The subject is
 * a team named by what it does ("Support", "Ops", "the billing team") or a part named with "the" or "our"
 * (`toolingPart`, or what people read: the UI, the copy, the help center …), never a person ("Maria answers in
 * Spanish"); the languages, one or a few joined by commas, "and" or "or", close the sentence, "only" after them or not.
 */
const language =
  "(?:English|German|French|Spanish|Italian|Portuguese|Dutch|Polish|Swedish|Norwegian|Danish|Finnish|Japanese|Chinese|Mandarin|Cantonese|Korean|Arabic|Hebrew|Hindi|Russian|Ukrainian|Turkish|Greek|Czech|Hungarian|Romanian|Vietnamese|Thai|Indonesian)";
const languages = String.raw`${language}(?:(?:,\s*|,?\s+(?:and|or)\s+)${language}){0,8}`;
const team = String.raw`(?:Support|Sales|Ops|Operations|Marketing|Legal|Billing|Finance|Onboarding|Customer\s+(?:Support|Success|Care)|(?:[Tt]he|[Oo]ur)\s+(?:[\w-]{2,30}\s+){1,2}team)`;
const offered = String.raw`(?:[Tt]he|[Oo]ur)\s+(?:[\w-]{1,30}\s+){0,2}?(?:${toolingPart}|UI|copy|help\s+center|knowledge\s+base|FAQ|newsletters?|chatbot|onboarding|invoices|receipts|notifications)`;
const inLanguages = new RegExp(
  String.raw`^(?:${team}\s+(?:only\s+)?(?:answers|handles|replies\s+to|responds\s+to|works|takes|runs|writes|serves)|${offered}\s+(?:(?:is|are)\s+(?:only\s+)?(?:available|offered|translated|localized|localised|written|published)|(?:go|goes)\s+out|(?:ship|ships))|${offered}\s+(?:only\s+)?(?:supports?|ships?|serves?)(?:\s+(?:[\w-]{1,30}\s+){0,2}?[\w-]{2,30})?)\s+(?:(?:[\w-]{1,30}\s+){0,3}?)in\s+(?:only\s+)?${languages}(?:\s+only)?\s*[.!]?$`,
);

/** Whether `s` says which spoken languages a team works in or a part of the project is offered in (see above). */
export function statesSpokenLanguages(s: string): boolean {
  return inLanguages.test(s);
}
