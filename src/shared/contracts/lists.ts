// The two ways a call answers with rows: the whole list at once, or one page of it. A paged call
// asks for `page` (from 1) and `page_size` and answers that page's rows with the total count.
import { z } from 'zod';

/** The answer of a call that returns every row: { list }. */
export const wholeList = <Item extends z.ZodType>(item: Item) => z.object({ list: z.array(item) });

/** The page fields of a paged call's request, with its default and largest page size. */
export const pageFields = (size: { default: number; max: number }) => ({
  page: z.number().int().min(1).default(1),
  page_size: z.number().int().min(1).max(size.max).default(size.default),
});

/** The answer of a paged call: one page of rows, the count of all of them and the page it is. */
export const pagedList = <Item extends z.ZodType>(item: Item) =>
  z.object({ list: z.array(item), total: z.number().int(), page: z.number().int(), page_size: z.number().int() });
