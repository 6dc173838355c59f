import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize.ts';
import { installNodeNameShim } from './test-dom-shims.ts';

installNodeNameShim();

describe('sanitizeHtml (conservative allow-list)', () => {
  it('keeps the allowed formatting', () => {
    const html = '<p>Hola <strong>mundo</strong> <em>y</em><br></p><ul><li>uno</li></ul><ol><li>dos</li></ol>';
    expect(sanitizeHtml(html)).toBe(html);
  });
  it('removes <img onerror> and <script> entirely', () => {
    expect(sanitizeHtml('<p>a<img src=x onerror=alert(1)>b</p>')).toBe('<p>ab</p>');
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script>')).toBe('<p>a</p>');
    expect(sanitizeHtml('<script>document.cookie</script>')).toBe('');
  });
  it('drops on* handlers, styles, classes and ids', () => {
    expect(sanitizeHtml('<p onclick="x()" style="color:red" class="c" id="i">t</p>')).toBe('<p>t</p>');
    expect(sanitizeHtml('<strong onmouseover="x()">t</strong>')).toBe('<strong>t</strong>');
  });
  it('keeps safe links with rel=noopener and strips javascript: and data: URLs', () => {
    expect(sanitizeHtml('<a href="https://pauta.example/x" target="_blank">x</a>')).toBe(
      '<a href="https://pauta.example/x" rel="noopener">x</a>',
    );
    expect(sanitizeHtml('<a href="mailto:a@b.co">m</a>')).toBe('<a href="mailto:a@b.co" rel="noopener">m</a>');
    expect(sanitizeHtml('<a href="/campaigns">r</a>')).toBe('<a href="/campaigns" rel="noopener">r</a>');
    expect(sanitizeHtml('<a href="javascript:alert(1)">j</a>')).toBe('<a rel="noopener">j</a>');
    expect(sanitizeHtml('<a href=" JaVaScRiPt:alert(1)">j</a>')).toBe('<a rel="noopener">j</a>');
    expect(sanitizeHtml('<a href="data:text/html,<script>alert(1)</script>">d</a>')).toBe('<a rel="noopener">d</a>');
  });
  it('unwraps elements outside the list and removes dangerous containers', () => {
    expect(sanitizeHtml('<h1>Title</h1><blockquote>q</blockquote><code>c</code>')).toBe('Titleqc');
    expect(sanitizeHtml('<object data="movie.swf"><embed src="movie.swf"></object><p>ok</p>')).toBe('<p>ok</p>');
    // (happy-dom's parser nests the <p> inside the <svg>; a browser keeps it: either way no script survives)
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg><p>ok</p>')).not.toMatch(/svg|script|alert/);
    expect(sanitizeHtml('<style>p{}</style><p>ok</p>')).toBe('<p>ok</p>');
    expect(sanitizeHtml('<form><input value="x"></form><p>ok</p>')).toBe('<p>ok</p>');
  });
  it('returns an empty string for empty input', () => {
    expect(sanitizeHtml('')).toBe('');
  });
});

describe('sanitizeHtml keeps sanitising after a removal', () => {
  it('still cleans what follows a removed script or unwrapped element', () => {
    expect(sanitizeHtml('<script>x</script><img src=x onerror=alert(1)><p onclick="y">ok</p>')).toBe('<p>ok</p>');
    expect(sanitizeHtml('<h2>a</h2><a href="javascript:alert(1)" onclick="z">b</a>')).toBe('a<a rel="noopener">b</a>');
  });
  it('is idempotent', () => {
    const once = sanitizeHtml('<div><p>a <b>b</b> <i>c</i></p><ul><li onclick="x">d</li></ul></div>');
    expect(once).toBe('<p>a b c</p><ul><li>d</li></ul>');
    expect(sanitizeHtml(once)).toBe(once);
  });
});
