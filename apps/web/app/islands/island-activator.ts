/** Where the build put an island's module (app/islands/{name}.tsx) and every module it imports statically. */
export interface IslandModule {
  src: string;
  imports: string[];
}

/**
 * What an island module exports: wake up for this element, which the visitor has just used. An island
 * that hydrates its markup in place resolves once its handlers listen.
 */
export interface Island {
  activate(element: HTMLElement): void | Promise<void>;
}

declare global {
  interface Window {
    __islands?: boolean;
  }
}

/**
 * Wakes the islands of a page that ships no React (RouteModule.staticPage). scripts/prerender.mjs writes
 * this function's source inline into the <head> of such a page, called with the modules of the islands
 * the page holds and layout/plain-modal.ts's showPlainModal, which is why it is self-contained (it
 * repeats the attribute of island-attributes.ts).
 *
 * - When the mouse or the keyboard reaches an island, its modules are fetched and compiled ahead
 *   (modulepreload), not run: the page ships no script until a visitor heads for one. A finger's touch
 *   does not: its press follows at once, and a press loads them anyway.
 * - A click on an island (a tap, or Enter and Space on a button) is kept from the browser, the element
 *   says it is busy, and the island's module is run and activated with it. Every later click activates it
 *   again, at once. Modified clicks (a new tab) stay native. An island whose press opens a dialog (an
 *   Enroll Now) names the page's loading dialog for it (island-dialog.ts): that shows at once, with the
 *   element's title, until the island opens its own; closed meanwhile, nothing opens. `showModal` shows
 *   it (layout/plain-modal.ts, handed to this function by the page).
 * - An island that wakes when the browser is idle (`data-island-wake="idle"`: live figures, which no
 *   click starts) is run once the page has loaded and the browser has a moment; a click on it is the
 *   browser's as on any other part of the page.
 * - An island that wakes when the visitor turns to it (`data-island-wake="focus"`: a form, the event
 *   calendar, hydrated in place so that what is typed or chosen meanwhile stays) is run on the first
 *   focus, press or change inside it, except on an island of its own (an Enroll Now); its
 *   modules are fetched ahead when the pointer reaches it. A form sent before it is awake is kept from
 *   the browser, says it is busy, and is sent again once the island listens. One whose draft is kept
 *   (`data-island-draft`, its sessionStorage key) wakes with the idle ones, to show the draft.
 * - An island inside one that is awake (a video's play button in a modal an island opened, marked
 *   `data-island-root` by island-root.tsx) is left to React, which renders it there.
 * - A video's thumbnail that fails to load is hidden, as the player does once it runs.
 * - The page says it holds islands (`data-islands` on <html>) once this listens, which tests read.
 */
