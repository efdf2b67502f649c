import { Tiktoken } from "js-tiktoken/lite";
import o200kBase from "js-tiktoken/ranks/o200k_base";

let encoder: Tiktoken | undefined;

/** One shared o200k_base encoder (the ranks are large: load once, before any timing). */
export function o200k(): Tiktoken {
  encoder ??= new Tiktoken(o200kBase);
  return encoder;
}

/** o200k tokens of a string. */
export function o200kTokens(text: string): number {
  return text.length === 0 ? 0 : o200k().encode(text).length;
}
