import { createContext, useContext, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { PageLoading } from '@/components/ui/spinner';

/**
 * What the HTML painted inside #root before any script ran: a pre-rendered page (/login, /register) or, on `/`,
 * the signed-in dashboard's frame or the guest placeholder, whichever `public/theme.js` chose (index.css hides the
 * other). Kept on screen while the first screen loads, so nothing flashes or shifts when the app takes over.
 *
 * The painted nodes themselves are kept, not a copy of their HTML: the early script (lib/early-start.ts) writes the
 * greeting into the frame when the dashboard's answer arrives, and a copy taken before that would lose it.
 */
export type FirstPaintNodes = readonly Node[];

/** The nodes of the first paint that are on screen, read from #root before React takes it over (main.tsx). */
export function shownFirstPaint(root: HTMLElement): FirstPaintNodes {
  return [...root.childNodes].filter(
    (node) => !(node instanceof HTMLElement) || window.getComputedStyle(node).display !== 'none',
  );
}

const FirstPaintContext = createContext<FirstPaintNodes | null>(null);
export const FirstPaintProvider = FirstPaintContext.Provider;

/** Puts the painted nodes back where React renders it (React empties #root on its first commit). */
function FirstPaint({ nodes }: { nodes: FirstPaintNodes }) {
  const holder = useRef<HTMLDivElement>(null);
  // A layout effect: the nodes are back before the browser paints the commit that emptied #root.
  useLayoutEffect(() => {
    holder.current?.replaceChildren(...nodes);
  }, [nodes]);
  return <div ref={holder} className="contents" />;
}

/**
 * The loading state of the page the app was opened on (the session check, a screen's chunk): the first paint,
 * still on screen; on any later page the usual loading text. The browser router names the first page 'default'.
 */
export function FirstScreenLoading() {
  const nodes = useContext(FirstPaintContext);
  const { key } = useLocation();
  return nodes && nodes.length > 0 && key === 'default' ? <FirstPaint nodes={nodes} /> : <PageLoading />;
}
