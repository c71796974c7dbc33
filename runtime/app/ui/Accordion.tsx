/**
 * Accordion (product.md#screens-and-routes getting-started sidebar "accordion of steps"): WAI-ARIA
 * accordion from @radix-ui/react-accordion — each header a button in a heading (aria-expanded,
 * aria-controls), its panel a region labelled by it; Enter / Space toggle, ArrowUp / ArrowDown /
 * Home / End move between headers. One section open at a time.
 *
 * Only lazy chunks import this folder (eslint.config.js): the library stays off the first page.
 */
import * as Primitive from '@radix-ui/react-accordion';
import './ui.css';
import type { ReactNode } from 'react';

export interface AccordionSection {
  id: string;
  title: ReactNode;
  content: ReactNode;
  /** Shown after the title (a done mark, a count). */
  status?: ReactNode;
}

export function Accordion(props: {
  sections: readonly AccordionSection[];
  /** The open section's id (controlled); undefined for none. */
  open: string | undefined;
  onOpenChange: (id: string | undefined) => void;
  /** The heading level of the section headers (the page's outline). */
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${props.headingLevel ?? 3}` as const;
  return (
    <Primitive.Root
      type="single"
      collapsible
      className="ui-accordion"
      value={props.open ?? ''}
      onValueChange={(value) => props.onOpenChange(value || undefined)}
    >
      {props.sections.map((section) => (
        <Primitive.Item key={section.id} value={section.id} className="ui-accordion-item">
          <Primitive.Header asChild>
            <Heading className="ui-accordion-header">
              <Primitive.Trigger className="ui-accordion-trigger">
                <span className="ui-accordion-title">{section.title}</span>
                {section.status}
              </Primitive.Trigger>
            </Heading>
          </Primitive.Header>
          <Primitive.Content className="ui-accordion-panel">{section.content}</Primitive.Content>
        </Primitive.Item>
      ))}
    </Primitive.Root>
  );
}
