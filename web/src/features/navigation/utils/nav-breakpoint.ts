/**
 * The nav bar's screens; narrower ones have the burger menu instead. The same 800 px as
 * nav-bar.module.css and burger-menu.module.css, which hide the other one.
 */
export const WIDE_NAV_QUERY = '(min-width: 800px)';
