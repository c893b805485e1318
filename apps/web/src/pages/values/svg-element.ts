import { createElement, type ReactElement, type ReactNode } from 'react';

/*
 * SVG text (the package's `thermographSvg`) turned into React elements through a whitelist: only
 * the shapes and text it draws, only presentation attributes, text only inside <text> (as text,
 * never markup). Nothing else of the markup reaches the page: no scripts, no event handlers, no
 * links, whatever the text holds.
 */

const SVG_NS = 'http://www.w3.org/2000/svg';
const ELEMENTS = new Set(['svg', 'g', 'rect', 'line', 'polyline', 'path', 'text']);
/** Attributes kept, by their SVG name, with their React name. */
const ATTRIBUTES: ReadonlyMap<string, string> = new Map(
  [
    'width',
    'height',
    'viewBox',
    'x',
    'y',
    'x1',
    'y1',
    'x2',
    'y2',
    'points',
    'd',
    'fill',
    'stroke',
    'stroke-width',
    'stroke-dasharray',
    'text-anchor',
    'font-family',
    'font-size',
    'font-weight',
    'class',
  ].map((name) => [
    name,
    name === 'class' ? 'className' : name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()),
  ]),
);
/** Deeper elements are dropped: the drawings nest two levels. */
const MAX_DEPTH = 8;

/**
 * The SVG document of `markup` as a React element with `props` added to its root (a label, a
 * role), or undefined when it is not an SVG document.
 */
export function svgElement(
  markup: string,
  props: Readonly<Record<string, string>> = {},
): ReactElement | undefined {
  const root = new DOMParser().parseFromString(markup, 'image/svg+xml').documentElement;
  if (root.namespaceURI !== SVG_NS || root.localName !== 'svg') return undefined;
  return build(root, 0, props);
}

function build(
  element: Element,
  depth: number,
  extra: Readonly<Record<string, string | number>>,
): ReactElement | undefined {
  if (element.namespaceURI !== SVG_NS || !ELEMENTS.has(element.localName)) return undefined;
  if (depth > MAX_DEPTH) return undefined;
  const props: Record<string, string | number> = {};
  for (const { name, value } of Array.from(element.attributes)) {
    const reactName = ATTRIBUTES.get(name);
    if (reactName !== undefined) props[reactName] = value;
  }
  const children: ReactNode[] = [];
  element.childNodes.forEach((node) => {
    if (node.nodeType === Node.ELEMENT_NODE) {
      children.push(build(node as Element, depth + 1, { key: children.length }));
    } else if (node.nodeType === Node.TEXT_NODE && element.localName === 'text') {
      children.push(node.textContent);
    }
  });
  return createElement(element.localName, { ...props, ...extra }, ...children);
}
