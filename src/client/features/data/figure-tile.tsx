// One labelled figure of the analytics screens: the number large, its unit small beside it, an
// optional line under it (the coin amount behind a volume) and a colour for gains and losses.
export function FigureTile({
  label,
  value,
  unit,
  hint,
  tone = '',
  testId,
}: {
  label: string;
  value: string;
  unit?: string;
  hint?: string;
  tone?: string;
  testId?: string;
}) {
  return (
    <div className="bg-base-100 border-base-300 rounded-box min-w-0 border p-3 sm:p-4" data-testid={testId}>
      <p className="truncate text-xs uppercase tracking-wide opacity-60">{label}</p>
      <p className={`mt-1 flex flex-wrap items-baseline gap-x-1 text-lg font-semibold tabular-nums sm:text-xl ${tone}`}>
        <span className="break-all" data-figure="">
          {value}
        </span>
        {unit && <span className="text-xs font-normal opacity-60">{unit}</span>}
      </p>
      {hint && <p className="mt-1 truncate text-xs tabular-nums opacity-60">{hint}</p>}
    </div>
  );
}
