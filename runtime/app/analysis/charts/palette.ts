/**
 * Series colours: each at least 5:1 against the white card (WCAG asks 3:1 of graphics), in an
 * order where neighbours differ in hue and lightness. The previous period is the muted ink,
 * dashed, so it reads as "the other period" in any palette position.
 */
const SERIES_COLOURS = ['#2f5bea', '#c2410c', '#1a7f37', '#6a3d9a', '#0e7490', '#8a5a00'];
export const COMPARE_COLOUR = '#5b6476';
export const COMPARE_DASH = [6, 4];

/** The colour of each series, compare series muted; the others take the palette in order. */
export function seriesColours(series: readonly { compare?: boolean }[]): string[] {
  let next = 0;
  return series.map((s) =>
    s.compare ? COMPARE_COLOUR : SERIES_COLOURS[next++ % SERIES_COLOURS.length]!,
  );
}
