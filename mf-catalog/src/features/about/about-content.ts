/** The shop's story, as our founder tells it. */
export const FOUNDER = {
  name: 'Dr. Naomi Ellis, PsyD',
  intro: [
    'For more than fifteen years, Dr. Naomi Ellis has sat with people on some of the hardest days of their lives: after a loss, a diagnosis, a divorce, or simply a season that asked more than they had to give.',
    'Again and again, her clients asked for the same thing at the end of a session: "Can you write that down for me?" A single sentence, such as "You are allowed to rest" or "Healing is not linear", could carry them through the week. Healing Shop began as a way to send those sentences home.',
  ],
  quote:
    'Healing is not about becoming someone new. It is about coming home to who you have been all along, one gentle step at a time.',
};

export interface TimelineEntry {
  year: number;
  title: string;
  text: string;
}

export const TIMELINE: readonly TimelineEntry[] = [
  {
    year: 2020,
    title: 'A patch in the therapy room',
    text: 'During a year that asked so much of everyone, Naomi hand-stitched the first "You are enough" iron-on patches for her clients. Friends asked for them, then friends of friends.',
  },
  {
    year: 2021,
    title: 'Inner Beauty opens',
    text: 'Our first collection launched online: soft tees, journals and keepsakes for the quiet work of self-worth, each carrying a sentence from the therapy room.',
  },
  {
    year: 2022,
    title: 'Life Happens and Healing Moments',
    text: 'A collection for hard seasons arrived, along with a space for our community to share the moments that helped them heal.',
  },
  {
    year: 2023,
    title: 'Love Is blooms',
    text: 'Inspired by the couples and families in Naomi’s practice, Love Is celebrated the patient, ordinary love that keeps its thorns.',
  },
  {
    year: 2024,
    title: 'A thousand happy customers',
    text: 'We welcomed our thousandth customer, opened our design studio for personal pieces, and kept every message as gentle as the first.',
  },
];

export interface CoreValue {
  title: string;
  text: string;
}

export const CORE_VALUES: readonly CoreValue[] = [
  {
    title: 'Compassion',
    text: 'We meet every feeling with kindness, in our designs, our words and the way we answer your messages.',
  },
  {
    title: 'Community',
    text: 'Healing happens together. We make room for your stories and learn from the people who wear our pieces.',
  },
  {
    title: 'Excellence',
    text: 'Soft, lasting materials and careful making, because the things that comfort us should last.',
  },
  {
    title: 'Authenticity',
    text: 'Every message is grounded in real therapeutic practice. No empty slogans and no pressure to be fine.',
  },
];
