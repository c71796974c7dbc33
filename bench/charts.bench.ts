/**
 * Time-series chart library benchmarks (`BENCH_ONLY=charts`): figures printed next to a floor
 * measured in the same run, nothing asserted. Each candidate is a tiny entry drawing four line
 * series, bundled and minified by esbuild into one chunk (what the app would load lazily).
 *
 * - The chunk's size, gzip -9 (target ≤ 60 KB).
 * - The time to evaluate the chunk and draw 30 × 4 and 720 × 4 points in headless Chromium, from
 *   before the chunk's script tag to the end of its work, and to the frame after it; median of
 *   BENCH_LOADS fresh pages whose `Intl` has already been used once, as the app's has. The floor: the same points drawn by the Canvas 2D API with no library (no axes, no
 *   ticks, no legend), the least any chart costs.
 *
 * Only uPlot is a dependency of the project; the others are bundled when BENCH_CHARTS_MODULES
 * names a folder where they are installed (`npm install echarts chart.js` there), and are
 * reported as absent otherwise.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import type { Browser } from 'playwright-core';
import { browserLabel, launchBrowser } from '../tests/e2e/browser';
import { median } from './stats';

const LOADS = Number(process.env.BENCH_LOADS ?? 10);
const SIZES = [30, 720];
const SERIES = 4;
const BUDGET_GZIP = 60 * 1024;
const ROOT = join(import.meta.dirname, '..');

interface Candidate {
  name: string;
  /** The package whose presence decides whether the candidate is measured. */
  needs?: string;
  /** Reads `window.CHART_DATA` ({ x: epoch ms[], ys: number[][] }) and draws into #chart. */
  entry: string;
}

const DRAW_DATA = `const { x, ys } = window.CHART_DATA;
const el = document.getElementById('chart');
const colours = ['#1f5fbf', '#b3411a', '#2e7d32', '#6a3d9a'];`;

const CANDIDATES: Candidate[] = [
  {
    name: 'floor: Canvas 2D lines, no library',
    entry: `${DRAW_DATA}
const canvas = document.createElement('canvas');
canvas.width = 800; canvas.height = 300; el.appendChild(canvas);
const ctx = canvas.getContext('2d');
const max = Math.max(...ys.flat());
ys.forEach((y, s) => {
  ctx.beginPath(); ctx.strokeStyle = colours[s];
  y.forEach((v, i) => ctx.lineTo((i / (x.length - 1)) * 800, 300 - (v / max) * 300));
  ctx.stroke();
});`,
  },
  {
    name: 'uPlot',
    needs: 'uplot',
    entry: `import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
${DRAW_DATA}
new uPlot({ width: 800, height: 300,
  series: [{}, ...ys.map((_, s) => ({ label: 'S' + s, stroke: colours[s], dash: s === 3 ? [6, 4] : undefined }))] },
  [x.map((t) => t / 1000), ...ys], el);`,
  },
  {
    name: 'ECharts (echarts/core, LineChart, Grid, Tooltip, Canvas)',
    needs: 'echarts',
    entry: `import * as echarts from 'echarts/core';
import { LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
echarts.use([LineChart, GridComponent, TooltipComponent, CanvasRenderer]);
${DRAW_DATA}
echarts.init(el, null, { width: 800, height: 300 }).setOption({
  animation: false, tooltip: { trigger: 'axis' }, xAxis: { type: 'time' }, yAxis: { type: 'value' },
  series: ys.map((y, s) => ({ type: 'line', showSymbol: false, color: colours[s],
    lineStyle: s === 3 ? { type: 'dashed' } : undefined, data: x.map((t, i) => [t, y[i]]) })),
});`,
  },
  {
    name: 'Chart.js (line only, tree-shaken)',
    needs: 'chart.js',
    entry: `import { Chart, LineController, LineElement, PointElement, LinearScale, CategoryScale, Tooltip } from 'chart.js';
Chart.register(LineController, LineElement, PointElement, LinearScale, CategoryScale, Tooltip);
${DRAW_DATA}
const canvas = document.createElement('canvas'); el.appendChild(canvas);
new Chart(canvas, { type: 'line',
  data: { labels: x.map((t) => new Date(t).toISOString().slice(5, 10)),
    datasets: ys.map((y, s) => ({ data: y, borderColor: colours[s], pointRadius: 0, borderDash: s === 3 ? [6, 4] : [] })) },
  options: { animation: false, responsive: false, plugins: { tooltip: { mode: 'index' } } } });`,
  },
];

function modulesDirs(): string[] {
  const extra = process.env.BENCH_CHARTS_MODULES;
  return [join(ROOT, 'node_modules'), ...(extra ? [join(extra, 'node_modules')] : [])];
}

function installed(name: string | undefined): boolean {
  return !name || modulesDirs().some((dir) => existsSync(join(dir, name, 'package.json')));
}

