/**
 * The one row an insert or a keyed update gave back with `returning()`. None means the insert was
 * swallowed or the key matched nothing: a programming error, so it throws with `missing`.
 */
export function onlyRow<T>(rows: readonly T[], missing: string): T {
  const [row] = rows;
  if (row === undefined) throw new Error(missing);
  return row;
}
