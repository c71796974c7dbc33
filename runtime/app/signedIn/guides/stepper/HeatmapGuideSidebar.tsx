/** The `heatmap-guides` sidebar kind (GuideLayer.tsx): the heatmap guide's stepper. */
import { GuideStepper } from './GuideStepper';

export const HEATMAP_GUIDE = 'heatmap-guide';

export default function HeatmapGuideSidebar() {
  return <GuideStepper guideId={HEATMAP_GUIDE} />;
}
