export interface BlogSeed {
  slug: string;
  title: string;
  excerpt: string;
  /** Paragraphs; stored as one text with a blank line between paragraphs. */
  paragraphs: string[];
  category: string;
  author: string;
  daysAgo: number;
}

const FOUNDER = 'Dr. Naomi Ellis, PsyD';
const TEAM = 'The Healing Shop Team';

export const BLOG_SEEDS: readonly BlogSeed[] = [
  {
    slug: 'five-minute-grounding-practices',
    title: 'Five-Minute Grounding Practices for Anxious Days',
    excerpt:
      'When your thoughts start racing, your body can bring you back. Five simple practices you can do anywhere, in about five minutes.',
    category: 'Self-Care',
    author: FOUNDER,
    daysAgo: 6,
    paragraphs: [
      'Anxiety pulls us into the future: what might happen, what could go wrong. Grounding gently returns attention to the present moment, where the body actually is. None of these practices make anxiety disappear, but they lower the volume enough for you to choose your next step.',
      'Try the 5-4-3-2-1 practice: name five things you can see, four you can touch, three you can hear, two you can smell and one you can taste. Go slowly. The point is not to finish; it is to notice.',
      'Other favorites from my practice: pressing your feet into the floor for ten slow breaths; holding something cold; or breathing in for four counts and out for six. A longer exhale tells your nervous system that you are safe enough to settle.',
      'Pick one practice and try it when you are already calm, so it feels familiar when you need it. Small, repeated kindnesses to your nervous system add up.',
    ],
  },
  {
    slug: 'the-psychology-of-journaling',
    title: 'Why Writing It Down Helps: The Psychology of Journaling',
    excerpt:
      'Putting feelings into words changes how the brain holds them. What the research says about journaling, and how to start without pressure.',
    category: 'Mindfulness',
    author: FOUNDER,
    daysAgo: 20,
    paragraphs: [
      'Decades of research on expressive writing point in the same direction: putting difficult experiences into words, even for fifteen minutes a few times a week, can ease stress and help us make sense of what happened.',
      'Naming a feeling gives it edges. "I feel awful" becomes "I feel disappointed and a little scared." That small shift makes an emotion easier to work with, and easier to share.',
      'You do not need beautiful sentences. Write the way you would talk to a trusted friend. If a blank page feels heavy, begin with a prompt: What am I carrying today? What do I need right now? What went a little better than I expected?',
      'We designed our journals with those prompts in mind, but any notebook will do. The healing is in the habit, not the paper.',
    ],
  },
  {
    slug: 'healing-is-not-linear',
    title: "Healing Is Not Linear (And That's Okay)",
    excerpt:
      'Good weeks followed by hard days do not mean you are back at the start. Why recovery moves in spirals, and how to be kind to yourself along the way.',
    category: 'Personal Growth',
    author: FOUNDER,
    daysAgo: 41,
    paragraphs: [
      'Many of my clients come in after a hard week and say, "I thought I was past this." It is one of the most painful parts of healing: the sense of sliding backwards after real progress.',
      'Recovery rarely moves in a straight line. It moves in spirals. We return to familiar pain, but we meet it with more tools, more understanding and often more support than the last time around.',
      'When a hard day comes, try asking: what is different this time? Maybe you noticed the feeling sooner. Maybe you reached out instead of withdrawing. Those are signs of growth, even when they do not feel like it.',
      'Be patient with the pace. A setback is information, not a verdict.',
    ],
  },
  {
    slug: 'loving-someone-who-is-hurting',
    title: 'How to Love Someone Who Is Hurting',
    excerpt:
      'You cannot fix another person’s pain, but you can keep them company in it. Practical ways to show up without burning out.',
    category: 'Relationships',
    author: FOUNDER,
    daysAgo: 63,
    paragraphs: [
      'When someone we love is struggling, we often rush to solve the problem. It comes from care, but it can leave the other person feeling unheard.',
      'Try leading with presence instead of solutions: "That sounds really hard. I am here." Ask what would help today, rather than guessing. Sometimes the answer is a meal, a walk or simply sitting together in silence.',
      'Caring for someone else also means caring for yourself. Notice your own limits, and let other people share the load. Love that lasts needs rest too.',
      'And if their pain feels bigger than what friends and family can hold, gently encourage professional support. Suggesting therapy is not giving up on someone; it is widening their circle of care.',
    ],
  },
  {
    slug: 'grief-has-no-timeline',
    title: 'Grief Has No Timeline',
    excerpt:
      'There is no right way or right time to grieve. Making room for loss, anniversaries and the waves that still arrive years later.',
    category: 'Loss & Grief',
    author: FOUNDER,
    daysAgo: 88,
    paragraphs: [
      'People who are grieving often hear, directly or not, that they should be "moving on" by now. Grief does not follow a calendar. It comes in waves, sometimes years later, set off by a song, a smell or an ordinary Tuesday.',
      'Rather than moving on, many people find it more helpful to think about moving forward with the loss: carrying the love and the memory into a life that slowly grows around it.',
      'Rituals can help. Light a candle on an anniversary, write a letter to the person you miss, or keep one small object that holds their memory close.',
      'If you are grieving, be gentle with yourself. There is nothing wrong with you for still missing someone. That ache is love with nowhere to go.',
    ],
  },
  {
    slug: 'the-story-behind-love-is',
    title: 'The Story Behind the Love Is Collection',
    excerpt:
      'Why our roses come with thorns: the idea behind Love Is, and the people who inspired it.',
    category: 'Behind the Design',
    author: TEAM,
    daysAgo: 120,
    paragraphs: [
      'Love Is began with a question Dr. Ellis often asks couples in her practice: what does love look like on an ordinary, difficult day? Not the grand gestures, but the patient ones.',
      'That is why our roses keep their thorns. Real love holds both the soft parts and the sharp parts, in our partners, our families and ourselves.',
      'Every design in the collection starts as a hand drawing, then moves to embroidery, print or engraving. We test each piece for softness, wear and washing, because the things we love should last.',
      'Thank you to everyone in our community who shared what love means to them. Your words are stitched into this collection.',
    ],
  },
  {
    slug: 'coloring-as-meditation',
    title: 'Coloring as Meditation: Busy Hands, Quiet Mind',
    excerpt:
      'Adult coloring is more than a trend. How a simple, repetitive activity can calm the nervous system and open space for reflection.',
    category: 'Mindfulness',
    author: TEAM,
    daysAgo: 150,
    paragraphs: [
      'Some people find sitting meditation hard, especially when their thoughts are loud. Coloring offers another way in: focused, repetitive movement that gives the mind something gentle to rest on.',
      'Choose a page that suits your mood. Intricate patterns help when you want to absorb your attention; simple, open shapes feel good when you are tired.',
      'Notice the sound of the pencil, the choice of each color, the breath moving in and out. When your mind wanders, bring it back to the next small shape. That returning is the practice.',
      'There is no wrong way to color. Going outside the lines is allowed, here and everywhere.',
    ],
  },
];
