// Retrieval over the product's own texts: one MiniSearch (BM25) index per language, built at start.
// A question is tokenised as the passages were (words, CJK bigrams); a hit counts only when it is
// confident: its score clears a floor AND it matches enough of the question's distinct tokens.
// The second rule is what lets the assistant say "I don't know": BM25 always ranks something first,
// and one shared common word ("bot", "order") must not pass for an answer.
import MiniSearch from 'minisearch';
import type { Language } from '../../../../shared/app-info.ts';
import { factPassages } from './facts.ts';
import { ALL_LANGUAGES, labelsFor } from './labels.ts';
import { docPassages, localePassages, type Passage } from './passages.ts';
import { tokenize } from './tokenize.ts';

export interface Hit {
  passage: Passage;
  score: number;
  /** Share of the question's distinct tokens the passage holds (0..1). */
  coverage: number;
}

export interface KnowledgeIndex {
  search(question: string, language: Language, limit?: number): Hit[];
  /** Passages per language, for the start-up log and the tests. */
  size(language: Language): number;
}

/** The confidence rules (tuned on the questions in knowledge-index.test.ts and answer.test.ts). */
const MIN_SCORE = 4;
const MIN_COVERAGE = 0.5;

function buildOne(passages: Passage[]): MiniSearch<Passage> {
  const index = new MiniSearch<Passage>({
    fields: ['title', 'text'],
    storeFields: ['id'],
    tokenize,
    // The tokeniser already lowercased and split; nothing more to do per term.
    processTerm: (term) => term,
    searchOptions: { boost: { title: 2 }, prefix: (term) => /^[a-z]{5,}$/.test(term), fuzzy: false },
  });
  index.addAll(passages);
  return index;
}

/** Literal values that must never be quoted even where a document names them (the demo password, a token). */
function redactor(secrets: readonly string[]): (passage: Passage) => Passage {
  const present = secrets.filter((secret) => secret.length >= 4);
  if (present.length === 0) return (passage) => passage;
  return (passage) => {
    let text = passage.text;
    for (const secret of present) text = text.split(secret).join('•••');
    return { ...passage, text };
  };
}

export function buildKnowledgeIndex(options: { redact?: readonly string[] } = {}): KnowledgeIndex {
  const byLanguage = new Map<Language, { index: MiniSearch<Passage>; passages: Map<string, Passage> }>();
  const redact = redactor(options.redact ?? []);
  const docs = docPassages();
  for (const language of ALL_LANGUAGES) {
    const label = labelsFor(language);
    const passages = [...factPassages(language, label), ...localePassages(language, label), ...(language === 'en' ? docs : [])].map(redact);
    byLanguage.set(language, { index: buildOne(passages), passages: new Map(passages.map((p) => [p.id, p])) });
  }
  return {
    size: (language) => byLanguage.get(language)?.passages.size ?? 0,
    search(question, language, limit = 3) {
      const entry = byLanguage.get(language)!;
      const asked = new Set(tokenize(question));
      if (asked.size === 0) return [];
      const results = entry.index.search(question, { combineWith: 'OR' });
      const hits: Hit[] = [];
      for (const result of results) {
        const matched = new Set(Object.keys(result.match).map((term) => result.queryTerms.find((q) => term.startsWith(q)) ?? term));
        const coverage = [...asked].filter((token) => matched.has(token)).length / asked.size;
        // One matched token of several is a coincidence ("capital of France" meeting "capital"), not an answer.
        const matchedTokens = Math.round(coverage * asked.size);
        if (result.score < MIN_SCORE || coverage < MIN_COVERAGE || (asked.size > 1 && matchedTokens < 2)) continue;
        hits.push({ passage: entry.passages.get(result.id as string)!, score: result.score, coverage });
        if (hits.length >= limit) break;
      }
      return hits;
    },
  };
}
