/**
 * The guide cards an empty state's manifest lists (product.md#screens-and-routes "Sidebars and cards": guide cards,
 * quick-link cards, the highlights guide card, video cards), drawn with the cards of
 * runtime/app/cards; routes are the current site's.
 */
import { useTranslation } from 'react-i18next';
import type { GuideCardSpec } from '../../rules/emptyStates/types';
import { GuideCard, HighlightsGuideCard, QuickLinkCard, VideoCard } from '../cards';
import { ctaPath } from '../signedIn/guides/state/ctaPath';

export function GuideCards(props: { cards: readonly GuideCardSpec[]; siteId: number }) {
  const { t } = useTranslation('empty-states');
  const text = (key: string | undefined) => (key ? t(key) : '');
  const path = (route: string | undefined) => ctaPath({ route }, { siteId: props.siteId });
  return (
    <ul className="empty-state-guide-cards" data-testid="guide-cards">
      {props.cards.map((card, i) => {
        const to = path(card.route);
        let content = null;
        if (card.type === 'highlights-guide') content = <HighlightsGuideCard />;
        else if (card.type === 'video' && card.video)
          content = (
            <VideoCard title={text(card.title)} text={text(card.text)} videoUrl={card.video} />
          );
        else if (card.type === 'quick-link' && to)
          content = <QuickLinkCard title={text(card.title)} text={text(card.text)} to={to} />;
        else if (card.type === 'guide' && to)
          content = (
            <GuideCard
              title={text(card.title)}
              text={text(card.text)}
              label={text(card.label)}
              to={to}
            />
          );
        return content ? <li key={`${card.type}-${i}`}>{content}</li> : null;
      })}
    </ul>
  );
}
