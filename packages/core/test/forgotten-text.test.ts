import { describe, expect, it } from "vitest";
import {
  distinctiveWords,
  forgottenRule,
  forgottenSpan,
  forgottenText,
  hashedWords,
  repeatsForgotten,
  wordHash,
  type ForgottenRule,
} from "../src/store-ops/forgotten-text.js";
import { redactForgottenMessage, redactForgottenText, redactForgottenValue } from "../src/forget/redact-forgotten.js";

const rule = (text: string): ForgottenRule => forgottenRule(forgottenText(text)!)!;
const repeats = (passage: string, forgotten: string): boolean => repeatsForgotten(hashedWords(passage), [rule(forgotten)]);

describe("the wording of a forgotten text", () => {
  it("is its stemmed words without stop words, pronouns, the user and single letters", () => {
    expect(distinctiveWords("User's dentist prefers the Riverside clinics, I think")).toEqual(["dentist", "prefer", "riverside", "clinic", "think"]);
    expect(distinctiveWords("MY Dentist PREFER   riverside\nclinic")).toEqual(["dentist", "prefer", "riverside", "clinic"]);
  });

  it("is kept as 16-hex-digit hashes, never as the words", () => {
    expect(wordHash("okafor")).toMatch(/^[0-9a-f]{16}$/);
    expect(wordHash("okafor")).toBe(wordHash("okafor"));
    expect(wordHash("okafor")).not.toBe(wordHash("okafer"));
    const text = forgottenText("Ann's dentist is Dr. Okafor on Elm Street")!;
    expect(text.words).toEqual(["ann", "dentist", "dr", "okafor", "elm", "street"].map(wordHash));
    expect(JSON.stringify(text)).not.toMatch(/okafor|dentist/);
  });

  it("has nothing to match with fewer than two words", () => {
    expect(forgottenText("Okafor")).toBeUndefined();
    expect(forgottenText("It is mine.")).toBeUndefined();
  });
});

describe("a passage repeats a forgotten text", () => {
  it("with three or more distinct words: when one stretch holds 80% of them (rounded up)", () => {
    const forgotten = "Ann's dentist is Dr. Okafor on Elm Street"; // ann dentist dr okafor elm street: 5 of 6 needed
    expect(repeats("your dentist is dr okafor, on elm street", forgotten)).toBe(true);
    expect(repeats("The DENTIST?\n Dr. Okáfor -- Elm-Street.", forgotten)).toBe(true);
    expect(repeats("dentist Okafor on Elm Street", forgotten)).toBe(false);
    expect(repeats("Dr. Okafor retired from the Elm Street practice", forgotten)).toBe(false);
  });

  it("only within a window of max(2n, n + 8) words: the same words scattered through a long text are not its wording", () => {
    const forgotten = "The gate code is 7781 at Birch Lane"; // gate code 7781 birch lane: 4 of 5 within 13 words
    const filler = (count: number) => Array.from({ length: count }, (_, i) => `filler${i}`).join(" ");
    expect(repeats(`gate code ${filler(8)} 7781 birch lane`, forgotten)).toBe(true);
    expect(repeats(`gate code ${filler(10)} 7781 birch lane`, forgotten)).toBe(false);
  });

  it("with fewer than three distinct words: only as its whole wording, contiguous", () => {
    const forgotten = "port 3000";
    expect(repeats("It listens on PORT 3000 now", forgotten)).toBe(true);
    expect(repeats("3000 is the port", forgotten)).toBe(false);
    expect(repeats("port 8080, not 3000", forgotten)).toBe(false);
  });

  it("finds the shortest stretch from the left", () => {
    // gate(0) gate(1) code(2) here(3) 7781(4) birch(5) lane(6) …: four of five words by "birch", from the second "gate".
    const words = hashedWords("gate gate code here is 7781 for birch lane and gate code again");
    expect(forgottenSpan(words, rule("The gate code is 7781 at Birch Lane"))).toEqual({ start: 1, end: 5 });
  });
});

describe("redacting forgotten text", () => {
  const rules = [rule("Ann's dentist is Dr. Okafor on Elm Street")];

  it("replaces the sentences the matching stretch runs over with one marker, keeping the rest and its spacing", () => {
    expect(redactForgottenText("Hi! Your dentist is Dr. Okafor on Elm Street. See you.\nBye", rules)).toBe("Hi! [forgotten] See you.\nBye");
    expect(redactForgottenText("My dentist:\nDr. Okafor\nElm Street\nThanks", rules)).toBe("[forgotten]\nThanks");
    const unrelated = "Elm Street parking is free.";
    expect(redactForgottenText(unrelated, rules)).toBe(unrelated);
  });

  it("redacts every repetition, and strings at any depth of a value, returning the same value when nothing matched", () => {
    expect(redactForgottenText("dentist dr okafor elm street. ok. Dentist: Dr Okafor, Elm Street.", rules)).toBe("[forgotten] ok. [forgotten]");
    const value = { a: ["keep", { b: "Your dentist is Dr. Okafor on Elm Street" }], n: 3 };
    expect(redactForgottenValue(value, rules)).toEqual({ a: ["keep", { b: "[forgotten]" }], n: 3 });
    const untouched = { a: ["keep"] };
    expect(redactForgottenValue(untouched, rules)).toBe(untouched);
  });

  it("empties a source message whole, and only the matching passages of any other", () => {
    const message = {
      id: "m1",
      role: "assistant" as const,
      parts: [
        { type: "text" as const, text: "Sure. It's the place near the park." },
        { type: "tool-call" as const, toolCallId: "c1", toolName: "lookup", input: { q: "dentist" } },
      ],
      createdAt: "2026-06-01T09:00:00.000Z",
      metadata: { speaker: "Bot" },
    };
    expect(redactForgottenMessage(message, rules, true)).toEqual({
      ...message,
      parts: [
        { type: "text", text: "[forgotten]" },
        { type: "tool-call", toolCallId: "c1", toolName: "lookup", input: "[forgotten]" },
      ],
    });
    expect(redactForgottenMessage(message, rules, false)).toBe(message);
  });
});
