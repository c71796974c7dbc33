/** The `survey-guides` sidebar kind (GuideLayer.tsx): the survey guide's stepper, modal (overlay). */
import { GuideStepper } from './GuideStepper';

export const SURVEY_GUIDE = 'survey-guide';

export default function SurveyGuideSidebar() {
  return <GuideStepper guideId={SURVEY_GUIDE} />;
}
