// Full page loads, kept behind functions so that tests can observe them: jsdom's
// window.location cannot be replaced or spied on.

export function reloadPage(): void {
  window.location.reload();
}

/** Leaves the SPA state behind entirely: a fresh load of `href`. */
export function loadPage(href: string): void {
  window.location.assign(href);
}
