/** A tiny conversation in LoCoMo's format, written for these tests (not taken from the dataset). */
export const tinyLocomo = [
  {
    sample_id: "tiny-1",
    conversation: {
      speaker_a: "Ana",
      speaker_b: "Ben",
      session_1_date_time: "9:05 am on 3 March, 2024",
      session_1: [
        { speaker: "Ana", dia_id: "D1:1", text: "I started learning the cello last week." },
        { speaker: "Ben", dia_id: "D1:2", text: "Nice! I went hiking in the Alps.", blip_caption: "a photo of snowy mountains" },
        { speaker: "Ana", dia_id: "D1:3", text: "My teacher is called Rosa." },
      ],
      session_2_date_time: "12:30 pm on 20 April, 2024",
      session_2: [
        { speaker: "Ben", dia_id: "D2:1", text: "How is the cello going?" },
        { speaker: "Ana", dia_id: "D2:2", text: "Great, I played my first recital with the cello." },
      ],
    },
    qa: [
      { question: "What instrument did Ana start learning?", answer: "cello", evidence: ["D1:1"], category: 4 },
      { question: "Who teaches Ana and where did Ben hike?", answer: "Rosa; Alps", evidence: ["D1:3; D1:2"], category: 1 },
      { question: "When was the recital?", answer: "April 2024", evidence: ["D:2:02"], category: 2 },
      { question: "What is Ana's favourite food?", answer: "unknown", evidence: [], category: 3 },
      { question: "What did Ben say about skiing?", adversarial_answer: "x", evidence: ["D1:2"], category: 5 },
    ],
  },
];
