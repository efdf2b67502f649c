import { faultInFirstClause } from "./fault-words.js";
import { momentary } from "./moment-words.js";
import { readsWithNamedSubject } from "./not-a-noun.js";
import { reportsFault } from "./fault-report.js";
import { statesPersonsOwn } from "./person-owns.js";
import { statesTeamOwnership } from "./team-ownership.js";
import { statesTeamUpkeep } from "./team-upkeep.js";
import { partSubject } from "./project-parts.js";
import { statesPartSize } from "./part-size.js";
import { statesEnvironmentParity } from "./environment-parity.js";
import { statesScheduledPart } from "./scheduled-part.js";
import { statesPartTiming } from "./part-timing.js";
import { statesTeamCapability } from "./team-capability.js";
import { statesAudienceShare } from "./audience-share.js";
import { statesVersionInUse } from "./version-in-use.js";
import { statesQueueWork } from "./queue-work.js";
import { statesMeasureSchedule } from "./measure-schedule.js";
import { statesSharedPart } from "./shared-part.js";
import { statesGeneratedFrom } from "./generated-from.js";
import { statesDoneBeforeReaching } from "./done-before-reaching.js";
import { statesProductLimit, statesWhereItComesFrom } from "./comes-from.js";
import { statesHowItReachesTheTeam } from "./reaches-the-team.js";
import { statesHowItArrives } from "./arrives-as.js";
import { statesWhatMachinesRun } from "./machines-run.js";
import { statesMeasuredEffect } from "./measured-effect.js";
import { statesCountReset } from "./count-reset.js";
import { statesAmountIncludes } from "./amount-includes.js";
import { statesSpokenLanguages } from "./spoken-languages.js";
import { statesLoadPeak } from "./load-peaks.js";
import { statesRateLimit } from "./rate-limits.js";
import { statesAccessHolders } from "./access-holders.js";
import { statesEnvironmentBehaviour } from "./environment-behaviour.js";
import { statesSupportFloor } from "./support-floor.js";
import { statesPartRegions } from "./part-regions.js";
import { retriedThings, statesRetryPolicy, statesRetrySpan } from "./retry-policy.js";
import { statesPartRelation } from "./part-relations.js";
import { statesCacheLifetime } from "./cache-lifetime.js";
import { statesKindStacking } from "./kind-stacking.js";
import { statesHowCustomersPay, statesMoneyKindCurrency, statesWhatCustomersAreCharged, statesWhatCustomersNeed } from "./customer-pays.js";
import { statesCustomerKeeps, statesCustomerWindow } from "./customer-window.js";
import { statesCustomerQuota } from "./customer-quota.js";
import { statesCustomerDiscount } from "./customer-discount.js";
import { statesWhoItIsOfferedTo } from "./sold-only-to.js";
import { statesKindDuration } from "./kind-duration.js";
import { statesSentBeforeEvent } from "./sent-before-event.js";
import { statesWhatIsFree } from "./free-when.js";
import { statesPlanIncludes } from "./plan-includes.js";
import { statesKindKeyedBy } from "./kind-keyed.js";
import { statesCutoffTime } from "./cutoff-time.js";
import { statesWhenBilled } from "./billed-when.js";
import { statesAccrualRate } from "./accrual-rate.js";
import { statesKindCapped } from "./kind-capped.js";
import { statesKindWorth } from "./kind-worth.js";
import { statesKindCharge } from "./kind-charge.js";
import { statesKindMinimum } from "./kind-minimum.js";
import { statesNeverWithout } from "./kind-never-without.js";
import { statesKindUnit } from "./kind-unit.js";
import { statesKindWindow } from "./kind-window.js";
import { statesKindDefinedAs } from "./kind-defined.js";
import { statesKindNumbering } from "./kind-numbering.js";
import { statesOnlyUse } from "./product-use.js";
import { statesKindSchedule } from "./kind-schedule.js";
import { statesWhatItRunsAs } from "./runs-as.js";
import { statesWhatItRunsOn } from "./runs-on.js";
import { statesPastAmount, statesThreshold } from "./threshold.js";
import { statesDeclaredIn } from "./declared-in.js";
import { statesSentThrough } from "./sent-through.js";
import { statesWhereKindLands } from "./kind-lands-in.js";

/**
 * How the project's parts are made and relate, and what running one needs (decision 0609: moved out of project-facts.ts,
 * which had passed three hundred lines). `statesStructure` is one of the readers project-facts.ts keeps a fact by.
 */

/**
 * "The CLI ships as a single binary built with pkg", "the SDK is distributed as an ES module only": how a part of the
 * project reaches the people who use it (decision 0467), a part as the subject.
 */
