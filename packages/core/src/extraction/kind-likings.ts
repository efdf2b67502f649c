/**
 * The person's likings said with a kind as the subject and the person after the verb: "Short answers suit me better",
 * "Flaky tests drive me nuts", "Preview links are a must for me" (decisions 0355-0383). Each pattern reads the subject
 * (one to ten words, none of them a thing at hand or a person: "this suits me better", "he bugs me"; a word may hold a
 * slash, "a before/after screenshot", decision 0431; eight since "a row count before and after each change reassures me
 * more than any diff", decision 0453; ten since "diffs with the why in a comment on top are easiest for me to review",
 * decision 0471; fourteen since "a list of the files you touched at the end of each task keeps me oriented", decision
 * 0543) and then its idiom.
 */

/**
 * The words a kind-first liking may not open with: things at hand, people (family among them: "Mom tells me more than
 * Dad"; decision 0538, and the person: "I'll try them to see what works best for me" is a plan; decision 0543), the
 * agent, a question, and a day or a time,
 * which answers for the moment ("Tuesday suits me better", "3pm is about right for me"; decision 0475). "One" counts a
 * kind in a rate ("one line per finding"; decision 0482), where "one is enough for me" names none.
 */
const notAKindLead = String.raw`(?!(?:i|this|that|these|those|it|the|your|yours|my|he|she|they|you|we|which|what|all|everything|anything|both|either|neither|mom|mum|mommy|dad|daddy|mother|father|grandma|grandpa|granny|grandmother|grandfather|wife|husband|boyfriend|girlfriend|one(?!\s+[\w'’-]{1,30}\s+(?:per|for\s+each|for\s+every)\s)|monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow|tonight|noon|midnight|next|later|\d{1,2}(?::\d{2})?\s?(?:am|pm))\b)`;
/**
 * A moment past anywhere in the sentence: "knowing that the deploy went fine last night reassures me" tells of an event,
 * not of a kind (decision 0453).
 */
const noMomentPast = String.raw`(?![^\n]{0,300}\b(?:yesterday|last\s+(?:night|week|weekend|time|sprint|month)|this\s+morning|earlier\s+today)\b)`;
/** A liking whose subject is a kind: the lead, one to ten words, then `idiom` (a pattern source). */
const kindFirst = (idiom: string): RegExp => new RegExp(String.raw`^${notAKindLead}${noMomentPast}(?:[\w'’/-]{1,30}\s+){0,13}?[\w'’/-]{1,30}\s+${idiom}`, "i");

