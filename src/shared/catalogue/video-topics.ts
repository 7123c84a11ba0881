// The nine video tutorial topics of spec §2, in lesson order: the video pages list them, their
// routes accept them as ?lesson=, and `npm run videos` records one lesson for each.
export const VIDEO_TOPICS = [
  'signUpApi',
  'manualCex',
  'batchCex',
  'cexBot',
  'dexWalletSetup',
  'dexWalletManagement',
  'dexBatchQuant',
  'dexBot',
  'otherFeatures',
] as const;

export type VideoTopic = (typeof VIDEO_TOPICS)[number];
