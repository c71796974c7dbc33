/**
 * A semantic layer of two counts (sessions, page views) and a few dimensions, for the rules
 * that read a layer (trends' address, the widgets a trend draws): small enough to go through
 * every combination, and no id of the project's own manifests.
 */
import type { SemanticLayer } from '../../contracts/analysis';

export const SMALL_LAYER: SemanticLayer = {
  measures: [
    {
      id: 'visits',
      label: 'm:v',
      description: 'm:v',
      of: 'sessions',
      aggregate: 'count',
      format: 'count',
    },
    {
      id: 'views',
      label: 'm:p',
      description: 'm:p',
      of: 'page-views',
      aggregate: 'count',
      format: 'count',
    },
  ],
  dimensions: [
    { id: 'day', label: 'd:day', time: 'day' },
    { id: 'hour', label: 'd:hour', time: 'hour' },
    { id: 'week', label: 'd:week', time: 'week' },
    { id: 'page', label: 'd:page', field: 'page' },
    { id: 'device', label: 'd:device', field: 'device' },
  ],
};
