// The shop's public origin, as the server rendered the page with it (BootState.origin): links in
// JSON-LD must come out the same in the browser, whichever host name the visitor typed.
let origin: string | null = null;

export function setSiteOrigin(value: string): void {
  origin = value;
}

export function siteOrigin(): string {
  return origin ?? window.location.origin;
}
