/**
 * The page's <main>, where floating menus are put (a menu under <body> sits outside every landmark, and
 * screen-reader users navigating by landmark would not find it); undefined before it is drawn, and then the
 * menu goes under <body> as usual.
 */
export function mainLandmark(): HTMLElement | undefined {
  return (typeof document === 'undefined' ? null : document.getElementById('main')) ?? undefined;
}
