/**
 * Stands in for `markdown-to-jsx/react` in the client build (vite.config.ts alias). RJSF
 * renders markdown only where a uiSchema asks for it (`ui:enableMarkdownInDescription` and
 * the like); no manifest form does, and the library is ~86 KB of minified JavaScript in the
 * form pages' chunk. Text is shown as written: plain text, never HTML.
 */
import type { ReactNode } from 'react';

export function Markdown({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
