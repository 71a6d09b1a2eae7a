import { describe, expect, it } from 'vitest';
import { hostOf, isAllowedHost } from './host.ts';

const DEV = { NODE_ENV: 'development', PUBLIC_URL: '', HOST: '', PORT: '3000', ALLOWED_HOSTS: '' };
const PROD = { ...DEV, NODE_ENV: 'production', PUBLIC_URL: 'https://acredita.example' };
const allowed = (host: string, env: Record<string, string>) => isAllowedHost(`http://${host}/api/login`, env);

describe('hostOf', () => {
  it('reads the name of a URL without its port, in lower case', () => {
    expect(hostOf('http://Localhost:3000/inicio')).toBe('localhost');
    expect(hostOf('https://acredita.example')).toBe('acredita.example');
    expect(hostOf('http://[::1]:3000/')).toBe('[::1]');
    expect(hostOf('http://acredita.example./x')).toBe('acredita.example');
  });
});

describe('the host names this server answers for', () => {
  it('in development: the loopback names and the listening address, whatever the port', () => {
    for (const host of ['localhost:3000', '127.0.0.1:3103', '[::1]:3000', 'LOCALHOST'])
      expect(allowed(host, DEV), host).toBe(true);
    expect(allowed('192.168.1.20:3000', { ...DEV, HOST: '192.168.1.20' })).toBe(true);
  });

  it('refuses any other name, the DNS-rebinding case among them', () => {
    expect(allowed('rebind.evil.test', DEV)).toBe(false);
    expect(allowed('rebind.evil.test:3000', DEV)).toBe(false);
    expect(allowed('localhost.evil.test', DEV)).toBe(false);
    expect(allowed('192.168.1.20:3000', DEV)).toBe(false);
  });

  it("in production: PUBLIC_URL's name only, not the loopback names", () => {
    expect(allowed('acredita.example', PROD)).toBe(true);
    expect(allowed('acredita.example:443', PROD)).toBe(true);
    expect(allowed('localhost:3000', PROD)).toBe(false);
    expect(allowed('127.0.0.1', PROD)).toBe(false);
    expect(allowed('otro.example', PROD)).toBe(false);
  });

  it("PUBLIC_URL's name in development too", () => {
    expect(allowed('acredita.test', { ...DEV, PUBLIC_URL: 'http://acredita.test:8080' })).toBe(true);
  });

  it('adds the names listed in ALLOWED_HOSTS; `*` turns the check off', () => {
    const env = { ...PROD, ALLOWED_HOSTS: ' interno.local , LOCALHOST:3000,[::1]' };
    expect(allowed('interno.local:3000', env)).toBe(true);
    expect(allowed('localhost', env)).toBe(true);
    expect(allowed('[::1]:3000', env)).toBe(true);
    expect(allowed('otro.example', env)).toBe(false);
    expect(allowed('otro.example', { ...PROD, ALLOWED_HOSTS: '*' })).toBe(true);
  });

  it('follows a configuration change (a test, a Worker binding)', () => {
    expect(allowed('acredita.example', PROD)).toBe(true);
    expect(allowed('acredita.example', { ...PROD, PUBLIC_URL: 'https://otra.example' })).toBe(false);
  });
});
