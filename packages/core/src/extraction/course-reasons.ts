import { firstMatchOf } from "./first-match.js";
import { productFeature, toolingPart } from "./project-parts.js";
import { notAPersons, productPeople, productPerson } from "./product-people.js";

/**
 * The reasons and purposes a change of course gives, which change-of-course.ts reads after each of its leads: moved here
 * from it when it passed three hundred lines (decision 0532's review).
 */

/**
 * The reason a change of course gives: "because", "since", what came about ("now that", "given that"; decision 0439), or
 * the incident it followed ("after the memory leaks", "after two outages"; decision 0468), or the many it had enough of
 * ("after one too many broken migrations"; decision 0487), or what something showed ("after the embedded port showed how
 * much they cost"; decision 0502), or what every one of a kind of change broke ("after every reorder broke the links";
 * decision 0506), or how long one of a kind of work took (`tookTooLong`; decision 0510), or what someone did (`someoneDid`;
 * decision 0519), or how many times something went wrong (`nthTime`; decision 0528), or what a vendor's product turned
 * into (`vendorTurned`; decision 0540), where "after the migration" tells only when.
 */
const reasonWords = String.raw`because|since|now\s+that|given\s+that`;
/**
 * What began to fail, after "once" or "when" as after "after" (`keptFailing`): "once invoices started timing out at month
 * end" (decision 0584), or began turning the team's things away ("after spam filters started bouncing them"; decision
 * 0606), or overwriting each other's work ("once sales reps started overwriting each other's edits"; decision 0614), or
 * died or went down ("after the network died during a sold-out gig"; decision 0627); one
 * alternative of `onceReleased`, whose lead it shares, where a pattern of its own beside it was more than the
 * ReDoS checker of core's tests could decide.
 */
const beganFailing = String.raw`timed\s+out|kept\s+(?:failing|crashing|timing\s+out)|ran\s+out\s+of\s+memory|died|went\s+down|started\s+(?:failing|timing\s+out|(?:bouncing|rejecting|blocking|flagging)\s+(?:them|it|our\s+[\w-]{2,30})|(?:overwriting|clobbering|losing|deleting)\s+(?:each\s+other['’]s|one\s+another['’]s|our|the)\s+[\w-]{2,30})|(?:silently\s+)?stopped(?:\s+(?:running|working|firing))?`;
/**
 * What the change waited for, another thing's release: "once Laravel 11 shipped", "once Node 22 went LTS" (decision 0479),
 * or "when native nesting landed in every browser" (decision 0537), or another thing doing its job: "once pre-commit
 * caught the same issues" (decision 0535), or another thing getting a release of its own: "once the last pod got an
 * SPM release" (decision 0556), or another thing doing the work itself: "once LiveView could push the updates itself"
 * (decision 0578), or another thing launching or going live: "when the mobile app launched" (decision 0608), a reason as "now that" is; "once the migration is done" tells only when, and "once the kids caught
 * colds" catches none of the same.
 */
const onceReleased = String.raw`(?:once|when)\s+(?:[\w.-]{1,30}\s+){1,3}?(?:shipped|landed|launched|was\s+released|came\s+out|went\s+(?:GA|LTS|stable|live)|reached\s+EOL|hit\s+EOL|(?:caught|covered|handled)\s+(?:the\s+same|it|them|all|most|everything)\b|(?:got|had|gained)\s+(?:an?\s+)?(?:[\w.-]{1,30}\s+)?(?:release|version|port|build|package)\b|could\s+(?:push|send|stream|render|handle|cover|replace|serve)\s+(?:the\s+)?[\w.-]{2,30}(?:\s+[\w.-]{2,30})?\s+(?:itself|on\s+its\s+own|natively|by\s+itself)\b|${beganFailing})`;
/**
 * The size a part of the project grew past: "when the monorepo passed a hundred services", "once the table hit a billion
 * rows" (decision 0505), or what it came to need more of ("once the charts needed more templating than YAML"; decision
 * 0507), a reason as a release is; "when the migration finished" tells only when.
 */