/**
 * "Short answers suit me better than long explanations", "small PRs work best for me", "tables are easier for me to read
 * than prose": what suits the person better or best, a kind as its subject (decision 0355), or helps them more
 * ("diagrams help me more than long explanations"; decision 0363), or far more ("concrete examples help me far more than
 * schema prose"; decision 0450), or beats another for them ("bullet points beat paragraphs for me"; decision 0366) or when the agent does something
 * ("short YAML snippets beat full manifests when you explain a change"; decision 0464) or every time ("byte counts
 * beat adjectives every time"; decision 0466), or works wonders for them ("numbered steps work wonders for me"; decision 0372), or helps them review, read,
 * understand … ("before-and-after screenshots help me review UI changes"; decision 0380) or think (decision 0415) or debug,
 * decide or remember ("seeing the failing assertion first helps me debug faster"; decision 0452) or catch or notice
 * ("screenshots in both themes help me catch contrast issues"; decision 0459), or goes a long way
 * with them ("type errors explained in plain words go a long way with me"; decision 0454), or convinces them more than
 * another ("a screen-reader transcript of the change convinces me more than a screenshot"; decision 0456) or faster
 * ("before-and-after screenshots convince me faster than any description"; decision 0536), or explains a kind of thing
 * to them better than another ("a short screen recording explains a UI bug to me better than any paragraph"; decision
 * 0537), or is what they
 * trust, rely on or reach for ("plain SQL in migrations is what I trust"; decision 0457), or plenty for them ("Clippy
 * suggestions explained in one line are plenty for me"; decision 0470), or all they need to see ("a diff of the import
 * block is all I need to see"; decision 0484), or about right for them ("a one-line risk summary
 * per vulnerability is about right for me", "… the right level of detail for me"; decision 0475), or a godsend or a
 * lifesaver for them ("grouped dependency PRs are a godsend for me"; decision 0480), or better in some way in their
 * experience ("relative links are far less fragile in my experience"; decision 0481), or the first thing they look at
 * ("raw HTTP exchanges are the first thing I look at"; decision 0458) or helps them a
 * lot ("a short why before the code helps me a lot"; decision 0429), or says more to them than another ("a before/after
 * screenshot says more to me than a paragraph"; decision 0431) or tells them more ("a failing test pasted in full tells me
 * more than any summary of it"; decision 0538), or matters more to them ("examples in docstrings matter
 * more to me than type details"; decision 0476), or reads better to them ("plain SQL without Jinja macros
 * reads much better to me"; decision 0433; "… read much faster for me …"; decision 0547), or saves them time ("short
 * summaries at the top save me a lot of time"; decision 0381) or a round trip ("a plan output pasted into the PR saves me a
 * round trip"; decision 0462) or a round of something ("… save me a round of guessing"; decision 0489), or lands best with them ("explanations with a tiny example
 * land best with me"; decision 0383), or sticks with them better than another ("concrete examples stick with me far better
 * than abstract rules"; decision 0524), or sinks in better for them (decision 0398), or calms them down (decision 0399) or calms their nerves ("seeing the destroy count first calms my nerves";
 * decision 0528) or puts their mind at ease (decision 0414) or makes them trust something ("a failing test before the fix
 * makes me trust the fix"; decision 0545), or is their favourite kind ("short commit messages with the ticket number up
 * front are my favourite kind"; decision 0546), or
 * gives them peace of mind or confidence ("rollback steps up front give me peace of mind"; decision 0426), or
 * keeps them sane, focused or on track ("short status lines keep me sane"; decision 0402), or is easier on their eyes
 * ("bullet points are easier on my eyes"; decision 0406), or far easier for them to follow ("numbered steps are far easier
 * for me to follow than prose"; decision 0434) or easiest, with "the" or without ("diffs with the why on top are
 * easiest for me to review"; decision 0471; "findings grouped by file are the easiest for me to act on"; decision
 * 0483), any superlative ("… are the fastest for me to approve"; decision 0486), a way too ("… are the quickest way for
 * me to review"; decision 0496), or easier for them than another ("terminal output pasted as text is far easier for me
 * than screenshots"; decision 0519), or the best of something for them ("inline type errors in the PR diff are the
 * fastest feedback for me"; decision 0527), or work for them, a plural kind ("short commit subjects work for me"; decision 0391:
 * "Tuesday works for me" answers for the moment), or suit them fine, a plural kind too ("terse commit messages suit me
 * fine"; decision 0442);
 * "this suits me better" or
 * "the second one works better for me" is of what is at hand.
 */
