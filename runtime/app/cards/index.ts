/** The cards of spec §2 (lazy-chunk components). */
export { GuideCard, QuickLinkCard, HighlightsGuideCard, VideoCard } from './Cards';
export { AiLoadingScreen } from './AiLoadingScreen';
