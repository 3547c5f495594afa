import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, emulatorOrigins, pageSecurityHeaders } from '../../src/ssr/content-security-policy';

const sha = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

const TEMPLATE = `<html><head><script>mark()</script><style>.a{}</style>
<script type="module" crossorigin src="/assets/index.js"></script></head>
<body><div id="root"></div><script type="application/json" id="shop-state">{}</script>
<script type="application/ld+json">{}</script><script>(function (s) {})({})</script></body></html>`;

const directives = (policy: string) => new Map(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('contentSecurityPolicy', () => {
  it('allows the shop\'s own scripts and exactly the template\'s inline scripts and styles, by hash', () => {
    const policy = directives(contentSecurityPolicy(TEMPLATE, { emulators: [] }));
    expect(policy.get('script-src')).toEqual(["'self'", sha('mark()'), sha('(function (s) {})({})')]);
    expect(policy.get('style-src-elem')).toEqual(["'self'", sha('.a{}')]);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
  });

  it('forbids framing, plugins and foreign forms, and names the Firebase hosts the SPA reads from', () => {
    const policy = directives(contentSecurityPolicy(TEMPLATE, { emulators: [] }));
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(expect.arrayContaining(["'self'", 'https://firestore.googleapis.com', 'https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com']));
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'https://firebasestorage.googleapis.com']);
  });

  it('lets the SPA reach the emulators only when they are given', () => {
    const policy = directives(contentSecurityPolicy(TEMPLATE, { emulators: ['http://127.0.0.1:8080'] }));
    expect(policy.get('connect-src')).toContain('http://127.0.0.1:8080');
    expect(emulatorOrigins({ FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toEqual(['http://127.0.0.1:8080', 'http://127.0.0.1:9099']);
    expect(emulatorOrigins({})).toEqual([]);
  });

  it('sends the policy with the framing, sniffing and referrer headers', () => {
    expect(pageSecurityHeaders('default-src \'self\'')).toEqual({
      'Content-Security-Policy': "default-src 'self'",
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
  });
});