const suitsMe = kindFirst(
  String.raw`(?:suits?\s+me\s+(?:better|best)\b|helps?\s+me\s+(?:(?:far|much|way|a\s+lot|so\s+much)\s+more|more|most|review|read|understand|follow|spot|focus|learn|think|debug|decide|remember|concentrate|navigate|catch|notice|a\s+lot|a\s+ton|so\s+much|tremendously)\b|says?\s+more\s+to\s+me\s+than\s+\S|(?:tells?|teaches?|gives?)\s+me\s+(?:(?:far|much|way|a\s+lot)\s+)?more\s+than\s+\S|matters?\s+(?:(?:far|much|way|a\s+lot|so\s+much)\s+)?(?:more|most)\s+to\s+me\b|reads?\s+(?:(?:much|far|way|a\s+lot)\s+)?(?:better|best|easier|faster|quicker|more\s+clearly)\s+(?:to|for)\s+me\b|beats?\s+(?:[\w'’-]{1,30}\s+){0,3}?[\w'’-]{1,30}\s+(?:for\s+me|when\s+you\s+[a-z]{3,20}|every\s+(?:single\s+)?time|hands\s+down)\b|works?\s+(?:better|best)\s+for\s+me\b|(?:works?|does|do)\s+wonders\s+for\s+me\b|calms?\s+me\s+down\b|(?:calms?|settles?|soothes?)\s+my\s+nerves\b|keeps?\s+me\s+(?:sane|focused|on\s+track|grounded|oriented)\b|reassures?\s+me\b|(?:is|are)\s+my\s+(?:favou?rite|preferred)\s+(?:kind|type|sort|style)\s*[.!]?$|makes?\s+me\s+(?:trust|believe\s+in|feel\s+(?:safe|confident|sure))\b|puts?\s+(?:me|my\s+mind)\s+at\s+ease\b|gives?\s+me\s+(?:(?:real|some|more|great)\s+)?(?:peace\s+of\s+mind|confidence)\b|work\s+(?:well\s+|fine\s+)?for\s+me\s*[.!]?$|suit\s+me\s+(?:just\s+)?(?:fine|well|perfectly)\s*[.!]?$|(?:lands?|clicks?|sticks?|goes\s+down|go\s+down|sinks?\s+in)\s+(?:best|better|well)\s+(?:with|for)\s+me\b|(?:lands?|clicks?|sticks?)\s+with\s+me\s+(?:(?:far|much|way|a\s+lot)\s+)?(?:better|more)\s+than\s+\S|saves?\s+me\s+(?:(?:(?:a lot of|so much|tons of|lots of)\s+)?time|a\s+(?:round\s+trip|trip|click|step|context\s+switch)|(?:a\s+lot\s+of\s+|so\s+much\s+)?(?:back(?:\s+and\s+|-and-)forth|scrolling|digging|guesswork|guessing)|a\s+round\s+of\s+[a-z]{3,20}ing)\b|go(?:es)?\s+a\s+long\s+way\s+(?:with|for)\s+me\b|convinces?\s+me\s+(?:more|most|far\s+more|much\s+more|faster|quicker|sooner)\b|(?:explains?|shows?|teaches?|conveys?)\s+(?:[\w'’/-]{1,30}\s+){0,4}?to\s+me\s+(?:(?:far|much|way|a\s+lot)\s+)?(?:better|faster|quicker|more\s+clearly)\s+than\s+\S|(?:is|are)\s+what\s+I\s+(?:trust|rely\s+on|reach\s+for)\s*[.!]?$|(?:is|are)\s+what\s+works\s+(?:best\s+)?for\s+me\s*[.!]?$|matters?\s+(?:(?:a\s+lot|so\s+much|a\s+great\s+deal|hugely|really)\s+)?to\s+me\s*[.!]?$|(?:is|are)\s+(?:(?:more\s+than|quite|usually)\s+)?(?:plenty|enough|all\s+I\s+need)\s+for\s+me\b|(?:is|are)\s+(?:(?:usually|really|honestly)\s+)?all\s+I\s+(?:need|want)(?:\s+to\s+(?:see|read|know|review|check))?\s*[.!]?$|(?:is|are)\s+(?:(?:far|much|way|a\s+lot)\s+)?(?:(?:more|less)\s+[a-z]{3,20}|[a-z]{3,20}er)\s+in\s+my\s+(?:experience|book)\b|(?:is|are)\s+(?:(?:an?\s+(?:real|absolute|total)\s+)|an?\s+)(?:godsend|lifesaver|life-saver|life\s+saver|blessing|game-?changer|game\s+changer)\s+(?:for|to)\s+me\b|(?:is|are)\s+(?:(?:about|just|exactly|usually)\s+right|the\s+right\s+(?:amount|level|length|size|depth)(?:\s+of\s+[\w-]{2,30})?)\s+for\s+me\b|(?:is|are)\s+the\s+first\s+thing\s+I\s+(?:look\s+at|check|read|open|reach\s+for)\s*[.!]?$|(?:is|are)\s+(?:(?:much|far|way|a\s+lot|so\s+much)\s+)?(?:easier|clearer|quicker|(?:(?:by\s+far\s+)?the\s+)?(?:[a-z]{2,20}est|best)(?:\s+way)?)\s+for\s+me\s+(?:to\s+[a-z]|than\s+\S)|(?:is|are)\s+(?:by\s+far\s+)?the\s+(?:[a-z]{2,20}est|best)\s+(?:[\w-]{2,30}\s+){0,1}?[\w-]{2,30}\s+for\s+me\s*[.!]?$|(?:is|are)\s+(?:much\s+|a lot\s+)?(?:easier|gentler)\s+on\s+(?:my\s+eyes|me)\b)`,
);

