/**
 * What the analysis end-to-end tests read of the manifests, from the generated bundles the
 * app itself loads: the semantic layer, the declared pages, and a widget's heading as its card
 * shows it — so the tests follow whatever the manifests declare today.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type {
  AnalysisPageDeclaration,
  SemanticLayer,
  WidgetDeclaration,
} from '../../contracts/analysis';
import { ROOT } from '../support/appServer';
import { textOf } from '../support/manifestFacts';

const bundle = <T>(name: string) =>
  JSON.parse(readFileSync(join(ROOT, 'generated/bundle', `${name}.json`), 'utf8')) as T;

export const layer = bundle<SemanticLayer>('semantic-layer');
export const declaredPages = bundle<{ pages: AnalysisPageDeclaration[] }>('analysis-pages').pages;

/** A widget's heading in English: its title, else its first measure's name (a funnel's word). */
export function widgetHeading(widget: WidgetDeclaration): string {
  if (widget.title) return textOf(widget.title);
  if (widget.type === 'funnel') return textOf('funnels:result.heading');
  return textOf(layer.measures.find((m) => m.id === widget.measures[0])!.label);
}
