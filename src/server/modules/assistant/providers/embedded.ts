// The built-in assistant, needing no account anywhere: it answers from the product's own texts by
// retrieval (../knowledge), quoting the best passages in the reader's language with their source,
// and says plainly when nothing matches well enough, pointing to Contact Us. Questions about the
// asker's own bots are answered from their rows (own-bots.ts). The answer is yielded in pieces so
// it reaches the dialog the way an external provider's stream does.
import type { KnowledgeIndex } from '../knowledge/knowledge-index.ts';
import { labelsFor } from '../knowledge/labels.ts';
import { isOwnBotQuestion, type OwnBotDeps, ownBotAnswer } from './own-bots.ts';
import type { AssistantEvent, AssistantProvider, AssistantRequest } from './provider.ts';

export const CONTACT_LINK = '/homeContact';

/** Passages quoted in one answer, and further ones offered as follow-ups. */
const QUOTED = 2;
const FOLLOW_UPS = 3;
const SECOND_SHARE = 0.4;
/** Characters per streamed piece. */
const PIECE = 48;

function* pieces(text: string): Generator<AssistantEvent> {
  const chars = [...text];
  for (let i = 0; i < chars.length; i += PIECE) yield { type: 'delta', text: chars.slice(i, i + PIECE).join('') };
}

/** knowledge: the index, or a function that builds it on first use. */
export function embeddedProvider(knowledge: KnowledgeIndex | (() => KnowledgeIndex), bots: OwnBotDeps): AssistantProvider {
  const index = typeof knowledge === 'function' ? knowledge : () => knowledge;
  return {
    name: 'embedded',
    async *answer(request: AssistantRequest) {
      const label = labelsFor(request.language);
      if (isOwnBotQuestion(request.question)) {
        yield* pieces(await ownBotAnswer(bots, request.userId, request.language, label));
        return;
      }
      const hits = index().search(request.question, request.language, QUOTED + 3 * FOLLOW_UPS);
      if (hits.length === 0) {
        yield* pieces(label('answer.dontKnow', { link: CONTACT_LINK }));
        return;
      }
      // A second passage is quoted only when it is nearly as good a match as the first: otherwise it is noise.
      const quoted = hits.slice(0, QUOTED).filter((hit, index) => index === 0 || hit.score >= hits[0]!.score * SECOND_SHARE);
      const parts = [label('answer.intro')];
      for (const { passage } of quoted) {
        const heading = passage.title ? `${passage.title}\n` : '';
        const more = passage.link ? `\n${label('answer.more', { link: passage.link })}` : '';
        parts.push(`${heading}“${passage.text}”\n${label('answer.from', { source: passage.source })}${more}`);
      }
      for (const [index, part] of parts.entries()) {
        // Yield to the event loop between pieces: the runner writes each one before the next arrives.
        await new Promise((resolve) => setImmediate(resolve));
        yield* pieces(index === 0 ? part : `\n\n${part}`);
      }
      // Follow-ups are the titles of the next passages that are phrased as questions (FAQ entries).
      const followUps = hits.filter((hit) => !quoted.includes(hit)).filter(({ passage }) => passage.id.includes(':faq:'));
      for (const { passage } of followUps.slice(0, FOLLOW_UPS)) yield { type: 'follow_up', text: passage.title };
    },
  };
}
