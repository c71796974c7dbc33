/**
 * The words of the semantic layer (docs/analysis.md): what captured data can be counted
 * (sources and their fields), how (aggregates), in what periods (granularities) and how a value
 * reads (formats). The layer's manifest (`kind: semantic-layer`) declares measures and dimensions
 * in these words; the generator checks them, the server's query engine compiles them to SQL, and
 * the pages show them. Adding a field here is a developer's change (it names columns); adding a
 * measure or a dimension over the fields is a manifest edit.
 */
import type { FunnelStep } from './funnels';

/** A field's values: text (grouped and filtered as is), a number, or a yes/no flag. */
export type FieldType = 'text' | 'number' | 'flag';

/** The fields every session has; page views have them too (the session of the view). */
export const SESSION_FIELDS = {
  visitor: 'text',
  newVisitor: 'flag',
  device: 'text',
  browser: 'text',
  os: 'text',
  country: 'text',
  language: 'text',
  viewport: 'text',
  referrer: 'text',
  referrerDomain: 'text',
  utmSource: 'text',
  utmMedium: 'text',
  utmCampaign: 'text',
  entryPage: 'text',
  exitPage: 'text',
  /** Milliseconds from the first to the last event of the session. */
  duration: 'number',
  pageViews: 'number',
} as const satisfies Record<string, FieldType>;

/** What can be counted: the sessions of a site, and the page views within them. */
export const SOURCES = {
  sessions: SESSION_FIELDS,
  'page-views': { ...SESSION_FIELDS, page: 'text' },
} as const satisfies Record<string, Record<string, FieldType>>;

export type SourceName = keyof typeof SOURCES;
export type FieldName = keyof (typeof SOURCES)['page-views'];

export const SOURCE_NAMES = Object.keys(SOURCES) as SourceName[];

export function fieldsOf(source: SourceName): Record<string, FieldType> {
  return SOURCES[source];
}

/**
 * How a measure turns rows into one value: every row or distinct values of a field, a sum or an
 * average of a number field, or the share of rows that match the measure's `where`.
 */
export const AGGREGATES = ['count', 'count-distinct', 'sum', 'average', 'share'] as const;
export type Aggregate = (typeof AGGREGATES)[number];

/** The aggregates that read a field (the others count rows). */
export const FIELD_AGGREGATES: readonly Aggregate[] = ['count-distinct', 'sum', 'average'];

/** Time dimensions: the period rows are grouped into, in the viewer's time zone. */
export const GRANULARITIES = ['hour', 'day', 'week', 'month'] as const;
export type Granularity = (typeof GRANULARITIES)[number];

/** How a measure's value is written: percent values are fractions, durations milliseconds. */
export const MEASURE_FORMATS = ['count', 'percent', 'duration', 'decimal'] as const;
export type MeasureFormat = (typeof MEASURE_FORMATS)[number];

/** Which way a change is good news (the change badge's colour and words). */
export const BETTER = ['higher', 'lower'] as const;

/** The filter operators a query may apply to a dimension. */
export const FILTER_OPERATORS = ['is', 'isNot', 'contains', 'startsWith'] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

/** Bounds of one query, so that no request can ask the database for unbounded work. */
export const QUERY_LIMITS = {
  measures: 6,
  dimensions: 2,
  filters: 10,
  filterValues: 50,
  filterValueLength: 512,
  /** Rows of one answer (a table page). */
  rows: 500,
  /** Days of one date range. */
  rangeDays: 400,
  /** Time buckets of one answer (e.g. 400 days by day, 31 days by hour). */
  buckets: 800,
} as const;

export type Scalar = string | number | boolean;

/** Rows a measure keeps (count) or the share it reports (share): a field equal to a value. */
export interface RowCondition {
  field: string;
  equals: Scalar | Scalar[];
}