/**
 * "Emoji in commit messages drive me up the wall", "flaky tests drive me nuts", "long PR descriptions bug me": what the
 * person cannot stand, said as an idiom of a kind (decision 0359), or "my pet peeve" (decision 0361), or what wears
 * them out (decision 0367), or bothers them (decision 0388), or loses them ("walls of text lose me"; decision 0396), or wears on them (decision 0397), or makes their eyes glaze over (decision 0410) or their head spin ("long Terraform plans in chat make my head spin"; decision 0427), or is hard for them to follow or read
 * ("heavy point-free code is hard for me to follow"; decision 0428), or distracts them or throws them off ("inline comments in suggested code
 * distract me"; decision 0413), or makes them skim or tune out ("long preambles make me skim"; decision 0421), or feels
 * unprofessional, noisy or cryptic to them ("emoji in code review comments feel unprofessional to me"; decision 0423), or
 * is a turn-off or a no-go for them ("over-explaining is a turn-off for me"; decision 0424), or is noise or clutter to
 * them ("code comments that restate the code are pure noise to me"; decision 0432), or makes them nervous ("walls of config
 * without comments make me nervous"; decision 0448); "this
 * drives me crazy" or "the build bugs me" is of
 * what is at hand.
 */
const annoysMe = kindFirst(
  String.raw`(?:drives?\s+me\s+(?:up the wall|crazy|nuts|mad|bananas|insane|round the bend)|bugs?\s+me|bothers?\s+me|annoys?\s+me|loses?\s+me|wears?\s+me\s+out|wears?\s+on\s+me|tires?\s+me\s+out|gets?\s+on\s+my\s+nerves|makes?\s+my\s+eyes\s+glaze(?:\s+over)?|makes?\s+my\s+head\s+(?:spin|hurt|swim)|(?:is|are)\s+(?:(?:really|very|so|a bit|pretty)\s+)?(?:hard|harder|difficult|tough)\s+for\s+me\s+to\s+(?:follow|read|review|parse|skim|understand)\b|makes?\s+me\s+(?:cringe|nervous|anxious|uneasy|twitchy|uncomfortable)|distracts?\s+me|throws?\s+me\s+off|makes?\s+me\s+(?:skim|skip\s+ahead|tune\s+out|zone\s+out|lose\s+(?:interest|focus|track))|(?:is|are)\s+(?:an?\s+)?(?:(?:real|big|huge|total)\s+)?(?:turn-?off|no-go)\s+for\s+me|(?:is|are)\s+(?:(?:pure|just|mostly|only|all|mere|total)\s+)?(?:noise|clutter|a\s+distraction)\s+(?:to|for)\s+me|feels?\s+(?:(?:a bit|a little|so|really|very|too|kind of)\s+)?(?:unprofessional|sloppy|noisy|cluttered|rude|lazy|patronizing|patronising|condescending|robotic|cold|cryptic|overwhelming|jarring|wordy)\s+to\s+me|(?:is|are)\s+(?:my|a)\s+(?:(?:biggest|big|real|personal)\s+)?pet\s+peeve)\b`,
);

/**
 * "Preview links in docs PRs are a must for me", "small commits are non-negotiable for me": what the person holds
 * necessary, said of a kind (decision 0360); "this is a must for me" is of what is at hand. Read before a kind said to be
 * a must (kind-obligation.ts), which is the team's rule.
 */
const mustForMe = kindFirst(String.raw`(?:is|are)\s+(?:(?:really|absolutely)\s+)?(?:a must|a must-have|non-negotiable|essential|a deal-breaker)\s+for\s+me\b`);

/**
 * "Terse commit messages are fine by me", "long functions are okay with me if they read well": what the person accepts of
 * a kind, said with the kind first (decision 0368), as "I'm fine with …" is (decision 0352); "this is fine by me" is of
 * what is at hand.
 */
const fineByMe = kindFirst(String.raw`(?:is|are)\s+(?:totally\s+|perfectly\s+|also\s+)?(?:fine|ok|okay|alright|all right)\s+(?:by|with)\s+me\b`);

