// Minimal DOM matchers (the jest-dom package is not installed in this repo).
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- jest's matcher typing lives in a namespace
  namespace jest {
    interface Matchers<R> {
      toBeInTheDocument(): R;
      toHaveTextContent(text: string | RegExp): R;
      toHaveAttribute(name: string, value?: string): R;
      toBeChecked(): R;
      toBeDisabled(): R;
      toHaveFocus(): R;
    }
  }
}

function isElement(v: unknown): v is Element {
  return typeof Element !== 'undefined' && v instanceof Element;
}

function describe(el: unknown): string {
  return isElement(el) ? el.outerHTML.slice(0, 200) : String(el);
}

expect.extend({
  toBeInTheDocument(received: unknown) {
    const pass = isElement(received) && received.ownerDocument.contains(received);
    return {
      pass,
      message: () => `expected ${describe(received)} ${pass ? 'not ' : ''}to be in the document`,
    };
  },
  toHaveTextContent(received: unknown, text: string | RegExp) {
    const content = isElement(received) ? (received.textContent ?? '').replace(/\s+/g, ' ') : '';
    const pass = typeof text === 'string' ? content.includes(text) : text.test(content);
    return {
      pass,
      message: () => `expected text "${content}" ${pass ? 'not ' : ''}to contain ${String(text)}`,
    };
  },
  toHaveAttribute(received: unknown, name: string, value?: string) {
    const actual = isElement(received) ? received.getAttribute(name) : null;
    const pass = value === undefined ? actual !== null : actual === value;
    return {
      pass,
      message: () =>
        `expected attribute ${name}${value === undefined ? '' : `="${value}"`}, got ${String(actual)}`,
    };
  },
  toBeChecked(received: unknown) {
    const pass =
      received instanceof HTMLInputElement
        ? received.checked
        : isElement(received) && received.getAttribute('aria-checked') === 'true';
    return {
      pass,
      message: () => `expected ${describe(received)} ${pass ? 'not ' : ''}to be checked`,
    };
  },
  toBeDisabled(received: unknown) {
    const pass = isElement(received) && (received as HTMLButtonElement).disabled === true;
    return {
      pass,
      message: () => `expected ${describe(received)} ${pass ? 'not ' : ''}to be disabled`,
    };
  },
  toHaveFocus(received: unknown) {
    const pass = isElement(received) && received.ownerDocument.activeElement === received;
    return {
      pass,
      message: () => `expected ${describe(received)} ${pass ? 'not ' : ''}to have focus`,
    };
  },
});

export {};
