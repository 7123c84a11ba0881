// The beginner tour (spec §1: a guided tutorial of about five minutes): the screens it walks a new
// user through, in order, and on each the control it points at (a data-tour attribute on the real
// control). Its texts are tutorials:tour.steps.<key>.
export const TOUR_STEPS = [
  { key: 'bindAccount', path: '/account', target: 'bind-account' },
  { key: 'choosePair', path: '/stocks', target: 'pair-selector' },
  { key: 'placeOrder', path: '/stocks', target: 'order-form' },
  { key: 'openOrders', path: '/stocks', target: 'open-orders' },
  { key: 'chooseBot', path: '/addrobot', target: 'bot-kinds' },
  { key: 'botList', path: '/robot', target: 'robot-list' },
  { key: 'botLogs', path: '/robotlog', target: 'robot-logs' },
] as const;

export type TourStep = (typeof TOUR_STEPS)[number];

/** The saved step when the tour is finished (the next step past the last). */
export const TOUR_FINISHED = TOUR_STEPS.length;
