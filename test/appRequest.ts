/**
 * One request to an app made in the test (Hono's `request`, no port): a GET, or a POST of `body` as JSON. The
 * answer as status, headers and JSON body.
 */
export async function requestJson(
  app: { request(path: string, init?: RequestInit): Response | Promise<Response> },
  path: string,
  body?: unknown,
) {
  const init =
    body === undefined
      ? undefined
      : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
  const response = await app.request(path, init);
  // biome-ignore lint/suspicious/noExplicitAny: each test reads the fields of the route it calls
  return { status: response.status, headers: response.headers, body: (await response.json()) as any };
}