/**
 * "Short code comments are my thing", "long-running branches are not my thing": what is (or is not) the person's thing,
 * a kind as its subject (decision 0374), or makes their day ("Numbered lists make my day"; decision 0378) or week (decision 0467) or their life
 * easier ("plain-language commit messages make my life easier"; decision 0386), or is their go-to ("bullet points are my
 * go-to for summaries"; decision 0389), or their favourite (decision 0400) or style ("short commit messages in the imperative are my style"; decision 0469) or sweet spot ("short answers with a code
 * sample are my sweet spot"; decision 0437), any of them for a kind named after it ("one line per finding is my sweet spot
 * for lint output"; decision 0482), or makes them happy ("type hints everywhere
 * make me happy"; decision 0420), or what they are after ("jargon-free explanations are what I'm after"; decision 0422)
 * or want to see ("schema errors with both file positions are what I want to see first"; decision 0490) or like to
 * review, read or use ("short PR descriptions with a screenshot are what I like to review"; decision 0554), or look for
 * first ("seeing the advisory id next to the package name is what I look for first"; decision 0498);
 * "this is my thing" is of what is at hand.
 */
const myThing = kindFirst(
  String.raw`(?:(?:is|are)\s+(?:(?:not|really|totally|so|just|very much)\s+)?my\s+(?:thing|jam|style|cup of tea|sweet spot|favou?rite|go-to)(?:\s+for\s+(?!(?:now|today|tonight|this|that|it|them)\b)(?:[\w'’-]{1,30}\s+){0,3}[\w'’-]{1,30})?|(?:make|makes)\s+my\s+(?:day|week|morning|life\s+easier|job\s+easier|work\s+easier)|(?:make|makes)\s+me\s+(?:(?:so|really|very)\s+)?happy|(?:is|are)\s+(?:exactly\s+|just\s+)?what\s+I['’]m\s+(?:after|looking\s+for)|(?:is|are)\s+(?:exactly\s+|just\s+)?what\s+I\s+(?:want|like|need|love|prefer)\s+to\s+(?:see|read|get|find|review|skim|receive|hear|use|work\s+with)(?:\s+first)?|(?:is|are)\s+(?:exactly\s+|always\s+)?what\s+I\s+(?:look\s+for|check|read|scan\s+for)\s+first)\s*[.!]?$`,
);

/**
 * "Status updates with numbers are more useful to me", "diagrams are really helpful for me": what the person finds useful,
 * a kind as its subject (decision 0392), or the most useful thing of its kind ("a table of licenses by package is the most
 * useful summary for me"; decision 0473), named in up to three words.
 */
const usefulToMe = kindFirst(
  String.raw`(?:is|are)\s+(?:(?:(?:much|far|way)\s+)?(?:more|most|really|very|so|especially)\s+(?:useful|helpful|valuable|readable)|(?:by\s+far\s+)?the\s+(?:single\s+)?most\s+(?:useful|helpful|valuable|readable)\s+(?:[\w'’-]{1,30}\s+){0,2}?[\w'’-]{1,30})\s+(?:to|for)\s+me\b`,
);

/**
 * "A one-line summary before the details is always welcome", "small PRs are appreciated": what the person welcomes, a
 * kind as its subject (decision 0385); "your help is always welcome" is no kind.
 */
const welcome = kindFirst(String.raw`(?:is|are)\s+(?:always\s+|very\s+|much\s+|really\s+){0,2}(?:welcome|appreciated)\s*[.!]?$`);

/**
 * "Headings make long answers skimmable for me", "tables make comparisons easier to read for me": what makes a kind of
 * answer easier for the person (decision 0401), a kind as its subject, or a kind of work so much easier ("screenshots of
 * the before and after make reviews so much easier for me"; decision 0447), or painless, easy or a breeze ("keys sorted
 * alphabetically make the diff painless for me"; decision 0485).
 */
const makesEasierForMe = kindFirst(
  String.raw`makes?\s+(?:[\w'’-]{1,30}\s+){1,3}(?:skimmable|readable|scannable|easier\s+to\s+(?:read|follow|skim|scan)|(?:so\s+much|much|far|way|a\s+lot)\s+(?:easier|quicker|faster|simpler)(?:\s+to\s+(?:read|follow|skim|scan|review|do))?|(?:(?:so|really|pretty)\s+)?(?:painless|effortless|trivial|bearable|easy|a\s+breeze)(?:\s+to\s+(?:read|follow|skim|scan|review|do))?)\s+for\s+me\b`,
);

/**
 * "Diffs are worth a thousand words to me", "small examples are worth more to me than long explanations": what a kind is
 * worth to the person (decision 0404), a kind as its subject, or gold to them ("runnable snippets are gold to me";
 * decision 0438), or means a lot to them ("a quick heads-up before big refactors means a lot to me"; decision 0443).
 */