export function activateIslands(
  islands: Record<string, IslandModule>,
  showModal: (dialog: HTMLDialogElement, initialFocus: HTMLElement | null) => void,
): void {
  if (window.__islands) return;
  window.__islands = true;
  document.documentElement.setAttribute('data-islands', Object.keys(islands).join(' '));

  const islandAt = (event: Event, selector = '[data-island]:not([data-island-wake])') => {
    const element = event.target instanceof Element ? event.target.closest<HTMLElement>(selector) : null;
    // Inside an island already awake (its root), the element is React's.
    if (!element || element.closest('[data-island-root]')) return null;
    const island = islands[element.getAttribute('data-island') ?? ''];
    return island ? { element, island } : null;
  };

  const preloaded = new Set<string>();
  const preload = (event: Event) => {
    // A finger reaches (and focuses) an element only a moment before it presses it: compiling the
    // island's modules then would only delay the answer to the press, which loads them anyway. The
    // keyboard's focus is the one that shows (:focus-visible).
    if (event instanceof PointerEvent && event.pointerType === 'touch') return;
    if (
      event.type === 'focusin' &&
      !(event.target instanceof Element && event.target.matches(':focus-visible'))
    )
      return;
    const found = islandAt(event, '[data-island]:not([data-island-wake="idle"])');
    if (!found) return;
    for (const href of [found.island.src, ...found.island.imports]) {
      if (preloaded.has(href)) continue;
      preloaded.add(href);
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
  };
  // Pointer events cover the mouse, the pen and a touch alike.
  for (const type of ['pointerover', 'focusin']) {
    addEventListener(type, preload, { capture: true, passive: true });
  }

  // A thumbnail that fails to load hides, as VideoPlayer's does once React runs it.
  addEventListener(
    'error',
    (event) => {
      const image = event.target;
      if (image instanceof HTMLImageElement && image.closest('[data-video-player]:not([data-island-root])')) {
        image.hidden = true;
      }
    },
    true,
  );

  const run = (element: HTMLElement, island: IslandModule) =>
    import(/* @vite-ignore */ island.src).then((module: Island) => module.activate(element));

  // A focus island wakes once; `awake` once its handlers listen (a failed load lets the next try again).
  const focusIslands = new Map<HTMLElement, { listening: Promise<void>; awake: boolean }>();
  const wake = (target: EventTarget | null) => {
    // A press on an island of its own inside one (an Enroll Now among the calendar's rows) is that island's.
    const pressed =
      target instanceof Element ? target.closest('[data-island]:not([data-island-wake])') : null;
    const element =
      target instanceof Element && !pressed?.closest('[data-island-wake="focus"]')
        ? target.closest<HTMLElement>('[data-island-wake="focus"]')
        : null;
    const island = element && islands[element.getAttribute('data-island') ?? ''];
    if (!element || !island) return undefined;
    let state = focusIslands.get(element);
    if (!state) {
      const woken = { awake: false, listening: run(element, island) };
      woken.listening.then(
        () => (woken.awake = true),
        () => focusIslands.delete(element),
      );
      focusIslands.set(element, (state = woken));
    }
    return state;
  };
  // A change without a focus first (assistive technology, a script) wakes it too.
  for (const type of ['focusin', 'pointerdown', 'change']) {
    addEventListener(type, (event) => wake(event.target), { capture: true, passive: true });
  }
  addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      const state = form instanceof HTMLFormElement ? wake(form) : undefined;
      if (!(form instanceof HTMLFormElement) || !state || state.awake) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      form.setAttribute('aria-busy', 'true');
      state.listening
        .then(() => form.requestSubmit())
        // Unreachable (offline): the form stops saying it is busy, and the next send tries again.
        .catch(() => undefined)
        .finally(() => form.removeAttribute('aria-busy'));
    },
    true,
  );

  const hasDraft = (key: string | null) => {
    try {
      return key !== null && sessionStorage.getItem(key) !== null;
    } catch {
      return false;
    }
  };
  const wakeIdle = () => {
    for (const element of document.querySelectorAll<HTMLElement>('[data-island-wake="idle"]')) {
      const island = islands[element.getAttribute('data-island') ?? ''];
      // Unreachable (offline): the island keeps what the page was built with.
      if (island && !element.closest('[data-island-root]')) run(element, island).catch(() => undefined);
    }
    // A form with a draft shows it without waiting for the visitor.
    for (const element of document.querySelectorAll<HTMLElement>('[data-island-draft]')) {
      if (hasDraft(element.getAttribute('data-island-draft'))) wake(element);
    }
  };
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(wakeIdle, { timeout: 2000 }) : setTimeout(wakeIdle);
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });

  const loadingDialog = (element: HTMLElement) => {
    const dialog = document.getElementById(element.getAttribute('data-island-dialog') ?? '');
    if (!(dialog instanceof HTMLDialogElement) || dialog.open) return null;
    const part = (name: string) => dialog.querySelector<HTMLElement>(`[data-island-dialog-${name}]`);
    for (const name of ['title', 'details']) {
      const slot = part(name);
      if (slot) slot.textContent = element.getAttribute(`data-island-dialog-${name}`) ?? '';
    }
    const showFailed = (failed: boolean) => {
      const [loading, failure] = [part('loading'), part('failed')];
      if (loading) loading.hidden = failed;
      if (failure) failure.hidden = !failed;
    };
    showFailed(false);
    showModal(dialog, part('close'));
    const shown = { closedByVisitor: false, replaced: false };
    dialog.addEventListener(
      'close',
      () => {
        shown.closedByVisitor = !shown.replaced;
        // Closed by the visitor: focus goes back to what they pressed.
        if (shown.closedByVisitor) element.focus();
      },
      { once: true },
    );
    return {
      shown,
      replace: () => {
        shown.replaced = true;
        dialog.close();
        // Before the island's dialog opens, which gives focus back to what had it then.
        element.focus();
      },
      fail: () => showFailed(true),
    };
  };

  addEventListener(
    'click',
    (event) => {
      const target = event.target;
      // A loading dialog closes on its × and on a click beside its panel (on the dialog box itself).
      if (
        target instanceof HTMLDialogElement
          ? target.open && target.querySelector('[data-island-dialog-close]')
          : target instanceof Element && target.closest('[data-island-dialog-close]')
      ) {
        (target as Element).closest('dialog')?.close();
        return;
      }
      const found = islandAt(event);
      if (!found || event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      const { element, island } = found;
      const dialog = loadingDialog(element);
      element.setAttribute('aria-busy', 'true');
      // The loading dialog is painted before the island's modules start to run, which takes a while.
      (dialog
        ? new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)))
        : Promise.resolve()
      )
        .then(() => import(/* @vite-ignore */ island.src))
        .then((module: Island) => {
          // Closed by the visitor while loading: nothing opens; the next press opens at once.
          if (dialog?.shown.closedByVisitor) return undefined;
          // In the same task as the island opens its own, so no frame shows neither.
          dialog?.replace();
          return module.activate(element);
        })
        // Unreachable (offline): the loading dialog says so, the element stops saying it is busy, and
        // the next press tries again.
        .catch(() => dialog?.fail())
        .finally(() => element.removeAttribute('aria-busy'));
    },
    true,
  );
}
