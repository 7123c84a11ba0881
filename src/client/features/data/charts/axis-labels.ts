// A value axis's tick labels in compact form with as few decimals as keep neighbours apart: a total
// that moves by a few percent reads "2.64M 2.66M 2.68M", not "2.6M 2.7M 2.7M".
const MOST_DECIMALS = 4;

export function axisLabels(splits: readonly number[], label: (value: number, decimals: number) => string): string[] {
  let labels: string[] = [];
  for (let decimals = 1; decimals <= MOST_DECIMALS; decimals++) {
    labels = splits.map((split) => label(split, decimals));
    if (new Set(labels).size === labels.length) break;
  }
  return labels;
}