const worthToMe = kindFirst(
  String.raw`(?:(?:is|are)\s+(?:always\s+|really\s+)?(?:worth\s+(?:a\s+thousand\s+words|more|a\s+lot|the\s+world|their\s+weight\s+in\s+gold|its\s+weight\s+in\s+gold)|(?:pure\s+|solid\s+)?gold)|(?:really\s+)?means?\s+(?:a\s+lot|so\s+much|the\s+world|a\s+great\s+deal))\s+to\s+me\b`,
);

/**
 * "Emoji in replies feel noisy to me", "long preambles feel patronising to me": what a kind of reply feels like to the
 * person (decision 0408), a word of its style; "tests feel slow to me" is an observation, and none.
 */
const feelsToMe = kindFirst(
  String.raw`feels?\s+(?:(?:too|a bit|kind of|really|very|so)\s+)?(?:noisy|cluttered|distracting|overwhelming|patroni[sz]ing|condescending|robotic|impersonal|preachy|verbose|wordy|chatty|fluffy|cheesy|gimmicky|cold)\s+to\s+me\s*[.!]?$`,
);
/**
 * "Shorter is better for me", "less is more for me": a comparative that stands for a kind of answer (decision 0411); a day
 * or a moment ("Tuesday is better for me") answers for the moment, and none is read.
 */
const comparativeForMe =
  /^(?:shorter|terser|simpler|plainer|smaller|fewer|less)(?:\s+[a-z]{2,20})?\s+is\s+(?:always\s+|usually\s+)?(?:better|best|nicer|easier|more)\s+for\s+me\s*[.!]?$/i;
/**
 * "Long code blocks are a pain on my phone", "wide tables are hard to read on my laptop": what a kind of answer is like on
 * the screen the person reads on (decision 0412), a kind as its subject; "this is a pain on my phone" is of what is at hand,
 * and a pain with no screen ("merge conflicts are a pain") is an observation, none.
 */
const painOnMyScreen = kindFirst(
  String.raw`(?:is|are)\s+(?:(?:a|such a|a real|a total|a bit of a|always a)\s+pain(?:\s+to\s+(?:read|scroll|follow|review))?|(?:hard|impossible|painful|awkward)\s+to\s+(?:read|scroll|follow|review)|unreadable|painful)\s+on\s+my\s+(?:phone|screen|laptop|tablet|watch|small\s+screen|monitor|e-reader)\s*[.!]?$`,
);
/**
 * "A one-line summary per file is plenty", "two examples are enough": how much of a kind of written output is enough for
 * the person (decision 0530), a count and what is written (a summary, lines, examples, comments …), "per" or "for each"
 * something after it or not, then "is plenty" or "is enough" closing the sentence; "the budget is plenty" counts nothing
 * written.
 */
const amountIsPlenty =
  /^(?:an?|one|two|three|a\s+couple\s+of|a\s+few)\s+(?:[\w-]{1,30}\s+){0,2}?(?:summary|summaries|line|lines|sentence|sentences|paragraph|paragraphs|comment|comments|example|examples|bullet|bullets|screenshot|screenshots|note|notes|words)(?:\s+(?:per|for\s+each|for\s+every|a)\s+[\w-]{2,30})?\s+(?:is|are)\s+(?:(?:usually|more\s+than|quite|already)\s+)?(?:plenty|enough)\s*[.!]?$/i;

/**
 * "SQL with one clause per line is the only kind I can review quickly", "short PRs are the only sort I actually read": the
 * one kind the person can work with (decision 0533), a kind as its subject, "the only kind" (sort, type, format) and
 * what they can or will do with it, closing the sentence.
 */
const onlyKindICan = kindFirst(
  String.raw`(?:is|are)\s+the\s+only\s+(?:kind|sort|type|format)\s+I\s+(?:can|will|actually|really)\s+(?:really\s+|actually\s+)?[a-z]{3,20}(?:\s+[a-z]{3,20})?\s*[.!]?$`,
);
/** "Pleasantries are wasted on me": what is lost on the person (decision 0405), a kind as its subject. */
const wastedOnMe = kindFirst(String.raw`(?:is|are)\s+(?:(?:completely|totally|just|mostly|kind of)\s+)?(?:wasted|lost)\s+on\s+me\s*[.!]?$`);

