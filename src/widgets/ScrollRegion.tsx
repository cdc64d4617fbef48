import { TableContainer } from '@mui/material';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { t } from '../i18n/t.ts';

/**
 * A table's box, which scrolls sideways when the table is wider than the screen (a phone): while it
 * does, it is a named region the keyboard can reach and scroll with the arrow keys; while the table fits,
 * it is no extra stop for the Tab key.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => setScrolls(box.scrollWidth > box.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <TableContainer
      ref={ref}
      // Named apart from the section round it, whose name is often the table's too.
      {...(scrolls
        ? { tabIndex: 0, role: 'region', 'aria-label': t('kit.list.scrollsSideways', { label }) }
        : {})}
    >
      {children}
    </TableContainer>
  );
}
