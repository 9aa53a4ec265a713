/** The body a refusal answers with, as tests expect it: the text's catalogue code beside the text. */
import { readMessage } from '@khela/contract';

export function codeOf(message: string): string | undefined {
  return readMessage(message)?.code;
}
