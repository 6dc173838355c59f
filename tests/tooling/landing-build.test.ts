/**
 * The public site's build step (scripts/landing-plugin.ts): the page script bundles on its own into a small file,
 * the stylesheet compacts, and /login's first paint (src/landing/login-shell.ts) goes inside the app's `#root`, in
 * the visitor's language, with the texts of the app's own catalog.
 */
import { describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import { buildLandingScript, compactCss, loginShellTexts } from '#scripts/landing-plugin.ts';
import { withLoginShell } from '#src/landing/login-shell.ts';

const INDEX =
  '<!doctype html><html lang="es"><head><link rel="stylesheet" crossorigin href="/assets/index-1.css"><link rel="stylesheet" href="/other.css"></head>' +
  '<body><div id="root"></div><script src="/a.js"></script></body></html>';

describe('the public site build', () => {
  it('bundles the page script alone, small, with no module syntax left', async () => {
    const code = await buildLandingScript();
    expect(code).not.toMatch(/^\s*(import|export)\s/m);
    expect(gzipSync(code).length).toBeLessThan(8 * 1024);
  });

  it('compacts the stylesheet', () => {
    expect(compactCss('/* a */\na{color:red}\n  b{x:y}\n')).toBe('a{color:red}b{x:y}');
  });

  it('puts /login’s first paint inside #root in each language, keeping the app’s scripts', () => {
    const es = withLoginShell(INDEX, 'es', loginShellTexts('es'));
    expect(es).toContain('<html lang="es">');
    expect(es).toContain('<h1 class="pu-h1">Iniciar sesión</h1>');
    expect(es).toContain('Hola de nuevo.');
    expect(es).toContain('<script src="/a.js"></script>');
    const en = withLoginShell(INDEX, 'en', loginShellTexts('en'));
    expect(en).toContain('<html lang="en">');
    expect(en).toContain('<h1 class="pu-h1">Sign in</h1>');
    expect(en).not.toMatch(/<(input|button|select|textarea)\b/); // nothing to type into before the app takes over
    // the frame uses the public kit's classes: the stylesheets it can read are inlined, the others stay linked
    const styled = withLoginShell(INDEX, 'es', loginShellTexts('es'), (href) =>
      href === '/assets/index-1.css' ? '.pu{color:red}' : undefined,
    );
    expect(styled).toContain(
      '<head><style>.pu{color:red}</style><link rel="stylesheet" href="/other.css"><link rel="expect" href="#pu-shell-end" blocking="render"></head>',
    );
    // the first paint waits for the frame's last element: it names one the frame has, inside #root
    const end = /<link rel="expect" href="#([^"]+)" blocking="render">/.exec(styled)?.[1];
    expect(styled.indexOf(`id="${end}"`)).toBeGreaterThan(styled.indexOf('<div id="root">'));
    expect(styled).toContain('class="pu pu-frame"');
    expect(() => withLoginShell('<div id="app"></div>', 'es', loginShellTexts('es'))).toThrow(/#root|root/);
    expect(() => withLoginShell('<div id="root"></div>', 'es', loginShellTexts('es'))).toThrow(/head/);
  });
});
