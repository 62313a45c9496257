/** What the page has hoisted into document.head (React 19 `<title>`, `<meta>`, `<link>`). */
export function renderedHead() {
  const attr = (selector: string, name: string) =>
    document.head.querySelector(selector)?.getAttribute(name);
  return {
    title: document.title,
    description: attr('meta[name="description"]', 'content'),
    canonical: attr('link[rel="canonical"]', 'href'),
    robots: attr('meta[name="robots"]', 'content'),
  };
}