/**
 * "Terraform plans pasted in full are overkill for me", "long stack traces are too noisy for me": what is too much for the
 * person, a kind as its subject (decision 0395).
 */
const tooMuchForMe = kindFirst(
  String.raw`(?:is|are)\s+(?:(?:a bit|a little|way|total|complete|usually|often)\s+)?(?:overkill|too much|too noisy|too verbose|too long)\s+for\s+me\b`,
);

/**
 * "Tables beat bullet points when comparing options", "numbered steps beat prose for explaining a setup": one kind beating
 * another at a kind of work, named by its -ing word, said without "for me" (decision 0425); what beat whom or what at a
 * moment ("Sam beat Lena at chess", "tests beat the deadline for shipping") names no work or no kind and is none.
 */
const beatsAtWork = kindFirst(
  String.raw`(?:beats?|trumps?|wins?\s+over)\s+(?!(?:the|this|that|these|those|my|your|our|their|his|her|its|them|him|us|me|you|it)\b)(?:[\w'’-]{1,30}\s+){0,3}?[\w'’-]{1,30}\s+(?:when|while|for)\s+[a-z]{2,30}ing\b`,
);

/**
 * "Nothing beats a changelog link when I review a bump", "nothing beats a failing test for me": what the person holds best
 * of all at a kind of their work, or for them (decision 0478); "nothing beats this" is of what is at hand, and "nothing
 * beats the heat" names no work of theirs.
 */
const nothingBeats =
  /^nothing\s+(?:beats|tops|compares\s+to)\s+(?!(?:this|that|these|those|it|them)\b)(?:[\w'’/-]{1,30}\s+){0,5}?[\w'’/-]{1,30}\s+(?:when\s+I\s+[a-z]{3,20}|for\s+me|in\s+my\s+book)\b/i;
/**
 * "Nothing gets me up to speed faster than a failing test that reproduces the bug", "nothing helps me more than a
 * before-and-after screenshot": what does more for the person than anything else (decision 0541), the kind after "than";
 * "than this" is of what is at hand.
 */
const nothingMoreThan =
  /^nothing\s+(?:gets\s+me\s+(?:up\s+to\s+speed|unstuck|oriented)|helps\s+me|convinces\s+me|tells\s+me|shows\s+me|teaches\s+me)\s+(?:(?:far|much|a\s+lot)\s+)?(?:more|faster|quicker|sooner|better)\s+than\s+(?!(?:this|that|these|those|it|them)\b)\S/i;

/**
 * "A one-line summary of what changed, then the diff, is how I like fixes reported", "bullet points are how I like
 * status updates": the way the person likes a kind of thing, the way first (decision 0497). The way may run to twelve words
 * and hold commas ("…, then the diff,"), which the other kind-first likings' subjects do not; what is liked is a kind in
 * up to three words closing the sentence, "it", "them" or "this" being what is at hand and "my coffee" their own.
 */
const howILike = new RegExp(
  String.raw`^${notAKindLead}${noMomentPast}(?:[\w'’/-]{1,30},?\s+){0,11}?[\w'’/-]{1,30},?\s+(?:is|are)\s+(?:exactly\s+|just\s+)?how\s+I\s+(?:like|want|prefer)\s+(?!(?:my|our|your|it|them|this|that|these|those)\b)[\w-]{2,30}(?:\s+[\w-]{2,30})?(?:\s+[\w-]{2,30})?\s*[.!]?$`,
  "i",
);

/** The kind-first likings, each with the importance of what it keeps. */
export const kindLikings: readonly (readonly [pattern: RegExp, importance: number])[] = [
  [fineByMe, 0.65],
  [mustForMe, 0.75],
  [annoysMe, 0.7],
  [suitsMe, 0.65],
  [myThing, 0.65],
  [welcome, 0.65],
  [usefulToMe, 0.65],
  [tooMuchForMe, 0.65],
  [amountIsPlenty, 0.65],
  [onlyKindICan, 0.65],
  [makesEasierForMe, 0.65],
  [worthToMe, 0.65],
  [wastedOnMe, 0.65],
  [feelsToMe, 0.65],
  [comparativeForMe, 0.65],
  [painOnMyScreen, 0.65],
  [beatsAtWork, 0.65],
  [nothingBeats, 0.65],
  [nothingMoreThan, 0.65],
  [howILike, 0.65],
];
