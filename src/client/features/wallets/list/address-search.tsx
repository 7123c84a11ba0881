// Finding wallets by part of their address; the list is asked again once typing pauses.
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';

const PAUSE_MS = 350;

export function AddressSearch({ value, onSearch }: { value: string; onSearch(address: string): void }) {
  const { t } = useTranslation('wallets');
  const [text, setText] = useState(value);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onSearch(text), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <label className="input input-sm w-full sm:w-56">
      <Search aria-hidden="true" className="size-4 opacity-60" />
      <input
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value.trim())}
        placeholder={t('list.search')}
        aria-label={t('list.search')}
        spellCheck={false}
        autoComplete="off"
      />
    </label>
  );
}
