// The billing chain of a deposit or a withdrawal. With one chain (embedded mode runs the sandbox
// chain only) there is nothing to choose, so its name is shown instead of a one-entry list.
import type { BillingChain } from '../../../shared/contracts/billing/pay-info.ts';

export function ChainSelect({
  id,
  label,
  chains,
  value,
  onChange,
  disabled,
}: {
  id: string;
  label: string;
  chains: readonly BillingChain[];
  value: string;
  onChange(chain: string): void;
  disabled?: boolean;
}) {
  if (chains.length <= 1) {
    return (
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium">{label}</span>
        <span className="badge badge-outline w-fit" data-testid={id}>
          {chains[0]?.name ?? value}
        </span>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select id={id} className="select w-full" value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
        {chains.map((chain) => (
          <option key={chain.key} value={chain.key}>
            {chain.name}
          </option>
        ))}
      </select>
    </div>
  );
}
