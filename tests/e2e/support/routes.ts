// The routes of spec §2 as the e2e suite visits them, and the matrix it visits them in.
export const LANGUAGES = ['en', 'zh', 'ko'] as const;
/** One matrix test visits a few dozen routes twice (both themes): more than the default minute on a busy machine. */
export const MATRIX_TEST_TIMEOUT_MS = 180_000;
export const THEMES = ['dark', 'light'] as const;
export const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

/** Public routes a visitor sees (the not-found page included). */
export const PUBLIC_ROUTES = [
  '/light',
  '/agreement',
  '/problem',
  '/homeContact',
  '/login',
  '/safeLogin',
  '/forget',
  '/register',
  '/videoCourseList',
  '/twitter',
  '/qrcode',
  '/no-such-page',
] as const;

/** Routes of the main layout; each needs a login. */
export const PROTECTED_ROUTES = [
  '/account',
  '/stocks',
  '/stocksFull',
  '/subManage?web=bsc&yenUnit1=CAKE&yenUnit2=BNB&openDistribution=1&gas_token=CAKE',
  '/record',
  '/positionManagement',
  '/userRiskManagement',
  '/userRiskDetail?id=42',
  '/holderList',
  '/robot',
  '/addrobot',
  '/robotlog?web=binance&exchange=binance&searchValue=grid',
  '/data',
  '/property',
  '/realTimeData',
  '/alarm',
  '/renew',
  '/user',
  '/centerUser',
  '/centerSafe',
  '/centerLang',
  '/centerTheme',
  '/invite',
  '/inviteRecord',
  '/course',
  '/course?tab=guide',
  '/videoCourse',
] as const;

export const HTML_LANG = { en: 'en', zh: 'zh-CN', ko: 'ko' } as const;

/** A file name for a screenshot of a route. */
export const shotName = (route: string, ...parts: string[]) =>
  `${route.replace(/^\//, '').replace(/[^A-Za-z0-9]+/g, '_') || 'root'}-${parts.join('-')}.png`;
