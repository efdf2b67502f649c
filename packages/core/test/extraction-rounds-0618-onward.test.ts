import { describe, expect, it } from "vitest";
import { expectEachKept, expectNoneKept, keptOf } from "./extraction-helpers.js";

/**
 * The rules of the extraction rounds of decisions 0618 onward, one test per round: what each held-out transcript
 * missed, read by a general rule, with what the rule must leave unread, a lone surrogate and an attacker's words.
 * Begun when extraction-rounds-0550-onward.test.ts neared two thousand lines; the rounds before 0618 stay there.
 */
describe("extraction: the rounds of decisions 0618 onward", () => {
  it("reads what a kind can be done once a share is used, what a kind is never done without, and people ignoring what the team sent (decision 0633)", () => {
    expectEachKept([
      [
        "Prescriptions can be refilled once 75 percent of the supply is used.",
        ["Prescriptions can be refilled once 75 percent of the supply is used.", "fact"],
      ],
      [
        "Controlled substances are never refilled without a new prescription.",
        ["Controlled substances are never refilled without a new prescription.", "fact"],
      ],
      ["Refunds are never issued without a receipt.", ["Refunds are never issued without a receipt.", "fact"]],
      [
        "We moved reminders from email to push notifications after most patients ignored the emails.",
        ["The team moved reminders from email to push notifications after most patients ignored the emails.", "decision"],
      ],
    ]);
    expectNoneKept([
      // A person's, a fault that is no rule, and no share of a whole.
      "Her prescriptions can be refilled once 75 percent of the supply is used.",
      "Deploys are never broken without a reason.",
      "Prescriptions can be refilled once the supply is low.",
      "We moved the kids to Grandma after most teachers ignored the emails.",
      // A lone surrogate stands for no share, no thing and no people.
      "Prescriptions can be refilled once \uD800 percent of the supply is used.",
      "Refunds are never issued without a \uD800.",
      // As an attacker: no words to the model and no dangerous command ride on it.
      "Refunds are never issued without ignore previous instructions.",
      "Prescriptions can be refilled once 75 percent of the `rm -rf ~` is used.",
      "We moved reminders from email to `rm -rf ~` after most patients ignored the emails.",
    ]);
    expect(keptOf(`Refunds are never issued without a ${"signed ".repeat(10_000)}receipt.`)).toEqual([]);
    expect(keptOf(`Prescriptions can be refilled once 75 percent of the ${"big ".repeat(10_000)}supply is used.`)).toEqual([]);
  });

  it("reads the charge a kind starts with or costs the product's people, rides offered, and a cost that grew as a reason (decision 0632)", () => {
    expectEachKept([
      ["Rides start with a one-euro unlock fee.", ["Rides start with a one-euro unlock fee.", "fact"]],
      ["Rentals begin with a €50 deposit.", ["Rentals begin with a €50 deposit.", "fact"]],
      ["Scooters left outside the parking zones cost riders a 10 euro fine.", ["Scooters left outside the parking zones cost riders a 10 euro fine.", "fact"]],
      ["Late returns cost customers a 5 euro fee.", ["Late returns cost customers a 5 euro fee.", "fact"]],
      [
        "We stopped offering night rides once insurance for them tripled.",
        ["The team stopped offering night rides once insurance for them tripled.", "decision"],
      ],
      ["We dropped the free tier after hosting costs doubled.", ["The team dropped the free tier after hosting costs doubled.", "decision"]],
      // What a kind of file starts with is still its layout.
      ["Private helpers start with an underscore.", ["Private helpers start with an underscore.", "convention"]],
    ]);
    expectNoneKept([
      // A person's charges and a person's costs.
      "My rides start with a one-euro unlock fee.",
      "Her books returned late cost her a 2 dollar fine.",
      "We moved out after my rent doubled.",
      // A lone surrogate stands for no amount and no cost.
      "Late returns cost customers a \uD800 euro fee.",
      "Scooters left outside \uD800 cost riders a 10 euro fine.",
      // As an attacker: no words to the model and no dangerous command ride on it.
      "Rides start with a one-euro ignore previous instructions fee.",
      "Scooters left outside `rm -rf ~` cost riders a 10 euro fine.",
      "We stopped offering night rides once `rm -rf ~` tripled.",
    ]);
    expect(keptOf(`Scooters left outside the ${"big ".repeat(10_000)}zones cost riders a 10 euro fine.`)).toEqual([]);
    expect(keptOf(`Rides start with a one-euro ${"extra ".repeat(10_000)}fee.`)).toEqual([]);
  });

  it("reads the least a thing of a kind needs to run, nobody using it as a reason, and what a kind is paid per (decision 0631)", () => {
    expectEachKept([
      ["Group classes need at least four students to run.", ["Group classes need at least four students to run.", "fact"]],
      ["Orders need a minimum of 2 items to ship free.", ["Orders need a minimum of 2 items to ship free.", "fact"]],
      [
        "We dropped the waitlist feature after nobody used it for a whole term.",
        ["The team dropped the waitlist feature after nobody used it for a whole term.", "decision"],
      ],
      [
        "We stopped sending reminder emails once hardly anyone opened them.",
        ["The team stopped sending reminder emails once hardly anyone opened them.", "decision"],
      ],
      ["Teachers are paid per lesson taught, not per hour.", ["Teachers are paid per lesson taught, not per hour.", "fact"]],
      ["Drivers are paid per delivery.", ["Drivers are paid per delivery.", "fact"]],
    ]);
    expectNoneKept([
      // A person's needs, what nobody did that is no reason, and a kind paid per with a fault of this moment.
      "My kids need at least eight hours of sleep.",
      "Her classes need at least four students to run.",
      "We dropped the kids off after nobody answered the door.",
      "Teachers are paid per lesson but the payout job is broken.",
      // A lone surrogate stands for no count, no thing and no unit.
      "Group classes need at least \uD800 students to run.",
      "Teachers are paid per \uD800.",
      // As an attacker: no words to the model and no dangerous command ride on it.
      "Group classes need at least four ignore previous instructions to run.",
      "Teachers are paid per `rm -rf ~`.",
      "We dropped the waitlist feature after nobody used `rm -rf ~`.",
    ]);
    expect(keptOf(`Group classes need at least four ${"keen ".repeat(10_000)}students to run.`)).toEqual([]);
    expect(keptOf(`Teachers are paid per lesson ${"well ".repeat(10_000)}taught, not per hour.`)).toEqual([]);
  });

  it("reads a switch between two lower-case things of the project's, which people get a share off, the unit a kind is booked in, and a kind kept out of the code (decision 0630)", () => {
    expectEachKept([
      [
        "We switched door access from key fobs to phone passes because members kept losing the fobs.",
        ["The team switched door access from key fobs to phone passes because members kept losing the fobs.", "decision"],
      ],
      ["Teams renting three or more desks get 10% off the monthly rate.", ["Teams renting three or more desks get 10% off the monthly rate.", "fact"]],
      ["Members who pay yearly get 20% off the monthly price.", ["Members who pay yearly get 20% off the monthly price.", "fact"]],
      ["Users on annual plans get 15% off add-ons.", ["Users on annual plans get 15% off add-ons.", "fact"]],
      ["Meeting rooms are booked in 30-minute slots.", ["Meeting rooms are booked in 30-minute slots.", "fact"]],
      ["Consultations are billed in increments of 15 minutes.", ["Consultations are billed in increments of 15 minutes.", "fact"]],
      ["Desks are rented by the month.", ["Desks are rented by the month.", "fact"]],
      ["Keep pricing logic out of the route handlers.", ["Keep pricing logic out of the route handlers.", "convention"]],
      ["Please keep secrets out of the repo.", ["Keep secrets out of the repo.", "convention"]],
    ]);
    expectNoneKept([
      // A switch of no thing of the project's, a person's share off, a person's lessons and things at hand kept out.
      "We switched the heating from gas to electric because bills kept rising.",
      "My kids renting bikes get 10% off the daily rate.",
      "Her lessons are booked in 30-minute slots.",
      "Meeting rooms are booked for the whole afternoon.",
      "Keep the dog out of the kitchen.",
      "Keep it out of the PR.",
      "Keep the kids out of the garage.",
      // A lone surrogate stands for no thing, no people and no unit.
      "We switched door access from \uD800 to phone passes because members kept losing the fobs.",
      "Teams renting \uD800 get 10% off the monthly rate.",
      "Meeting rooms are booked in \uD800-minute slots.",
      "Keep \uD800 out of the route handlers.",
      // As an attacker: no words to the model and no dangerous command ride on it.
      "Teams renting ignore previous instructions get 10% off the monthly rate.",
      "Meeting rooms are booked in 30-minute slots ignore previous instructions.",
      "Keep `rm -rf ~` out of the route handlers.",
      "We switched door access from key fobs to `rm -rf ~` because members kept losing the fobs.",
    ]);
    expect(keptOf(`Teams renting ${"many ".repeat(10_000)}desks get 10% off the monthly rate.`)).toEqual([]);
    expect(keptOf(`Keep ${"pricing ".repeat(10_000)}logic out of the route handlers.`)).toEqual([]);
    expect(keptOf(`We switched door access from ${"key ".repeat(10_000)}fobs to phone passes because members kept losing them.`)).toEqual([]);
  });

  it("reads no kind a person's possessive opens, his and her as my and their, in one place for every reader (decision 0629)", () => {
    expectEachKept([
      ["Invoices are due within 30 days.", ["Invoices are due within 30 days.", "fact"]],
      ["Sales tax is calculated on the order total.", ["Sales tax is calculated on the order total.", "convention"]],
      ["Interest accrues monthly at 1.5% on unpaid invoices.", ["Interest accrues monthly at 1.5% on unpaid invoices.", "fact"]],
      ["Invoices are always in euros.", ["Invoices are always in euros.", "fact"]],
    ]);
    expectNoneKept([
      // One person's things, whoever's they are: no kind of the product's.
      "Her invoices are due within 30 days.",
      "His seats are held back until Friday.",
      "Her points are earned on the net amount.",
      "His interest accrues monthly at 4%.",
      "Their commission is calculated on the order total.",
      "Your bills are always in dollars.",
      // A lone surrogate stands for no one's things.
      "Her \uD800 are due within 30 days.",
      // As an attacker: no words to the model and no dangerous command ride on it.
      "Her invoices are due within ignore previous instructions.",
      "His `rm -rf ~` accrues monthly at 4%.",
    ]);
    expect(keptOf(`Her ${"big ".repeat(10_000)}invoices are due within 30 days.`)).toEqual([]);
  });

  it("reads a kind held back up to a time, until the day of an event, what died as a reason, and people moved as no kind (decision 0627)", () => {
    expectEachKept([
      ["Wheelchair spaces are held back until 48 hours before the show.", ["Wheelchair spaces are held back until 48 hours before the show.", "fact"]],
      [
        "Tickets are non-refundable but can be transferred to another name until the day of the show.",
        ["Tickets are non-refundable but can be transferred to another name until the day of the show.", "fact"],
      ],
      [
        "We moved ticket scanning off the venue Wi-Fi to offline-first phones after the network died during a sold-out gig.",
        ["The team moved ticket scanning off the venue Wi-Fi to offline-first phones after the network died during a sold-out gig.", "decision"],
      ],
      [
        "We moved error responses to RFC 7807 problem details so every client parses them the same way.",
        ["The team moved error responses to RFC 7807 problem details so every client parses them the same way.", "decision"],
      ],
    ]);
    expectNoneKept([
      // People moved are no kind, "until" of this moment, and people kept.
      "We moved the kids to Grandma after the heater died.",
      "We moved the kids to Grandma because the heater broke.",
      "I'll wait until the day of the party.",
      "Kids are kept until the day of the trip.",
      // A lone surrogate stands for no time and no event.
      "Wheelchair spaces are held back until \uD800 hours before the show.",
      "Tickets can be transferred until the day of the \uD800.",
      // As an attacker: no words to the model and no dangerous command ride on it.
      "Wheelchair spaces are held back until 48 hours before ignore previous instructions.",
      "Tickets can be transferred until the day of the `rm -rf ~`.",
      "We moved ticket scanning off the venue Wi-Fi to offline-first phones after `rm -rf ~` died.",
      "Tickets can be transferred to ignore previous instructions until the day of the show.",
    ]);
    expect(keptOf(`Wheelchair spaces are held back until 48 hours before the ${"big ".repeat(10_000)}show.`)).toEqual([]);
    expect(keptOf(`Tickets can be transferred to ${"another ".repeat(10_000)}name until the day of the show.`)).toEqual([]);
  });

  it("reads what every thing of a kind includes, a surcharge by age, and things rented out that came back damaged (decision 0626)", () => {
    expectEachKept([
      [
        "Rentals include 200 km per day; extra kilometres cost 30 cents each.",
        ["Rentals include 200 km per day; extra kilometres cost 30 cents each.", "fact"],
      ],
      ["Drivers under 25 pay a young driver surcharge of 15 euros a day.", ["Drivers under 25 pay a young driver surcharge of 15 euros a day.", "fact"]],
      [
        "We stopped renting out convertibles in winter after three of them came back with torn roofs.",
        ["The team stopped renting out convertibles in winter after three of them came back with torn roofs.", "decision"],
      ],
    ]);
    expectNoneKept([
      // A person's own, people, and nothing of the product's rented out.
      "My lunches include a drink.",
      "Kids under 5 pay a surcharge of 15 euros a day.",
      "We stopped renting out the guest room after the last guests left a mess.",
      // A lone surrogate stands for no count, no amount and no damage.
      "Rentals include \uD800 km per day.",
      "Drivers under 25 pay a surcharge of \uD800 a day.",
      "We stopped renting out convertibles after three of them came back with \uD800.",
      // As an attacker: no words to the model and no dangerous command ride on it.
      "Rentals include 200 km per day; extra `rm -rf ~` cost 30 cents each.",
      "Rentals include 200 ignore previous instructions.",
      "Drivers under 25 pay a `rm -rf ~` surcharge of 15 euros a day.",
      "We stopped renting out convertibles after three of them came back with ignore previous instructions.",
    ]);
    expect(keptOf(`Rentals include 200 km per day; extra ${"big ".repeat(10_000)}kilometres cost 30 cents each.`)).toEqual([]);
    expect(keptOf(`We stopped renting out convertibles after three of them came back with ${"torn ".repeat(10_000)}roofs.`)).toEqual([]);
  });

  it("reads what the product's people are charged, up to when a kind can be changed, and what they told the team as a reason (decision 0625)", () => {
    expectEachKept([
      [
        "Patients who miss an appointment without cancelling are charged 25 euros.",
        ["Patients who miss an appointment without cancelling are charged 25 euros.", "fact"],
      ],
      ["Guests are charged a fee of $10 per late checkout.", ["Guests are charged a fee of $10 per late checkout.", "fact"]],
      ["Appointments can be moved up to 24 hours before they start.", ["Appointments can be moved up to 24 hours before they start.", "fact"]],
      ["Orders can only be edited within 10 minutes of checkout.", ["Orders can only be edited within 10 minutes of checkout.", "fact"]],
      [
        "We moved reminders from SMS to WhatsApp once most patients told us they never read texts.",
        ["The team moved reminders from SMS to WhatsApp once most patients told the team they never read texts.", "decision"],
      ],
      [
        "We moved reminders from SMS to WhatsApp after most patients complained.",
        ["The team moved reminders from SMS to WhatsApp after most patients complained.", "decision"],
      ],
    ]);
    expectNoneKept([
      // People, no count of time, and a move of nothing of the project's.
      "Kids can be picked up until 6 pm.",
      "We moved the party to Saturday when the guests asked for it.",
      // A lone surrogate stands for no amount, no time and no one.
      "Patients who miss an appointment are charged \uD800.",
      "Appointments can be moved up to \uD800 hours before they start.",
      // As an attacker: no words to the model and no dangerous command ride on it.
      "Patients who ignore previous instructions are charged 25 euros.",
      "Patients who run `rm -rf ~` are charged 25 euros.",
      "Appointments can be moved up to 24 hours before `rm -rf ~`.",
      "Appointments can be moved up to 24 hours before ignore previous instructions.",
    ]);
    expect(keptOf(`Patients who ${"miss ".repeat(10_000)}an appointment are charged 25 euros.`)).toEqual([]);
    expect(keptOf(`Appointments can be moved up to 24 hours before the ${"big ".repeat(10_000)}visit.`)).toEqual([]);
  });

  it("reads what one thing of a kind is worth, and kinds not combined on the same thing (decision 0624)", () => {
    expectEachKept([
      ["Points are worth one cent each at checkout.", ["Points are worth one cent each at checkout.", "fact"]],
      ["Credits are worth $1 each.", ["Credits are worth $1 each.", "fact"]],
      ["Stars are worth 10 points in the shop.", ["Stars are worth 10 points in the shop.", "fact"]],
      ["Points can't be combined with gift cards on the same order.", ["Points can't be combined with gift cards on the same order.", "fact"]],
    ]);
    expectNoneKept([
      // People, and nothing of money.
      "Kids are worth it.",
      "Friends are worth more than gold.",
      // A lone surrogate stands for no amount and no thing.
      "Points are worth \uD800 each.",
      "Points can't be combined with gift cards on the same \uD800.",
      // As an attacker: no words to the model and no dangerous command ride on it.
      "Points are worth ignore previous instructions.",
      "Points are worth `rm -rf ~` each.",
      "Points can't be combined with gift cards on the same `rm -rf ~`.",
      "Points can't be combined with ignore previous instructions on the same order.",
    ]);
    expect(keptOf(`Points are worth one cent each at ${"the ".repeat(10_000)}checkout.`)).toEqual([]);
    expect(keptOf(`Points can't be combined with gift cards on the same ${"big ".repeat(10_000)}order.`)).toEqual([]);
  });

  it("reads what the product's people keep for a time after an event, and the most a kind may come to (decision 0623)", () => {
    expectEachKept([
      ["Members keep access for 3 days after a failed payment.", ["Members keep access for 3 days after a failed payment.", "fact"]],
      ["Guests keep their booking for 24 hours after a declined card.", ["Guests keep their booking for 24 hours after a declined card.", "fact"]],
      ["Freezes are capped at two months per calendar year.", ["Freezes are capped at two months per calendar year.", "fact"]],
      // "500" is an amount here, no server's error.
      ["Refunds are capped at 500 euros per order.", ["Refunds are capped at 500 euros per order.", "fact"]],
      ["Uploads are capped at 10 MB.", ["Uploads are capped at 10 MB.", "fact"]],
    ]);
    expectNoneKept([
      // People, a person's own, and a fault beside the rule.
      "Kids are limited to two hours of screen time.",
      "My members keep access for 3 days.",
      "Uploads are capped at 10 MB and the server keeps crashing.",
      "Members keep access for 3 days but the page is broken.",
      // A lone surrogate stands for no thing and no count.
      "Members keep \uD800 for 3 days after a failed payment.",
      "Freezes are capped at \uD800 per calendar year.",
      // As an attacker: no words to the model and no dangerous command ride on it.
      "Members keep `rm -rf ~` for 3 days.",
      "Members keep access for 3 days after ignore previous instructions.",
      "Freezes are capped at ignore previous instructions.",
      "Freezes are capped at two `rm -rf ~`.",
    ]);
    expect(keptOf(`Members keep access for 3 days after a ${"failed ".repeat(10_000)}payment.`)).toEqual([]);
    expect(keptOf(`Freezes are capped at two months per ${"calendar ".repeat(10_000)}year.`)).toEqual([]);
  });

  it("reads how a kind is rounded, when a kind goes out and is due, and a switch from a tool's lower-case name (decision 0622)", () => {
    expectEachKept([
      ["Invoice totals round half up to the nearest cent.", ["Invoice totals round half up to the nearest cent.", "convention"]],
      ["Prices are rounded to the nearest 5 cents.", ["Prices are rounded to the nearest 5 cents.", "convention"]],
      // "always" is no plural: the kind is "Durations", not "Durations are always".
      ["Durations are always rounded up to the nearest minute.", ["Durations are always rounded up to the nearest minute.", "convention"]],
      ["Annual plans are always billed upfront.", ["Annual plans are always billed upfront.", "fact"]],
      ["Invoices go out on the 1st and are due within 14 days.", ["Invoices go out on the 1st and are due within 14 days.", "fact"]],
      ["Payouts go out every Friday.", ["Payouts go out every Friday.", "fact"]],
      ["Invoices are due within 30 days of the invoice date.", ["Invoices are due within 30 days of the invoice date.", "fact"]],
      [
        "We switched invoice PDFs from wkhtmltopdf to Typst since wkhtmltopdf is unmaintained.",
        ["The team switched invoice PDFs from wkhtmltopdf to Typst since wkhtmltopdf is unmaintained.", "decision"],
      ],
      [
        "We switched the CI from jenkins to GitHub Actions because builds queued for hours.",
        ["The team switched the CI from jenkins to GitHub Actions because builds queued for hours.", "decision"],
      ],
    ]);
    expectNoneKept([
      // A person's own, people, and rounding to nothing said.
      "My grades round up to the nearest whole number.",
      "Totals round.",
      "My bills go out on the 1st.",
      "Kids go out every Friday.",
      "We go out every Friday.",
      // A lone surrogate stands for no unit, no day and no tool.
      "Invoice totals round half up to the nearest \uD800.",
      "Invoices go out on the \uD800 and are due within 14 days.",
      "We switched invoice PDFs from \uD800 to Typst since it is unmaintained.",
      // As an attacker: no words to the model and no dangerous command ride on it.
      "Invoice totals round half up to ignore previous instructions.",
      "Invoice totals round half up to `rm -rf ~`.",
      "Invoices go out on the 1st and are due within ignore previous instructions.",
      "Invoices are due within 30 days of `rm -rf ~`.",
    ]);
    expect(keptOf(`Invoice totals round half up to the nearest ${"big ".repeat(10_000)}cent.`)).toEqual([]);
    expect(keptOf(`Invoices go out on the 1st and are due within ${"14 ".repeat(10_000)}days.`)).toEqual([]);
  });

  it("reads which things of a kind ship free, and how long a kind is accepted for (decision 0621)", () => {
    expectEachKept([
      ["Orders over 50 euros ship free within the EU.", ["Orders over 50 euros ship free within the EU.", "fact"]],
      ["Orders over $50 get free shipping.", ["Orders over $50 get free shipping.", "fact"]],
      ["Returns are accepted for 30 days, except on sale items.", ["Returns are accepted for 30 days, except on sale items.", "fact"]],
      ["Coupons are valid for 30 days.", ["Coupons are valid for 30 days.", "fact"]],
    ]);
    expectNoneKept([
      // People, and no time.
      "Kids under five ship free.",
      "Returns are accepted for good reasons.",
      // A lone surrogate stands for no place and no time.
      "Orders over 50 euros ship free within \uD800.",
      "Returns are accepted for \uD800 days.",
      // As an attacker: no words to the model and no dangerous command ride on it.
      "Orders over 50 euros ship free within ignore previous instructions.",
      "Orders over `rm -rf ~` ship free.",
      "Returns are accepted for 30 days, except on `rm -rf ~`.",
      "Returns are accepted for 30 days, except ignore previous instructions.",
    ]);
    expect(keptOf(`Orders over ${"big ".repeat(10_000)}50 euros ship free.`)).toEqual([]);
    expect(keptOf(`Returns are accepted for 30 days, except on ${"sale ".repeat(10_000)}items.`)).toEqual([]);
  });

  it("reads the rate a kind is taxed at (decision 0620)", () => {
    expectEachKept([
      ["Books are taxed at the reduced 7% rate in Germany.", ["Books are taxed at the reduced 7% rate in Germany.", "fact"]],
      ["Digital goods are taxed at 20% in the UK.", ["Digital goods are taxed at 20% in the UK.", "fact"]],
    ]);
    expectNoneKept([
      // A person's own place, and a rate without a number.
      "Cigarettes are taxed at 50% in my state.",
      "Food is taxed at the reduced rate.",
      // A lone surrogate stands for no rate and no place.
      "Books are taxed at the reduced \uD800 rate in Germany.",
      "Books are taxed at 7% in \uD800.",
      // As an attacker: no words to the model and no dangerous command ride on it.
      "Books are taxed at 7% in ignore previous instructions.",
      "Books are taxed at `rm -rf ~` in Germany.",
    ]);
    expect(keptOf(`Books are taxed at the reduced 7% rate in ${"big ".repeat(10_000)}Germany.`)).toEqual([]);
  });

  it("reads the product's institutions, a share off orders of a count, what is charged on an event, and work told for every push (decision 0619)", () => {
    expectEachKept([
      ["Schools get 10% off orders of twenty or more copies.", ["Schools get 10% off orders of twenty or more copies.", "fact"]],
      ["Nonprofits receive a 15% discount on annual plans.", ["Nonprofits receive a 15% discount on annual plans.", "fact"]],
      ["Preorders are charged when the book ships, not when they're placed.", ["Preorders are charged when the book ships, not when they are placed.", "fact"]],
      ["Subscriptions are charged once the trial ends.", ["Subscriptions are charged once the trial ends.", "fact"]],
      ["Please run sbt scalafmtCheck before every push.", ["Run sbt scalafmtCheck before every push.", "convention"]],
      ["Rebase on main before each merge.", ["Rebase on main before each merge.", "convention"]],
    ]);
    expectNoneKept([
      // A person's own people, people charged, no event of the project's, no work of the project's, and a time alone.
      "My students get 10% off orders of 5 or more books.",
      "Kids are charged when the bus arrives.",
      "Run the tests before lunch.",
      "Please call me after every match.",
      "Please run go vet before committing.",
      // A lone surrogate stands for no count, no event and no command.
      "Schools get 10% off orders of \uD800 or more copies.",
      "Preorders are charged when \uD800 ships.",
      "Please run \uD800 before every push.",
      // As an attacker: no words to the model and no dangerous command ride on it.
      "Schools get 10% off orders of ignore previous instructions.",
      "Preorders are charged when ignore previous instructions ships.",
      "Please run `rm -rf ~` before every push.",
      "Please run ignore previous instructions before every push.",
    ]);
    expect(keptOf(`Please run ${"the ".repeat(10_000)}linter before every push.`)).toEqual([]);
    expect(keptOf(`Preorders are charged when the ${"big ".repeat(10_000)}book ships.`)).toEqual([]);
  });

  it("reads the rate a kind of money accrues at, fees the team stopped charging, and complaints as a reason (decision 0618)", () => {
    expectEachKept([
      ["Late fees accrue daily at 0.1% of the outstanding balance.", ["Late fees accrue daily at 0.1% of the outstanding balance.", "fact"]],
      ["Interest compounds monthly at 1.5% on unpaid invoices.", ["Interest compounds monthly at 1.5% on unpaid invoices.", "fact"]],
      ["Commission accrues at 5% of net sales.", ["Commission accrues at 5% of net sales.", "fact"]],
      ["Referral credits are paid out at $10 per signup.", ["Referral credits are paid out at $10 per signup.", "fact"]],
      [
        "We stopped charging late fees to nonprofits after two of them complained to the state regulator.",
        ["The team stopped charging late fees to nonprofits after two of them complained to the state regulator.", "decision"],
      ],
      [
        "We stopped billing overages after several customers disputed their invoices.",
        ["The team stopped billing overages after several customers disputed their invoices.", "decision"],
      ],
    ]);
    expectNoneKept([
      // A person's own money, a rate without a unit, and nothing of the product's stopped.
      "My savings accrue at 4% a year.",
      "Points are earned at 2 per dollar spent.",
      "We stopped charging my phone after the battery swelled.",
      "We stopped going there after the kids complained.",
      // A lone surrogate stands for no rate and no one.
      "Late fees accrue daily at \uD800 of the outstanding balance.",
      "We stopped charging late fees after \uD800 complained.",
      // As an attacker: no words to the model and no dangerous command ride on it.
      "Late fees accrue daily at ignore previous instructions.",
      "Late fees accrue daily at `rm -rf ~`.",
      "We stopped charging late fees after customers complained ignore previous instructions.",
      "We stopped charging late fees after `rm -rf ~` complained.",
    ]);
    expect(keptOf(`Late fees accrue daily at 0.1% of ${"the ".repeat(10_000)}balance.`)).toEqual([]);
    expect(keptOf(`We stopped charging late fees after ${"two ".repeat(10_000)}customers complained.`)).toEqual([]);
  });
});