/** The candidate bundled into one script (its CSS inlined by a style tag) and its gzip size. */
async function bundle(
  candidate: Candidate,
): Promise<{ script: string; css: string; gzip: number }> {
  const result = await build({
    stdin: { contents: candidate.entry, resolveDir: ROOT, loader: 'js' },
    nodePaths: modulesDirs(),
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    outdir: 'out',
    write: false,
    logLevel: 'silent',
  });
  const text = (ext: string) =>
    result.outputFiles.find((file) => file.path.endsWith(ext))?.text ?? '';
  const script = text('.js');
  const css = text('.css');
  const gzip = [script, css]
    .filter(Boolean)
    .reduce((sum, part) => sum + gzipSync(part, { level: 9 }).length, 0);
  return { script, css, gzip };
}

/** Four series of `points` values, one bucket a day. */
function chartData(points: number): { x: number[]; ys: number[][] } {
  const start = Date.UTC(2026, 0, 1);
  const x = Array.from({ length: points }, (_, i) => start + i * 86_400_000);
  const ys = Array.from({ length: SERIES }, (_, s) =>
    x.map((_, i) => Math.round(500 + 300 * Math.sin(i / 7 + s) + 40 * s)),
  );
  return { x, ys };
}

interface Times {
  /** From before the chunk's script to the end of its evaluation and drawing. */
  script: number[];
  /** From the same start to the frame after (what the user waits for, rounded to frames). */
  painted: number[];
}

/** Per fresh page, after one page that is not counted (the browser's own warm-up). */
async function renderTimes(
  browser: Browser,
  chunk: { script: string; css: string },
  points: number,
): Promise<Times> {
  const html =
    `<!doctype html><html><head><style>${chunk.css}</style></head><body>` +
    `<div id="chart" style="width:800px"></div>` +
    `<script>window.CHART_DATA=${JSON.stringify(chartData(points))};` +
    // The app has formatted numbers and dates before it draws a chart: Intl's first use in a
    // page (loading its locale data) is not the chart's cost, and it is most of a fresh page's.
    `new Intl.NumberFormat('en-US').format(1);` +
    `new Intl.DateTimeFormat('en-US', { month: 'short' }).format(0);` +
    `window.T0=performance.now()</script>` +
    `<script>${chunk.script.replaceAll('</script', '<\\/script')}</script>` +
    // A script runs after the previous one's microtasks: T1 includes a drawing they finish.
    `<script>window.T1=performance.now()-window.T0;` +
    `window.DRAWN=new Promise((r)=>requestAnimationFrame(()=>setTimeout(()=>r([window.T1,performance.now()-window.T0]))))</script>` +
    `</body></html>`;
  const times: Times = { script: [], painted: [] };
  for (let i = 0; i <= LOADS; i++) {
    // A real language: under LANG=C the browser says "en-US@posix", which Intl refuses, and
    // uPlot builds an Intl.NumberFormat of the browser's language as its module loads.
    const page = await browser.newPage({ locale: 'en-US' });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await page.setContent(html);
      const [script, painted] = await page.evaluate(
        () => (window as unknown as { DRAWN: Promise<[number, number]> }).DRAWN,
      );
      // A figure of a chart that failed would be the time of failing fast.
      if (errors.length || !(await page.$('canvas'))) {
        throw new Error(`nothing was drawn: ${errors.join('; ') || 'no canvas'}`);
      }
      if (i === 0) continue;
      times.script.push(script);
      times.painted.push(painted);
    } finally {
      await page.close();
    }
  }
  return times;
}

function line(figure: string, measured: string, target: string): void {
  console.log(`${figure.padEnd(58)} ${measured.padEnd(36)} ${target}`);
}

/** Median and spread of LOADS figures. */
const range = (values: number[]) =>
  `${median(values).toFixed(1)} ms (${Math.min(...values).toFixed(1)}–` +
  `${Math.max(...values).toFixed(1)})`;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function runChartBenchmarks(): Promise<void> {
  console.log('\nLodestar time-series chart benchmarks\n');
  const browser = await launchBrowser();
  try {
    console.log(await browserLabel(browser));
    for (const candidate of CANDIDATES) {
      if (!installed(candidate.needs)) {
        line(candidate.name, 'not installed (BENCH_CHARTS_MODULES)', '');
        continue;
      }
      const chunk = await bundle(candidate);
      line(candidate.name, `${kb(chunk.gzip)} gzip -9`, `≤ ${kb(BUDGET_GZIP)}`);
      for (const points of SIZES) {
        const times = await renderTimes(browser, chunk, points);
        line(
          `  ${points} × ${SERIES} points: evaluate + draw / until painted`,
          `${range(times.script)} / ${median(times.painted).toFixed(1)} ms`,
          '',
        );
      }
    }
  } finally {
    await browser.close();
  }
}
