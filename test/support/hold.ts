/**
 * Holds the reference API's answers to one path until `release()`, to look at a loading state.
 * `bind(page)` hands the held requests to the page's API once `startPage` has made it.
 *
 * @example
 * const hold = holdAnswers('/api/user/verify');
 * const page = await startPage('main', { intercept: hold.intercept });
 * hold.bind(page);
 */
export function holdAnswers(path: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let app: { fetch(request: Request): Response | Promise<Response> } | null = null;
  return {
    release,
    bind(page: { api: { app: { fetch(request: Request): Response | Promise<Response> } } }) {
      app = page.api.app;
    },
    intercept: (request: Request): Promise<Response> | undefined =>
      new URL(request.url).pathname === path
        ? held.then(() => {
            if (!app) throw new Error(`holdAnswers(${path}): bind(page) was not called`);
            return app.fetch(request);
          })
        : undefined,
  };
}
