import { statesAmountBasis } from "./amount-basis.js";
import { statesBetterWay } from "./better-way.js";
import { statesEachOnItsOwn } from "./each-on-its-own.js";
import { statesKindAlwaysNever } from "./kind-always-never.js";
import { statesKindAlwaysReferences } from "./kind-always-references.js";
import { statesKindInsteadOf } from "./kind-instead-of.js";
import { statesChoiceFragment } from "./choice-fragment.js";
import { statesKindChoice } from "./kind-choice.js";
import { statesKindCopiedFrom } from "./kind-copied-from.js";
import { statesKindCount } from "./kind-count.js";
import { statesKindDefault } from "./kind-default.js";
import { statesKindDerived } from "./kind-derived.js";
import { statesKindRounding } from "./kind-rounding.js";
import { statesKindCountsAs } from "./kind-counts-as.js";
import { statesKindDoneNot } from "./kind-done-not.js";
import { statesWhatKindGets } from "./kind-gets.js";
import { statesKindLayout } from "./kind-layout.js";
import { statesKindMirrors } from "./kind-mirrors.js";
import { statesKindNever } from "./kind-never.js";
import { statesKindNoExceptions } from "./kind-no-exceptions.js";
import { statesKindOwnsAll } from "./kind-owns.js";
import { statesKindOrder } from "./kind-order.js";
import { statesNamesMatch } from "./kind-names.js";
import { statesKindReuse } from "./kind-reuse.js";
import { statesKindPosition } from "./kind-position.js";
import { statesKindAhead } from "./kind-priority.js";
import { statesKindProperty } from "./kind-property.js";
import { statesKindShape } from "./kind-shape.js";
import { statesKindShipping } from "./kind-shipping.js";
import { statesKindSignature } from "./kind-signature.js";
import { statesKindTurnedBack } from "./kind-review-gate.js";
import { statesWhereKindIsKept } from "./kind-record.js";
import { statesKindStays } from "./kind-stays.js";
import { statesKindTemplate } from "./kind-template.js";
import { statesKindTalksThrough } from "./kind-talks-through.js";
import { statesKindThenNone } from "./kind-then-none.js";
import { statesOverLimit } from "./kind-over-limit.js";
import { statesKindType } from "./kind-type.js";
import { statesKindUnless } from "./kind-unless.js";
import { statesOnlySource } from "./only-source.js";
import { statesRepresentation } from "./representation.js";
import { statesRoutedThrough } from "./routed-through.js";
import { statesSettingEverywhere } from "./setting-everywhere.js";

/**
 * The rules said of every thing of a kind, each in a module of its own: how it is represented, the data shape it takes (kind-shape.ts), what it gets, what it
 * holds at a fixed place, where it is recorded, the one way it is done, how it is handled by its one choice, a choice
 * without a verb, how it stays, a lasting property of it, its type with what it never is, the one way it always is with what it never is (kind-always-never.ts), what it does instead of another way (kind-instead-of.ts), the place among its kind's it always takes, where it always goes against another kind (kind-order.ts), the name it takes after another (kind-names.ts), what it takes from one place defined for all (kind-reuse.ts), how many of something it has or takes, where it never is, what is never done to it and what it never depends on (one module, kind-never.ts), the one source it has, and what is done to it past a size; which of two ways the project keeps to; what every thing of a kind does, with no exceptions; how it is unless someone decides otherwise; what is done to it beside what is not; what a review or a check turns back of it; what every one does beside what none does; how every change of a kind ships; how it is put ahead of the rest; the one way its parts reach each other; what it counts as in review; what every new one is made from (kind-template.ts), where every one is copied from (kind-copied-from.ts), what every one does or is by default (kind-default.ts), what every piece of code of a kind returns or takes where in its signature (kind-signature.ts), what every one mirrors of the project's (kind-mirrors.ts), a setting on or off in every one (setting-everywhere.ts), the kind that owns all of a kind of work (kind-owns.ts), the amount a kind of money or points is worked out on (amount-basis.ts), how every one is priced or handled apart from the rest (each-on-its-own.ts), what every one always refers to or includes (kind-always-references.ts), how a kind of amounts is worked out from another (kind-derived.ts), and how every amount of a kind is rounded (kind-rounding.ts). The standing rules (standing-rules.ts) read them as one, beside their own patterns.
 */
const kindRules: readonly ((body: string) => boolean)[] = [
  statesRepresentation,
  statesKindShape,
  statesWhatKindGets,
  statesKindLayout,
  statesWhereKindIsKept,
  statesRoutedThrough,
  statesKindChoice,
  statesChoiceFragment,
  statesKindStays,
  statesKindProperty,
  statesKindType,
  statesKindAlwaysNever,
  statesKindInsteadOf,
  statesKindPosition,
  statesKindOrder,
  statesNamesMatch,
  statesKindReuse,
  statesKindCount,
  statesKindNever,
  statesOnlySource,
  statesOverLimit,
  statesBetterWay,
  statesKindNoExceptions,
  statesKindUnless,
  statesKindDoneNot,
  statesKindTurnedBack,
  statesKindThenNone,
  statesKindShipping,
  statesKindAhead,
  statesKindTalksThrough,
  statesKindCountsAs,
  statesKindTemplate,
  statesKindCopiedFrom,
  statesKindDefault,
  statesKindSignature,
  statesKindMirrors,
  statesSettingEverywhere,
  statesKindOwnsAll,
  statesAmountBasis,
  statesEachOnItsOwn,
  statesKindAlwaysReferences,
  statesKindDerived,
  statesKindRounding,
];

/** Whether `body` states a rule of every thing of a kind, by any of `kindRules`. */
export function statesKindRule(body: string): boolean {
  return kindRules.some((states) => states(body));
}