const shipsAs = new RegExp(
  String.raw`^${partSubject}\s+(?:ships|is\s+shipped|are\s+shipped|is\s+distributed|are\s+distributed|is\s+packaged|are\s+packaged|is\s+released|are\s+released|comes|come)\s+as\s+(?:an?|one|the|two|three|[A-Z]|\x60)`,
);
/**
 * "The events topic keeps messages for 7 days", "the bucket retains backups for 30 days": how long a part keeps what
 * it holds (decision 0310).
 */
const retention = new RegExp(
  String.raw`^${partSubject}\s+(?:only\s+)?(?:keeps|retains|stores|holds)\s+(?:[\w-]{1,40}\s+){0,3}?for\s+(?:up to\s+)?\d+\s+(?:seconds|minutes|hours|days|weeks|months|years)\b`,
);
/**
 * "Our SRE, Lena, gets paged if the worker lag goes over 10k messages", "the on-call engineer is alerted when…": who is
 * paged, and on what (decision 0310). A bare subject is a name with a capital, no pronoun or quantifier.
 */
const paged =
  /^(?:(?:[Tt]he|[Oo]ur)\s+(?:[\w-]{1,30}\s+){0,2}?[\w-]{1,30}(?:,\s+\p{Lu}\p{Ll}{1,30},)?|(\p{Lu}\p{Ll}{1,30})|@[\w-]{1,40})\s+(?:gets|get|is|are)\s+(?:paged|alerted|notified|pinged)\s+(?:if|when|whenever)\s+\S/u;
/**
 * "The iOS app targets iOS 16 and up", "our SDK supports Node 18+", "the library targets ES2020": which platforms and
 * versions a part of the project is built for (decision 0314); a version is what makes it standing, not a feature
 * ("the API supports pagination" is left to the other rules).
 */
const supportedVersions = new RegExp(
  String.raw`^${partSubject}\s+(?:only\s+)?(?:targets|target|supports|support)\s+(?:(?:[A-Za-z][\w.+-]{0,30}\s+){1,2}v?\d|[A-Z][A-Za-z]{1,10}\d{2,}\b)`,
);
/** The subjects whose needs are how the project runs: the tests, the build, the app… */
const runner =
  "tests?|test suite|suite|e2e tests|integration tests|build|app|service|server|worker|scripts?|ci|CI|pipeline|migrations|dev server|benchmarks?|cli|CLI|docs site|seed script|stack|environment|cluster";
/**
 * What running it needs: an amount of memory, disk or cores ("The local stack needs about 6 GB of RAM to come up";
 * decision 0509), something running or local, access, a server or a key of some kind, an environment variable, or a
 * named tool alone ("Docker", "Node 22", "Postgres 16 running"), its clause
 * ending there or at a comma ("…need MSW running, the handlers are in test/msw"). A named thing followed by
 * more words ("the API needs OpenAPI docs") is a request, not a need.
 */
