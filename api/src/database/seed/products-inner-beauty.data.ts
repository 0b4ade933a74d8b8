import { inCollection } from './product-seed';

/** Inner Beauty: self-worth, softness and the quiet work of liking who you are. */
export const INNER_BEAUTY_PRODUCTS = inCollection('inner-beauty', [
  {
    slug: 'bloom-within-tee',
    name: 'Bloom Within Tee',
    kind: 't-shirt',
    price: '28.00',
    daysAgo: 12,
    art: ['lotus', 'Bloom'],
    description:
      'A soft, garment-dyed cotton tee with a hand-drawn lotus over the heart. A daily reminder that growth often starts quietly, beneath the surface.',
  },
  {
    slug: 'radiant-soul-tee',
    name: 'Radiant Soul Tee',
    kind: 't-shirt',
    price: '26.50',
    daysAgo: 95,
    art: ['star', 'Radiant'],
    description:
      "Relaxed fit, brushed cotton and a little gold star for the light you carry. Wear it on the days you need to remember it's there.",
  },
  {
    slug: 'gentle-grace-cap',
    name: 'Gentle Grace Cap',
    kind: 'cap',
    price: '24.99',
    daysAgo: 140,
    art: ['feather', 'Grace'],
    description:
      'An unstructured cotton cap with an embroidered feather. Made for slow walks, sunny benches and giving yourself a little grace.',
  },
  {
    slug: 'little-dreamer-onesie',
    name: 'Little Dreamer Onesie',
    kind: 'infant-onesie',
    price: '21.99',
    daysAgo: 60,
    art: ['moon', 'Dream'],
    description:
      'Organic cotton with nickel-free snaps and a sleepy crescent moon. For the newest souls, who are already enough.',
  },
  {
    slug: 'worthy-from-day-one-bib',
    name: 'Worthy From Day One Bib',
    kind: 'infant-bib',
    price: '13.49',
    daysAgo: 33,
    art: ['flower', 'Worthy'],
    description:
      'A soft, absorbent terry bib with a daisy print and a message every little one deserves to hear early and often.',
  },
  {
    slug: 'lotus-unfolding-patch',
    name: 'Lotus Unfolding Iron-On Patch',
    kind: 'iron-on-patch',
    price: '8.49',
    daysAgo: 180,
    art: ['lotus', 'Unfold'],
    description:
      'An embroidered lotus patch that irons onto denim, bags and jackets in a minute. Wear your growth where you can see it.',
  },
  {
    slug: 'becoming-butterfly-patch',
    name: 'Becoming Butterfly Patch',
    kind: 'iron-on-patch',
    price: '7.99',
    daysAgo: 21,
    art: ['butterfly', 'Becoming'],
    description:
      'Soft twill with lavender stitching, for anyone in the middle of a transformation. Changing is not the same as being lost.',
  },
  {
    slug: 'enough-as-i-am-dog-tag',
    name: 'Enough As I Am Dog Tag',
    kind: 'dog-tag',
    price: '16.99',
    daysAgo: 110,
    art: ['star', 'Enough'],
    description:
      'A brushed steel tag on a 24-inch ball chain, engraved with the words our founder wishes every client could believe on day one.',
  },
  {
    slug: 'moonflower-pendant-necklace',
    name: 'Moonflower Pendant Necklace',
    kind: 'jewelry',
    price: '48.00',
    daysAgo: 75,
    art: ['moon', 'Glow'],
    description:
      "A gold-tone crescent pendant on a fine chain, sized to sit right at the collarbone. For quiet confidence that doesn't need to announce itself.",
  },
  {
    slug: 'soft-petal-charm-necklace',
    name: 'Soft Petal Charm Necklace',
    kind: 'jewelry',
    price: '36.50',
    daysAgo: 160,
    art: ['flower', 'Soft'],
    description:
      'A tiny enamel blossom on a dainty chain. Softness is not weakness; it is how we let good things in.',
  },
  {
    slug: 'mirror-kindness-journal',
    name: 'Mirror Kindness Journal & Pen',
    kind: 'journal',
    price: '22.99',
    daysAgo: 45,
    art: ['feather', 'Reflect'],
    description:
      '160 dotted pages with gentle prompts for noticing what you like about yourself, plus a smooth gel pen that clips to the elastic band.',
  },
  {
    slug: 'inner-garden-coloring-book',
    name: 'Inner Garden Coloring Book',
    kind: 'coloring-book',
    price: '13.99',
    daysAgo: 88,
    art: ['flower', 'Unwind'],
    description:
      'Thirty botanical illustrations to color slowly, one petal at a time. Mindful coloring is one of the simplest ways to settle a busy mind.',
  },
  {
    slug: 'the-gentle-return-book',
    name: 'The Gentle Return (Paperback)',
    kind: 'book',
    price: '18.95',
    daysAgo: 230,
    art: ['butterfly', 'Return'],
    description:
      "Our founder's short guide to coming home to yourself after a hard season, in plain words and small practices you can start tonight.",
  },
  {
    slug: 'moonlit-lotus-painting',
    name: 'Moonlit Lotus Original Painting',
    kind: 'painting',
    price: '89.00',
    daysAgo: 200,
    inStock: false,
    art: ['lotus', 'Moonlit Lotus'],
    description:
      'An original acrylic on stretched canvas, 11 x 14 inches, in lavender, cream and midnight plum. One of one, signed on the back.',
  },
  {
    slug: 'blush-horizon-art-print',
    name: 'Blush Horizon Art Print',
    kind: 'painting',
    price: '42.00',
    daysAgo: 52,
    art: ['sun', 'Blush Horizon'],
    description:
      'A giclée print of a soft blush sunrise, framed in warm gold. Hang it where you start your mornings.',
  },
  {
    slug: 'self-love-rose-candies',
    name: 'Self-Love Rose Candies',
    kind: 'candies',
    price: '8.99',
    daysAgo: 16,
    art: ['flower', 'Savor'],
    description:
      'Hand-wrapped rose-lemonade hard candies in a little glass jar. A small sweetness for the moments you forget to be kind to yourself.',
  },
  {
    slug: 'self-care-sunday-gift-box',
    name: 'Self-Care Sunday Gift Box',
    kind: 'gift-box',
    price: '54.00',
    daysAgo: 8,
    art: ['sparkle', 'Rest'],
    description:
      'A journal, a lavender bath soak, a pouch of candies and a handwritten note, tied with a satin ribbon. Everything a slow Sunday needs.',
  },
  {
    slug: 'shine-on-gift-box',
    name: 'Shine On Gift Box',
    kind: 'gift-box',
    price: '39.50',
    daysAgo: 130,
    art: ['butterfly', 'Shine'],
    description:
      'A Becoming patch, a mini coloring book and rose candies, packed in a keepsake box. Made for birthdays, fresh starts and no reason at all.',
  },
]);
