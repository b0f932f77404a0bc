/**
 * Fields that got an input event before the form that holds them hydrated (this module is part of
 * the page's scripts, so it listens from before hydration on).
 */
const typedBeforeHydration = new WeakSet<EventTarget>();

if (typeof document !== 'undefined') {
  document.addEventListener(
    'input',
    (event) => {
      if (event.target) typedBeforeHydration.add(event.target);
    },
    { capture: true, passive: true },
  );
}

/**
 * What a visitor typed into a server-rendered form before React took it over (the scripts arrive
 * after the page is shown, and on a slow phone that is a noticeable moment): the fields whose value
 * in the page differs from the form's state, or that got an input event early.
 *
 * A controlled form calls this once, in an effect on mount, and merges the answer into its state.
 * Without it, React's next render of the form would write the state's (empty) values back over
 * what the visitor typed.
 */
export function valuesTypedBeforeHydration(
  form: HTMLFormElement | null,
  names: readonly string[],
  state: Readonly<Record<string, string | undefined>>,
): Record<string, string> {
  const early: Record<string, string> = {};
  if (!form) return early;
  for (const name of names) {
    const element = form.elements.namedItem(name);
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement)) continue;
    const typed = typedBeforeHydration.has(element);
    // A value the server wrote that the field cannot hold (a number field given "abc" in the
    // address) reads as '' in the browser: nobody typed that, and the server's answer to it (the
    // field's error) must stay.
    const dropped = element instanceof HTMLInputElement && element.value === '' && element.defaultValue === (state[name] ?? '');
    if (typed || (element.value !== (state[name] ?? '') && !dropped)) early[name] = element.value;
  }
  return early;
}
