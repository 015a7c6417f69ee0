/**
 * Signs a Playwright tab in as `session` ({ token, refresh }) the way the web app keeps a session, in the origin's
 * localStorage, from a page of the origin that loads nothing: the HTTP cache stays cold for the load measured next.
 */
export async function signInTab(tab, baseUrl, session) {
  await tab.goto(`${baseUrl}/favicon.svg`);
  await tab.evaluate(({ token, refresh }) => {
    localStorage.setItem('accessToken', token);
    localStorage.setItem('refreshToken', refresh);
  }, session);
}
