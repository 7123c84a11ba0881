import { describe, expect, it } from 'vitest';
import { figureFormat } from '../format.ts';
import { axisLabels } from './axis-labels.ts';

const compact = figureFormat('en').compact;

describe('a value axis’s labels', () => {
  it('keep one decimal while that tells the ticks apart', () => {
    expect(axisLabels([0, 50, 100, 150, 200], compact)).toEqual(['0', '50', '100', '150', '200']);
    expect(axisLabels([1_000_000, 1_500_000, 2_000_000], compact)).toEqual(['1M', '1.5M', '2M']);
  });

  it('take more decimals when a small move would label two ticks alike', () => {
    expect(axisLabels([2_640_000, 2_660_000, 2_680_000, 2_700_000], compact)).toEqual(['2.64M', '2.66M', '2.68M', '2.7M']);
  });

  it('write a language’s own compact units', () => {
    expect(axisLabels([20_000, 30_000], figureFormat('zh').compact)).toEqual(['2万', '3万']);
  });
});
