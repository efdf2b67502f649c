import { part } from "./project-parts.js";

/**
 * "The invoices table has about 40 million rows", "our monorepo holds 300 packages": how large a part of the project is
 * (decision 0452), a count of what it holds, which a later session weighs before it scans, migrates or rebuilds it. The
 * subject is a part (`part`) named with "the" or "our"; what the count is of closes the sentence's first clause, so
 * "the PR has 40 files" (this task's) or "the table has 3 legs" names no size of the project.
 */
const partSize = new RegExp(
  String.raw`^(?:[Tt]he|[Oo]ur)\s+(?:[\w.-]{1,40}\s+){0,3}?(?:${part})\s+(?:has|holds|contains|stores|serves|tracks)\s+(?:(?:about|around|roughly|nearly|almost|over|under|more\s+than|fewer\s+than|less\s+than|close\s+to|well\s+over|just\s+over|just\s+under)\s+|~\s?)?\d[\d,.]{0,12}\s?(?:k|K|M|B|million|billion|thousand|hundred)?\s+(?:[\w-]{1,30}\s+)?(?:rows|records|entries|documents|items|keys|tables|columns|partitions|shards|files|packages|modules|crates|tests|endpoints|routes|services|users|tenants|customers|accounts|messages|events|jobs|objects|indexes|indices|migrations|lines(?:\s+of\s+code)?)(?=\s*(?:[.!,;]|$|\s+(?:and|in|across|per|at|on|by|with)\s))`,
);

/**
 * "The Windows runner has 16 GB of RAM, the Linux ones 8", "our build agents get 4 vCPUs": how much memory, disk or
 * cores a part or a machine of the project's has (decision 0517), which a later session weighs before it runs a heavy
 * job there. A part or a machine (a runner, a host, a VM, a node …) named with "the" or "our"; "my laptop" is a person's.
 */
const partResources = new RegExp(
  String.raw`^(?:[Tt]he|[Oo]ur)\s+(?:[\w.-]{1,40}\s+){0,3}?(?:${part}|runners?|machines?|hosts?|VMs?|vms?|instances?|nodes?|agents?)\s+(?:has|have|gets|get|comes\s+with|come\s+with)\s+(?:(?:about|around|only|just|up\s+to|at\s+least)\s+)?\d{1,5}(?:\.\d)?\s?(?:GB|GiB|MB|MiB|TB|TiB|cores?|CPUs?|vCPUs?)\b(?:\s+of\s+(?:RAM|memory|disk|storage|swap))?(?=\s?(?:[.!,;]|$)|\s(?:and|each|per)\b)`,
);

/** Whether `s` says how large a part of the project is, or how much memory, disk or cores it has (see above). */
export function statesPartSize(s: string): boolean {
  return partSize.test(s) || partResources.test(s);
}
