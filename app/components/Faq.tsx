import * as Accordion from '@radix-ui/react-accordion';
import { useEffect, useState } from 'react';
import { IconChevronDown } from './icons.tsx';

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

/**
 * The FAQ accordion (Radix). The server renders every answer open, so the page reads fully
 * without JavaScript; once the page is interactive all but the first fold away.
 */
export function Faq({ items }: { items: FaqItem[] }) {
  const [open, setOpen] = useState<string[]>(() => items.map((i) => i.id));
  // Once, after hydration: keyed on the first answer, not on the list (a page that builds its list
  // again when it renders must not fold what the visitor just opened).
  const first = items[0]?.id;
  useEffect(() => {
    setOpen(first ? [first] : []);
  }, [first]);
  return (
    <Accordion.Root
      type="multiple"
      value={open}
      onValueChange={setOpen}
      className="divide-y divide-line overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)] ring-1 ring-line"
    >
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id}>
          <Accordion.Header asChild>
            <h3 className="font-sans">
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-teal-950 hover:bg-sand-50 sm:px-6 sm:text-lg">
                {item.question}
                <IconChevronDown className="size-5 shrink-0 text-teal-700 transition-transform group-data-[state=open]:rotate-180" />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-5 text-ink-muted sm:px-6">{item.answer}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