const grewPast = String.raw`(?:when|once)\s+(?:the|our)\s+(?:[\w.-]{1,30}\s+){0,2}?[\w.-]{2,30}\s+(?:(?:passed|hit|reached|crossed|outgrew|grew\s+past|went\s+past)\s+(?:about\s+|around\s+|over\s+)?(?:an?\s+|\d[\d,.]{0,12}k?\s+|(?:a\s+)?(?:dozen|few|hundred|thousand|million|billion|[a-z]{3,9}ty)\s+)|(?:needed|took|required)\s+more\s+[a-z]{2,30})`;
/**
 * How long one of a kind of the project's work took, the wait the change ended: "after a lockfile took twenty minutes to
 * resolve", "after the nightly build took over three hours" (decision 0510); "after lunch" or "after a day" names no wait.
 */
const tookTooLong = String.raw`(?:a|an|one|the|our)\s+(?:[\w-]{1,30}\s+){0,2}?[\w-]{2,30}\s+took\s+(?:(?:over|more\s+than|nearly|almost|about|around)\s+)?(?:an?|\d{1,5}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|ninety)\s+(?:seconds|minutes|hours|days|weeks|minute|hour|day|week)\b`;
/**
 * What someone did that the change answered: "after someone scraped the user list", "after a bot filled the signup form"
 * (decision 0519), an actor and a past; "after someone left" names no object. The object may be live, real or
 * production things ("after an intern edited live orders by mistake"; decision 0594).
 */
const someoneDid = String.raw`(?:someone|somebody|an?\s+(?:attacker|bot|scraper|crawler|customer|contractor|intern))\s+(?:[a-z]{2,20}ed|stole|took|broke|ran|hit|leaked|wrote|sent)\s+(?:the|our|a|an|every|all|live|real|production)\s+[\w-]{2,30}`;
/**
 * How many times something went wrong before the change: "after the third time its cache hid a stale module", "after the
 * second time a deploy wiped the queue" (decision 0528), a count of times and a past; "after the first time" is no
 * pattern.
 */
/**
 * Or the how-manieth incident of a kind it followed: "after the third streaming bug" (decision 0547), an ordinal and a
 * word of a fault; "after the second coffee" names none.
 */
const nthIncident = String.raw`(?:the\s+)?(?:second|third|fourth|fifth|sixth|tenth|umpteenth|\d{1,2}(?:nd|rd|th))\s+(?:[\w-]{1,30}\s+)?(?:bug|outage|incident|crash|regression|leak|failure|breach|data\s+loss)\b`;
const nthTime = String.raw`(?:the\s+)?(?:second|third|fourth|fifth|sixth|tenth|umpteenth|\d{1,2}(?:nd|rd|th))\s+time\s+(?:[\w'’-]{1,30}\s+){1,4}?(?:[a-z]{2,20}ed|hid|broke|ate|lost|took|ran|hit|leaked|wiped|killed|stole)\b`;
/**
 * What a vendor's product turned into, the change left: "after their ads showed up on our pages", "after its prices
 * doubled" (decision 0540), its ads, prices, fees, limits or terms, shown up or gone up, or kept cutting the team off
 * ("after their API quotas kept cutting us off"; decision 0604); "after the kids arrived" names none.
 */
const vendorTurned = String.raw`(?:their|its|the)\s+(?:[\w-]{1,30}\s+)?(?:ads|adverts|trackers|banners|pop-?ups|prices?|pricing|fees|costs?|bills?|limits|quotas|terms|licen[cs]e)\s+(?:showed\s+up|started\s+showing\s+up|appeared|crept\s+in|went\s+up|rose|doubled|tripled|changed|jumped|spiked|kept\s+(?:cutting\s+us\s+off|blocking\s+us|throttling\s+us|locking\s+us\s+out))`;
/**
 * Or the harm one of the things the change is about did: "after one leaked a real customer's address", "after two of them
 * deleted production rows" (decision 0568), "one" standing for a thing just named and a verb of harm with its object;
 * "after one left the party" names no harm.
 */
const oneHarmed = String.raw`(?:one|two|several|a\s+few|some)(?:\s+of\s+(?:them|those|ours))?\s+(?:leaked|exposed|deleted|wiped|corrupted|overwrote|crashed|broke|double-charged|charged)\s+(?:an?|the|our|some|every|all|real|production)\s+[\w'’-]{2,30}`;
/**
 * Or another product taking the work over: "after Mailchimp took over campaigns", "after the new gateway took over
 * payments" (decision 0570), what it took over a part or a kind of work of the project's; "after mom took over the
 * kitchen" names none.
 */
