import { toCents } from '@healing/platform';

export type Direction = 'up' | 'down' | 'same';

export interface Change {
  direction: Direction;
  /** ▲, ▼ or =, shown beside the words; the words alone carry the meaning. */
  arrow: string;
  /** "up 25% from yesterday by this time" */
  words: string;
}

/**
 * How `current` compares with `previous` (amounts as "12.34", or counts), in words that do not
 * rely on colour or on the arrow: "up 25%", "down 10%", "the same", "up from none".
 */
export function changeOf(
  current: string | number,
  previous: string | number,
  against: string,
): Change {
  const now = typeof current === 'number' ? current : toCents(current);
  const before = typeof previous === 'number' ? previous : toCents(previous);
  if (now === before) return { direction: 'same', arrow: '=', words: `the same as ${against}` };
  const direction: Direction = now > before ? 'up' : 'down';
  const arrow = direction === 'up' ? '▲' : '▼';
  if (before === 0) return { direction, arrow, words: `up from none ${against}` };
  const percent = Math.round((Math.abs(now - before) / before) * 100);
  return { direction, arrow, words: `${direction} ${percent}% from ${against}` };
}
