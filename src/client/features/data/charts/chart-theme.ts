// /data's chart colours and sizes on top of the app's plot theme (components/charts/plot-theme.ts):
// the accent for a single series, faded fills, and room for the value axis's longest label.
import { type PlotColours, themeColours } from '../../../components/charts/plot-theme.ts';

export interface ChartColours extends PlotColours {
  /** The theme's primary colour, for a single series (the asset value line). */
  accent: string;
}

export function chartColours(element: Element): ChartColours {
  const accent = getComputedStyle(element).getPropertyValue('--color-primary').trim() || '#605dff';
  return { ...themeColours(element), accent };
}

/** A colour at a fraction of its strength, for the area under a line or the body of a bar. */
export const faded = (colour: string, percent: number): string => `color-mix(in oklab, ${colour} ${percent}%, transparent)`;

/** A label's width at the axis font: about 7 px a Latin character or digit, 12.5 px a Chinese or Korean one (万, 만). */
const labelWidth = (label: string): number => [...label].reduce((width, char) => width + (char.charCodeAt(0) >= 0x1100 ? 12.5 : 7), 0);

/** Room for the longest label of a value axis, plus the ticks and the gap beside them. */
export const valueAxisSize = (values: readonly string[] | null): number =>
  Math.ceil(Math.max(40, Math.max(0, ...(values ?? []).map(labelWidth)) + 22));