const tookOver = String.raw`(?:the\s+new\s+)?[\w.-]{2,30}\s+took\s+over\s+(?:the\s+|our\s+|all\s+)?(?:[\w-]{1,30}\s+)?(?:${productFeature}|emails?|${toolingPart})\b`;
/**
 * Or what kept failing: "after deep pages timed out", "after the nightly export kept crashing" (decision 0580), or
 * stopped ("after the old crontab silently stopped on a deploy"; decision 0581), a plural
 * or a thing named with "the" and a verb of a run that failed; "after the kids timed out" names no work of the project's
 * and stays unread by the change's lead.
 */
const keptFailing = String.raw`(?:the\s+)?(?:[\w-]{1,30}\s+){0,2}?[\w-]{2,30}\s+(?:${beganFailing})\b`;
/**
 * Or what a service did to the team: "after it rate-limited us during Black Friday", "after they suspended our account"
 * (decision 0595), a service's act of limiting or shutting out done to "us" or a thing of ours; "after it rained on us"
 * names none.
 */
const limitedUs = String.raw`(?:it|they)\s+(?:rate-?limited|throttled|blocked|banned|suspended|blacklisted|locked\s+out|shut\s+off|cut\s+off)\s+(?:us|our\s+[\w-]{2,30})\b`;
/**
 * Or what one thing did to a part of the project: "after a 200 MB file froze the API for everyone", "after one bad query
 * took down the database" (decision 0603), a thing and a verb of stopping a part, the part named with "the" or "our";
 * "after a storm froze the pipes" names no part.
 */
const oneStalledPart = String.raw`(?:a|an|one)\s+(?:[\w-]{1,30}\s+){0,2}?[\w-]{2,30}\s+(?:froze|stalled|blocked|crashed|hung|overloaded|took\s+down|knocked\s+over)\s+(?:the|our)\s+(?:[\w-]{1,30}\s+)?(?:${toolingPart})\b`;
/**
 * Or what a vendor's updates broke of the team's: "after Chrome updates broke the printer drivers twice", "after macOS
 * upgrades kept breaking the build agents" (decision 0605), updates, upgrades, releases or patches, a name before them at
 * most; "after the updates broke my phone" names nothing of the team's.
 */
const updatesBroke = String.raw`(?:[\w.-]{1,30}\s+)?(?:updates|upgrades|releases|patches)\s+(?:broke|kept\s+breaking|corrupted|wiped|took\s+down)\s+(?:the|our)\s+(?:[\w-]{1,30}\s+){0,2}?[\w-]{2,30}`;
const afterIncident = String.raw`after\s+(?:(?:the|that|those|our|a|an|several|repeated|two|three)\s+(?:[\w-]{1,30}\s+){0,2}?(?:leaks?|outages?|incidents?|breach(?:es)?|crash(?:es)?|regressions?|post-?mortems?|fires?|data\s+loss|downtime|slowdowns?)|one\s+too\s+many\s+[\w-]{2,30}|(?:the|that|our|a|an)\s+(?:[\w-]{1,30}\s+){0,2}?[\w-]{2,30}\s+(?:showed|proved|revealed|demonstrated|made\s+(?:it\s+)?clear|taught\s+us)\s+[a-z]{1,30}|(?:every|each)\s+(?:[\w-]{1,30}\s+){0,1}?[\w-]{2,30}\s+(?:broke|corrupted|wiped|lost|crashed|killed|deleted|took\s+down)\s+[a-z]{1,30}|${tookTooLong})`;
/**
 * What happened that the change answered, each after "after": what someone did, the harm one of the things did, another
 * product taking the work over, what a service or a vendor did to the team, what one thing or a vendor's updates did to a
 * part, what kept failing, the how-manieth time or incident, what went unnoticed (decisions 0519 onward). Read as a pattern of its own beside
 * the other reasons (`forAReason`).
 */
/**
 * Or what went unseen: "after a missed run went unnoticed for a week", "after a failed backup slipped through" (decision
 * 0610), a run, a job, a failure, an alert … of the project's and a verb of going unseen; "after a stain went unnoticed" names
 * none.
 */