const needObject = String.raw`(?:(?:about\s+|around\s+|at\s+least\s+|roughly\s+)?\d{1,4}(?:\.\d)?\s?(?:GB|GiB|MB|MiB|TB|cores?|CPUs?|vCPUs?)\b|a running|a local|access to|an?\s+(?:[\w-]+\s+){0,2}(?:server|instance|database|container|token|key|daemon|env var|environment variable)\b|the [A-Z][A-Z0-9_]{2,} (?:env var|environment variable|variable)\b|(?:[A-Z][\w.+-]{1,30})(?:\s+v?\d[\w.]*)?(?:\s+(?:running|installed|locally|up|on port \d+))?\s*(?:[.!]?$|,\s))`;
const need = new RegExp(
  String.raw`^(?:[Tt]he|[Oo]ur|[Aa]ll)\s+(?:[\w.-]{1,40}\s+){0,3}?(?:${runner})\s+(?:need|needs|require|requires|expect|expects)\s+${needObject}`,
);
/** Whether `s` relates two parts of the project or says what running one needs, and reports no fault of this moment. */
export function statesStructure(s: string): boolean {
  return (
    ((statesPartRelation(s) ||
      statesTeamOwnership(s) ||
      statesPersonsOwn(s) ||
      statesTeamUpkeep(s) ||
      retention.test(s) ||
      supportedVersions.test(s) ||
      readsWithNamedSubject(paged, s) ||
      need.test(s) ||
      statesWhereItComesFrom(s) ||
      statesPartSize(s) ||
      statesEnvironmentParity(s) ||
      statesScheduledPart(s) ||
      statesPartTiming(s) ||
      statesTeamCapability(s) ||
      shipsAs.test(s) ||
      statesQueueWork(s) ||
      statesMeasureSchedule(s) ||
      statesSharedPart(s) ||
      statesGeneratedFrom(s) ||
      statesDoneBeforeReaching(s) ||
      statesHowItArrives(s) ||
      statesWhatMachinesRun(s) ||
      statesMeasuredEffect(s) ||
      statesCountReset(s) ||
      statesAmountIncludes(s) ||
      statesSpokenLanguages(s) ||
      statesLoadPeak(s) ||
      statesRateLimit(s) ||
      statesAccessHolders(s) ||
      statesEnvironmentBehaviour(s) ||
      statesPartRegions(s) ||
      statesCacheLifetime(s) ||
      statesKindDefinedAs(s) ||
      statesHowCustomersPay(s) ||
      statesCustomerWindow(s) ||
      statesCustomerQuota(s) ||
      statesCustomerDiscount(s) ||
      statesWhoItIsOfferedTo(s) ||
      statesKindDuration(s) ||
      statesSentBeforeEvent(s) ||
      statesWhatIsFree(s) ||
      statesPlanIncludes(s) ||
      statesKindKeyedBy(s) ||
      statesCutoffTime(s) ||
      statesAccrualRate(s) ||
      statesKindWorth(s) ||
      statesKindWindow(s) ||
      statesKindMinimum(s) ||
      statesKindCharge(s) ||
      statesMoneyKindCurrency(s) ||
      statesOnlyUse(s) ||
      statesKindSchedule(s) ||
      statesWhatItRunsAs(s) ||
      statesWhatItRunsOn(s) ||
      statesThreshold(s) ||
      statesSentThrough(s) ||
      statesWhereKindLands(s)) &&
      !reportsFault(s) &&
      !momentary.test(s)) ||
    // "Half of our users are still on Safari 15", "the mobile apps still read v1 of the orders API": a "still" of the users
    // or of a version in use is where they are, no fault of the code's (decision 0491), and so is the oldest version the
    // team still supports (decision 0537).
    ((statesAudienceShare(s) || statesVersionInUse(s) || statesSupportFloor(s)) && !reportsFault(s.replace(/\bstill\s+/gi, "")) && !momentary.test(s)) ||
    // "Security advisories reach the team through the #sec-alerts channel, not email": what they do not come by, after a
    // comma, is no fault (decision 0498).
    (statesHowItReachesTheTeam(s) && !faultInFirstClause(s) && !momentary.test(s)) ||
    // "The payment iframe comes from Adyen and can't be styled from our CSS": the product's limit (decision 0539).
    (statesProductLimit(s, reportsFault) && !momentary.test(s)) ||
    // "The partner webhook retries failed deliveries up to five times": what is retried is no fault (decision 0541).
    (statesRetryPolicy(s, reportsFault) && !momentary.test(s)) ||
    // "Invoices are numbered per company and the sequence never resets": what a numbering never does is no fault (decision 0588).
    (statesKindNumbering(s, reportsFault) && !momentary.test(s)) ||
    // "Refunds over 500 euros need a second approver": the amount is no server error (decision 0586).
    (statesPastAmount(s, reportsFault) && !momentary.test(s)) ||
    // "Failed jobs are retried by Sidekiq up to 25 times": the failed things a kind's retries are for are no fault (decision 0582).
    (statesRetrySpan(s) && !reportsFault(s.replace(retriedThings, "")) && !momentary.test(s)) ||
    // "Customers in Germany need invoices numbered without gaps by law": what they need it without is the need, no fault
    // (decision 0599).
    (statesWhatCustomersNeed(s) && !reportsFault(s.replace(/\bwithout\s+/gi, "")) && !momentary.test(s)) ||
    // "Refunds are capped at 500 euros per order": the amount is no server error; "members keep access for 3 days after a
    // failed payment": the event kept after is the policy's, no fault (decision 0623).
    (statesKindCapped(s, reportsFault) && !momentary.test(s)) ||
    // "Teachers are paid per lesson taught, not per hour": what they are not paid per is no fault (decision 0631).
    (statesKindUnit(s, reportsFault) && !momentary.test(s)) ||
    // "Controlled substances are never refilled without a new prescription": the "never" is the product's rule (decision 0633).
    (statesNeverWithout(s, reportsFault) && !momentary.test(s)) ||
    (statesCustomerKeeps(s, reportsFault) && !momentary.test(s)) ||
    // "Patients who miss an appointment without cancelling are charged 25 euros": what they did is the policy's event
    // (decision 0625).
    (statesWhatCustomersAreCharged(s, reportsFault) && !momentary.test(s)) ||
    // "Annual plans are billed upfront and can't be refunded after 14 days": the "can't" is the product's rule, no fault
    // (decision 0616).
    (statesWhenBilled(s) && !momentary.test(s)) ||
    // "Loyalty discounts never stack with coupon codes": the "never" is the product's rule, no fault (decision 0583).
    (statesKindStacking(s) && !momentary.test(s)) ||
    // "Every exported error is a sentinel declared in errors.go": a kind of errors declared is no fault (decision 0553).
    (statesDeclaredIn(s) && !momentary.test(s))
  );
}
