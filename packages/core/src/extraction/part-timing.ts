import { part } from "./project-parts.js";

/**
 * "The cluster autoscaler adds nodes after about three minutes", "the session times out after 15 minutes", "the worker
 * retries after 30 seconds": when a part of the project acts, after how long (decision 0464), what a later session needs
 * before it reads a wait as a fault. The subject is one of the project's parts (`part`) or of what runs them (an
 * autoscaler, a session, a token, a lock, a pod …, a VPN, a bastion or a tunnel since decision 0518); the verb is the part's own, in the present. A fault ("the build fails
 * after 3 minutes") and what is of the moment are refused where project-facts.ts reads it.
 */
const timedPart = String.raw`${part}|autoscaler|load\s+balancer|health\s+checks?|sessions?|tokens?|locks?|leases?|circuit\s+breaker|pods?|containers?|nodes?|replicas?|connections?|pool|probes?|CDN|broker|watchdog|cookies?|links?|certificates?|certs?|retries|backoff|VPNs?|bastions?|tunnels?|NAT(?:\s+gateways?)?`;
const duration = String.raw`(?:(?:about|around|roughly|only|exactly|another)\s+)?(?:\d{1,5}|an?|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty|sixty|ninety|a\s+few|a\s+couple\s+of)\s+(?:seconds?|secs?|minutes?|mins?|hours?|days?|weeks?|ms|milliseconds?)\b`;
/** A part of the project and its own verb in the present, then up to four words: what `partActs` reads the "when" after. */
const partActsLead = String.raw`^(?:the|our)\s+(?:[\w-]{1,30}\s+){0,2}?(?:${timedPart})\s+(?:(?:only|always|usually|automatically)\s+)?(?!(?:was|has|does|is|goes|gets|seems|looks)\b)[a-z]{2,20}s(?:\s+(?:out|up|down|over|in|back|off))?\s+(?:[\w'’.-]{1,30}\s+){0,4}?`;
/** After how long (`duration`), how often ("every …") or at what time of day (`timeOfDay`) the part acts. */
const partActs = (when: string): RegExp => new RegExp(partActsLead + when, "i");
const partActsAfter = partActs(String.raw`after\s+${duration}`);

/**
 * "The mobile app polls the orders endpoint every 30 seconds", "the worker sends a heartbeat every minute": how often a
 * part of the project acts (decision 0514), what a later session weighs before it reads the traffic as a fault or adds
 * a call to it. The part's own verb in the present, as after how long it acts.
 */
const partActsEvery = partActs(String.raw`every\s+(?:${duration}|(?:second|minute|hour|day|week|night|morning)\b)`);

/**
 * "The staging cluster scales down to zero after 8pm", "the preview app sleeps at night": when in the day or the week a
 * part of the project acts (decision 0515), a clock time, midnight, noon, night, weekends, outside working hours or
 * overnight, its own verb in the present as after how long it acts.
 */
const timeOfDay = String.raw`(?:(?:after|before|at|from|until|past)\s+(?:\d{1,2}(?::\d{2})?\s?(?:am|pm)|\d{1,2}:\d{2}(?:\s?UTC)?|midnight|noon|night)|on\s+weekends|at\s+weekends|outside\s+(?:business|office|working)\s+hours|overnight)\b`;
const partActsAt = partActs(timeOfDay);

/**
 * "Our CDN caches product images for a week", "the session store keeps carts for two days": for how long a part of the
 * project holds or does what it does (decision 0522), what a later session needs before it reads an old answer as a
 * bug. Its own verb in the present, as after how long it acts; "for a few minutes" after a fault is refused where
 * project-facts.ts reads it.
 */
const partActsFor = partActs(String.raw`for\s+(?:up\s+to\s+)?${duration}`);

/**
 * "Our Postgres replica lags by up to a minute during backups", "the read model trails the writes by a few seconds": how
 * far a part runs behind (decision 0468), what a later session needs before it reads stale data as a bug.
 */
const partLags = new RegExp(
  String.raw`^(?:the|our)\s+(?:[\w-]{1,30}\s+){0,2}?(?:${timedPart}|read\s+models?|projections?|mirrors?|followers?|indexes|index|search\s+index)\s+(?:(?:usually|often|sometimes|always|can)\s+)?(?:lags?|trails?(?:\s+(?:the\s+)?[\w-]{1,30}){0,2}|falls?\s+behind|runs?\s+behind|drifts?)(?:\s+behind)?\s+by\s+(?:up\s+to\s+)?${duration}`,
  "i",
);

/**
 * "Release builds take about twenty minutes on CI", "the e2e suite takes 40 minutes": how long a kind of the project's
 * work takes (decision 0470), what a later session needs before it waits on one or reads a slow one as stuck. Said in
 * the present; "the build took 20 minutes" tells of one run.
 */
const workTakes = new RegExp(
  String.raw`^(?:(?:the|our)\s+)?(?:[\w-]{1,30}\s+){0,2}?(?:builds?|tests?|suites?|deploys?|deployments?|migrations?|pipelines?|runs?|releases?|backups?|restores?|checks?|CI)\s+(?:(?:usually|typically|normally|still)\s+)?takes?\s+${duration}`,
  "i",
);

/**
 * "The pricing service answers in under 50 ms at p99", "the search API responds within 200 ms": how fast a part answers
 * (decision 0510), or recovers, restarts or fails over ("the orders database fails over to the replica in under a
 * minute"; decision 0519), at a percentile or not, what a later session weighs before it adds work to its path or reads a slow
 * answer as normal. Said in the present; "the API responded in 3 seconds" tells of one call.
 */
const partAnswersWithin = new RegExp(
  String.raw`^(?:the|our)\s+(?:[\w-]{1,30}\s+){0,2}?(?:${timedPart})\s+(?:(?:usually|typically|normally|always|still)\s+)?(?:answers|responds|replies|returns|renders|loads|starts|boots|comes\s+up|recovers|restarts|reconnects|fails\s+over(?:\s+to\s+(?:the|a|an)\s+[\w-]{2,30})?|scales\s+(?:up|out))\s+(?:in|within)\s+(?:(?:under|less\s+than|at\s+most|below)\s+)?${duration}`,
  "i",
);

/**
 * Whether `s` says after how long, how often, when or for how long a part of the project acts, how far it runs behind,
 * how long its work takes or how fast it answers (see above).
 */
export function statesPartTiming(s: string): boolean {
  return (
    partActsAfter.test(s) ||
    partActsEvery.test(s) ||
    partActsAt.test(s) ||
    partActsFor.test(s) ||
    partLags.test(s) ||
    workTakes.test(s) ||
    partAnswersWithin.test(s)
  );
}
