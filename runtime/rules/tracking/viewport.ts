/**
 * The viewport class of a visit: the width of the window its session started in, in CSS
 * pixels, named by the breakpoints a site's layout usually changes at. The ingest stores the
 * class (a session's `viewport`), never the width: four values break a dashboard down, and a
 * width to the pixel would help fingerprint a visitor.
 */
export const VIEWPORT_CLASSES = ['small', 'medium', 'large', 'xlarge'] as const;
export type ViewportClass = (typeof VIEWPORT_CLASSES)[number];

/** The smallest width of each class but the first. */
const FROM: readonly [number, ViewportClass][] = [
  [1440, 'xlarge'],
  [1024, 'large'],
  [640, 'medium'],
];

export function viewportClass(width: number): ViewportClass {
  for (const [from, name] of FROM) if (width >= from) return name;
  return 'small';
}
