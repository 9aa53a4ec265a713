/** Message templates: `{{name}}` placeholders in a catalogue text, and their writing. */

export type MessageParams = Record<string, string | number>;

export const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** Writes a template's placeholders; a placeholder without a value stays as it is. */
export function fillMessage(template: string, params: MessageParams = {}): string {
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
