/** "4.5 out of 5, 2 reviews": what the stars say, to a screen reader and beside them. */
export function ratingSummary(average: number, count: number): string {
  const stars = Number.isInteger(average) ? String(average) : average.toFixed(1);
  return `${stars} out of 5, ${count} ${count === 1 ? 'review' : 'reviews'}`;
}
