// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { htmlToNodes } from './safeHtml';

describe('htmlToNodes', () => {
  it('keeps the allowed tags without their attributes', () => {
    expect(htmlToNodes('<ol class="x" onclick="alert(1)"><li>Jan <b>C4</b></li></ol>')).toEqual([
      { tag: 'ol', children: [{ tag: 'li', children: ['Jan ', { tag: 'b', children: ['C4'] }] }] },
    ]);
  });

  it('unwraps other elements to their text and drops scripts and styles whole', () => {
    expect(htmlToNodes('<div><a href="javascript:x">Klik</a></div><script>alert(1)</script><style>p{}</style><img src=x onerror=alert(1)>')).toEqual([
      'Klik',
    ]);
  });

  it('keeps escaped text as text, and br empty', () => {
    expect(htmlToNodes('&lt;b&gt;geen tag&lt;/b&gt;<br>volgende')).toEqual(['<b>geen tag</b>', { tag: 'br', children: [] }, 'volgende']);
  });

  it('gives nothing for empty input', () => {
    expect(htmlToNodes('  ')).toEqual([]);
  });
});
