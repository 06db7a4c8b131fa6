import { useState, type KeyboardEvent } from 'react';
import { Collapse } from '../../element/element';
import { EmptyState } from '../empty-state/empty-state';
import { SafeHtml } from '../safe-html/safe-html';
import './accordion.css';

export interface AccordionItem {
  id: string | number;
  title: string;
  /** Answer as HTML from the service; sanitized before rendering. */
  html: string;
}

export interface AccordionProps {
  items: AccordionItem[];
  /** Runtime file host for images in the answers; default `/wwwroot`. */
  fileHost?: string;
  /** Item open on first render. */
  defaultOpenId?: string | number;
  emptyText?: string;
  className?: string;
}

/** Questions and answers (FAQ) on element Collapse; one answer open at a time. */
export function Accordion({ items, fileHost, defaultOpenId, emptyText, className }: AccordionProps) {
  const [openName, setOpenName] = useState(defaultOpenId === undefined ? '' : String(defaultOpenId));

  if (items.length === 0) return <EmptyState text={emptyText} />;

  // element Collapse reports its open names after every prop change; keep the same string to stop there.
  const handleChange = (names: string[]) => {
    const next = names[0] ?? '';
    setOpenName((current) => (current === next ? current : next));
  };

  const toggleWithKeyboard = (event: KeyboardEvent<HTMLSpanElement>, name: string) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    setOpenName((current) => (current === name ? '' : name));
  };

  // element Collapse drops `className`, so the kit's class sits on a wrapper (accordion.css styles through it).
  return (
    <div className={className ? `bm-accordion ${className}` : 'bm-accordion'}>
      <Collapse accordion value={openName} onChange={handleChange}>
        {items.map((item) => {
          const name = String(item.id);
          const isOpen = name === openName;
          return (
            <Collapse.Item
              key={name}
              name={name}
              title={
                <span
                  className="bm-accordion__question"
                  role="button"
                  tabIndex={0}
                  aria-expanded={isOpen}
                  onKeyDown={(event) => toggleWithKeyboard(event, name)}
                >
                  {item.title}
                </span>
              }
            >
              {isOpen ? <SafeHtml className="bm-accordion__answer" html={item.html} fileHost={fileHost} /> : null}
            </Collapse.Item>
          );
        })}
      </Collapse>
    </div>
  );
}
