import {
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type SyntheticEvent,
} from 'react';
import type { PressEvent } from 'react-aria';

type PointerType = PressEvent['pointerType'];

/*
 * Press and focus-ring state for the components a first screen renders (Button, Cell,
 * ChunkLoadError, PullRefreshScroller) on native events, without react-aria's usePress /
 * useFocusRing (≈ 10 KB gz that every app's first route would otherwise load). Same outputs:
 * `isPressed` and `isFocusVisible` for the data-pressed / data-focus-visible styling hooks, and a
 * react-aria-shaped PressEvent for `onPress`.
 */

type Handler<E> = ((event: E) => void) | undefined;

/** Calls each handler that is set, in order. */
export function chain<E>(...handlers: Handler<E>[]): (event: E) => void {
  return (event) => {
    for (const handler of handlers) handler?.(event);
  };
}

const isActivationKey = (key: string) => key === 'Enter' || key === ' ';

export interface PressCallbacks {
  onPressStart?: (e: PressEvent) => void;
  onPressEnd?: (e: PressEvent) => void;
  onPressUp?: (e: PressEvent) => void;
  onPressChange?: (isPressed: boolean) => void;
}

/**
 * `isPressed` while a primary pointer is down on the element or Enter/Space is held on it; it ends
 * when the pointer is released, leaves or is cancelled (a scroll took the touch over). Calls
 * react-aria's press-start / press-up / press-end callbacks at those moments.
 */
export function usePressedState(isDisabled: boolean, callbacks: PressCallbacks = {}) {
  const [isPressed, setPressed] = useState(false);
  const start = (e: PressEvent) => {
    if (isDisabled || isPressed) return;
    setPressed(true);
    callbacks.onPressStart?.({ ...e, type: 'pressstart' });
    callbacks.onPressChange?.(true);
  };
  // released: the pointer or key came up over the element (press-up); otherwise the press was
  // abandoned (the pointer left, a scroll took the touch over), which still ends it, as in react-aria
  const end = (e: PressEvent | null, released: boolean) => {
    if (!isPressed) return;
    setPressed(false);
    if (e && released) callbacks.onPressUp?.({ ...e, type: 'pressup' });
    if (e) callbacks.onPressEnd?.({ ...e, type: 'pressend' });
    callbacks.onPressChange?.(false);
  };
  return {
    isPressed: isPressed && !isDisabled,
    pressedProps: {
      onPointerDown: (e: PointerEvent<Element>) => e.button === 0 && start(pressEventFromPointer(e)),
      onPointerUp: (e: PointerEvent<Element>) => end(pressEventFromPointer(e), true),
      onPointerLeave: (e: PointerEvent<Element>) => end(pressEventFromPointer(e), false),
      onPointerCancel: (e: PointerEvent<Element>) => end(pressEventFromPointer(e), false),
      onKeyDown: (e: KeyboardEvent<Element>) =>
        !e.repeat && e.target === e.currentTarget && isActivationKey(e.key) && start(pressEventFromKey(e)),
      onKeyUp: (e: KeyboardEvent<Element>) => isActivationKey(e.key) && end(pressEventFromKey(e), true),
      onBlur: () => end(null, false),
    },
  };
}

/**
 * usePressedState and useFocusVisible wired onto one element: the pointer, key, focus and blur
 * handlers and the data-pressed / data-focus-visible hooks that Button, Cell and ChunkLoadError
 * spread (each chaining its own handlers onto these).
 */
export function usePressable(isDisabled: boolean, callbacks: PressCallbacks = {}) {
  const { isPressed, pressedProps } = usePressedState(isDisabled, callbacks);
  const { isFocusVisible, focusVisibleProps } = useFocusVisible();
  return {
    pressableProps: {
      ...pressedProps,
      onPointerDown: chain(pressedProps.onPointerDown, focusVisibleProps.onPointerDown),
      onFocus: focusVisibleProps.onFocus,
      onBlur: chain<FocusEvent<Element>>(focusVisibleProps.onBlur, pressedProps.onBlur),
      'data-pressed': isPressed || undefined,
      'data-focus-visible': isFocusVisible || undefined,
    },
  };
}

/**
 * A react-aria-style keyboard handler on a native event: the event stops at this element unless
 * the handler calls `e.continuePropagation()`.
 */
export function keyboardHandler<T extends Element>(
  handler: ((e: KeyboardEvent<T> & { continuePropagation(): void }) => void) | undefined,
): ((e: KeyboardEvent<T>) => void) | undefined {
  if (!handler) return undefined;
  return (e) => {
    let propagate = false;
    handler(Object.assign(e, { continuePropagation: () => (propagate = true) }));
    if (!propagate) e.stopPropagation();
  };
}

/**
 * `isFocusVisible` while the element itself has focus and the browser would draw a focus ring for
 * it (`:focus-visible`: keyboard focus, not a tap or click). A pointer press hides it again, as
 * react-aria's useFocusRing does.
 */
export function useFocusVisible() {
  const [isFocusVisible, setFocusVisible] = useState(false);
  return {
    isFocusVisible,
    focusVisibleProps: {
      onFocus: (e: FocusEvent<Element>) => {
        if (e.target === e.currentTarget) setFocusVisible(matchesFocusVisible(e.currentTarget));
      },
      onBlur: (e: FocusEvent<Element>) => {
        if (e.target === e.currentTarget) setFocusVisible(false);
      },
      onPointerDown: () => setFocusVisible(false),
    },
  };
}

function matchesFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false; // an engine without :focus-visible: no ring rather than a ring on every tap
  }
}

/** react-aria's PressEvent for a click (mouse, touch, pen, or Enter/Space on a native button). */
export function pressEventFromClick(e: MouseEvent<Element>): PressEvent {
  return pressEvent(e, e.detail === 0 ? 'keyboard' : pointerTypeOf(e), e.clientX, e.clientY);
}

function pressEventFromPointer(e: PointerEvent<Element>): PressEvent {
  return pressEvent(e, pointerTypeOf(e), e.clientX, e.clientY);
}

/** react-aria's PressEvent for Enter/Space on an element given role="button". */
export function pressEventFromKey(e: KeyboardEvent<Element>): PressEvent {
  return pressEvent(e, 'keyboard', 0, 0, e.key);
}

function pointerTypeOf(e: MouseEvent<Element>): PointerType {
  const type = (e.nativeEvent as Partial<globalThis.PointerEvent>).pointerType;
  return type === 'touch' || type === 'pen' ? type : 'mouse';
}

function pressEvent(
  e: SyntheticEvent<Element> & { shiftKey: boolean; ctrlKey: boolean; metaKey: boolean; altKey: boolean },
  pointerType: PointerType,
  clientX: number,
  clientY: number,
  key?: string,
): PressEvent {
  const target = e.currentTarget;
  const rect = target.getBoundingClientRect();
  const keyboard = pointerType === 'keyboard';
  return {
    type: 'press',
    pointerType,
    target,
    shiftKey: e.shiftKey,
    ctrlKey: e.ctrlKey,
    metaKey: e.metaKey,
    altKey: e.altKey,
    x: keyboard ? rect.width / 2 : clientX - rect.left,
    y: keyboard ? rect.height / 2 : clientY - rect.top,
    key,
    continuePropagation: () => {},
  };
}
