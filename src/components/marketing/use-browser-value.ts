import { useEffect, useState } from "react";

/**
 * A value only the browser knows (a media query, the page's mode), drawn first as the server drew
 * it and then as the browser has it, following each change. Not `useSyncExternalStore`: an island
 * hydrates alone on Preact's compat layer (ADR 0084), which reads the browser's value while it
 * hydrates and keeps the server's attributes where the two differ (the switch said "not pressed"
 * in dark mode; the menus kept their placeholder buttons). `subscribe` and `read` are best defined
 * outside the component: a new function each render subscribes again each render.
 */
export function useBrowserValue<T>(
  subscribe: (onChange: () => void) => () => void,
  read: () => T,
  serverValue: T,
): T {
  const [value, setValue] = useState(serverValue);
  useEffect(() => {
    const update = () => setValue(read);
    update();
    return subscribe(update);
  }, [subscribe, read]);
  return value;
}
