import { SANDBOX_CHECKOUT_LABEL } from '@applypilot/contracts';

/**
 * GET /sandbox/checkout.js: `window.Razorpay` with the constructor, options, `open()` and `on('payment.failed')` of
 * Razorpay's checkout widget, so the purchase page runs the same code in sandbox mode. Written for a strict CSP: it
 * builds DOM with createElement and textContent only, styles through the CSSOM (no style attributes), listens with
 * addEventListener (no inline handlers) and never evaluates strings.
 */
export const SANDBOX_CHECKOUT_SCRIPT = `(function () {
  'use strict';
  var LABEL = ${JSON.stringify(SANDBOX_CHECKOUT_LABEL)};

  function el(tag, text, style) {
    var node = document.createElement(tag);
    if (text) node.textContent = text;
    if (style) Object.keys(style).forEach(function (key) { node.style[key] = style[key]; });
    return node;
  }

  function post(path, orderId) {
    return fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ order_id: orderId })
    }).then(function (response) {
      return response.json().then(function (body) {
        if (!response.ok || !body || body.success !== true) {
          throw new Error((body && (body.message || body.error)) || 'The sandbox payment failed.');
        }
        return body;
      });
    });
  }

  function rupees(paise) {
    return '\\u20b9' + (Number(paise) / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 });
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    this.options = options || {};
    this.listeners = {};
    this.overlay = null;
  }

  Razorpay.prototype.on = function (event, callback) {
    (this.listeners[event] = this.listeners[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype.close = function () {
    if (!this.overlay) return;
    this.overlay.remove();
    this.overlay = null;
    if (this.returnFocus && this.returnFocus.focus) this.returnFocus.focus();
  };

  Razorpay.prototype.open = function () {
    if (this.overlay) return;
    var self = this;
    var options = this.options;
    var color = (options.theme && options.theme.color) || '#2563eb';
    this.returnFocus = document.activeElement;

    var overlay = el('div', '', {
      position: 'fixed', inset: '0', background: 'rgba(15, 23, 42, 0.6)', display: 'flex',
      alignItems: 'center', justifyContent: 'center', zIndex: '2147483647', fontFamily: 'system-ui, sans-serif'
    });
    var dialog = el('div', '', {
      background: '#ffffff', color: '#0f172a', borderRadius: '12px', padding: '24px', width: 'min(92vw, 380px)',
      boxShadow: '0 20px 50px rgba(0, 0, 0, 0.3)', borderTop: '6px solid ' + color
    });
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', 'rzp-sandbox-title');
    dialog.setAttribute('aria-describedby', 'rzp-sandbox-description');

    var title = el('h2', LABEL, { margin: '0 0 12px', fontSize: '18px' });
    title.id = 'rzp-sandbox-title';
    var merchant = el('p', options.name || '', { margin: '0 0 4px', fontWeight: '600' });
    var description = el('p', options.description || '', { margin: '0 0 12px' });
    description.id = 'rzp-sandbox-description';
    var amount = el('p', rupees(options.amount), { margin: '0 0 16px', fontSize: '28px', fontWeight: '700' });
    amount.setAttribute('data-testid', 'sandbox-amount');
    var status = el('p', '', { minHeight: '1.4em', margin: '0 0 12px', color: '#b91c1c' });
    status.setAttribute('role', 'status');
    status.setAttribute('aria-live', 'polite');

    var row = el('div', '', { display: 'flex', gap: '8px', justifyContent: 'flex-end' });
    function button(label, background, foreground) {
      var b = el('button', label, {
        padding: '10px 16px', border: '1px solid ' + background, borderRadius: '8px', background: background,
        color: foreground, fontSize: '15px', cursor: 'pointer'
      });
      b.type = 'button';
      return b;
    }
    var pay = button('Pay', color, '#ffffff');
    var fail = button('Fail', '#ffffff', '#b91c1c');
    var close = button('Close', '#ffffff', '#0f172a');
    var buttons = [pay, fail, close];
    function busy(on) { buttons.forEach(function (b) { b.disabled = on; }); }

    pay.addEventListener('click', function () {
      busy(true);
      status.textContent = 'Processing...';
      post('/sandbox/pay', options.order_id).then(function (body) {
        self.close();
        if (typeof options.handler === 'function') {
          options.handler({
            razorpay_order_id: body.razorpay_order_id,
            razorpay_payment_id: body.razorpay_payment_id,
            razorpay_signature: body.razorpay_signature
          });
        }
      }, function (error) {
        busy(false);
        status.textContent = error.message;
      });
    });

    fail.addEventListener('click', function () {
      busy(true);
      status.textContent = 'Processing...';
      post('/sandbox/fail', options.order_id).then(function (body) {
        // Like Razorpay's checkout, the window stays open after a failed attempt so the buyer can try again.
        busy(false);
        status.textContent = body.failure.error.description;
        (self.listeners['payment.failed'] || []).forEach(function (callback) { callback(body.failure); });
      }, function (error) {
        busy(false);
        status.textContent = error.message;
      });
    });

    function dismiss() {
      self.close();
      if (options.modal && typeof options.modal.ondismiss === 'function') options.modal.ondismiss();
    }
    close.addEventListener('click', dismiss);

    dialog.addEventListener('keydown', function (event) {
      if (event.key === 'Escape') { event.preventDefault(); dismiss(); return; }
      if (event.key !== 'Tab') return;
      // Focus stays inside the modal dialog.
      var first = buttons[0];
      var last = buttons[buttons.length - 1];
      if (event.shiftKey && document.activeElement === first) { event.preventDefault(); last.focus(); }
      else if (!event.shiftKey && document.activeElement === last) { event.preventDefault(); first.focus(); }
    });

    row.append(pay, fail, close);
    dialog.append(title, merchant, description, amount, status, row);
    overlay.append(dialog);
    document.body.append(overlay);
    this.overlay = overlay;
    pay.focus();
  };

  window.Razorpay = Razorpay;
})();
`;
