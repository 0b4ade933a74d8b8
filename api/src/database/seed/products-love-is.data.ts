import { inCollection } from './product-seed';

/** Love Is: love for others and for yourself, thorns included. */
export const LOVE_IS_PRODUCTS = inCollection('love-is', [
  {
    slug: 'love-is-patient-tee',
    name: 'Love Is Patient Tee',
    kind: 't-shirt',
    price: '28.50',
    daysAgo: 5,
    art: ['heart', 'Patient'],
    description:
      'Soft blush cotton with a hand-lettered heart. A gentle reminder for every relationship, including the one with yourself.',
  },
  {
    slug: 'thorns-and-roses-tee',
    name: 'Thorns & Roses Tee',
    kind: 't-shirt',
    price: '31.00',
    daysAgo: 135,
    art: ['thorn', 'Stay'],
    description:
      'A rose with its thorns, printed in deep plum. Love holds the soft parts and the sharp parts, and it stays.',
  },
  {
    slug: 'kind-heart-cap',
    name: 'Kind Heart Cap',
    kind: 'cap',
    price: '25.50',
    daysAgo: 58,
    art: ['heart', 'Kind'],
    description:
      'A blush cotton cap with a small embroidered heart. For people who lead with kindness and could use some back.',
  },
  {
    slug: 'loved-beyond-measure-onesie',
    name: 'Loved Beyond Measure Onesie',
    kind: 'infant-onesie',
    price: '22.49',
    daysAgo: 36,
    inStock: false,
    art: ['rose', 'Loved'],
    description:
      'Organic cotton with a tiny rose and snaps that make changes easy. For the little one who already has a whole village in love with them.',
  },
  {
    slug: 'little-love-bib',
    name: 'Little Love Bib',
    kind: 'infant-bib',
    price: '14.49',
    daysAgo: 115,
    art: ['heart', 'Love'],
    description:
      'A soft terry bib with a rosy heart, because love is also wiping the same little chin twelve times a day.',
  },
  {
    slug: 'heart-on-my-sleeve-patch',
    name: 'Heart on My Sleeve Patch',
    kind: 'iron-on-patch',
    price: '6.99',
    daysAgo: 48,
    art: ['heart', 'Open'],
    description:
      'A little embroidered heart for sleeves, bags and hats. Feelings are welcome here.',
  },
  {
    slug: 'thorny-rose-patch',
    name: 'Thorny Rose Patch',
    kind: 'iron-on-patch',
    price: '8.99',
    daysAgo: 210,
    art: ['thorn', 'Real'],
    description:
      "An embroidered rose with its thorns intact, in plum and sage. Real love isn't perfect, and it doesn't have to be.",
  },
  {
    slug: 'together-dog-tag',
    name: 'Together Dog Tag',
    kind: 'dog-tag',
    price: '17.49',
    daysAgo: 85,
    art: ['heart', 'Together'],
    description:
      'A stainless steel tag engraved with a small heart, made to be worn in pairs. Buy one for you and one for your person.',
  },
  {
    slug: 'rose-heart-locket',
    name: 'Rose Heart Locket',
    kind: 'jewelry',
    price: '64.00',
    daysAgo: 23,
    art: ['heart', 'Cherish'],
    description:
      'A rose-gold-tone heart locket that opens to hold a tiny photo. For the people we carry with us, near or far.',
  },
  {
    slug: 'tender-rose-pendant',
    name: 'Tender Rose Pendant',
    kind: 'jewelry',
    price: '39.99',
    daysAgo: 155,
    art: ['rose', 'Tender'],
    description:
      'A small sculpted rose on a fine chain, finished in soft gold. Delicate enough for every day, meaningful enough for always.',
  },
  {
    slug: 'love-letters-journal',
    name: 'Love Letters Journal & Pen',
    kind: 'journal',
    price: '24.50',
    daysAgo: 63,
    art: ['rose', 'Dear You'],
    description:
      "Prompts for writing to the people you love, and the ones you've lost, with blank pages for whatever your heart needs to say. Includes a rose-gold pen.",
  },
  {
    slug: 'loving-kindness-coloring-book',
    name: 'Loving-Kindness Coloring Book',
    kind: 'coloring-book',
    price: '11.99',
    daysAgo: 125,
    art: ['butterfly', 'Kindness'],
    description:
      'Heart mandalas and rose patterns paired with short loving-kindness meditations. Color one while you hold someone in your thoughts.',
  },
  {
    slug: 'what-love-is-book',
    name: 'What Love Is: Essays on Healing Together',
    kind: 'book',
    price: '21.00',
    daysAgo: 220,
    art: ['rose', 'Love Is'],
    description:
      'Short essays on attachment, repair and forgiveness, drawn from years of couples work. Honest, hopeful and easy to read in small sips.',
  },
  {
    slug: 'two-hearts-painting',
    name: 'Two Hearts Original Painting',
    kind: 'painting',
    price: '86.00',
    daysAgo: 185,
    art: ['heart', 'Two Hearts'],
    description:
      'An original acrylic of two hearts in blush and plum on a cream ground, 12 x 12 inches. One of one, signed.',
  },
  {
    slug: 'rose-garden-art-print',
    name: 'Rose Garden Art Print',
    kind: 'painting',
    price: '45.00',
    daysAgo: 97,
    art: ['rose', 'Rose Garden'],
    description: 'A lush giclée print of garden roses in full bloom, framed in warm gold.',
  },
  {
    slug: 'sweetheart-candies',
    name: 'Sweetheart Candies',
    kind: 'candies',
    price: '7.49',
    daysAgo: 2,
    art: ['heart', 'Sweet'],
    description:
      "Raspberry-rose hard candies with tiny messages of love tucked inside each wrapper. Share them, or don't.",
  },
  {
    slug: 'love-note-gift-box',
    name: 'Love Note Gift Box',
    kind: 'gift-box',
    price: '58.50',
    daysAgo: 42,
    art: ['rose', 'For You'],
    description:
      'A Love Letters journal, Sweetheart candies and a Tender Rose pendant, wrapped in blush tissue with room for your own note.',
  },
  {
    slug: 'thinking-of-you-gift-box',
    name: 'Thinking of You Gift Box',
    kind: 'gift-box',
    price: '34.99',
    daysAgo: 165,
    art: ['butterfly', 'Hugs'],
    description:
      "A gentle care package of tea, candies and a Heart on My Sleeve patch, for someone who's grieving, healing or simply far away.",
  },
]);
