// The Content-Security-Policy of the shop's pages. Scripts run only from the shop's own files and
// the templates' own inline scripts (by hash: the session marker of index.html and the loader of
// page.html), so markup injected into a page's content could not run. The SPA talks only to the
// shop itself and to the Firebase hosts it reads from (Firestore, Auth), and shows pictures from
// itself or Storage. No page may be framed (clickjacking). Style attributes stay allowed: React
// renders some (the carousel's position); <style> elements need their hash like scripts.
import { createHash } from 'node:crypto';

const FIREBASE_HOSTS = ['https://firestore.googleapis.com', 'https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
const STORAGE_HOST = 'https://firebasestorage.googleapis.com';

/** Inline `<script>` (no src; executable, so not JSON) and `<style>` bodies of a template. */
function inlineBodies(template: string, tag: 'script' | 'style'): string[] {
  const pattern = new RegExp(`<${tag}(\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'g');
  return [...template.matchAll(pattern)]
    .filter(([, attributes = '']) => !/\ssrc=/.test(attributes) && !/type="application\/(ld\+)?json"/.test(attributes))
    .map(([, , body = '']) => body);
}

const hashSource = (body: string): string => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

interface PolicyHosts {
  /** Emulator origins the SPA connects to locally (Firestore, Auth, Storage), e.g. http://127.0.0.1:8080. */
  emulators: string[];
}

/** The policy for pages made from `template` (its inline scripts and styles are allowed by hash). */
export function contentSecurityPolicy(template: string, { emulators }: PolicyHosts): string {
  const scripts = inlineBodies(template, 'script').map(hashSource);
  const styles = inlineBodies(template, 'style').map(hashSource);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scripts],
    'style-src-elem': ["'self'", ...styles],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', STORAGE_HOST, ...emulators],
    'connect-src': ["'self'", ...FIREBASE_HOSTS, STORAGE_HOST, ...emulators],
    'font-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Emulator hosts from the environment the functions emulator sets. */
export function emulatorOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  return [env.FIRESTORE_EMULATOR_HOST, env.FIREBASE_AUTH_EMULATOR_HOST, env.FIREBASE_STORAGE_EMULATOR_HOST]
    .filter((host): host is string => Boolean(host))
    .map((host) => `http://${host}`);
}

/** Headers every HTML page of the shop carries. */
export function pageSecurityHeaders(policy: string): Record<string, string> {
  return {
    'Content-Security-Policy': policy,
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}
