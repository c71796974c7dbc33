#!/usr/bin/env node
// `npm run bench`: prints the figures docs/benchmarks.md quotes. Never a pass/fail timing assertion.
// BENCH_ONLY=generator|app|lighthouse|accounts|tracking|recordings|ai|templates|catalog|devloop|charts|analysis runs one group.
import { register } from 'tsx/esm/api';

register();
const only = process.env.BENCH_ONLY;
if (!only || only === 'generator') {
  const { runBenchmarks } = await import('./generator.bench.ts');
  await runBenchmarks();
}
if (!only || only === 'app') {
  const { runAppBenchmarks } = await import('./app.bench.ts');
  await runAppBenchmarks();
}
if (!only || only === 'lighthouse') {
  const { runLighthouseBenchmarks } = await import('./lighthouse.bench.ts');
  await runLighthouseBenchmarks();
}
if (!only || only === 'accounts') {
  const { runAccountBenchmarks } = await import('./accounts.bench.ts');
  await runAccountBenchmarks();
}
if (!only || only === 'tracking') {
  const { runTrackingBenchmarks } = await import('./tracking.bench.ts');
  await runTrackingBenchmarks();
}
if (!only || only === 'recordings') {
  const { runRecordingBenchmarks } = await import('./recordings.bench.ts');
  await runRecordingBenchmarks();
}
if (!only || only === 'ai') {
  const { runAiBenchmarks } = await import('./ai.bench.ts');
  await runAiBenchmarks();
}
if (!only || only === 'templates') {
  const { runSurveyTemplateBenchmarks } = await import('./surveyTemplates.bench.ts');
  await runSurveyTemplateBenchmarks();
}
if (!only || only === 'catalog') {
  const { runCatalogBenchmarks } = await import('./catalog.bench.ts');
  await runCatalogBenchmarks();
}
if (!only || only === 'devloop') {
  const { runDevLoopBenchmarks } = await import('./devloop.bench.ts');
  await runDevLoopBenchmarks();
}
if (!only || only === 'charts') {
  const { runChartBenchmarks } = await import('./charts.bench.ts');
  await runChartBenchmarks();
}
if (!only || only === 'analysis') {
  const { runAnalysisBenchmarks } = await import('./analysis.bench.ts');
  await runAnalysisBenchmarks();
}
