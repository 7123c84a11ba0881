// A decorative sketch of the console beside the hero text: candles over an order-book ladder.
// It carries no data and no text, and has a fixed size, so it never shifts the layout.

const CANDLES = [
  [40, 70, 50, 62],
  [55, 90, 60, 80],
  [70, 100, 78, 92],
  [60, 88, 84, 66],
  [50, 72, 66, 56],
  [52, 86, 58, 80],
  [72, 110, 82, 104],
  [90, 120, 102, 96],
  [84, 112, 92, 108],
  [100, 134, 106, 128],
  [110, 140, 126, 118],
  [112, 150, 120, 144],
] as const; // low, high, open, close (arbitrary units)

const LADDER = [92, 70, 84, 58, 64, 40, 48].map((width, level) => ({ level: `level-${level}`, width }));

export function HeroIllustration() {
  const scale = (value: number) => 170 - value;
  return (
    <div aria-hidden="true" className="bg-base-200/80 border-base-300 rounded-box hidden w-[26rem] shrink-0 border p-4 shadow-2xl lg:block">
      <div className="mb-3 flex gap-1.5">
        <span className="bg-error/70 size-2.5 rounded-full" />
        <span className="bg-warning/70 size-2.5 rounded-full" />
        <span className="bg-success/70 size-2.5 rounded-full" />
      </div>
      <svg viewBox="0 0 320 180" className="h-44 w-full" role="presentation">
        {[40, 80, 120, 160].map((y) => (
          <line key={y} x1="0" x2="320" y1={y} y2={y} className="stroke-base-content/10" strokeWidth="1" />
        ))}
        {CANDLES.map(([low, high, open, close], index) => {
          const x = 14 + index * 25;
          const rising = close >= open;
          const tone = rising ? 'fill-success stroke-success' : 'fill-error stroke-error';
          return (
            <g key={x} className={tone}>
              <line x1={x} x2={x} y1={scale(high)} y2={scale(low)} strokeWidth="2" />
              <rect x={x - 6} width="12" y={scale(Math.max(open, close))} height={Math.max(3, Math.abs(close - open))} rx="2" />
            </g>
          );
        })}
      </svg>
      <div className="mt-3 grid grid-cols-2 gap-3">
        {['bg-success/25', 'bg-error/25'].map((tone) => (
          <div key={tone} className="space-y-1.5">
            {LADDER.map(({ level, width }) => (
              <div key={level} className="bg-base-300/70 h-2.5 overflow-hidden rounded">
                <div className={`${tone} h-full rounded`} style={{ width: `${tone === 'bg-error/25' ? 100 - width + 30 : width}%` }} />
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