const unseenThing = String.raw`(?:[\w-]{1,30}\s+){0,2}?(?:runs?|jobs?|backups?|deploys?|releases?|failures?|errors?|alerts?|bugs?|regressions?|outages?|builds?|tests?|migrations?|certs?|certificates?|payments?|orders?|webhooks?|events?|crash(?:es)?|exceptions?|leaks?)`;
const wentUnnoticed = String.raw`(?:a|an|one|the|our|two|three|several)\s+${unseenThing}\s+(?:went|stayed|sat|ran)\s+unnoticed\b|(?:a|an|one|the|our|two|three|several)\s+${unseenThing}\s+slipped\s+through`;
/**
 * Or a rate that rose to a share or a time: "after no-shows hit 30 percent", "after p95 latency passed 800 ms" (decision
 * 0612), a measure of up to three words and a verb of reaching a number with its unit; "after my grade hit 90" names no
 * unit.
 */
const rateHit = String.raw`(?:the\s+|our\s+)?(?:[\w-]{1,30}\s+){0,2}?[\w-]{2,30}\s+(?:hit|reached|passed|topped|crossed|(?:climbed|rose|went|jumped)\s+(?:to|past|above|over))\s+(?:about\s+|around\s+|over\s+)?\d[\d.,]{0,8}(?:\s?(?:percent|per\s+cent|ms|milliseconds|seconds)|(?=\s?%))`;
/**
 * Or what some of the things the change is about did not get through: "after a few of them bounced for being too large",
 * "after several of them got flagged as spam" (decision 0613), some "of them" and a verb of being turned away, or of
 * coming back damaged ("after three of them came back with torn roofs"; decision 0626); "after a few of them left" names
 * none.
 */
const someTurnedAway = String.raw`(?:one|two|three|four|five|several|a\s+few|some|most|many)\s+of\s+(?:them|those)\s+(?:bounced|got\s+(?:rejected|flagged|blocked|lost)|were\s+(?:rejected|flagged|blocked|lost)|failed\s+to\s+(?:arrive|send|deliver|load)|(?:came|were\s+(?:sent|brought))\s+back\s+(?:damaged|broken|dented|scratched|stained|missing\s+[\w-]{2,30}|with\s+(?:[\w-]{1,30}\s+)?[\w-]{2,30}))`;
/**
 * Or what the product's people said or did about it: "after two of them complained to the state regulator", "after
 * several customers filed complaints with their bank" (decision 0618), "once most patients told us they never read
 * texts" (decision 0625), some "of them" or a count of the product's people (product-people.ts), or one of them, and a
 * verb of complaining or telling the team, to or with an authority at most, or of ignoring what the team sent ("after
 * most patients ignored the emails", "once users stopped opening them"; decision 0633); read after "after", "once" or
 * "when". "after my kids complained" names none of the product's people.
 */
const onePerson = String.raw`(?:a|an|one|another)\s+(?:[\w-]{1,30}\s+)?${productPerson}`;
const someOfThem = String.raw`(?:one|two|three|four|five|several|a\s+few|some|many|most|a\s+couple)\s+of\s+(?:them|those|our\s+${productPeople})`;
const countOfThem = String.raw`(?:(?:a|an|one|two|three|four|five|several|a\s+few|some|many|most|enough|half\s+(?:of\s+)?our)\s+(?:[\w-]{1,30}\s+)?)?${productPeople}`;
const theyComplained = String.raw`(?:${someOfThem}|${onePerson}|${notAPersons}${countOfThem})\s+(?:complained|filed\s+(?:formal\s+)?complaints?|disputed\s+(?:the|their|our)\s+[\w-]{2,30}|charged\s+back|threatened\s+to\s+sue|told\s+(?:us|the\s+team)|kept\s+asking\s+(?:us\s+)?for|asked\s+(?:us\s+)?for|pointed\s+out|ignored\s+(?:the|our|them|it)\b|stopped\s+(?:opening|reading|using)\s+(?:the|our|them|it)\b)(?:\s+(?:to|with)\s+(?:the|a|an|their|our)\s+(?:[\w-]{1,30}\s+){0,2}?(?:regulators?|ombudsman|authority|authorities|FTC|BBB|CFPB|banks?|commission|attorney\s+general|app\s+store))?`;
/**
 * Or that nobody used it: "after nobody used it for a whole term", "once hardly anyone opened them" (decision 0631), a
 * reason as "because nobody used it" is; a verb of use and "it", "them" or a thing with "the".
 */
