/**
 * rrweb events and chunks for the recording tests: what the recorder sends, built by hand (the
 * end-to-end tests record a real page).
 */
import { gzipSync } from 'node:zlib';

export const meta = (at: number, href: string) => ({
  type: 4,
  timestamp: at,
  data: { href, width: 1280, height: 800 },
});

export const fullSnapshot = (at: number, text = 'Hello') => ({
  type: 2,
  timestamp: at,
  data: {
    node: {
      type: 0,
      id: 1,
      childNodes: [
        {
          type: 2,
          id: 2,
          tagName: 'html',
          attributes: {},
          childNodes: [{ type: 3, id: 3, textContent: text }],
        },
      ],
    },
    initialOffset: { top: 0, left: 0 },
  },
});

export const click = (at: number, x: number, y: number) => ({
  type: 3,
  timestamp: at,
  data: { source: 2, type: 2, id: 2, x, y },
});

export const pageError = (at: number, message = 'boom') => ({
  type: 5,
  timestamp: at,
  data: { tag: 'error', payload: { message } },
});

/** A chunk's body as the browser sends it: the events' JSON, gzip-compressed. */
export function gzipChunk(events: readonly unknown[]): Buffer {
  return gzipSync(Buffer.from(JSON.stringify(events)));
}

/** A typical first chunk: the page, its snapshot, a few clicks. */
export function firstChunk(at: number, href = 'https://shop.example.com/cart?coupon=SECRET') {
  return [meta(at, href), fullSnapshot(at + 1), click(at + 500, 10, 10), click(at + 2000, 200, 40)];
}
