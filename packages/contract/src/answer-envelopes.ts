/**
 * The envelopes answers come in: what a call returns sits under `data`, a list with a page's
 * figures or not, beside the spec's `success` flag or the call's `message` where it has them.
 */
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

/** A change's answer: what it did, in words (`message`), beside what it returns. */
export function messageAnswer<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object({ message: z.string(), ...shape });
}

/** A catalogue call's list: the items under `data`, beside the call's `message`. */
export function messageListAnswer<Item extends z.ZodType>(item: Item) {
  return messageAnswer({ data: z.array(item) });
}

/** One record in the player API's envelope: `{ success: true, data: {...} }`. */
export function successAnswer<Data extends z.ZodType>(data: Data) {
  return z.object({ success: z.literal(true), data });
}
