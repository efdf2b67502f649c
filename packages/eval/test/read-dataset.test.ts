import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { detectFormat, readConversationSet } from "../src/read-dataset.js";
import { tinyLocomo } from "./fixture.js";
import { useTempDirs, writeJson } from "./helpers/temp-dir.js";
import { tripQuestion, vaseQuestion } from "./longmemeval-fixture.js";
import { tinyRealtalk } from "./realtalk-fixture.js";

const makeTempDir = useTempDirs();

describe("format detection", () => {
  it("tells the formats apart by the fields only each has", () => {
    expect(detectFormat(tinyLocomo)).toBe("locomo");
    expect(detectFormat(tinyRealtalk)).toBe("realtalk");
    expect(detectFormat(vaseQuestion)).toBe("longmemeval");
    expect(detectFormat([vaseQuestion, tripQuestion])).toBe("longmemeval");
    expect(detectFormat({ hello: 1 })).toBeUndefined();
    expect(detectFormat([])).toBeUndefined();
  });
});

describe("reading a data set", () => {
  it("reads a LoCoMo file", async () => {
    const dir = await makeTempDir();
    const set = await readConversationSet(await writeJson(dir, "mini-locomo.json", tinyLocomo));
    expect([set.name, set.format, set.conversations.map((c) => c.id), set.layout.overallLabel]).toEqual([
      "mini-locomo",
      "locomo",
      ["tiny-1"],
      "overall, categories 1-4",
    ]);
  });

  it("reads a directory of REALTALK chats (only its Chat_*.json, in numeric order) and a single chat file", async () => {
    const dir = await makeTempDir();
    await writeJson(dir, "chats/Chat_10_Cy_Di.json", tinyRealtalk);
    await writeJson(dir, "chats/Chat_2_Ana_Ben.json", tinyRealtalk);
    await writeJson(dir, "chats/notes.json", { unrelated: true });
    const set = await readConversationSet(path.join(dir, "chats"));
    expect([set.name, set.format, set.conversations.map((c) => c.id)]).toEqual(["chats", "realtalk", ["Chat_2_Ana_Ben", "Chat_10_Cy_Di"]]);
    const one = await readConversationSet(path.join(dir, "chats", "Chat_2_Ana_Ben.json"));
    expect([one.format, one.conversations.map((c) => c.questions.length)]).toEqual(["realtalk", [6]]);
  });

  it("reads a directory of LongMemEval question files and one file holding an array of them", async () => {
    const dir = await makeTempDir();
    await writeJson(dir, "lme/1_q-vase.json", vaseQuestion);
    await writeJson(dir, "lme/2_q-trip.json", tripQuestion);
    const set = await readConversationSet(path.join(dir, "lme"));
    expect([set.format, set.conversations.map((c) => c.id), set.layout.overallLabel]).toEqual(["longmemeval", ["q-vase", "q-trip"], "overall"]);
    const array = await readConversationSet(await writeJson(dir, "longmemeval_s.json", [vaseQuestion, tripQuestion]));
    expect([array.name, array.format, array.conversations.map((c) => c.id)]).toEqual(["longmemeval_s", "longmemeval", ["q-vase", "q-trip"]]);
  });

  it("takes the format it is given instead of guessing", async () => {
    const dir = await makeTempDir();
    const file = await writeJson(dir, "chat.json", tinyRealtalk);
    await expect(readConversationSet(file, { format: "longmemeval" })).rejects.toThrow(`${file}: question_id is missing; expected the question's id.`);
    expect((await readConversationSet(file, { format: "realtalk" })).conversations.map((c) => c.id)).toEqual(["chat"]);
  });

  it("says what it expected when it cannot read or recognise the data", async () => {
    const dir = await makeTempDir();
    const odd = await writeJson(dir, "odd.json", { hello: "world" });
    await expect(readConversationSet(odd)).rejects.toThrow(`Cannot tell the format of ${odd}: expected LoCoMo`);
    await expect(readConversationSet(odd)).rejects.toThrow("Pass --format locomo|realtalk|longmemeval to name it.");
    await writeFile(path.join(dir, "broken.json"), "{ nope");
    await expect(readConversationSet(path.join(dir, "broken.json"))).rejects.toMatchObject({ code: "DATA_UNREADABLE" });
    await expect(readConversationSet(path.join(dir, "missing.json"))).rejects.toThrow(`Cannot read ${path.join(dir, "missing.json")}: ENOENT`);
    await mkdir(path.join(dir, "empty"));
    await expect(readConversationSet(path.join(dir, "empty"))).rejects.toThrow(`${path.join(dir, "empty")} holds no .json file`);
  });

  it("refuses a conversation met twice, naming both files", async () => {
    const dir = await makeTempDir();
    await writeJson(dir, "lme/a.json", vaseQuestion);
    await writeJson(dir, "lme/b.json", vaseQuestion);
    await expect(readConversationSet(path.join(dir, "lme"))).rejects.toThrow(
      `${path.join(dir, "lme", "b.json")}: conversation "q-vase" is also in ${path.join(dir, "lme", "a.json")}; expected each conversation or question once.`,
    );
  });
});
