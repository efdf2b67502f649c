/**
 * A tiny chat in REALTALK's format, written for these tests (not taken from the dataset). Like the
 * real files, dia_ids do not follow the session numbers (session 2 opens with D1:5), turns carry
 * their own day-first times, and evidence is loose: a range, a space, several ids in one string, ids
 * that name no turn.
 */
export const tinyRealtalk = {
  name: { speaker_1: "Ana", speaker_2: "Ben" },
  session_1_date_time: "29.12.2023, 22:42:04",
  session_1: [
    {
      speaker: "Ana",
      dia_id: "D1:1",
      clean_text: "Hey Ben! I adopted a puppy named Biscuit today.",
      date_time: "29.12.2023, 22:42:04",
      img_file: [],
      img_url: [],
    },
    { speaker: "Ben", dia_id: "D1:2", clean_text: "No way! What breed is Biscuit?", date_time: "29.12.2023, 22:43:10", img_file: [], img_url: [] },
    {
      speaker: "Ana",
      dia_id: "D1:3",
      clean_text: "A beagle, and he loves carrots.",
      date_time: "29.12.2023, 22:44:00",
      img_file: ["x.jpg"],
      img_url: [],
      blip_caption: "a small beagle on a rug",
    },
    { speaker: "Ben", dia_id: "D1:4", clean_text: "Cute. I am flying to Lisbon next week.", date_time: "30.12.2023, 00:05:00", img_file: [], img_url: [] },
  ],
  events_session_1: { agent_a: [], agent_b: [] },
  session_2_date_time: "02.01.2024, 18:00:00",
  session_2: [
    {
      speaker: "Ben",
      dia_id: "D1:5",
      clean_text: "Lisbon was sunny and the pastries were great.",
      date_time: "02.01.2024, 18:00:00",
      img_file: [],
      img_url: [],
    },
    { speaker: "Ana", dia_id: "D2:1", clean_text: "Biscuit learned to sit this week!", date_time: "02.01.2024, 18:02:00", img_file: [], img_url: [] },
    { speaker: "Ana", dia_id: "D2:2", clean_text: "We go to puppy school on Saturdays.", date_time: "02.01.2024, 18:03:30", img_file: [], img_url: [] },
  ],
  events_session_2: { agent_a: [], agent_b: [] },
  qa: [
    { question: "What breed is Ana's puppy and what does he love?", answer: "beagle; carrots", evidence: ["D1:1-D1:3"], category: 1 },
    { question: "Where did Ben fly to?", answer: "Lisbon", evidence: ["D 1:4", "D1:5"], category: 2 },
    { question: "What did Biscuit learn, and when is puppy school?", answer: "to sit; Saturdays", evidence: ["D2:1; D2:2"], category: 1 },
    { question: "How were the pastries in Lisbon?", answer: "great", evidence: ["D1:5, D9:9"], category: 3 },
    { question: "What is Ben's job?", answer: "unknown", evidence: ["D7:1", "D17;39"], category: 3 },
    { question: "What happened between the flight and the sit?", answer: "Lisbon", evidence: ["D1:4-D2:1"], category: 2 },
  ],
};
