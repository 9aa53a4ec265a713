/** One JSON call for a benchmark's set-up or its few timed calls (the money loads use money-load.ts). */

/** POSTs JSON and answers the parsed body; anything but 200 throws with the answer. */
export async function postJson<T>(
  url: string,
  headers: Record<string, string>,
  body: unknown,
): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}
