// /widget/acredita.js: what a partner page includes. Short-cached, so a deploy reaches partners
// within minutes; it puts an <acredita-widget> (with the script tag's data- attributes and the
// server's origin) after the tag and loads the versioned bundle (acredita.<hash>.js, cached for
// a year) once per page. __BUNDLE__ is replaced with the bundle's name by the build.

(() => {
  const s = document.currentScript as HTMLScriptElement | null;
  if (!s?.src) return;
  const w = window as unknown as { __acreditaWidget?: boolean; __acreditaOrigen?: string };
  // Elements written by hand (<acredita-widget data-…>) read the server's origin from here.
  w.__acreditaOrigen = new URL(s.src).origin;
  // A tag with data- attributes is itself the widget's place; a bare tag only loads the bundle.
  const datos = Array.from(s.attributes).filter((a) => a.name.startsWith('data-'));
  if (datos.length > 0) {
    const el = document.createElement('acredita-widget');
    for (const a of datos) el.setAttribute(a.name, a.value);
    el.setAttribute('data-origen', w.__acreditaOrigen);
    s.after(el);
  }
  if (w.__acreditaWidget) return;
  w.__acreditaWidget = true;
  const b = document.createElement('script');
  b.src = new URL('__BUNDLE__', s.src).href;
  b.async = true;
  document.head.append(b);
})();