const nobodyUsedIt = String.raw`(?:after|once|when)\s+(?:nobody|no\s+one|no-one|hardly\s+anyone|hardly\s+anybody|almost\s+nobody|almost\s+no\s+one|barely\s+anyone)\s+(?:had\s+)?(?:used|touched|opened|clicked|needed|wanted|asked\s+for|signed\s+up\s+for|turned\s+on|enabled)\s+(?:it|them|the\s+[\w-]{2,30})\b`;
/**
 * Or what it cost grew: "once insurance for them tripled", "after the licence fees doubled" (decision 0632), a cost of up
 * to two words, what it was for at most, and a verb of growing; "after my rent doubled" is a person's.
 */
const costRose = String.raw`(?:after|once|when)\s+(?:the\s+|our\s+)?(?:[\w-]{1,30}\s+)?(?:insurance|costs?|prices?|fees|premiums?|bills|rates|licen[cs]e\s+fees|hosting)(?:\s+for\s+(?:it|them|the\s+[\w-]{2,30}))?\s+(?:tripled|doubled|quadrupled|(?:rose|went\s+up|jumped|climbed|spiked)\s+(?:by\s+)?\d{1,3}\s?(?:%|percent))`;
const afterWhatHappened = String.raw`after\s+(?:${someoneDid}|${oneHarmed}|${tookOver}|${limitedUs}|${oneStalledPart}|${updatesBroke}|${keptFailing}|${nthTime}|${nthIncident}|${vendorTurned}|${wentUnnoticed}|${rateHit}|${someTurnedAway})`;
/**
 * What the change is for, a lasting measure lowered: "to cut compile times", "to reduce the bundle size" (decision 0470);
 * "to fix the bug" is this task's.
 */
const toLowerAMeasure = String.raw`to\s+(?:cut|reduce|speed\s+up|shrink|simplify|lower|improve)\s+(?:the\s+|our\s+)?(?:[\w-]{1,30}\s+)?(?:times?|costs?|size|sizes|bills?|latency|memory|dependencies|complexity|noise|overhead|load|churn|flakiness|toil)`;
/**
 * Or a measure brought under a bound: "to get the binary under two megabytes", "to keep the bundle below 200 KB" (decision
 * 0598), a thing of the project's and an amount; "to get the kids under the covers" names no amount.
 */
const toGetUnder = String.raw`to\s+(?:get|keep|bring)\s+(?:the|our)\s+(?:[\w-]{1,30}\s+)?[\w-]{2,30}\s+(?:under|below|within)\s+(?:an?\s+|\d[\d.,]{0,8}\s*|(?:one|two|three|four|five|ten|twenty|fifty|a\s+hundred)\s+)(?:[kKMG]i?B|bytes|kilobytes|megabytes|gigabytes|seconds|milliseconds|ms|minutes|lines|dependencies|requests)\b`;
/**
 * What the change guards, a thing of the project's kept safe: "to protect the deploy secrets", "to secure the admin
 * API" (decision 0521), a part, its secrets, its data or its branch; "to protect our teeth" names none of the project's.
 */
const toGuard = String.raw`to\s+(?:protect|guard|secure|shield|safeguard)\s+(?:the|our)\s+(?:[\w-]{1,30}\s+){0,2}?(?:${toolingPart}|secrets?|keys|credentials|tokens|data|branch|branches|production|prod|uptime)`;
/**
 * What the change frees: "to unblock the mobile team", "to decouple the release cycles" (decision 0531), a team or a way
 * of working no longer held up by another; "to unblock it" names no thing.
 */
const toUnblock = String.raw`to\s+(?:unblock|unstick|decouple|untangle|free\s+up)\s+(?:the|our)\s+(?:[\w-]{1,30}\s+){0,2}?[\w-]{2,30}`;
/**
 * What the change is for, said with "so": a lasting outcome, "so release PRs stop conflicting", "so reviewers can see the
 * diff" (decision 0476), a verb of what stops, keeps, skips or can be after a subject of up to four words ("so doc-only
 * changes skip the test suite"; decision 0504) or needs no more ("so the static build needs no system libraries";
 * decision 0526), or what is done alike
 * everywhere ("so every client parses them the same way", "… consistently"; decision 0492); "so the tests failed" tells
 * what happened, and is none.
 */
