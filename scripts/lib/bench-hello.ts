/**
 * The bench's yardstick: a bare Hono hello-world on @hono/node-server, in its own process so
 * that it and the project never share an event loop. `npm run bench` starts it and prints
 * every figure also as a share of what this one answers in the same run.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono();
app.get('/', (c) => c.text('Hello Hono!'));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
