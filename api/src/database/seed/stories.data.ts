import type { ModerationStatus, StoryCategory } from '@healing/contracts';

export interface StorySeed {
  name: string;
  story: string;
  category: StoryCategory;
  isAnonymous?: boolean;
  emotionBefore?: string;
  emotionAfter?: string;
  status: ModerationStatus;
  likeCount?: number;
  /** How long ago it was shared. */
  daysAgo: number;
}

/** Approved stories fill the community page; the pending ones give moderation a queue. */
export const STORY_SEEDS: readonly StorySeed[] = [
  {
    name: 'Maya',
    category: 'breakthrough',
    emotionBefore: 'Overwhelmed',
    emotionAfter: 'Hopeful',
    status: 'approved',
    likeCount: 24,
    daysAgo: 2,
    story:
      'For months I thought asking for help meant I had failed. Last week I finally told my sister how much I was struggling, and she just held my hand and said "me too." We cried, then we laughed, then we made a plan together. I still have hard days, but I am not carrying them alone anymore, and that changes everything.',
  },
  {
    name: 'Jordan',
    category: 'growth',
    status: 'approved',
    likeCount: 9,
    daysAgo: 4,
    story:
      'Started journaling every morning, just three lines. Six weeks in and I notice my moods before they run the show.',
  },
  {
    name: 'Anonymous',
    isAnonymous: true,
    category: 'loss',
    emotionBefore: 'Numb',
    emotionAfter: 'Tender',
    status: 'approved',
    likeCount: 31,
    daysAgo: 6,
    story:
      'My dad died in the spring. For a long time I could not feel anything at all. On his birthday I lit a candle, wrote him a letter and read it out loud in the garden he planted. It was the first time the grief felt like love instead of a hole. I am learning that missing him is one of the ways I keep him close.',
  },
  {
    name: 'Priya',
    category: 'self-love',
    emotionBefore: 'Ashamed',
    emotionAfter: 'Accepted',
    status: 'approved',
    likeCount: 17,
    daysAgo: 9,
    story:
      'I looked in the mirror today and said "you are doing your best" out loud. It felt silly. It also felt true.',
  },
  {
    name: 'Sam & Alex',
    category: 'relationship',
    emotionBefore: 'Distant',
    emotionAfter: 'Connected',
    status: 'approved',
    likeCount: 14,
    daysAgo: 12,
    story:
      'After a year of arguing about everything, we started a weekly check-in: one thing we appreciated, one thing that hurt, one thing we need. It is awkward and sometimes it is hard, but we are finally listening to each other again instead of waiting for our turn to talk.',
  },
  {
    name: 'Anonymous',
    isAnonymous: true,
    category: 'breakthrough',
    status: 'approved',
    likeCount: 6,
    daysAgo: 15,
    story: 'Three months without a panic attack. I never thought I would write that sentence.',
  },
  {
    name: 'Elena',
    category: 'growth',
    emotionBefore: 'Stuck',
    emotionAfter: 'Curious',
    status: 'approved',
    likeCount: 11,
    daysAgo: 19,
    story:
      'Signed up for a pottery class, alone. My first bowl is lopsided and I love it. Trying new things is how I am finding myself again.',
  },
  {
    name: 'Marcus',
    category: 'relationship',
    status: 'approved',
    likeCount: 8,
    daysAgo: 23,
    story:
      'Called my brother after four years of silence. We talked for two hours. Nothing is fixed yet, but the door is open.',
  },
  {
    name: 'Anonymous',
    isAnonymous: true,
    category: 'self-love',
    emotionBefore: 'Exhausted',
    emotionAfter: 'Rested',
    status: 'approved',
    likeCount: 19,
    daysAgo: 27,
    story:
      'I said no to something I did not have the energy for, and the world did not end. Rest is not a reward I have to earn.',
  },
  {
    name: 'Grace',
    category: 'loss',
    status: 'approved',
    likeCount: 12,
    daysAgo: 33,
    story:
      'It has been a year since we lost our pregnancy. Some days are still heavy. The people who simply said "I am so sorry" and did not try to explain it away helped more than they will ever know.',
  },
  {
    name: 'Theo',
    category: 'breakthrough',
    emotionBefore: 'Anxious',
    emotionAfter: 'Calm',
    status: 'approved',
    likeCount: 5,
    daysAgo: 40,
    story:
      'Box breathing before my job interview. Got the job, but more importantly, I stayed present.',
  },
  {
    name: 'Lena',
    category: 'growth',
    status: 'pending',
    daysAgo: 1,
    story:
      'Today I finished my first 5k. I walked most of it and came in almost last, and I have never been prouder of myself.',
  },
  {
    name: 'Anonymous',
    isAnonymous: true,
    category: 'relationship',
    emotionBefore: 'Lonely',
    status: 'pending',
    daysAgo: 1,
    story: 'Joined a support group this week. I did not speak yet, but I went. That counts.',
  },
];