const soThat = String.raw`so\s+(?:that\s+)?(?:(?:[\w'’-]{1,30}\s+){1,4}?(?:stop|stops|no\s+longer|never|don['’]t|doesn['’]t|can|can['’]t|won['’]t|will|could|stay|stays|keep|keeps|skip|skips|avoid|avoids|bypass|bypasses|needs?\s+no|requires?\s+no)\s+[a-z]{2,30}|(?:[\w'’-]{1,30}\s+){2,6}?(?:the\s+same\s+way|consistently|identically|the\s+same\s+format))\b`;
/**
 * What the change waits out: "until the Python 3.12 fallout settles", "until the fix lands upstream" (decision 0508),
 * "until the router catches up" (decision 0527), a reason as a release is; "until Friday" tells only when.
 */
const untilSettled = String.raw`until\s+(?:the|our)\s+(?:[\w.-]{1,30}\s+){0,3}?[\w.-]{2,30}\s+(?:settles|stabili[sz]es|calms\s+down|lands|ships|catches\s+up|is\s+(?:fixed|released|resolved|stable|ready|out)|gets\s+(?:fixed|released|resolved))\b`;
/**
 * A fault that reached production: "after a null price shipped to production", "after a broken migration made it to
 * prod" (decision 0560), an incident as an outage is, said with a word of what was wrong with it; "after the release
 * shipped to production" names no fault.
 */
const reachedProduction = String.raw`after\s+(?:a|an|the|one|two|three)\s+(?:[\w-]{1,30}\s+)?(?:null|broken|bad|buggy|wrong|faulty|corrupt(?:ed)?|failing|missing|duplicate|stale|untested|unvalidated|negative|empty|invalid|insecure|vulnerable)\s+(?:[\w-]{1,30}\s+){1,2}?(?:shipped|went\s+out|leaked|slipped|made\s+it|got)\s+(?:in)?to\s+(?:production|prod|customers|users)\b`;
/** What replaced it: "in favour of Vitest" (decision 0480), a reason as what does the job now is (decision 0453). */
const inFavourOf = String.raw`in\s+favou?r\s+of\s+\S`;
/**
 * The reasons as three patterns, each after a space: the words and the incidents, what the change waited for or what grew
 * past a size, and what happened (`afterWhatHappened`). One pattern of all of them took the ReDoS checker of core's tests
 * six minutes (decision 0607); `firstMatchOf` finds the earliest of the three as that one pattern did.
 */
const reasonSources = [
  String.raw`(?:${reasonWords})\s+\S|(?:after|once|when)\s+${theyComplained}|${afterIncident}\b|${reachedProduction}|${toLowerAMeasure}\b|${toGetUnder}|${toGuard}\b|${toUnblock}\b|${soThat}|${untilSettled}|${inFavourOf}|${nobodyUsedIt}|${costRose}`,
  String.raw`${onceReleased}\b|${grewPast}`,
  String.raw`${afterWhatHappened}\b`,
];
/** Whether a clause gives a reason (`holdsAt`): any of the above after a space. */
export const forAReason = firstMatchOf(reasonSources.map((source) => new RegExp(String.raw`\s(?:${source})`, "i")));
/**
 * A reason right after a clause's comma, any of `forAReason`'s: "…off the primary entirely, because dashboards were
 * locking orders" (decision 0533), "…two years ago, when native nesting landed in every browser" (decision 0537).
 */
export const reasonAfterComma = firstMatchOf(reasonSources.map((source) => new RegExp(String.raw`^,\s(?:${source})`, "i")));
/**
 * A reason, any of `forAReason`'s ("when the new storefront went live"; decision 0608), or what a move is for ("for the
 * search", "for speed"), where a moment or a task at hand is no purpose ("for now", "for the demo"): what a part switched
 * to a named tool gives (change-of-course.ts).
 */
export const forAReasonOrPurpose = firstMatchOf([
  ...forAReason.patterns,
  /\sfor\s+(?!(?:now|today|tonight|good|a\s+(?:bit|while|moment|day|week)|the\s+(?:time\s+being|day|night|week|weekend|demo|meeting|moment|tests?|benchmarks?|release)|this|that|it|them|me|you|us)\b)(?:(?:the|its|their|our|better|faster|simpler|cheaper|easier)\s+)?[a-z][\w-]{2,30}\b/i,
]);
