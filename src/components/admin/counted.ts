/** "1 booking", "3 bookings": a count with its noun, for the status lines staff read. */
export const counted = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;
