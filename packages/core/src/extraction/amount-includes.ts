import { narrowing } from "./kind-words.js";

/**
 * "Prices in the catalogue include VAT, except in the B2B shop", "latency figures exclude the TLS handshake": what a
 * kind of the project's amounts includes or leaves out (decision 0513), what a later session needs before it adds a tax
 * twice or reads a figure as wrong. The subject is a plural of amounts or measures (which a phrase may narrow), bare or
 * after "our" or "all": "the prices include breakfast" is as often of one stay. A fault or what is of the moment is
 * refused where project-facts.ts reads it.
 */
const amounts =
  "prices|totals|subtotals|amounts|fees|rates|costs|quotes|estimates|figures|metrics|durations|timings|latencies|counts|sizes|balances|revenues|salaries|budgets|invoices|payouts|refunds|discounts";
const amountIncludes = new RegExp(
  String.raw`^(?!(?:the|these|those|this|that|my|your|his|her|their)\b)(?:(?:our|all|all\s+our)\s+)?(?:[\w-]{1,30}\s+){0,2}?(?:${amounts})${narrowing}\s+(?:always\s+)?(?:include|exclude|cover|leave\s+out)\s+(?:the\s+|a\s+|an\s+)?[\w'’-]{2,40}`,
  "i",
);

/** Whether `s` says what a kind of the project's amounts includes or leaves out (see above). */
export function statesAmountIncludes(s: string): boolean {
  return amountIncludes.test(s);
}
