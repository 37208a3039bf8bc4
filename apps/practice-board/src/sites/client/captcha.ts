import type { SitePageData } from '../client-data';
import { report } from './common';

/**
 * The visible CAPTCHA challenge a job can ask for (decision 053): a checkbox in a dialog that only a person's own
 * pointer solves. It counts as solved only after
 *   - at least 6 trusted `pointermove` events in the 2 s before the press, spread over at least 200 ms, the last of
 *     them inside the box (a hand travelling to it), then
 *   - a trusted `pointerdown` and `pointerup` inside the box at least 60 ms apart.
 * `element.click()`, dispatched events (untrusted), keyboard presses and an automation click that jumps to the
 * centre and presses at once (Playwright's `click()`: one move, no hold) do not solve it: the box shows
 * "Verification failed. Please try again." and the board records a scripted attempt. A person moving a mouse
 * solves it on the first try.
 */

interface Move {
  t: number;
  x: number;
  y: number;
}

const moves: Move[] = [];
let tracking = false;

function track(): void {
  if (tracking) return;
  tracking = true;
  document.addEventListener(
    'pointermove',
    (event) => {
      if (!event.isTrusted) return;
      moves.push({ t: performance.now(), x: event.clientX, y: event.clientY });
      if (moves.length > 200) moves.splice(0, moves.length - 200);
    },
    { capture: true },
  );
}

function inside(rect: DOMRect, x: number, y: number): boolean {
  return x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom;
}

function handTravelled(box: HTMLElement, at: number): boolean {
  const recent = moves.filter((m) => at - m.t <= 2000);
  if (recent.length < 6) return false;
  const first = recent[0];
  const last = recent[recent.length - 1];
  if (!first || !last || last.t - first.t < 200) return false;
  return inside(box.getBoundingClientRect(), last.x, last.y);
}

track();

/**
 * Shows the challenge and resolves once a person has solved it. `vendor` only changes the words: reCAPTCHA's
 * "I'm not a robot" (Greenhouse, Ashby) or hCaptcha's "I am human" (Lever).
 */
export function requirePerson(data: SitePageData, vendor: 'recaptcha' | 'hcaptcha'): Promise<void> {
  track();
  return new Promise((resolve) => {
    document.querySelector('.board-captcha')?.remove();
    const overlay = document.createElement('div');
    overlay.className = 'board-captcha';
    overlay.innerHTML = `<div class="board-captcha__box" role="dialog" aria-modal="true" aria-labelledby="board-captcha-title">
<p id="board-captcha-title"><b>${vendor === 'hcaptcha' ? 'Please verify that you are human' : 'Please verify you are not a robot'}</b></p>
<div class="board-captcha__row"><div class="board-captcha__check" id="board-captcha-checkbox" role="checkbox" aria-checked="false" tabindex="0" aria-labelledby="board-captcha-label"></div>
<span id="board-captcha-label">${vendor === 'hcaptcha' ? 'I am human' : "I'm not a robot"}</span>
<span class="board-captcha__brand">${vendor === 'hcaptcha' ? 'hCaptcha' : 'reCAPTCHA'}<br>Privacy - Terms</span></div>
<p class="board-captcha__error" role="alert"></p></div>`;
    document.body.appendChild(overlay);
    const box = overlay.querySelector<HTMLElement>('#board-captcha-checkbox');
    const error = overlay.querySelector<HTMLElement>('.board-captcha__error');
    if (!box || !error) return;
    let down: { t: number; ok: boolean } | null = null;
    const fail = () => {
      error.textContent = 'Verification failed. Please try again.';
      report(data, 'captcha-scripted');
    };
    box.addEventListener('pointerdown', (event) => {
      const rect = box.getBoundingClientRect();
      down = {
        t: performance.now(),
        ok:
          event.isTrusted &&
          inside(rect, event.clientX, event.clientY) &&
          handTravelled(box, performance.now()),
      };
    });
    box.addEventListener('pointerup', (event) => {
      const rect = box.getBoundingClientRect();
      const pressed = down;
      down = null;
      if (
        pressed?.ok &&
        event.isTrusted &&
        inside(rect, event.clientX, event.clientY) &&
        performance.now() - pressed.t >= 60
      ) {
        box.setAttribute('aria-checked', 'true');
        error.textContent = '';
        report(data, 'captcha-solved');
        setTimeout(() => {
          overlay.remove();
          resolve();
        }, 400);
      } else fail();
    });
    // A click that came with no pointer press at all (element.click(), a dispatched event) is a script's.
    box.addEventListener('click', (event) => {
      if (!event.isTrusted || event.detail === 0) fail();
    });
    box.addEventListener('keydown', (event) => {
      if (event.key === ' ' || event.key === 'Enter') {
        event.preventDefault();
        fail();
      }
    });
  });
}
