/**
 * The AI loading screen (product.md#screens-and-routes "AI loading screen rotating shuffled sentences every 4 s", product.md#constants-and-limits
 * "Rotating sentences 4 s" = app manifest timers.rotatingSentencesMs): the sentences of
 * activation:ai-loading.sentences in a shuffled order, one at a time, announced politely.
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignedIn } from '../signedIn/context';
import { shuffled } from './shuffle';
import './cards.css';

export const AI_LOADING_SENTENCES = ['s1', 's2', 's3', 's4', 's5', 's6'] as const;

export function AiLoadingScreen(props: { random?: () => number }) {
  const { t } = useTranslation('activation');
  const { bundles } = useSignedIn();
  const every = bundles.constants.timers.rotatingSentencesMs;
  const { random } = props;
  const order = useMemo(() => shuffled(AI_LOADING_SENTENCES, random), [random]);
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setIndex((i) => (i + 1) % order.length), every);
    return () => clearInterval(timer);
  }, [every, order.length]);
  return (
    <div className="ai-loading" aria-busy="true" data-testid="ai-loading-screen">
      <span className="spinner" aria-hidden="true" />
      <p aria-live="polite" data-testid="ai-loading-sentence">
        {t(`activation:ai-loading.sentences.${order[index]!}`)}
      </p>
    </div>
  );
}
