// @vitest-environment happy-dom
// The shared date-and-time field as a user of each language meets it: the format of the app's
// language as the placeholder and the shown text, the ISO value handed to the form, and a switch
// of language rewriting what is shown, and the calendar in the app's language, not the browser's.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../lib/i18n.ts';
import { DateTimeField } from './date-time-field.tsx';

beforeAll(async () => {
  await initI18n('en');
});

afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('en'));
});

const handed: string[] = [];

function Form({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="open-time">Opening time</label>
      <DateTimeField
        id="open-time"
        value={value}
        onChange={(next) => {
          handed.push(next);
          setValue(next);
        }}
      />
    </>
  );
}

describe('the date and time field', () => {
  it('shows a saved time in Korean order and hands the form the ISO time a Korean user types', async () => {
    await act(() => i18n.changeLanguage('ko'));
    render(<Form initial="2030-03-07T09:05" />);
    const field = screen.getByRole('textbox', { name: 'Opening time' });
    expect(field).toHaveAttribute('placeholder', '연도. 월. 일. 시:분');
    expect(field).toHaveValue('2030. 03. 07. 09:05');
    fireEvent.change(field, { target: { value: '2031. 1. 2. 3:04' } });
    expect(handed.at(-1)).toBe('2031-01-02T03:04');
    fireEvent.blur(field);
    expect(field).toHaveValue('2031. 01. 02. 03:04');
  });
  it('reads month before day in English and marks text that is no date', () => {
    render(<Form />);
    const field = screen.getByRole('textbox', { name: 'Opening time' });
    expect(field).toHaveAttribute('placeholder', 'mm/dd/yyyy hh:mm');
    fireEvent.change(field, { target: { value: '3/7/2030 9:05' } });
    expect(handed.at(-1)).toBe('2030-03-07T09:05');
    fireEvent.change(field, { target: { value: '13/7/2030 9:05' } });
    expect(handed.at(-1)).toBe('13/7/2030 9:05');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Write the date as MM/DD/YYYY HH:mm.')).toBeInTheDocument();
  });
  it('rewrites the shown time when the app switches to Chinese', async () => {
    render(<Form initial="2030-03-07T09:05" />);
    const field = screen.getByRole('textbox', { name: 'Opening time' });
    expect(field).toHaveValue('03/07/2030 09:05');
    await act(() => i18n.changeLanguage('zh'));
    expect(field).toHaveValue('2030/03/07 09:05');
    expect(field).toHaveAttribute('placeholder', '年/月/日 时:分');
  });
  it('opens a calendar in Korean and hands the form the day and time picked from it', async () => {
    await act(() => i18n.changeLanguage('ko'));
    render(<Form initial="2030-03-07T09:05" />);
    fireEvent.click(screen.getByRole('button', { name: '달력에서 선택' }));
    const calendar = within(await screen.findByRole('dialog', { name: '날짜와 시간 선택' }, { timeout: 15_000 }));
    expect(calendar.getByRole('grid')).toHaveAccessibleName('2030년 3월');
    expect([...document.querySelectorAll('thead th')].map((cell) => cell.textContent)).toEqual(['일', '월', '화', '수', '목', '금', '토']);
    fireEvent.click(calendar.getByRole('button', { name: /2030년 3월 21일/ }));
    fireEvent.change(calendar.getByLabelText('시'), { target: { value: '18' } });
    fireEvent.change(calendar.getByLabelText('분'), { target: { value: '30' } });
    fireEvent.click(calendar.getByRole('button', { name: '적용' }));
    expect(handed.at(-1)).toBe('2030-03-21T18:30');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Opening time' })).toHaveValue('2030. 03. 21. 18:30');
  });
});
