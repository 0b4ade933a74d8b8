import { inCollection } from './product-seed';

/** Life Happens: for hard seasons, setbacks and starting again. */
export const LIFE_HAPPENS_PRODUCTS = inCollection('life-happens', [
  {
    slug: 'one-day-at-a-time-tee',
    name: 'One Day at a Time Tee',
    kind: 't-shirt',
    price: '27.00',
    daysAgo: 18,
    art: ['sun', 'Today'],
    description:
      'Heather cotton with a rising sun on the chest. Some days the goal is simply this one, and that counts.',
  },
  {
    slug: 'still-here-tee',
    name: 'Still Here Tee',
    kind: 't-shirt',
    price: '29.50',
    daysAgo: 120,
    art: ['mountain', 'Still Here'],
    description:
      "A heavyweight tee for the days you made it through. The mountain is there to remind you how far you've already climbed.",
  },
  {
    slug: 'just-breathe-cap',
    name: 'Just Breathe Cap',
    kind: 'cap',
    price: '23.49',
    daysAgo: 66,
    art: ['wave', 'Breathe'],
    description:
      'A washed cotton cap with a small embroidered wave. When everything feels loud, start with one slow breath.',
  },
  {
    slug: 'fresh-sprout-onesie',
    name: 'Fresh Sprout Onesie',
    kind: 'infant-onesie',
    price: '19.99',
    daysAgo: 150,
    art: ['leaf', 'Grow'],
    description:
      "Organic cotton printed with a new green sprout. For babies who arrive in the middle of life's big changes, and the parents who carry them.",
  },
  {
    slug: 'messy-and-marvelous-bib',
    name: 'Messy & Marvelous Bib',
    kind: 'infant-bib',
    price: '12.99',
    daysAgo: 90,
    art: ['star', 'Messy'],
    description:
      'A waterproof-backed cotton bib for the beautifully messy moments. Life happens at mealtimes too.',
  },
  {
    slug: 'begin-again-patch',
    name: 'Begin Again Patch',
    kind: 'iron-on-patch',
    price: '7.49',
    daysAgo: 40,
    art: ['sun', 'Begin'],
    description:
      'An embroidered sunrise that irons onto anything that needs a fresh start, from a backpack to a favorite jacket.',
  },
  {
    slug: 'weathered-the-storm-patch',
    name: 'Weathered the Storm Patch',
    kind: 'iron-on-patch',
    price: '9.49',
    daysAgo: 205,
    art: ['wave', 'Steady'],
    description:
      'A wave-and-sun patch in deep sage for people who have been through the storm. Heat-seal backing, no sewing needed.',
  },
  {
    slug: 'brave-enough-dog-tag',
    name: 'Brave Enough Dog Tag',
    kind: 'dog-tag',
    price: '18.49',
    daysAgo: 25,
    art: ['mountain', 'Brave'],
    description:
      'A stainless steel tag with a mountain engraving on a sturdy ball chain. Tuck it under your shirt before the hard conversation.',
  },
  {
    slug: 'resilience-leaf-pendant',
    name: 'Resilience Leaf Pendant',
    kind: 'jewelry',
    price: '44.00',
    daysAgo: 100,
    art: ['leaf', 'Rooted'],
    description:
      'A leaf pendant that catches the light, on an 18-inch chain. Like trees after winter, we grow back.',
  },
  {
    slug: 'steady-sun-necklace',
    name: 'Steady Sun Necklace',
    kind: 'jewelry',
    price: '32.99',
    daysAgo: 170,
    art: ['sun', 'Light'],
    description:
      'A hammered gold-tone sun disc on a delicate chain. For the friend who keeps showing up, even on cloudy days.',
  },
  {
    slug: 'hard-days-journal',
    name: 'Hard Days Journal & Pen',
    kind: 'journal',
    price: '19.99',
    daysAgo: 55,
    art: ['leaf', 'Release'],
    description:
      "Guided pages for the days that don't go to plan: what happened, what you felt, what you need now. Comes with a matching pen.",
  },
  {
    slug: 'calm-in-the-chaos-coloring-book',
    name: 'Calm in the Chaos Coloring Book',
    kind: 'coloring-book',
    price: '12.49',
    daysAgo: 80,
    art: ['wave', 'Calm'],
    description:
      'Thirty-two flowing wave and mountain patterns designed to slow your breathing while your hands stay busy.',
  },
  {
    slug: 'the-resilience-workbook',
    name: 'The Resilience Workbook',
    kind: 'book',
    price: '24.99',
    daysAgo: 190,
    art: ['sun', 'Resilience'],
    description:
      'Twelve short chapters of practical exercises for coping with setbacks, written with the warmth of a good therapy session.',
  },
  {
    slug: 'after-the-rain-painting',
    name: 'After the Rain Original Painting',
    kind: 'painting',
    price: '79.00',
    daysAgo: 240,
    art: ['sun', 'After the Rain'],
    description:
      'An original watercolor of light breaking through the clouds over green hills, 12 x 16 inches, framed and ready to hang.',
  },
  {
    slug: 'mountain-morning-art-print',
    name: 'Mountain Morning Art Print',
    kind: 'painting',
    price: '38.50',
    daysAgo: 70,
    art: ['mountain', 'Mountain Morning'],
    description:
      'A calm giclée print of a sage-green mountain at first light. A picture of steady, patient strength.',
  },
  {
    slug: 'comfort-caramels',
    name: 'Comfort Caramels',
    kind: 'candies',
    price: '10.99',
    daysAgo: 10,
    art: ['star', 'Comfort'],
    description:
      'Small-batch sea-salt caramels, individually wrapped. Comfort you can keep in a drawer for the afternoons that need it.',
  },
  {
    slug: 'rough-week-rescue-box',
    name: 'Rough Week Rescue Box',
    kind: 'gift-box',
    price: '46.00',
    daysAgo: 28,
    inStock: false,
    art: ['wave', 'Hold On'],
    description:
      "Chamomile tea, caramels, a handwritten card and a Just Breathe patch, boxed up for someone having a hard time. Send it when words aren't enough.",
  },
  {
    slug: 'fresh-start-gift-box',
    name: 'Fresh Start Gift Box',
    kind: 'gift-box',
    price: '62.00',
    daysAgo: 145,
    art: ['leaf', 'Renew'],
    description:
      'A Hard Days journal, a Resilience pendant and a tin of comfort caramels in one box, for new jobs, new homes and new chapters.',
  },
]);
