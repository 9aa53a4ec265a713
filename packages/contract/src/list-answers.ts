/** The shapes of answers that carry a list: the items under `data`, with a page's figures or not. */
import { z } from 'zod';

/** A whole list: `{ data: [...] }`. */
export function listAnswer<Item extends z.ZodType>(item: Item) {
  return z.object({ data: z.array(item) });
}

/** One page of a console list: the items, the page, its size, the total and the last page. */
export function pagedListAnswer<Item extends z.ZodType>(item: Item) {
  return z.object({
    data: z.array(item),
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    last_page: z.number().int(),
  });
}

/** A player call's list, as the spec answers it: `{ success: true, data: [...] }`. */
export function successListAnswer<Item extends z.ZodType>(item: Item) {
  return z.object({ success: z.literal(true), data: z.array(item) });
}

/** A catalogue call's list: the items under `data`, beside the call's `message`. */
export function messageListAnswer<Item extends z.ZodType>(item: Item) {
  return z.object({ message: z.string(), data: z.array(item) });
}
