import { fault } from "./fault-words.js";
import { anyKindLead } from "./kind-words.js";
import { subjectNamesAKind } from "./not-a-noun.js";
import { part } from "./project-parts.js";

/**
 * What a kind of thing never is or never has done to it, each a plural or a mass noun (which a phrase may narrow), "never"
 * and a verb of one family (decisions 0350, 0356, 0363). One check for all: the kind names a kind of the project's
 * things (no people, nothing at hand) and no fault ("broken builds never …").
 */

/**
 * "Plaintext passwords never land in group_vars", "raw SQL never goes in views", "secrets never leave the vault": where a
 * kind of thing never is, a plural or a mass noun (which a phrase may narrow), "never" and a verb of where things go
 * (decision 0350), "inside" or "within" it too ("Hooks never live inside conditions"; decision 0382). A verb of what happens ("migrations never run on deploy", "tests never pass") is as often a fault
 * reported, and is none; so are people, things at hand and a fault in the kind's words ("broken builds never …").
 */
const kindNeverPlaced = new RegExp(
  String.raw`${anyKindLead}\s+never\s+(?:go|goes|land|lands|live|lives|leave|leaves|end up|ends up|get committed|gets committed|get checked in|gets checked in|appear|appears|enter|enters|belong|belongs)\s+(?:in|into|inside|within|on|outside|to|under|the|our|a|an)\b`,
  "i",
);

/**
 * "Field numbers in our protos are never reused", "applied migrations are never edited", "release tags are never moved":
 * what is never done to a kind of thing once it exists, a plural or a mass noun (which a phrase may narrow), "are /
 * get never" or "never get" and a verb of the team's own change to it (decision 0356). A verb of what the code does ("emails are never
 * sent", "errors are never logged") is as often a fault reported, and is none; so are people, things at hand and a fault
 * in the kind's words.
 */
const kindNeverChanged = new RegExp(
  String.raw`${anyKindLead}\s+(?:(?:are|is|get|gets)\s+never|never\s+gets?)\s+(?:reused|recycled|renumbered|renamed|reordered|edited|modified|rewritten|mutated|hardcoded|hard-coded|committed|checked in|force-pushed|amended|retagged|moved|reassigned)\b`,
  "i",
);

/**
 * "View models never import UIKit", "controllers never talk to the database directly", "domain code must never depend on
 * the web layer": what a kind of the project's code never depends on, a plural or a mass noun (which a phrase may narrow),
 * "never" (after "must" or "should" at most) and a verb of one part of the code reaching another (decision 0363), or
 * querying, calling, touching or accessing it ("Views never query the database directly"; decision 0392), or hardcoding,
 * logging, storing, exposing or printing something ("Roles never hardcode hostnames"; decision 0399), or fetching or
 * mutating it ("Components never fetch data themselves"; decision 0401), or reading it or writing to it ("Components never
 * read Astro.request directly"; decision 0414), or building something ("Controllers never build SQL strings by hand";
 * decision 0415), or including, pulling in or requiring it ("Headers in include/ never pull in <iostream>"; decision 0502), or
 * publishing, binding to or listening on it ("Services in docker-compose.yml never publish ports on 0.0.0.0"; decision
 * 0509), or exporting it ("Modules under lib/ never export anything by default"; decision 0512), or selecting, joining,
 * mocking or shelling out to it ("Reporting queries never select star", "unit tests never mock the database"; decision
 * 0533), or containing or carrying something ("Slugs never contain anything outside a-z, 0-9 and dashes"; decision 0559).
 * People
 * ("users never import …"), things at hand and a fault in the kind's words are none.
 */
const kindNeverDepends = new RegExp(
  String.raw`${anyKindLead}\s+(?:(?:must|should)\s+)?never\s+(?:import|imports|depend on|depends on|reference|references|talk to|talks to|know about|knows about|reach into|reaches into|query|queries|call|calls|touch|touches|access|accesses|hardcode|hardcodes|log|logs|store|stores|expose|exposes|print|prints|fetch|fetches|mutate|mutates|read|reads|write to|writes to|build|builds|include|includes|pull in|pulls in|require|requires|publish|publishes|bind to|binds to|listen on|listens on|export|exports|select|selects|join|joins|mock|mocks|shell out to|shells out to|contain|contains|carry|carries)\s+\S`,
  "i",
);

/**
 * "Domain objects don't import anything from the web package", "view models do not depend on UIKit": what a kind of the
 * project's code does not import or depend on, said with "don't" or "do not" (decision 0454), a rule of its layers as
 * with "never". Only the verbs of one part of the code reaching another: "tests don't pass", "builds don't run" and the
 * other verbs of what happens are as often a fault reported.
 */
const kindDoesNotDepend = new RegExp(
  String.raw`${anyKindLead}\s+(?:don['’]t|do\s+not)\s+(?:import|depend\s+on|reference|reach\s+into|know\s+about)\s+(?:anything|the|our|a|an|\x60|[\w-]+\/|[A-Z])`,
  "i",
);

