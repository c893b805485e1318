/** @vitest-environment happy-dom */
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { evaluateExpression } from '../../worker/tasks/cgt.js';
import { svgElement } from './svg-element.js';

afterEach(cleanup);

function drawn(markup: string): HTMLElement {
  return render(<div>{svgElement(markup, { 'aria-label': 'drawing', role: 'img' })}</div>)
    .container;
}

describe('svgElement', () => {
  it("draws the package's thermograph: walls, mast and the labels of mean and temperature", () => {
    const { thermographSvg } = evaluateExpression('{5|-1}');
    const svg = drawn(thermographSvg).querySelector('svg')!;
    expect(svg.getAttribute('viewBox')).toBe('0 0 480 360');
    expect(svg.getAttribute('aria-label')).toBe('drawing');
    expect(svg.querySelector('polyline.left-wall')?.getAttribute('points')).toMatch(/^[\d., ]+$/);
    expect(svg.querySelector('polyline.right-wall')).not.toBeNull();
    expect(svg.querySelector('line.mast')?.getAttribute('stroke-dasharray')).toBe('6 3');
    const labels = [...svg.querySelectorAll('text')].map((t) => t.textContent);
    expect(labels).toEqual(expect.arrayContaining(['{5|-1}', 'temperature 3', 'mean 2', 't = 0']));
    expect(labels.some((l) => l?.startsWith('left wall, 5 at t = 0'))).toBe(true);
  });

  it('keeps only whitelisted elements and attributes, and text as text', () => {
    const container = drawn(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)" width="10">' +
        '<script>alert(2)</script>' +
        '<a href="javascript:alert(3)"><text>link</text></a>' +
        '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">html</div></foreignObject>' +
        '<text x="1" onclick="alert(4)" style="color:red">&lt;b&gt;bold&lt;/b&gt;</text>' +
        '<image href="x.png"/><line x1="0" x2="1"/></svg>',
    );
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('onload')).toBeNull();
    expect(svg.getAttribute('width')).toBe('10');
    expect([...svg.children].map((e) => e.tagName.toLowerCase())).toEqual(['text', 'line']);
    const text = svg.querySelector('text')!;
    expect(text.textContent).toBe('<b>bold</b>');
    expect(text.children).toHaveLength(0);
    expect(text.getAttribute('onclick')).toBeNull();
    expect(text.getAttribute('style')).toBeNull();
    expect(container.innerHTML).not.toMatch(/script|alert|javascript|href|html/);
  });

  it('draws nothing for what is not an SVG document', () => {
    expect(svgElement('<html><body>hi</body></html>')).toBeUndefined();
    expect(svgElement('not markup at all')).toBeUndefined();
  });
});
