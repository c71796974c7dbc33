/** The cards of product.md#screens-and-routes (lazy-chunk components). */
export { GuideCard, QuickLinkCard, HighlightsGuideCard, VideoCard } from './Cards';
export { AiLoadingScreen } from './AiLoadingScreen';