/**
 * "Containers in our manifests never run as root", "workers must never run as a privileged user": the user a kind of the
 * project's things never runs as (decision 0494), a rule of its security; "never run" alone ("migrations never run on
 * deploy") is as often a fault reported, and is none.
 */
const kindNeverRunsAs = new RegExp(
  String.raw`${anyKindLead}\s+(?:(?:must|should)\s+)?never\s+(?:run|runs|execute|executes|start|starts)\s+as\s+(?:the\s+)?(?:root|(?:an?\s+)?(?:privileged|admin|administrator|superuser|sudo)(?:\s+(?:user|account|container))?|uid\s+0)\b`,
  "i",
);

/**
 * "Modules under lib/Shop/ export nothing by default", "views know nothing about the database": what a kind of the
 * project's code does nothing of, said with "nothing" where "never" would say "anything" (decision 0512), a verb of one
 * part of the code reaching or showing another (`kindNeverDepends`'s family). "… yet", "now", "today" or "anymore" is of
 * the moment; people, things at hand and a fault in the kind's words are none.
 */
const kindDoesNothing = new RegExp(
  String.raw`${anyKindLead}\s+(?:(?:must|should)\s+)?(?:export|exports|expose|exposes|import|imports|log|logs|print|prints|publish|publishes|store|stores|hardcode|hardcodes|(?:know|knows)(?=\s+nothing\s+(?:about|of)\b))\s+nothing\b(?!\s+(?:yet|now|today|anymore|any\s+more)\b)`,
  "i",
);

/**
 * "Backups never run between 02:00 and 04:00 UTC", "deploys never go out on Fridays": the time a kind of the project's
 * runs never happens in (decision 0610), a window between two times of day, business or peak hours, a freeze, weekends,
 * holidays or a day of the week, a rule of its schedule; "never run" with no time ("migrations never run on deploy") is as
 * often a fault reported, and is none.
 */
const clock = String.raw`\d{1,2}(?::\d{2})?\s?(?:am|pm)?`;
const kindNeverRunsWhen = new RegExp(
  String.raw`${anyKindLead}\s+(?:(?:must|should)\s+)?never\s+(?:run|runs|start|starts|happen|happens|go\s+out|goes\s+out|ship|ships)\s+(?:between\s+${clock}\s+and\s+${clock}(?:\s+[A-Z]{2,4})?|during\s+(?:the\s+)?(?:(?:business|working|office|peak|school)\s+hours|(?:[\w-]{1,30}\s+)?(?:window|freeze|sale|peak))|on\s+(?:weekends|holidays|(?:sun|mon|tues|wednes|thurs|fri|satur)days)|at\s+night|overnight)(?=\s*(?:[.!;,]|$))`,
  "i",
);

const neverPatterns: readonly RegExp[] = [
  kindNeverPlaced,
  kindNeverChanged,
  kindNeverDepends,
  kindDoesNotDepend,
  kindNeverRunsAs,
  kindDoesNothing,
  kindNeverRunsWhen,
];

/**
 * "The domain layer knows nothing about Django", "the core package never imports React": what one layer or part of the
 * project's code never reaches (decision 0468), a rule of its layers as of a kind's; "the" or "our" and the part. Said
 * with "doesn't" or "does not", only of anything or of a name with a capital: "the worker doesn't know about the new
 * queue" is as often a fault of this moment.
 */
const layerPart = `layer|core|kernel|${part}`;
const partNeverDepends = new RegExp(
  String.raw`^((?:[Tt]he|[Oo]ur)\s+(?:[\w-]{1,30}\s+){0,2}?(?:${layerPart}))\s+(?:(?:(?:knows|must\s+know|should\s+know)\s+nothing\s+(?:about|of)|(?:must|should)\s+never\s+(?:import|depend\s+on|know\s+about|reference)|never\s+(?:imports|depends\s+on|knows\s+about|references|reaches\s+into))\s+(?:anything|the|our|a|an|\x60|[\w-]+\/|[A-Z])|(?:doesn['’]t|does\s+not|must\s+not|mustn['’]t|should\s+not|shouldn['’]t)\s+(?:import|depend\s+on|know\s+about|reference|reach\s+into)\s+(?:anything|[A-Z]))`,
);

/** Whether `s` says where a kind never is, what is never done to it, or what it never depends on or does nothing of. */
export function statesKindNever(s: string): boolean {
  return neverPatterns.some((pattern) => {
    const kind = pattern.exec(s)?.[1];
    return subjectNamesAKind(kind) && !fault.test(kind);
  });
}

/**
 * Whether `s` says what one layer or part of the project's code never reaches (`partNeverDepends`), a subject with "the"
 * or "our" the kind rules leave to this one.
 */
export function statesLayerNeverReaches(s: string): boolean {
  const layer = partNeverDepends.exec(s)?.[1];
  return layer !== undefined && !fault.test(layer);
}
