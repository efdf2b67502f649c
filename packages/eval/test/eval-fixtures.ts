import path from "node:path";
import { writeJson } from "./helpers/temp-dir.js";
import { tinyLocomo } from "./fixture.js";
import { tripQuestion, vaseQuestion } from "./longmemeval-fixture.js";
import { tinyRealtalk } from "./realtalk-fixture.js";

/** The three tiny fixtures laid out as the dev sets are: locomo-dev.json, realtalk-dev/, longmemeval-dev/. */
export async function writeDevSets(dir: string): Promise<{ locomo: string; realtalk: string; longmemeval: string }> {
  await writeJson(dir, "locomo-dev.json", tinyLocomo);
  await writeJson(dir, "realtalk-dev/Chat_1_Ana_Ben.json", tinyRealtalk);
  await writeJson(dir, "longmemeval-dev/q-vase.json", vaseQuestion);
  await writeJson(dir, "longmemeval-dev/q-trip.json", tripQuestion);
  return { locomo: path.join(dir, "locomo-dev.json"), realtalk: path.join(dir, "realtalk-dev"), longmemeval: path.join(dir, "longmemeval-dev") };
}
