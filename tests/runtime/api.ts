import { createApp } from '../../src/api/app.ts';
import { platformEnv, platformRequest } from './plataforma.ts';

type App = ReturnType<typeof createApp>;

/**
 * The API as the server runs it: the platform's bindings (R2 in a Worker) reach every request
 * the way the Worker's fetch hands them over, as app.request's third argument, merged with
 * whatever a test passes there itself; the client's address arrives as the platform delivers it.
 */
export function createTestApi(deps: Parameters<typeof createApp>[0] = {}): App {
  const app = createApp(deps);
  const request = app.request.bind(app);
  app.request = ((input, init, env, ctx) =>
    request(
      input,
      platformRequest(init, env as object | undefined),
      { ...platformEnv(), ...(env as object | undefined) },
      ctx,
    )) as App['request'];
  return app;
}
