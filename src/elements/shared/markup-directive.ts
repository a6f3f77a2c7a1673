import { noChange } from 'lit';
import { Directive, directive, type ElementPart, type PartInfo, PartType } from 'lit/directive.js';
import { patch, type Markup } from './markup.js';

/**
 * Markup (markup.ts) inside a Lit template: `<div ${drawn([…])}>` patches the element's children to it
 * on each render. For a template that shows another element's markup (`<shop-cart>`'s lines show the
 * stepper of `<shop-quantity>`): one description, not a second template of it.
 */
class DrawnDirective extends Directive {
  constructor(info: PartInfo) {
    super(info);
    if (info.type !== PartType.ELEMENT) throw new Error('drawn() goes on an element');
  }

  render(_markup: readonly Markup[]) {
    return noChange;
  }

  override update(part: ElementPart, [markup]: [readonly Markup[]]) {
    patch(part.element, markup);
    return noChange;
  }
}

export const drawn = directive(DrawnDirective);
