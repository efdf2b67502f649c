/**
 * The nouns that name a part of a project, at the level a relation between parts is a standing fact: a
 * relation or a need is read only with one of them as its subject. Code-level nouns (function, handler,
 * component) are left out: what one of them calls is usually this task's code under discussion. What traffic passes
 * through on its way in is a part too: a load balancer, an ingress, a CDN, a firewall (decision 0486); and so is what
 * a part runs in, a container or a pod (decision 0489).
 */
export const part =
  "services?|contexts?|domains?|apis?|APIs?|apps?|workers?|jobs?|servers?|clients?|frontend|backend|gateway|modules?|packages?|library|libraries|cli|CLI|daemons?|crons?|queues?|tables?|databases?|db|DB|caches?|proxy|bff|BFF|sdk|SDK|pipelines?|scheduler|bots?|plugins?|extensions?|stores?|monorepo|site|dashboard|webhooks?|consumers?|producers?|crates?|repos?|repository|repositories|gems?|microservices?|buckets?|clusters?|topics?|infra|infrastructure|lambdas?|balancers?|ingress|CDN|cdn|firewalls?|WAF|waf|containers?|pods?";
/**
 * Where a rule of the code holds: a part of the project, the code or a kind of its files or layers ("the route
 * handlers", "the views"). Moved from kind-instead-of.ts (decision 0630), views, routes and templates added.
 */
export const codePlace = `(?:${part}|code|codebase|contracts?|repo|project|files?|modules?|components?|handlers?|controllers?|models?|views?|routes?|templates?|screens?|pages?)`;
/**
 * A subject naming a part: "the payments service", "our API", `src/billing`, "BillingService" (up to four
 * words before the noun). The patterns below are case-sensitive (a CamelCase name and a capital are told
 * by their case), so the sentence's first word is matched in either case.
 */
export const partSubject = String.raw`(?:(?:[Tt]he|[Oo]ur)\s+(?:[\w.-]{1,40}\s+){0,4}?(?:${part})|\x60[^\x60\s]{1,60}\x60|[\w.-]{1,40}\/[\w./-]{1,60}|[A-Z][a-z]+(?:[A-Z][a-z0-9]+)+)`;
/** `partSubject` opening a sentence, compiled once for the readers that open with a part. */
export const partLeadPattern = new RegExp(`^${partSubject}`);
/**
 * The parts a team moves from one tool to another: `part`, and the project's docs, tests, build, CI and the other
 * parts of how it is made and run ("the docs site", "our CI", "the test suite"; decision 0451).
 */
export const toolingPart = String.raw`${part}|docs|documentation|blog|website|tests|test\s+suite|builds?|CI|ci|linting|linter|formatting|formatter|bundling|bundler|deploys|deployments|hosting|auth|logging|monitoring|tracing|search|storage|ORM|styling|emails|runtime|changelog|release\s+notes|versioning|scheduling`;
/**
 * The features of a product that a part of it may run or another product may take over: billing, payments, checkout,
 * notifications, analytics … (decisions 0564, 0570, 0574), read beside `toolingPart` where a sentence names what the
 * project does for its users rather than how it is made.
 */
export const productFeature = "billing|payments|invoicing|checkout|notifications|analytics|uploads|media|chat|campaigns?|newsletters?|marketing";
/**
 * A doer of the project's work named by a word of its own, "the" or "our" before it: "the notifier", "our mailer", "the
 * nightly importer" (decision 0547); "our neighbor" is none.
 */
export const doerSubject = String.raw`(?:[Tt]he|[Oo]ur)\s+(?:[\w-]{1,30}\s+){0,2}?(?:notifier|mailer|scheduler|crawler|poller|importer|exporter|sender|dispatcher|publisher|emitter|alerter|syncer|sweeper|reaper|collector|processor|webhook\s+sender)s?`;
