/**
 * react-select as Greenhouse's board renders it (cezkid/jobs greenhouse.md, measured 2026-10-05): the options exist
 * only while the menu is open (`.select__menu [role=option]`, ids `react-select-<id>-option-<i>`); typing filters
 * by "contains", the first match is focused, Enter or Tab picks the focused one, a click picks any; the pick shows
 * in `.select__single-value` and the input is emptied; Backspace in an empty box clears the pick; leaving the box
 * closes the menu and drops what was typed. An async one (the location) says "Loading..." before its options.
 */

export interface SelectOptions {
  shell: HTMLElement;
  input: HTMLInputElement;
  id: string;
  options: () => readonly string[];
  /** Async options: called with the typed text after a short wait; "Loading..." shows meanwhile. */
  load?: (typed: string) => Promise<string[]>;
  /** What the chosen value shows (Greenhouse's Country shows only "+91"). */
  shown?: (option: string) => string;
  onChange: (value: string) => void;
}

export function reactSelect(o: SelectOptions): { set(value: string): void; clear(): void } {
  const control = o.shell.querySelector<HTMLElement>('.select__control');
  const container = o.shell.querySelector<HTMLElement>('.select__value-container');
  const live = o.shell.querySelector<HTMLElement>('[role=log]');
  let menu: HTMLElement | null = null;
  let focused = 0;
  let current: string[] = [];
  let value = '';
  let loadTicket = 0;

  const inputContainer = o.input.parentElement;
  const placeholderText = o.shell.querySelector('.select__placeholder')?.textContent ?? 'Select...';

  function show(v: string): void {
    container?.querySelector('.select__single-value, .select__placeholder')?.remove();
    const el = document.createElement('div');
    el.className = v ? 'select__single-value' : 'select__placeholder';
    if (!v) el.id = `react-select-${o.id}-placeholder`;
    el.textContent = v ? (o.shown ? o.shown(v) : v) : placeholderText;
    container?.prepend(el);
    container?.classList.toggle('select__value-container--has-value', Boolean(v));
    o.shell.querySelector('.requiredInput')?.remove();
    if (!v && o.input.getAttribute('aria-required') === 'true') {
      const req = document.createElement('input');
      req.required = true;
      req.tabIndex = -1;
      req.setAttribute('aria-hidden', 'true');
      req.className = 'requiredInput';
      (o.shell.querySelector('.select-shell') ?? o.shell).appendChild(req);
    }
    if (inputContainer) inputContainer.dataset.value = '';
  }

  function close(): void {
    menu?.remove();
    menu = null;
    o.input.setAttribute('aria-expanded', 'false');
    o.input.removeAttribute('aria-activedescendant');
    o.input.removeAttribute('aria-controls');
    control?.classList.remove('select__control--menu-is-open');
  }

  function pick(option: string): void {
    value = option;
    show(option);
    if (live) live.textContent = `option ${option}, selected.`;
    o.input.value = '';
    close();
    o.onChange(option);
  }

  function drawOptions(list: string[], notice?: string): void {
    menu?.remove();
    menu = document.createElement('div');
    menu.className = 'select__menu';
    const listEl = document.createElement('div');
    listEl.className = 'select__menu-list';
    listEl.setAttribute('role', 'listbox');
    listEl.id = `react-select-${o.id}-listbox`;
    menu.appendChild(listEl);
    current = list;
    if (notice || list.length === 0) {
      const n = document.createElement('div');
      n.className = `select__menu-notice ${notice ? 'select__menu-notice--loading' : 'select__menu-notice--no-options'}`;
      n.textContent = notice ?? 'No options';
      listEl.appendChild(n);
    }
    list.forEach((option, i) => {
      const el = document.createElement('div');
      el.className = `select__option${i === focused ? ' select__option--is-focused' : ''}${
        option === value ? ' select__option--is-selected' : ''
      }`;
      el.setAttribute('role', 'option');
      el.id = `react-select-${o.id}-option-${i}`;
      el.setAttribute('aria-selected', String(option === value));
      el.tabIndex = -1;
      el.textContent = option;
      el.addEventListener('mousedown', (event) => event.preventDefault());
      el.addEventListener('click', () => pick(option));
      el.addEventListener('mousemove', () => setFocus(i));
      listEl.appendChild(el);
    });
    (o.shell.querySelector('.select-shell') ?? o.shell).appendChild(menu);
    o.input.setAttribute('aria-expanded', 'true');
    o.input.setAttribute('aria-controls', listEl.id);
    control?.classList.add('select__control--menu-is-open');
    setFocus(Math.min(focused, Math.max(0, list.length - 1)));
  }

  function setFocus(i: number): void {
    focused = i;
    menu?.querySelectorAll('.select__option').forEach((el, j) => {
      el.classList.toggle('select__option--is-focused', j === i);
    });
    if (current[i] !== undefined)
      o.input.setAttribute('aria-activedescendant', `react-select-${o.id}-option-${i}`);
  }

  function open(): void {
    focused = 0;
    const typed = o.input.value;
    if (o.load) {
      if (!typed.trim()) {
        drawOptions([], 'Start typing...');
        return;
      }
      drawOptions([], 'Loading...');
      const ticket = ++loadTicket;
      void o.load(typed).then((list) => {
        if (ticket === loadTicket && document.activeElement === o.input) drawOptions(list);
      });
      return;
    }
    const text = typed.trim().toLowerCase();
    drawOptions(o.options().filter((opt) => opt.toLowerCase().includes(text)));
  }

  o.input.addEventListener('input', () => {
    if (inputContainer) inputContainer.dataset.value = o.input.value;
    container?.querySelector('.select__placeholder, .select__single-value')?.setAttribute('hidden', '');
    if (!o.input.value) container?.querySelector('[hidden]')?.removeAttribute('hidden');
    open();
  });
  o.input.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!menu) open();
      else setFocus(Math.min(focused + 1, current.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (menu) setFocus(Math.max(focused - 1, 0));
    } else if (event.key === 'Enter') {
      if (menu && current[focused] !== undefined) {
        event.preventDefault();
        pick(current[focused] ?? '');
      } else if (menu) event.preventDefault();
    } else if (event.key === 'Tab') {
      if (menu && current[focused] !== undefined && o.input.value) pick(current[focused] ?? '');
    } else if (event.key === 'Escape') {
      close();
    } else if (event.key === 'Backspace' && !o.input.value && value) {
      value = '';
      show('');
      o.onChange('');
    }
  });
  o.input.addEventListener('blur', () => {
    close();
    o.input.value = '';
    if (inputContainer) inputContainer.dataset.value = '';
    container?.querySelector('[hidden]')?.removeAttribute('hidden');
    control?.classList.remove('select__control--is-focused');
  });
  o.input.addEventListener('focus', () => control?.classList.add('select__control--is-focused'));
  control?.addEventListener('mousedown', (event) => {
    if (event.target === o.input) {
      if (!menu) open();
      return;
    }
    event.preventDefault();
    if (document.activeElement !== o.input) o.input.focus();
    if (menu) close();
    else open();
  });

  return {
    set(v: string) {
      value = v;
      show(v);
      o.onChange(v);
    },
    clear() {
      value = '';
      show('');
      o.onChange('');
    },
  };
}
