import type { Bootstrap } from '../shared/bootstrap';
import { Ctx } from './ctx';
import { h } from './dom';
import { renderSearchPage } from './search-page';
import modalStyles from './modal.css';
import pageStyles from './styles.css';
import sduiStyles from './sdui.css';

function boot(): void {
  const dataEl = document.getElementById('board-data');
  const root = document.getElementById('board-root');
  if (!dataEl?.textContent || !root) return;
  const data = JSON.parse(dataEl.textContent) as Bootstrap;
  const ctx = new Ctx(data.variant, data.seed, data.delays);
  const css = ctx.css(pageStyles + modalStyles + (ctx.v5 ? sduiStyles : ''));
  document.head.appendChild(h('style', {}, css));
  document.body.dataset.boardVariant = data.variant;
  if (ctx.v3) {
    // v3's modal lives in an open shadow root that document.querySelector cannot see into.
    const outlet = h('div', { id: 'interop-outlet', 'data-testid': 'interop-shadowdom' });
    const shadow = outlet.attachShadow({ mode: 'open' });
    shadow.appendChild(h('style', {}, css));
    document.body.appendChild(outlet);
  }
  root.className = ctx.c('application-outlet');
  renderSearchPage(ctx, data, root);
}

boot();
