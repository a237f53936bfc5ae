import { useEffect, useState, type ComponentType } from 'react';

/** A deferred component, and the fetch of its code for a page to start before it renders it (usePreload). */
export type DeferredComponent<P extends object> = ComponentType<P> & { readonly preload: () => Promise<ComponentType<P>> };

/**
 * A component whose code is not part of the page that uses it: it is fetched as soon as that page
 * renders it, or earlier through `preload` (so that it has arrived by the time it is needed), and
 * renders `placeholder` (nothing by default) until then. For dialogs, which render nothing while
 * closed: one opened before its code arrives opens when it does (and a failed fetch is tried again the
 * next time it opens). For a field, a placeholder that looks like it.
 */
export const deferred = <P extends object>(
  load: () => Promise<ComponentType<P>>,
  what: string,
  placeholder?: ComponentType<P>,
): DeferredComponent<P> => {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const fetchOnce = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const Deferred = (props: P) => {
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    const open = (props as { readonly open?: boolean }).open === true;
    useEffect(() => {
      if (Component !== null) return undefined;
      let current = true;
      fetchOnce().then(
        (component) => {
          if (current) setComponent(() => component);
        },
        (error: unknown) => console.error(`The ${what} failed to load:`, error),
      );
      return () => {
        current = false;
      };
    }, [Component, open]);
    const Shown = Component ?? placeholder;
    return Shown ? <Shown {...props} /> : null;
  };
  return Object.assign(Deferred, { preload: fetchOnce });
};
