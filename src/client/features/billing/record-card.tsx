// A record as a card on phones, where a four- or five-column table would scroll sideways: what it
// is and its state on the first line, the amount and the time under them, any detail last.
import type { ReactNode } from 'react';

export function RecordCard({
  title,
  status,
  amount,
  time,
  detail,
}: {
  title: ReactNode;
  status: ReactNode;
  amount: string;
  time: string;
  detail?: ReactNode;
}) {
  return (
    <li className="bg-base-100 border-base-300 rounded-box flex flex-col gap-1 border p-3 text-sm">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">{title}</div>
        {status}
      </div>
      <div className="flex items-baseline justify-between gap-2 text-xs">
        <span className="tabular-nums opacity-70">{time}</span>
        <span className="text-sm font-semibold whitespace-nowrap tabular-nums">{amount}</span>
      </div>
      {detail}
    </li>
  );
}
