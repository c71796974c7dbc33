/**
 * A declared analysis page (manifests/analysis-pages): its title and description, the range
 * and comparison controls, and its widgets on a 12-column grid (one column on a phone). Used by
 * the routes that show one and by the site dashboard; no page-specific code.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalysisPageDeclaration } from '../../../contracts/analysis';
import type { DeclaredLayer } from '../../rules/analysis/declaredIds';
import { useSemanticLayer } from './analysisBundles';
import { RangeControls } from './RangeControls';
import { useAnalysisRange } from './useAnalysisRange';
import { useLabels } from './useLabels';
import { Widget, type DrawnWidget } from './Widget';
import type { PageRange } from './widgetData';
import './analysis.css';

export function DeclaredPageView({
  page,
  siteId,
  heading,
}: {
  page: AnalysisPageDeclaration;
  siteId: number;
  /** The page's own heading level: h1 on a page of its own, h2 under another title. */
  heading: 'h1' | 'h2';
}) {
  const { t } = useTranslation(['reports', 'measures']);
  const layer = useSemanticLayer();
  const range = useAnalysisRange(page);
  const H = heading;
  return (
    <div className="analysis-page" data-analysis-page={page.id}>
      <header className="analysis-page-header">
        <div>
          <H className="analysis-page-title">{t(page.title)}</H>
          {page.description ? (
            <p className="analysis-page-description">{t(page.description)}</p>
          ) : null}
        </div>
        <RangeControls range={range} />
      </header>
      <DeclaredWidgets
        siteId={siteId}
        widgets={page.widgets}
        layer={layer}
        range={range}
        heading={heading === 'h1' ? 'h2' : 'h3'}
      />
    </div>
  );
}

/** Widgets on the 12-column grid: a declared page's, or those a page makes from its choices. */
export function DeclaredWidgets({
  siteId,
  widgets,
  layer,
  range,
  heading,
  footer,
}: {
  siteId: number;
  widgets: DrawnWidget[];
  layer: DeclaredLayer;
  range: PageRange;
  heading: 'h2' | 'h3';
  /** Controls under each widget, given its place in the list. */
  footer?: (widget: DrawnWidget, index: number) => ReactNode;
}) {
  const labels = useLabels();
  return (
    <div className="analysis-grid">
      {widgets.map((widget, index) => (
        <Widget
          key={widget.id}
          siteId={siteId}
          widget={widget}
          layer={layer}
          range={range}
          labels={labels}
          heading={heading}
          footer={footer?.(widget, index)}
        />
      ))}
    </div>
  );
}
