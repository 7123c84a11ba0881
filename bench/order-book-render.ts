// How long the order book takes to render one update, at the pace the live feed can deliver them
// (20 updates a second, each a moved book of 20 levels a side). The component is the screen's own
// OrderBookView, rendered with React 19 into happy-dom (a DOM in Node, not a browser: the figure
// covers React's work and the DOM updates, not the browser's layout and paint). Target: under one
// frame, 16 ms.
import { Window } from 'happy-dom';

const UPDATES_PER_SECOND = 20;
const UPDATES = 200; // 10 s of updates
const LEVELS = 20;
export const FRAME_BUDGET_MS = 16;

type Level = readonly [number, number];

/** A book around `mid` with a fresh random size on each level. */
function bookAt(mid: number, random: () => number): { bids: Level[]; asks: Level[] } {
  const tick = 0.01;
  const bids: Level[] = [];
  const asks: Level[] = [];
  for (let i = 0; i < LEVELS; i++) {
    bids.push([Number((mid - tick * (i + 1) * 3).toFixed(2)), Number((random() * 2).toFixed(5))]);
    asks.push([Number((mid + tick * (i + 1) * 3).toFixed(2)), Number((random() * 2).toFixed(5))]);
  }
  return { bids, asks };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export async function run() {
  const window = new Window({ url: 'http://localhost/' });
  const globals = globalThis as Record<string, unknown>;
  for (const name of ['window', 'document', 'navigator', 'HTMLElement', 'Node', 'Event', 'MutationObserver']) {
    globals[name] = name === 'window' ? window : (window as unknown as Record<string, unknown>)[name];
  }
  globals['IS_REACT_ACT_ENVIRONMENT'] = false;
  // The production build of React, as the app ships it (development React checks a lot more).
  process.env['NODE_ENV'] = 'production';
  const { createElement } = await import('react');
  const { flushSync } = await import('react-dom');
  const { createRoot } = await import('react-dom/client');
  const { OrderBookView } = await import('../src/client/features/trading/market/order-book-view.tsx');

  const container = window.document.createElement('div');
  window.document.body.appendChild(container as never);
  const root = createRoot(container as unknown as Element);
  const labels = { price: 'Price', amount: 'Amount', total: 'Total', spread: 'Spread', asks: 'Asks', bids: 'Bids' };
  let seed = 42;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const render = (mid: number) => {
    const { bids, asks } = bookAt(mid, random);
    flushSync(() =>
      root.render(
        createElement(OrderBookView, { bids, asks, rows: LEVELS, priceDecimals: 2, amountDecimals: 5, labels, onPick: () => undefined }),
      ),
    );
  };

  for (let i = 0; i < 20; i++) render(65_000 + i); // warm-up
  const times: number[] = [];
  let mid = 65_000;
  const interval = 1000 / UPDATES_PER_SECOND;
  const started = performance.now();
  for (let i = 0; i < UPDATES; i++) {
    // Updates arrive every 50 ms: wait for the next slot, then time the render alone.
    const due = started + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    mid += (random() - 0.5) * 0.2;
    const before = performance.now();
    render(Number(mid.toFixed(2)));
    times.push(performance.now() - before);
  }
  const rows = container.querySelectorAll('tr').length;
  root.unmount();
  await window.happyDOM.close();

  const sorted = [...times].sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  const figures = {
    environment: 'React 19 + happy-dom in Node (no browser layout/paint)',
    updatesPerSecond: UPDATES_PER_SECOND,
    updates: UPDATES,
    levelsPerSide: LEVELS,
    rowsRendered: rows,
    meanMs: Number(mean.toFixed(2)),
    p50Ms: Number(percentile(sorted, 50).toFixed(2)),
    p95Ms: Number(percentile(sorted, 95).toFixed(2)),
    maxMs: Number(sorted[sorted.length - 1]!.toFixed(2)),
    targetMs: FRAME_BUDGET_MS,
    withinTarget: percentile(sorted, 95) < FRAME_BUDGET_MS,
  };
  console.log(
    `  order book render per update at ${UPDATES_PER_SECOND}/s (${LEVELS} levels a side, happy-dom): mean ${figures.meanMs} ms, p50 ${figures.p50Ms} ms, p95 ${figures.p95Ms} ms, max ${figures.maxMs} ms (target < ${FRAME_BUDGET_MS} ms)`,
  );
  return figures;
}
