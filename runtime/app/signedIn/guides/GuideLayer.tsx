/**
 * The guide layer of the signed-in shell: the sidebar kinds of
 * manifests/guides/common.yaml, one open at a time (../sidebarStore.ts), each drawn by its own
 * lazily loaded component. Loaded by ShellLayout after the first render (GuideLayerMount), so
 * no guide code weighs on the first page (≤ 20 KB gzip of lazy JS).
 *
 * Each surface owns its folder: gettingStarted/ (the getting-started sidebar and its
 * auto-open), stepper/ (the heatmap and survey guides), notifications/ (the notification
 * center).
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useOpenSidebar } from '../sidebarStore';

/** The component of each sidebar kind (a kind missing here is never drawn). */
const SIDEBARS: Record<string, LazyExoticComponent<ComponentType>> = {
  'getting-started': lazy(() => import('./gettingStarted/GettingStartedSidebar')),
  'heatmap-guides': lazy(() => import('./stepper/HeatmapGuideSidebar')),
  'survey-guides': lazy(() => import('./stepper/SurveyGuideSidebar')),
  'notification-center': lazy(() => import('./notifications/NotificationCenter')),
};

/** Components that run on every shell page without a sidebar open (auto-open rules, launchers). */
const WATCHERS: LazyExoticComponent<ComponentType>[] = [
  lazy(() => import('./gettingStarted/GettingStartedWatcher')),
  lazy(() => import('./stepper/StepperWatcher')),
];

export default function GuideLayer() {
  const open = useOpenSidebar();
  const Sidebar = open ? SIDEBARS[open] : undefined;
  // Two boundaries: a sidebar's chunk loading must not hide the watchers (the launchers the
  // focus returns to).
  return (
    <>
      <Suspense fallback={null}>
        {WATCHERS.map((Watcher, i) => (
          <Watcher key={i} />
        ))}
      </Suspense>
      <Suspense fallback={null}>{Sidebar ? <Sidebar /> : null}</Suspense>
    </>
  );
}
