// One tokeniser for the knowledge index and for questions, in all three languages. Latin words and
// numbers are whole tokens; Chinese and Korean runs become overlapping character pairs (bigrams),
// because neither is reliably split by spaces (Chinese has none, Korean glues particles to words:
// "최소출금" and "최소 출금은" share the bigrams 최소 and 출금), and pairs need no dictionary.

const CJK_RUN = /[\u3400-\u9fff\uf900-\ufaff\uac00-\ud7af\u1100-\u11ff\u3130-\u318f]+/gu;
const WORD = /[\p{L}\p{N}]+/gu;

/** English words so common that matching them says nothing about the topic. */
const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from has have how i if in is it its me my of on or so the this to was what when where which who why will with you your'.split(
    ' ',
  ),
);

/**
 * Chinese and Korean question fillers ("what does … mean", "how much", "is it"), as the bigrams they
 * become: a question is made of them, the product's texts are not, so they would only dilute the
 * share of a question a passage answers.
 */
const STOP_BIGRAMS = new Set(
  '什么 么意 意思 多少 少笔 是多 是什 怎么 如何 为什 哪里 是哪 吗 呢 的 是 무슨 인가 가요 나요 얼마 마인 어디 디인 뜻인 입니 니까 은 는 이 가'.split(
    ' ',
  ),
);

function bigrams(run: string): string[] {
  const chars = [...run];
  if (chars.length === 1) return chars;
  const pairs: string[] = [];
  for (let i = 0; i < chars.length - 1; i++) pairs.push(chars[i]! + chars[i + 1]!);
  return pairs;
}

export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  const lower = text.toLowerCase();
  for (const run of lower.match(CJK_RUN) ?? []) tokens.push(...bigrams(run).filter((pair) => !STOP_BIGRAMS.has(pair)));
  for (const word of lower.replace(CJK_RUN, ' ').match(WORD) ?? []) {
    if (!STOP_WORDS.has(word)) tokens.push(word);
  }
  return tokens;
}
