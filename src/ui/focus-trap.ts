/**
 * Keeps Tab inside a modal part of the page (an off-canvas menu, a dialog): from its last control to its first, and
 * back with Shift; focus from outside comes in. `selector` names its controls; hidden ones are left out.
 */
export function keepTabInside(
  e: { key: string; shiftKey: boolean; preventDefault: () => void },
  container: HTMLElement | null,
  selector: string,
): void {
  if (e.key !== 'Tab' || !container) return;
  const focusable = [...container.querySelectorAll<HTMLElement>(selector)].filter((el) => el.offsetParent !== null);
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  const inside = container.contains(document.activeElement);
  if (e.shiftKey && (document.activeElement === first || !inside)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (document.activeElement === last || !inside)) {
    e.preventDefault();
    first.focus();
  }
}
