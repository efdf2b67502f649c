/**
 * Two tiny questions in LongMemEval's format, written for these tests (not taken from the dataset).
 * The first has real arrays and sessions out of date order; the second writes its list fields as
 * strings of Python lists (as some exports do), repeats a session id, and marks an assistant turn.
 */
export const vaseQuestion = {
  question_id: "q-vase",
  question_type: "single-session-user",
  question: "Where did I buy the blue vase?",
  question_date: "2023/05/30 (Tue) 23:42",
  answer: "At the Camden flea market",
  answer_session_ids: ["s-vase"],
  haystack_session_ids: ["s-pasta", "s-vase", "s-fern"],
  haystack_dates: ["2023/05/25 (Thu) 10:00", "2023/05/20 (Sat) 02:21", "2023/05/22 (Mon) 09:00"],
  haystack_sessions: [
    [
      { role: "user", content: "Can you suggest a quick pasta recipe for tonight?" },
      { role: "assistant", content: "Try lemon garlic spaghetti: boil the pasta, toss it with olive oil, garlic, lemon zest and parmesan." },
    ],
    [
      { role: "user", content: "I bought a blue vase at the Camden flea market yesterday. How should I clean it?", has_answer: true },
      { role: "assistant", content: "Rinse the vase with warm water and a little vinegar, then dry it with a soft cloth.", has_answer: false },
    ],
    [
      { role: "user", content: "How do I repot a fern without hurting its roots?" },
      { role: "assistant", content: "Water the fern a day before, loosen the root ball gently and move it to a pot one size larger." },
    ],
  ],
};

export const tripQuestion = {
  question_id: "q-trip",
  question_type: "multi-session",
  question: "Which two cities did the assistant recommend for my trip?",
  question_date: "2023/06/10 (Sat) 08:00",
  answer: "Porto and Kyoto",
  answer_session_ids: "['s-porto', 's-kyoto']",
  haystack_session_ids: "['s-porto', 's-chat', 's-kyoto', 's-chat']",
  haystack_dates: "['2023/06/01 (Thu) 09:00', '2023/06/02 (Fri) 09:00', '2023/06/03 (Sat) 09:00', '2023/06/04 (Sun) 09:00']",
  haystack_sessions: [
    [
      { role: "user", content: "Where should I travel in Europe this summer?" },
      { role: "assistant", content: "I recommend Porto: the riverside, the tiles and the food are wonderful in summer.", has_answer: true },
    ],
    [{ role: "user", content: "Tell me a joke about cats." }],
    [
      { role: "user", content: "And a city in Asia for the autumn?" },
      { role: "assistant", content: "I recommend Kyoto for the autumn leaves and the temples.", has_answer: true },
    ],
    [{ role: "user", content: "Tell me a joke about cats." }],
  ],
};
