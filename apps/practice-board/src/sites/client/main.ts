import { readData } from './common';
import { ashby } from './ashby';
import { greenhouse } from './greenhouse';
import { greenhouseLegacy } from './greenhouse-legacy';
import { lever } from './lever';

/** One script for every stand-in page: <html data-board-site> says which site's behaviour to add. */
function boot(): void {
  const kind = document.documentElement.dataset.boardSite;
  const data = readData();
  for (const el of document.querySelectorAll<HTMLElement>('[data-autohide]'))
    setTimeout(() => el.remove(), Number(el.dataset.autohide) || 3000);
  if (kind === 'ashby') return ashby(data);
  if (!data) return;
  if (kind === 'greenhouse') greenhouse(data);
  else if (kind === 'greenhouse-legacy') greenhouseLegacy(data);
  else if (kind === 'lever') lever(data);
}

boot();
