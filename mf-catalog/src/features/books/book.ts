/** SPEC.md: the one book the shop sells on /books, written by our founder. Hard-coded on purpose. */
export interface Testimonial {
  quote: string;
  author: string;
  role: string;
}

export const BOOK = {
  title: 'The Gentle Return',
  subtitle: 'Coming Home to Yourself After a Hard Season',
  author: 'Dr. Naomi Ellis, PsyD',
  category: 'Self-Help & Psychology',
  publishYear: 2018,
  pages: 224,
  /** A store search rather than a guessed product address, so the link can never go stale. */
  purchaseUrl: 'https://www.amazon.com/s?k=The+Gentle+Return+Naomi+Ellis',
  description: [
    'After fifteen years of sitting with people through grief, burnout, breakups and the slow aftermath of trauma, Dr. Naomi Ellis noticed that the hardest part of healing is often not the crisis itself. It is the quiet afterwards, when life expects you to be fine again and you are not sure who you are anymore.',
    'The Gentle Return is a warm, practical companion for that season. In plain language and short chapters, it brings the tools of the therapy room to your kitchen table: how to notice what you feel without drowning in it, how to rebuild routines that hold you, and how to speak to yourself the way you would speak to someone you love.',
  ],
  highlights: [
    'Twelve short chapters you can read in one sitting each',
    'Evidence-informed practices from CBT, ACT and self-compassion research',
    'Journaling prompts at the end of every chapter',
    'Five-minute grounding exercises for anxious days',
    'A gentle plan for rebuilding routines after loss or burnout',
    'Guidance on when, and how, to reach out for professional support',
  ],
  testimonials: [
    {
      quote:
        'I read one chapter a night for two weeks. It felt like having a kind, wise friend who also happened to know exactly what I needed to hear.',
      author: 'Maya R.',
      role: 'Reader, Portland',
    },
    {
      quote:
        'I recommend it to clients who are between sessions and need something steady to hold on to. It is compassionate without ever being vague.',
      author: 'Daniel K., LMFT',
      role: 'Family therapist',
    },
  ] satisfies Testimonial[],
  excerpt: {
    heading: 'From Chapter One: The Quiet After the Storm',
    paragraphs: [
      'There is a particular kind of tired that arrives after the worst is over. The phone calls have stopped, the casseroles have been returned, and the people around you have gently gone back to their lives. You are expected to go back to yours. But the road home looks unfamiliar, and you are not sure you remember the way.',
      'If that is where you are, I want you to know two things. The first is that nothing is wrong with you. Feeling lost after a hard season is not a sign of weakness; it is a sign that something important happened, and that you are still making sense of it.',
      'The second is that you do not have to find your way back all at once. Healing rarely happens in a single brave leap. It happens in small returns: a walk taken, a meal cooked, a kind sentence said to yourself in the mirror. This book is a collection of those small returns. Take what helps. Leave the rest. Go gently.',
    ],
  },
} as const;
