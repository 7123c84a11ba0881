// Signals between the independent parts of the trading screen (each renders on its own): a price
// picked in the order book fills the order form.
const target = new EventTarget();

export function pickPrice(price: number): void {
  target.dispatchEvent(new CustomEvent<number>('pickPrice', { detail: price }));
}

export function onPickPrice(listener: (price: number) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<number>).detail);
  target.addEventListener('pickPrice', handler);
  return () => target.removeEventListener('pickPrice', handler);
}
