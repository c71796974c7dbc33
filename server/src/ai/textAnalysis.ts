/**
 * How goal and index texts are cut into search terms, per language ("index per
 * language; German goals must work"): words by Intl.Segmenter (which also splits Japanese, whose
 * words are not separated by spaces), lower-cased and NFKC-normalised, then reduced to their stem
 * by the Snowball stemmers of @orama/stemmers, so "verlassen" and "verlässt", "leave" and
 * "leaving" meet. Japanese has no stemmer: the segmenter's words are the terms.
 */
import { stemmer as english } from '@orama/stemmers/english';
import { stemmer as french } from '@orama/stemmers/french';
import { stemmer as german } from '@orama/stemmers/german';
import { stemmer as italian } from '@orama/stemmers/italian';
import { stemmer as portuguese } from '@orama/stemmers/portuguese';
import { stemmer as spanish } from '@orama/stemmers/spanish';

const STEMMERS: Readonly<Record<string, (word: string) => string>> = {
  en: english,
  de: german,
  fr: french,
  es: spanish,
  it: italian,
  pt: portuguese,
};

export interface TextAnalysis {
  tokenize(text: string): string[];
  processTerm(term: string): string | null;
}

/** `pt-BR` → `pt`, `de-staging` → `de`: the stemmer and segmenter of the base language. */
function baseLanguage(language: string): string {
  return language.split('-')[0]!.toLowerCase();
}

const analyses = new Map<string, TextAnalysis>();

export function textAnalysis(language: string): TextAnalysis {
  const base = baseLanguage(language);
  let analysis = analyses.get(base);
  if (!analysis) {
    let segmenter: Intl.Segmenter;
    try {
      segmenter = new Intl.Segmenter(base, { granularity: 'word' });
    } catch {
      segmenter = new Intl.Segmenter('en', { granularity: 'word' }); // cimode and the like
    }
    const stem = STEMMERS[base];
    // One letter (or one kana, a fragment the segmenter leaves) carries no meaning of its own.
    analysis = {
      tokenize: (text) => {
        const words: string[] = [];
        for (const part of segmenter.segment(text.normalize('NFKC'))) {
          if (part.isWordLike) words.push(part.segment);
        }
        return words;
      },
      processTerm: (term) => {
        const word = term.toLocaleLowerCase(base);
        if ([...word].length < 2) return null;
        return stem ? stem(word) : word;
      },
    };
    analyses.set(base, analysis);
  }
  return analysis;
}
