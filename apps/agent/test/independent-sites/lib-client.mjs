// Browser-side helpers shared by the Greenhouse pages: a react-select style combobox, an async location
// combobox, and the intl-tel-input country list. Served inline; no test ids.
export const RS_LIB = String.raw`
(function(){
  function el(tag, attrs, html){ var e=document.createElement(tag); for (var k in (attrs||{})) e.setAttribute(k, attrs[k]); if (html!=null) e.innerHTML=html; return e; }
  function esc(s){ return String(s).replace(/[&<>"]/g, function(c){ return {'&':'&amp;','<':'&lt;','>':'&gt;','"':'&quot;'}[c]; }); }
  // wrapper: .select-shell[data-rs-for=ID]; options: [[value,label],...] or async loader(term) -> Promise<[[value,label,extra]]>
  window.RS = function(shell, options, onPick){
    var id = shell.getAttribute('data-rs-for');
    var input = shell.querySelector('input.select__input');
    var hidden = shell.querySelector('input[type=hidden]');
    var vc = shell.querySelector('.select__value-container');
    var ph = shell.querySelector('.select__placeholder');
    var control = shell.querySelector('.select__control');
    var menu = null, shown = [], focusIdx = 0, reqNo = 0;
    function close(){ if (menu){ menu.remove(); menu=null; } input.setAttribute('aria-expanded','false'); input.removeAttribute('aria-activedescendant'); control.classList.remove('select__control--menu-is-open'); }
    function paint(list){
      shown = list; focusIdx = 0;
      if (!menu){ menu = el('div', {'class':'select__menu remix-css-1nmdiq5-menu'}); shell.appendChild(menu); }
      if (!list.length){ menu.innerHTML = '<div class="select__menu-list remix-css-1n6sfyn-MenuList" role="listbox" id="react-select-'+id+'-listbox"><div class="select__menu-notice select__menu-notice--no-options">No options</div></div>'; }
      else menu.innerHTML = '<div class="select__menu-list remix-css-1n6sfyn-MenuList" role="listbox" id="react-select-'+id+'-listbox" aria-multiselectable="false">' + list.map(function(o,i){ return '<div class="select__option'+(i===0?' select__option--is-focused':'')+' remix-css-d7l1ni-option" id="react-select-'+id+'-option-'+i+'" role="option" aria-selected="'+(hidden.value===String(o[0]))+'" aria-disabled="false" tabindex="-1">'+esc(o[1])+'</div>'; }).join('') + '</div>';
      input.setAttribute('aria-expanded','true'); input.setAttribute('aria-controls','react-select-'+id+'-listbox');
      control.classList.add('select__control--menu-is-open');
      if (list.length) input.setAttribute('aria-activedescendant','react-select-'+id+'-option-0');
      Array.prototype.forEach.call(menu.querySelectorAll('[role=option]'), function(node, i){
        node.addEventListener('mousedown', function(ev){ ev.preventDefault(); pick(shown[i]); });
        node.addEventListener('mousemove', function(){ setFocus(i); });
      });
    }
    function setFocus(i){ if (!menu) return; var opts = menu.querySelectorAll('[role=option]'); if (!opts.length) return; focusIdx = (i+opts.length)%opts.length; Array.prototype.forEach.call(opts, function(o,j){ o.classList.toggle('select__option--is-focused', j===focusIdx); }); input.setAttribute('aria-activedescendant', opts[focusIdx].id); }
    function open(term){
      if (typeof options === 'function'){
        var my = ++reqNo; if (!term || term.length < 2){ paint([]); menu.querySelector('.select__menu-notice').textContent = 'Start typing to search'; return; }
        if (!menu) paint([]); menu.querySelector('.select__menu-list').innerHTML = '<div class="select__menu-notice select__menu-notice--loading">Loading...</div>';
        options(term).then(function(list){ if (my===reqNo && document.activeElement===input) paint(list); });
        return;
      }
      var t = (term||'').toLowerCase();
      paint(options.filter(function(o){ return !t || o[1].toLowerCase().indexOf(t) >= 0; }));
    }
    function pick(o){
      hidden.value = String(o[0]);
      var sv = vc.querySelector('.select__single-value');
      if (!sv){ sv = el('div', {'class':'select__single-value remix-css-1dimb5e-singleValue'}); vc.insertBefore(sv, vc.firstChild); }
      sv.textContent = o[1]; if (ph) ph.style.display='none';
      input.value=''; shell.querySelector('.select__input-container').setAttribute('data-value','');
      close();
      hidden.dispatchEvent(new Event('change', {bubbles:true}));
      var err = document.getElementById(id+'-error'); if (err) err.remove();
      if (onPick) onPick(o);
    }
    control.addEventListener('mousedown', function(ev){ if (ev.target.closest('.select__menu')) return; if (ev.target!==input) ev.preventDefault(); input.focus(); if (menu) close(); else open(input.value); });
    input.addEventListener('input', function(){ shell.querySelector('.select__input-container').setAttribute('data-value', input.value); var sv=vc.querySelector('.select__single-value'); if (sv) sv.style.display = input.value ? 'none' : ''; if (ph && !hidden.value) ph.style.display = input.value ? 'none' : ''; open(input.value); });
    input.addEventListener('keydown', function(ev){
      if (ev.key==='ArrowDown'){ ev.preventDefault(); if (!menu) open(input.value); else setFocus(focusIdx+1); }
      else if (ev.key==='ArrowUp'){ ev.preventDefault(); if (menu) setFocus(focusIdx-1); }
      else if (ev.key==='Enter'){ if (menu){ ev.preventDefault(); if (shown[focusIdx]) pick(shown[focusIdx]); } }
      else if (ev.key==='Escape'){ close(); }
      else if (ev.key==='Tab'){ close(); }
    });
    input.addEventListener('blur', function(){ setTimeout(function(){ close(); input.value=''; var sv=vc.querySelector('.select__single-value'); if (sv) sv.style.display=''; if (ph && !hidden.value) ph.style.display=''; }, 120); });
    return { pick: pick };
  };
})();
`;