/**
 * The declarations below take their ids' types as parameters: `string` where they are read
 * before they are checked (the generator, a request's body), the generated unions of
 * generated/analysisIds.ts once they are the layer's (runtime/rules/analysis/declaredIds.ts).
 */

/** A measure of the semantic layer, as declared (its labels are translation keys). */
export interface MeasureDeclaration<Id extends string = string> {
  id: Id;
  label: string;
  /** One sentence saying what it counts. */
  description: string;
  of: SourceName;
  aggregate: Aggregate;
  field?: string;
  where?: RowCondition;
  format: MeasureFormat;
  /** Which way a change is good news; absent: neither. */
  better?: (typeof BETTER)[number];
}

/** Counts and sums of rows add up over groups and buckets; distinct counts, shares, averages not. */
export const isAdditive = (m: Pick<MeasureDeclaration, 'aggregate'>): boolean =>
  m.aggregate === 'count' || m.aggregate === 'sum';

/** A dimension: a field of the sources, or a period of time. */
export interface DimensionDeclaration<Id extends string = string> {
  id: Id;
  label: string;
  field?: string;
  time?: Granularity;
  /** Translation keys of known values (device `mobile` → "Mobile"); others show as stored. */
  values?: Record<string, string>;
  /** Translation key of rows without a value (a visit without a referrer: "Direct"). */
  none?: string;
}

/** The semantic layer as the server and the pages read it (generated/bundle/semantic-layer.json). */
export interface SemanticLayer<M extends string = string, D extends string = string> {
  measures: MeasureDeclaration<M>[];
  dimensions: DimensionDeclaration<D>[];
}

/** The widgets a declared analysis page can hold. */
export const WIDGET_TYPES = ['number', 'time-series', 'bar', 'table', 'funnel', 'impact'] as const;

/** Days an impact compares on each side of its change (the impact page offers the same). */
export const IMPACT_WINDOWS = [7, 14, 28] as const;
export type ImpactWindow = (typeof IMPACT_WINDOWS)[number];
export const DEFAULT_IMPACT_WINDOW: ImpactWindow = 14;
export type WidgetType = (typeof WIDGET_TYPES)[number];

/** The date ranges a page can open with (the viewer can pick another). */
export const RANGE_PRESETS = ['last-7-days', 'last-30-days', 'last-90-days'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

/** A filter of a widget's query: a dimension compared with values. */
export interface WidgetFilter<D extends string = string> {
  dimension: D;
  operator: FilterOperator;
  values: string[];
}

/** A widget: a query of the semantic layer and how it is drawn. */
export interface WidgetDeclaration<M extends string = string, D extends string = string> {
  id: string;
  type: WidgetType;
  /** Translation key; default: the first measure's label. */
  title?: string;
  measures: M[];
  by?: D[];
  filters?: WidgetFilter<D>[];
  /** Rows (table: per page; bar: bars; time series split: series). */
  limit?: number;
  /** Columns of the 12-column grid it spans on a wide screen. */
  width?: number;
  /** A funnel's pages in order (contracts/funnels.ts); a funnel has no measures or `by`. */
  steps?: FunnelStep[];
  /** A funnel's window in minutes from its first step (default: the whole session). */
  window?: number;
  /** An impact's day the change went live (YYYY-MM-DD); it compares the days before and after. */
  change?: string;
  /** An impact's days on each side of the change (IMPACT_WINDOWS; default 14). */
  days?: ImpactWindow;
}

/** A declared analysis page (generated/bundle/analysis-pages.json). */
export interface AnalysisPageDeclaration<
  P extends string = string,
  M extends string = string,
  D extends string = string,
> {
  id: P;
  title: string;
  description?: string;
  range: RangePreset;
  /** Whether the previous period shows beside by default. */
  compare: boolean;
  /** Listed as a dashboard template; `default` is what a site's dashboard shows first. */
  template?: { default?: boolean };
  widgets: WidgetDeclaration<M, D>[];
}
