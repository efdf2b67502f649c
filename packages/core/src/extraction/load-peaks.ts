import { part } from "./project-parts.js";

/**
 * "Checkout traffic peaks between 6 and 9pm", "API load spikes on Monday mornings", "our traffic is highest at
 * lunchtime": when the load on a part of the project peaks or is lowest (decision 0524), what a later session weighs
 * before it schedules a migration, a deploy or a heavy job. The load is traffic, load, usage, requests or writes of a
 * part or of what the project serves (checkout, login, search …) or the team's own ("our traffic"); bare "traffic" may
 * be a road's ("traffic peaks at 5pm on my commute").
 */
const served = `(?:${part}|checkout|login|sign-?up|search|payments?|web|mobile|site|storefront|API|app)`;
const load = `(?:traffic|load|usage|requests|writes|reads|orders|sign-?ups|logins)`;
const when = String.raw`(?:between\s+\d{1,2}(?::\d{2})?\s?(?:am|pm)?\s+and\s+\d{1,2}(?::\d{2})?\s?(?:am|pm)|(?:at|around|after|before)\s+(?:\d{1,2}(?::\d{2})?\s?(?:am|pm)|\d{1,2}:\d{2}(?:\s?UTC)?|noon|midnight|lunch(?:time)?)|(?:on|over)\s+(?:weekends|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)days?(?:\s+(?:mornings|evenings|nights))?)|in\s+the\s+(?:morning|afternoon|evening)s?|(?:during|in)\s+(?:the\s+)?(?:holidays|Black\s+Friday|December|January|business\s+hours|office\s+hours|lunch|the\s+holiday\s+season)|at\s+(?:night|the\s+end\s+of\s+(?:the\s+)?(?:month|quarter|day|week)))`;
const loadPeaks = new RegExp(
  String.raw`^(?:(?:the|our)\s+(?:[\w-]{1,30}\s+)?${served}\s+${load}|our\s+${load}|${served}\s+${load})\s+(?:(?:usually|typically|always|often)\s+)?(?:peaks?|spikes?|surges?|(?:is|are)\s+(?:highest|heaviest|lowest|lightest))\s+${when}\b`,
  "i",
);

/** Whether `s` says when the load on a part of the project peaks or is lowest (see above). */
export function statesLoadPeak(s: string): boolean {
  return loadPeaks.test(s);
}
