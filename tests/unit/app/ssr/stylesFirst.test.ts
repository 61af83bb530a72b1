import { describe, expect, it } from 'vitest';
import { stylesFirst } from '../../../../src/app/ssr/stylesFirst.ts';

const style = (id: string, rule: string) => `<style data-emotion="css ${id}" nonce="N">.css-${id}{${rule}}</style>`;

describe('stylesFirst', () => {
  it('moves a rule written after its first use in front of the content, keeping the order Emotion wrote them', () => {
    const html = `<main><section class="css-a">x</section></main>${style('b', 'color:red')}<footer>${style('a', 'overflow:hidden')}<section class="css-a">y</section></footer>`;
    expect(stylesFirst(html)).toBe(`${style('b', 'color:red')}${style('a', 'overflow:hidden')}<main><section class="css-a">x</section></main><footer><section class="css-a">y</section></footer>`);
  });

  it('leaves markup without Emotion styles as it is, and other <style> tags where they are', () => {
    const html = '<div><style id="brand-tokens">:root{}</style><p>hi</p></div>';
    expect(stylesFirst(html)).toBe(html);
  });
});
