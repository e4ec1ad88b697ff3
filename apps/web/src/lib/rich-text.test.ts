import { describe, expect, it } from 'vitest';
import { renderProviderText, sanitizeHtml } from './rich-text.ts';

describe('renderProviderText', () => {
  it('renders Markdown', () => {
    const html = renderProviderText('# Title\n\nSome **bold** text');
    expect(html).toContain('<h1>Title</h1>');
    expect(html).toContain('<strong>bold</strong>');
  });

  it('drops scripts, styles and event handlers', () => {
    const html = renderProviderText(
      '<p onclick="alert(1)" style="color:red">hi</p><script>alert(1)</script><style>p{}</style><img src="https://x.test/a.png" onerror="alert(2)">',
    );
    expect(html).not.toMatch(/script|onclick|onerror|style/i);
    expect(html).toContain('<p>hi</p>');
    expect(html).toContain('src="https://x.test/a.png"');
  });

  it('keeps only http(s) links and opens them safely', () => {
    const html = sanitizeHtml(
      '<a href="javascript:alert(1)">a</a><a href="data:text/html,x">b</a><a href="mailto:x@y.z">c</a><a href="https://ok.test/">d</a>',
    );
    expect(html).not.toMatch(/javascript:|data:|mailto:/);
    expect(html).toContain('<a href="https://ok.test/" target="_blank" rel="noopener noreferrer">d</a>');
  });

  it('drops Markdown links with unsafe schemes', () => {
    expect(renderProviderText('[x](javascript:alert(1))')).not.toContain('javascript');
  });

  it('is empty for empty input', () => {
    expect(renderProviderText('')).toBe('');
    expect(renderProviderText(null)).toBe('');
  });
});
