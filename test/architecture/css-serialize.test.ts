/**
 * The views' `css` and `keyframes` (styles/css.ts) serialise as Emotion's own serialiser (@emotion/serialize) does:
 * the same text, the same name (so the same class), the same animations carried along, for every shape our templates
 * interpolate and for every template of the code.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { serializeStyles as emotionSerialize } from '@emotion/serialize';
import { css, keyframes, named, serializeStyles, type Interpolation, type SerializedStyles } from '../../styles/css';
import { codeFiles, cssTemplateTexts } from './css-template-texts';

/** A template's strings, as a tagged template hands them over. */
const strings = (...parts: string[]) => Object.assign([...parts], { raw: [...parts] }) as unknown as TemplateStringsArray;

/** Emotion's answer for the same arguments, with the animations it carries as a plain list. */
const emotion = (args: unknown[]) => emotionSerialize(args as Parameters<typeof emotionSerialize>[0]);

const frames = keyframes`from{opacity:0;}to{opacity:1;}`;
const fade = css`animation:${frames} 1s;`;

describe('css: serialised as Emotion serialises', () => {
  const cases: [string, TemplateStringsArray, Interpolation[]][] = [
    ['no interpolation', strings('color:red;'), []],
    ['an empty template', strings(''), []],
    ['text', strings('color:', ';'), ['red']],
    ['a number', strings('z-index:', ';'), [5]],
    ['nothing: null, undefined, false and true', strings('a:1;', '', '', '', 'b:2;'), [null, undefined, false, true]],
    ['another style', strings('', 'color:red;'), [css`top:0;&:hover{top:1px;}`]],
    ['an animation', strings('animation:', ' 1s;'), [frames]],
    ['a style that carries an animation', strings('', 'top:0;'), [fade]],
    ['two animations', strings('animation:', ' 1s,', ' 2s;'), [frames, keyframes`from{top:0;}`]],
  ];
  for (const [what, template, values] of cases) {
    it(what, () => assert.deepEqual(css(template, ...values), emotion([template, ...values])));
  }

  it('names an animation as Emotion does, from its frames', () => {
    const text = strings('from{opacity:0;}to{opacity:1;}');
    const { name } = emotion([text]);
    assert.deepEqual(frames, {
      name: `animation-${name}`,
      styles: `@keyframes animation-${name}{from{opacity:0;}to{opacity:1;}}`,
      anim: 1,
    });
  });

  it('merges a list of styles in order, their animations carried along', () => {
    const list = [css`color:red;`, fade, css`color:blue;`];
    assert.deepEqual(serializeStyles(list), emotion(list));
  });

  it('gives a lone style back as it is', () => {
    const style = css`color:red;`;
    assert.equal(serializeStyles([style]), style);
    assert.equal(emotion([style]), style);
  });

  it('names a style the build shipped without its name as Emotion would, and keeps a name it has', () => {
    const shipped = { styles: 'color:red;' } as SerializedStyles;
    assert.equal(named(shipped), shipped);
    assert.equal(shipped.name, emotion([strings('color:red;')]).name);
    const style = css`top:0;`;
    const { name } = style;
    assert.equal(named(style).name, name);
  });

  it('serialises every template of the code as Emotion does', () => {
    let templates = 0;
    for (const name of codeFiles()) {
      for (const text of cssTemplateTexts(readFileSync(name, 'utf8'), name, { taggedOnly: true })) {
        const parts = text.split('X');
        const values = parts.slice(1).map(() => 'X');
        assert.deepEqual(css(strings(...parts), ...values), emotion([strings(...parts), ...values]), name);
        templates += 1;
      }
    }
    assert.ok(templates > 80, `only ${templates} templates found`);
  });
});
